import { queryOptions } from '@tanstack/react-query';
import type { Certificate } from '@contract/certificate';
import type { Locale } from '@contract/constants';
import { api, request } from '@/lib/api-client';
import { certificateKeys } from './keys';

/**
 * My certificates, persisted with the query cache (offline, the list last read). Asked again on every visit: a
 * certificate issued, revoked or reissued since shows at once.
 */
export const myCertificatesQuery = () =>
  queryOptions({
    queryKey: certificateKeys.mine(),
    queryFn: () => request<Certificate[]>('edu/certificate/mine', { quiet: true }),
    staleTime: 0,
  });

export type FileKind = 'pdf' | 'png';

/**
 * A certificate drawn as a file in `lang`, fetched with the learner's token (a plain link cannot send it, and a
 * token in a link would be a session anyone holding the link could use). A refusal or no network rejects.
 */
export const fetchCertificateFile = (id: string, kind: FileKind, lang: Locale): Promise<Response> =>
  api(`edu/certificate/${id}/${kind}`, { searchParams: { lang } });

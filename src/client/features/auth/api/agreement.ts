import { queryOptions } from '@tanstack/react-query';
import type { Agreement } from '@contract/account';
import { HEADER_SKIP_TOKEN } from '@contract/constants';
import { request } from '@/lib/api-client';
import { authKeys } from './keys';

/** The site's user agreement (both languages); kept in the persisted cache for offline reading. */
export const agreementQuery = () =>
  queryOptions({
    queryKey: authKeys.agreement(),
    queryFn: () =>
      request<Agreement>('admin/register/agreement', {
        headers: { [HEADER_SKIP_TOKEN]: 'true' },
        quiet: true,
      }),
    staleTime: 10 * 60_000,
  });

import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { CertificateState } from '@contract/certificate-rules';
import type { EnterpriseCertificate, EnterpriseHours } from '@contract/certificate-enterprise';
import type { Page } from '@contract/envelope';
import { DEFAULT_PAGE_SIZE } from '@contract/constants';
import { request, toSearchParams } from '@/lib/api-client';
import { downloadFile } from '@/lib/download';
import { enterpriseKeys } from './keys';

/** The members' certificates list's filters: a year of completion, a part of a name or course title, a state. */
export type CertificateFilters = { year: number; name?: string; course?: string; state?: CertificateState };

/**
 * GET /edu/certificate/enterprise/hours: each member's credit hours of the year. Persisted with the query cache,
 * so a year looked at reads offline; asked again on every visit (staff issue and revoke meanwhile).
 */
export const hoursQuery = (year: number) =>
  queryOptions({
    queryKey: enterpriseKeys.hours(year),
    queryFn: () =>
      request<EnterpriseHours>('edu/certificate/enterprise/hours', { searchParams: { year }, quiet: true }),
    staleTime: 0,
  });

/** GET /edu/certificate/enterprise/page: the members' certificates, a page after another (infinite scroll). */
export const certificatePagesQuery = (filters: CertificateFilters) =>
  infiniteQueryOptions({
    queryKey: enterpriseKeys.certificatePages(filters),
    queryFn: ({ pageParam }) =>
      request<Page<EnterpriseCertificate>>('edu/certificate/enterprise/page', {
        searchParams: toSearchParams({ ...filters, current: pageParam, size: DEFAULT_PAGE_SIZE }),
        quiet: true,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      Number(last.current) < Number(last.pages) ? Number(last.current) + 1 : undefined,
    staleTime: 0,
  });

/** The year's certificates and hours per member, one workbook of two sheets in the interface's language. */
export const exportCertificates = (year: number, fileName: string) =>
  downloadFile('edu/certificate/enterprise/export', { year }, fileName);

/** A member's certificate as a PDF (the server lets the enterprise's admin have it), in the interface's language. */
export const downloadCertificatePdf = (c: { id: string; number: string }) =>
  downloadFile(`edu/certificate/${c.id}/pdf`, {}, [c.number, 'pdf'].join('.'));

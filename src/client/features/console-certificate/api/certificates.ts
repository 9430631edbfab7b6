import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { t } from '@lingui/core/macro';
import type { Certificate, CertificateAdminRow } from '@contract/certificate';
import type { Course } from '@contract/course';
import type { Enrolment } from '@contract/enrolment';
import type { Page } from '@contract/envelope';
import { request, toSearchParams } from '@/lib/api-client';
import { downloadFile } from '@/lib/download';
import { toast } from '@/lib/feedback';
import { invalidating } from '@/lib/mutation';

/** Staff's certificate calls (src/contract/certificate.ts): the list, its export and files, issue, revoke, reissue. */

/** The stored states the list filters by (an expired certificate is stored valid). */
export type CertificateStatus = 'valid' | 'revoked' | 'replaced';
/** The list's filters, as the address keeps them (completion days as yyyy-MM-dd). */
export type CertificateFilter = {
  number: string;
  name: string;
  course: string;
  status: CertificateStatus;
  completedFrom: string;
  completedTo: string;
};
/** pig's sort: a field of CertificateSortField, as the address kept it. */
type Sorted = { ascs?: string; descs?: string };
export type CertificateListParams = Partial<CertificateFilter> & Sorted & { current: number; size: number };

const certificateKeys = {
  list: () => ['console-certificate', 'list'] as const,
  listOf: (p: CertificateListParams) => ['console-certificate', 'list', p] as const,
};

export const certificatesQuery = (p: CertificateListParams) =>
  queryOptions({
    queryKey: certificateKeys.listOf(p),
    queryFn: () =>
      request<Page<CertificateAdminRow>>('edu/certificate/page', { searchParams: toSearchParams(p) }),
    placeholderData: keepPreviousData,
  });

/** Revoke (PUT) or reissue (POST) one certificate with a reason; the answer is the certificate it leaves. */
const change = (action: 'revoke' | 'reissue') => (v: { id: string; reason: string }) =>
  request<Certificate>(`edu/certificate/${v.id}/${action}`, {
    method: action === 'revoke' ? 'put' : 'post',
    json: { reason: v.reason },
  });
export const useRevokeCertificate = () =>
  useMutation(invalidating(useQueryClient(), certificateKeys.list(), change('revoke')));
/** The answer is the new certificate: its number is the one staff give the learner. */
export const useReissueCertificate = () =>
  useMutation(invalidating(useQueryClient(), certificateKeys.list(), change('reissue')));

export type IssueInput = { userId: string; courseId: string; reason: string };
export const useIssueCertificate = () =>
  useMutation(
    invalidating(useQueryClient(), certificateKeys.list(), (v: IssueInput) =>
      request<Certificate>('edu/certificate', { method: 'post', json: v }),
    ),
  );

/** The courses to issue by hand for: every course of the tenant, drafts and closed ones too. */
export const loadCourses = (q: { text?: string; current: number; size: number }) =>
  request<Page<Course>>('edu/course/page', {
    searchParams: toSearchParams({ console: 'true', keyword: q.text, current: q.current, size: q.size }),
  });
/** The learners to issue by hand to: the course's sign-ups (needs edu_enrolment_view, as their list does). */
export const loadSignUps = (courseId: string, q: { text?: string; current: number; size: number }) =>
  request<Page<Enrolment>>('edu/enrolment/page', {
    searchParams: toSearchParams({ courseId, keyword: q.text, current: q.current, size: q.size }),
  });

/** A refused or failed download says the server's message (a 403's), else that it failed or that we are offline. */
const saving = (work: Promise<void>) =>
  work.catch(async (err: unknown) => {
    const response = (err as { response?: Response }).response;
    const body = response
      ? ((await response.json().catch(() => null)) as { msg?: string | null } | null)
      : null;
    const fallback = navigator.onLine ? t`The file could not be downloaded` : t`You are offline`;
    void toast(body?.msg ?? fallback, 'error');
  });

/** The list's filter and sort as an .xlsx (edu_certificate_view). */
export const exportCertificates = (f: Partial<CertificateFilter> & Sorted) =>
  saving(downloadFile('edu/certificate/export', f, t`certificates.xlsx`));

/** One certificate drawn as PDF or PNG, in the console's language (the server reads it from the request). */
export const downloadCertificate = (c: Pick<CertificateAdminRow, 'id' | 'number'>, kind: 'pdf' | 'png') =>
  saving(downloadFile(`edu/certificate/${c.id}/${kind}`, {}, `${c.number}.${kind}`));

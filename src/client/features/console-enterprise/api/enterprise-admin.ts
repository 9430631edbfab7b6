import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { invalidating } from '@/lib/mutation';
import { t } from '@lingui/core/macro';
import type { DictItem } from '@contract/dict';
import type { EnterpriseAdminRow, InvoicePage, InvoiceRequest } from '@contract/enterprise';
import type { FeedbackAdminRow } from '@contract/feedback';
import { FEEDBACK_CATEGORY_DICT } from '@contract/enterprise-rules';
import type { Page } from '@contract/envelope';
import { api, request, toSearchParams } from '@/lib/api-client';
import { downloadFile } from '@/lib/download';
import {
  consoleEnterpriseKeys,
  type EnterpriseFilter,
  type FeedbackFilter,
  type InvoiceFilter,
} from './keys';

/** The staff calls of enterprises (src/contract/enterprise.ts): enterprise review, invoice requests, feedback. */

// ---- Enterprises ----

export const enterprisesQuery = (f: EnterpriseFilter) =>
  queryOptions({
    queryKey: consoleEnterpriseKeys.enterprisesOf(f),
    queryFn: () =>
      request<Page<EnterpriseAdminRow>>('edu/enterprise/page', { searchParams: toSearchParams(f) }),
    placeholderData: keepPreviousData,
  });
export const reviewEnterprise = (r: { id: string; approve: boolean; reason?: string }) =>
  request<unknown>('edu/enterprise/review', { method: 'put', json: r });

/** Approve an enterprise, or reject it with a reason; the enterprise lists are refetched. */
export const reviewEnterpriseMutation = (client: QueryClient) =>
  invalidating(client, consoleEnterpriseKeys.enterprises(), reviewEnterprise);
export const useReviewEnterprise = () => useMutation(reviewEnterpriseMutation(useQueryClient()));

/**
 * A file the API sends only with the caller's token (a licence, an attachment), as a Blob whose type says how to
 * show it; a plain <img> or <iframe> could not send the token.
 */
const fileBlob = (path: string, params: Record<string, string>) => api(path, { searchParams: params }).blob();
export const licenceQuery = (id: string) =>
  queryOptions({
    queryKey: consoleEnterpriseKeys.licence(id),
    queryFn: () => fileBlob('edu/enterprise/licence', { id }),
    staleTime: Infinity,
  });

// ---- Invoice requests ----

export const invoicesQuery = (f: InvoiceFilter) =>
  queryOptions({
    queryKey: consoleEnterpriseKeys.invoicesOf(f),
    queryFn: () => request<InvoicePage>('edu/invoice/page', { searchParams: toSearchParams(f) }),
    placeholderData: keepPreviousData,
  });
export const issueInvoice = (r: { id: string; invoiceNo: string; invoiceFile: string }) =>
  request<InvoiceRequest>('edu/invoice/issue', { method: 'put', json: r });
export const rejectInvoice = (r: { id: string; reason: string }) =>
  request<InvoiceRequest>('edu/invoice/reject', { method: 'put', json: r });

/** Issue an invoice request (number and PDF); the invoice lists are refetched. */
export const issueInvoiceMutation = (client: QueryClient) =>
  invalidating(client, consoleEnterpriseKeys.invoices(), issueInvoice);
export const useIssueInvoice = () => useMutation(issueInvoiceMutation(useQueryClient()));

/** Reject an invoice request with a reason; the invoice lists are refetched. */
export const rejectInvoiceMutation = (client: QueryClient) =>
  invalidating(client, consoleEnterpriseKeys.invoices(), rejectInvoice);
export const useRejectInvoice = () => useMutation(rejectInvoiceMutation(useQueryClient()));
export const downloadInvoice = (r: InvoiceRequest) => {
  const no = r.invoiceNo ?? r.id;
  return downloadFile('edu/invoice/file', { id: r.id }, t`e-invoice-${no}.pdf`);
};

// ---- Feedback ----

export const feedbackQuery = (f: FeedbackFilter) =>
  queryOptions({
    queryKey: consoleEnterpriseKeys.feedbackOf(f),
    queryFn: () => request<Page<FeedbackAdminRow>>('edu/feedback/page', { searchParams: toSearchParams(f) }),
    placeholderData: keepPreviousData,
  });
export const replyFeedback = (r: { id: string; reply: string }) =>
  request<unknown>('edu/feedback/reply', { method: 'put', json: r });
export const closeFeedback = (id: string) =>
  request<unknown>('edu/feedback/close', { method: 'put', json: { id } });
export const reopenFeedback = (id: string) =>
  request<unknown>('edu/feedback/reopen', { method: 'put', json: { id } });

/** Reply to a feedback; the feedback lists are refetched. */
export const replyFeedbackMutation = (client: QueryClient) =>
  invalidating(client, consoleEnterpriseKeys.feedback(), replyFeedback);
export const useReplyFeedback = () => useMutation(replyFeedbackMutation(useQueryClient()));

/** Close a feedback; the feedback lists are refetched. */
export const closeFeedbackMutation = (client: QueryClient) =>
  invalidating(client, consoleEnterpriseKeys.feedback(), closeFeedback);
export const useCloseFeedback = () => useMutation(closeFeedbackMutation(useQueryClient()));

/** Reopen a closed feedback; the feedback lists are refetched. */
export const reopenFeedbackMutation = (client: QueryClient) =>
  invalidating(client, consoleEnterpriseKeys.feedback(), reopenFeedback);
export const useReopenFeedback = () => useMutation(reopenFeedbackMutation(useQueryClient()));
export const attachmentQuery = (id: string, fileName: string) =>
  queryOptions({
    queryKey: consoleEnterpriseKeys.attachment(id, fileName),
    queryFn: () => fileBlob('edu/feedback/attachment', { id, fileName }),
    staleTime: Infinity,
  });

/** The feedback_category dictionary: what a feedback is about, in either language. */
export const categoriesQuery = () =>
  queryOptions({
    queryKey: consoleEnterpriseKeys.categories(),
    queryFn: () => request<DictItem[]>(`admin/dict/type/${FEEDBACK_CATEGORY_DICT}`, { quiet: true }),
    staleTime: 10 * 60_000,
  });

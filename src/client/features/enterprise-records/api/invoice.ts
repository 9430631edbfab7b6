import {
  mutationOptions,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { Billable, InvoiceProfile, InvoiceProfileInput, InvoiceRequest } from '@contract/enterprise';
import type { Page } from '@contract/envelope';
import { request } from '@/lib/api-client';
import { downloadFile } from '@/lib/download';
import { recordsKeys } from './keys';

/** The enterprise's invoice profiles (default first is the server's order); persisted, so they read offline. */
export const profilesQuery = () =>
  queryOptions({
    queryKey: recordsKeys.profiles(),
    queryFn: () => request<InvoiceProfile[]>('edu/enterprise/invoice', { quiet: true }),
  });

/** Creates a profile, or replaces a whole one when it has an id (the rules apply to the result). */
export const saveProfile = (input: InvoiceProfileInput & { id?: string }) =>
  request<InvoiceProfile>('edu/enterprise/invoice', { method: input.id ? 'put' : 'post', json: input });

export const deleteProfile = (id: string) =>
  request<true>('edu/enterprise/invoice', { method: 'delete', json: [id] });

/** Save a profile (create when no id; online only); the profiles are refetched. */
export const saveProfileMutation = (client: QueryClient) =>
  mutationOptions({
    mutationFn: saveProfile,
    networkMode: 'online',
    onSuccess: () => client.invalidateQueries({ queryKey: recordsKeys.profiles() }),
  });
export const useSaveProfile = () => useMutation(saveProfileMutation(useQueryClient()));

/** Delete a profile (online only); the profiles are refetched. */
export const deleteProfileMutation = (client: QueryClient) =>
  mutationOptions({
    mutationFn: deleteProfile,
    networkMode: 'online',
    onSuccess: () => client.invalidateQueries({ queryKey: recordsKeys.profiles() }),
  });
export const useDeleteProfile = () => useMutation(deleteProfileMutation(useQueryClient()));

/** Paid, approved sign-ups of the enterprise not yet in a live request. */
export const billableQuery = () =>
  queryOptions({
    queryKey: recordsKeys.billable(),
    queryFn: () => request<Billable[]>('edu/enterprise/invoice/billable', { quiet: true }),
    staleTime: 0,
  });

/**
 * The enterprise's invoice requests, newest first. Asked again on every visit (staff issue or reject them
 * meanwhile); the saved answer shows until then, and offline.
 */
export const requestsQuery = () =>
  queryOptions({
    queryKey: recordsKeys.requests(),
    queryFn: () =>
      request<Page<InvoiceRequest>>('edu/enterprise/invoice/request', {
        searchParams: { current: 1, size: 100 },
        quiet: true,
      }),
    staleTime: 0,
  });

export const requestInvoice = (profileId: string, enrolmentIds: string[]) =>
  request<InvoiceRequest>('edu/enterprise/invoice/request', {
    method: 'post',
    json: { profileId, enrolmentIds },
  });

/** Request an invoice for paid sign-ups (online only); everything about invoices is refetched. */
export const requestInvoiceMutation = (client: QueryClient) =>
  mutationOptions({
    mutationFn: ({ profileId, enrolmentIds }: { profileId: string; enrolmentIds: string[] }) =>
      requestInvoice(profileId, enrolmentIds),
    networkMode: 'online',
    onSuccess: () => client.invalidateQueries({ queryKey: recordsKeys.invoiceRoot }),
  });
export const useRequestInvoice = () => useMutation(requestInvoiceMutation(useQueryClient()));

/** The issued e-invoice, saved as a PDF named by its number. */
export const downloadInvoice = (r: InvoiceRequest) =>
  downloadFile('edu/enterprise/invoice/request/file', { id: r.id }, [r.invoiceNo ?? r.id, 'pdf'].join('.'));

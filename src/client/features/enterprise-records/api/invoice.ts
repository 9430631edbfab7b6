import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { Billable, InvoiceProfile, InvoiceProfileInput, InvoiceRequest } from '@contract/enterprise';
import type { Page } from '@contract/envelope';
import { request } from '@/lib/api-client';
import { downloadFile } from '@/lib/download';
import { invalidates, useDataMutation, useRefresh, type MutationUi } from '@/lib/mutation';
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

/** The issued e-invoice, saved as a PDF named by its number. */
export const downloadInvoice = (r: InvoiceRequest) =>
  downloadFile('edu/enterprise/invoice/request/file', { id: r.id }, [r.invoiceNo ?? r.id, 'pdf'].join('.'));

// ---- Writes (issue 29: each with the queries it makes stale); never queued offline ----

export const useRefreshProfiles = () => useRefresh(recordsKeys.profiles());
export const deleteProfileMutation = mutationOptions({
  mutationFn: deleteProfile,
  networkMode: 'online',
  onSuccess: invalidates(recordsKeys.profiles()),
});
/** Makes a profile the default one (the server un-marks the one that was). */
export const makeDefaultProfileMutation = mutationOptions({
  mutationFn: (p: InvoiceProfile) => saveProfile({ ...p, isDefault: true }),
  networkMode: 'online',
  onSuccess: invalidates(recordsKeys.profiles()),
});
export const useDeleteProfile = (ui?: MutationUi<unknown, string>) =>
  useDataMutation(deleteProfileMutation, ui);
export const useMakeDefaultProfile = (ui?: MutationUi<unknown, InvoiceProfile>) =>
  useDataMutation(makeDefaultProfileMutation, ui);

/** Requests an invoice for paid sign-ups; the invoice screens are read again (not waited for). */
export const requestInvoiceMutation = mutationOptions({
  mutationFn: ({ profileId, enrolmentIds }: { profileId: string; enrolmentIds: string[] }) =>
    requestInvoice(profileId, enrolmentIds),
  networkMode: 'online',
  onSuccess: (_data, _vars, _result, { client }) =>
    void client.invalidateQueries({ queryKey: recordsKeys.invoiceRoot }),
});
export const useRequestInvoice = (ui?: MutationUi<unknown, { profileId: string; enrolmentIds: string[] }>) =>
  useDataMutation(requestInvoiceMutation, ui);

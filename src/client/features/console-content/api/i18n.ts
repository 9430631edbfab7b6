import {
  keepPreviousData,
  mutationOptions,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { I18nEntry, I18nInput, I18nUpdate } from '@contract/i18n';
import type { Page } from '@contract/envelope';
import { request, toSearchParams } from '@/lib/api-client';
import { downloadFile } from '@/lib/download';
import { sharedKeys } from '@/api/keys';
import { consoleContentKeys, type I18nFilter } from './keys';

/** Console › System › Translations: pig's /admin/i18n calls. */
export const i18nQuery = (f: I18nFilter) =>
  queryOptions({
    queryKey: consoleContentKeys.i18nOf(f),
    queryFn: () => request<Page<I18nEntry>>('admin/i18n/page', { searchParams: toSearchParams(f) }),
    placeholderData: keepPreviousData,
  });

export const createEntry = (e: I18nInput) => request<I18nEntry>('admin/i18n', { method: 'post', json: e });
export const updateEntry = (e: I18nUpdate) => request<I18nEntry>('admin/i18n', { method: 'put', json: e });
export const deleteEntries = (ids: string[]) => request<true>('admin/i18n', { method: 'delete', json: ids });

/** After a change: the list, and the console's own chrome, which reads them from the site configuration. */
const entriesChanged = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: consoleContentKeys.i18n() }),
    client.invalidateQueries({ queryKey: sharedKeys.system.config(), refetchType: 'all' }),
  ]);

/** Save a translation (create when no id); the list and the site configuration are refetched. */
export const saveEntryMutation = (client: QueryClient) =>
  mutationOptions({
    mutationFn: ({ id, ...e }: I18nInput & { id?: string }) =>
      id ? updateEntry({ ...e, id }) : createEntry(e),
    onSuccess: () => entriesChanged(client),
  });
export const useSaveEntry = () => useMutation(saveEntryMutation(useQueryClient()));

/** Delete a translation; the list and the site configuration are refetched. */
export const deleteEntryMutation = (client: QueryClient) =>
  mutationOptions({
    mutationFn: (id: string) => deleteEntries([id]),
    onSuccess: () => entriesChanged(client),
  });
export const useDeleteEntry = () => useMutation(deleteEntryMutation(useQueryClient()));

export const exportEntries = (f: { text?: string }, fileName: string) =>
  downloadFile('admin/i18n/export', f, fileName);

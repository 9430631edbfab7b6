import {
  keepPreviousData,
  mutationOptions,
  queryOptions,
  type MutationFunctionContext,
} from '@tanstack/react-query';
import type { I18nEntry, I18nInput, I18nUpdate } from '@contract/i18n';
import type { Page } from '@contract/envelope';
import { request, toSearchParams } from '@/lib/api-client';
import { downloadFile } from '@/lib/download';
import { useDataMutation, type MutationUi } from '@/lib/mutation';
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

export const exportEntries = (f: { text?: string }, fileName: string) =>
  downloadFile('admin/i18n/export', f, fileName);

/**
 * After a change: the entries, and the site configuration that carries the texts to the console's own chrome
 * (read again even where no screen shows it, so it shows at once).
 */
const entriesChanged = (
  _data: unknown,
  _vars: unknown,
  _result: unknown,
  { client }: MutationFunctionContext,
) =>
  Promise.all([
    client.invalidateQueries({ queryKey: consoleContentKeys.i18n() }),
    client.invalidateQueries({ queryKey: sharedKeys.system.config(), refetchType: 'all' }),
  ]);

/** Saves a translation: an edit (id) or a new one. */
export const saveEntryMutation = mutationOptions({
  mutationFn: ({ entry, id }: { entry: I18nInput; id?: string }) =>
    id ? updateEntry({ ...entry, id }) : createEntry(entry),
  onSuccess: entriesChanged,
});
export const deleteEntryMutation = mutationOptions({
  mutationFn: (id: string) => deleteEntries([id]),
  onSuccess: entriesChanged,
});
export const useSaveEntry = (ui?: MutationUi<I18nEntry, { entry: I18nInput; id?: string }>) =>
  useDataMutation(saveEntryMutation, ui);
export const useDeleteEntry = (ui?: MutationUi<true, string>) => useDataMutation(deleteEntryMutation, ui);

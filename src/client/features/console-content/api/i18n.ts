import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { I18nEntry, I18nInput, I18nUpdate } from '@contract/i18n';
import type { Page } from '@contract/envelope';
import { request, toSearchParams } from '@/lib/api-client';
import { downloadFile } from '@/lib/download';
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

import { queryOptions } from '@tanstack/react-query';
import { t } from '@lingui/core/macro';
import type {
  Dict,
  DictInput,
  DictItemAdmin,
  DictItemInput,
  DictItemUpdate,
  DictUpdate,
} from '@contract/dict';
import { request, requestAllPages, toSearchParams } from '@/lib/api-client';
import { downloadFile } from '@/lib/download';
import { consoleContentKeys } from './keys';

/** Console › System › Dictionaries: pig's /admin/dict calls in their wire shapes. */
export const dictsQuery = (name: string) =>
  queryOptions({
    queryKey: consoleContentKeys.dictsOf(name),
    queryFn: () =>
      request<Dict[]>('admin/dict/list', { searchParams: toSearchParams({ name: name || undefined }) }),
  });

/** A dictionary's items in their order (all of them: the page sorts the whole list). */
export const itemsQuery = (dictId: string) =>
  queryOptions({
    queryKey: consoleContentKeys.itemsOf({ dictId }),
    queryFn: async () => (await requestAllPages<DictItemAdmin>('admin/dict/item/page', { dictId })).records,
    enabled: !!dictId,
  });

export const createDict = (d: DictInput) => request<Dict>('admin/dict', { method: 'post', json: d });
export const updateDict = (d: DictUpdate) => request<Dict>('admin/dict', { method: 'put', json: d });
export const deleteDicts = (ids: string[]) => request<true>('admin/dict', { method: 'delete', json: ids });
export const syncDicts = () => request<true>('admin/dict/sync', { method: 'put' });

export const createItem = (i: DictItemInput) =>
  request<DictItemAdmin>('admin/dict/item', { method: 'post', json: i });
export const updateItem = (i: DictItemUpdate) =>
  request<DictItemAdmin>('admin/dict/item', { method: 'put', json: i });
export const deleteItem = (id: string) => request<true>(`admin/dict/item/${id}`, { method: 'delete' });
export const sortItems = (dictId: string, itemIds: string[]) =>
  request<true>('admin/dict/item/sort', { method: 'put', json: { dictId, itemIds } });

export const exportDict = (dict: Dict) =>
  downloadFile('admin/dict/export', { dictId: dict.id }, t`dictionary-${dict.dictType}.xlsx`);

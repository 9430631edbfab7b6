import {
  mutationOptions,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { invalidating } from '@/lib/mutation';
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
import { sharedKeys } from '@/api/keys';
import { consoleContentKeys } from './keys';

/** The dictionary form's fields, and an item form's (empty texts are sent as null). */
export type DictFields = { dictType: string; description: string; remarks: string };
export type ItemFields = {
  value: string;
  label: string;
  labelEn: string;
  description: string;
  remarks: string;
};

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

/** Save a dictionary (create when no id); the dictionary lists are refetched. */
export const saveDictMutation = (client: QueryClient) =>
  invalidating(client, consoleContentKeys.dicts(), ({ id, ...f }: DictFields & { id?: string }) => {
    const fields = { ...f, remarks: f.remarks || null };
    return id ? updateDict({ ...fields, id }) : createDict(fields);
  });
export const useSaveDict = () => useMutation(saveDictMutation(useQueryClient()));

/** Delete a dictionary and its items; the dictionary lists are refetched. */
export const deleteDictMutation = (client: QueryClient) =>
  invalidating(client, consoleContentKeys.dicts(), (id: string) => deleteDicts([id]));
export const useDeleteDict = () => useMutation(deleteDictMutation(useQueryClient()));

/**
 * "Refresh cache": nothing is cached on the server; the console and the pages of this browser fetch every
 * dictionary again (the portal's course categories too).
 */
export const syncDictsMutation = (client: QueryClient) =>
  mutationOptions({
    mutationFn: () => syncDicts(),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: consoleContentKeys.root }),
        client.invalidateQueries({ queryKey: sharedKeys.catalog.categories() }),
      ]),
  });
export const useSyncDicts = () => useMutation(syncDictsMutation(useQueryClient()));

/** After an item's change: the items, and the pages reading the dictionary (the portal's category strip). */
const itemsChanged = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: consoleContentKeys.items() }),
    client.invalidateQueries({ queryKey: sharedKeys.catalog.categories() }),
  ]);

/** Save an item of a dictionary (create when no id; empty texts become null); the items are refetched. */
export const saveItemMutation = (client: QueryClient) =>
  mutationOptions({
    mutationFn: ({
      id,
      dictId,
      dictType,
      ...f
    }: ItemFields & { id?: string; dictId: string; dictType: string }) => {
      const fields = {
        ...f,
        labelEn: f.labelEn || null,
        description: f.description || null,
        remarks: f.remarks || null,
      };
      return id ? updateItem({ ...fields, id }) : createItem({ ...fields, dictId, dictType });
    },
    onSuccess: () => itemsChanged(client),
  });
export const useSaveItem = () => useMutation(saveItemMutation(useQueryClient()));

/** Delete an item; the items are refetched. */
export const deleteItemMutation = (client: QueryClient) =>
  mutationOptions({
    mutationFn: (id: string) => deleteItem(id),
    onSuccess: () => itemsChanged(client),
  });
export const useDeleteItem = () => useMutation(deleteItemMutation(useQueryClient()));

/** Save a dictionary's new order of items; the items are refetched. */
export const sortItemsMutation = (client: QueryClient) =>
  mutationOptions({
    mutationFn: ({ dictId, itemIds }: { dictId: string; itemIds: string[] }) => sortItems(dictId, itemIds),
    onSuccess: () => itemsChanged(client),
  });
export const useSortItems = () => useMutation(sortItemsMutation(useQueryClient()));

export const exportDict = (dict: Dict) =>
  downloadFile('admin/dict/export', { dictId: dict.id }, t`dictionary-${dict.dictType}.xlsx`);

import { mutationOptions, queryOptions } from '@tanstack/react-query';
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
import { invalidates, useDataMutation, type MutationUi } from '@/lib/mutation';
import { sharedKeys } from '@/api/keys';
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

export type DictFields = { dictType: string; description: string; remarks: string };
export type ItemFields = {
  value: string;
  label: string;
  labelEn: string;
  description: string;
  remarks: string;
};

/** A dictionary as sent: no remarks as null. */
export const dictOnWire = (f: DictFields) => ({ ...f, remarks: f.remarks || null });
/** An item as sent: its optional texts left empty as null. */
export const itemOnWire = (f: ItemFields) => ({
  ...f,
  labelEn: f.labelEn || null,
  description: f.description || null,
  remarks: f.remarks || null,
});

/** Saves a dictionary: an edit (id) or a new one; answers it as saved. */
export const saveDictMutation = mutationOptions({
  mutationFn: ({ fields, id }: { fields: DictFields; id?: string }) =>
    id ? updateDict({ ...dictOnWire(fields), id }) : createDict(dictOnWire(fields)),
  onSuccess: invalidates(consoleContentKeys.dicts()),
});
export const deleteDictMutation = mutationOptions({
  mutationFn: (id: string) => deleteDicts([id]),
  onSuccess: invalidates(consoleContentKeys.dicts()),
});
/**
 * Nothing is cached on the server; the console and the pages of this browser fetch every dictionary again
 * (the portal's course categories too).
 */
export const syncDictsMutation = mutationOptions({
  mutationFn: syncDicts,
  onSuccess: invalidates(consoleContentKeys.root, sharedKeys.catalog.categories()),
});
export const useSaveDict = (ui?: MutationUi<Dict, { fields: DictFields; id?: string }>) =>
  useDataMutation(saveDictMutation, ui);
export const useDeleteDict = (ui?: MutationUi<true, string>) => useDataMutation(deleteDictMutation, ui);
export const useSyncDicts = (ui?: MutationUi<true, void>) => useDataMutation(syncDictsMutation, ui);

/** What changing items makes stale: the items, and the pages reading the dictionary (the category strip). */
const itemsChanged = invalidates(consoleContentKeys.items(), sharedKeys.catalog.categories());

/** Saves an item of `dict`: an edit (id) or a new one. */
export const saveItemMutation = mutationOptions({
  mutationFn: ({
    fields,
    id,
    dict,
  }: {
    fields: ItemFields;
    id?: string;
    dict: Pick<Dict, 'id' | 'dictType'>;
  }) =>
    id
      ? updateItem({ ...itemOnWire(fields), id })
      : createItem({ ...itemOnWire(fields), dictId: dict.id, dictType: dict.dictType }),
  onSuccess: itemsChanged,
});
export const deleteItemMutation = mutationOptions({ mutationFn: deleteItem, onSuccess: itemsChanged });
/** Saves a new order of a dictionary's items (the whole list, as shown). */
export const sortItemsMutation = mutationOptions({
  mutationFn: ({ dictId, items }: { dictId: string; items: DictItemAdmin[] }) =>
    sortItems(
      dictId,
      items.map((i) => i.id),
    ),
  onSuccess: itemsChanged,
});
export const useSaveItem = (
  ui?: MutationUi<DictItemAdmin, { fields: ItemFields; id?: string; dict: Pick<Dict, 'id' | 'dictType'> }>,
) => useDataMutation(saveItemMutation, ui);
export const useDeleteItem = (ui?: MutationUi<true, string>) => useDataMutation(deleteItemMutation, ui);
export const useSortItems = (ui?: MutationUi<true, { dictId: string; items: DictItemAdmin[] }>) =>
  useDataMutation(sortItemsMutation, ui);

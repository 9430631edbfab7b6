import { keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query';
import type { Page } from '@contract/envelope';
import type { FileGroupNode, FileRecord } from '@contract/material';
import { request, toSearchParams } from '@/lib/api-client';
import { uploader } from '@/api/upload';
import { invalidates, useDataMutation, useRefresh, type MutationUi } from '@/lib/mutation';
import { consoleContentKeys, type FileFilter } from './keys';

/** Console › System › Files (the material library): pig's /admin/sys-file calls. */
export const filesQuery = (f: FileFilter) =>
  queryOptions({
    queryKey: consoleContentKeys.filesOf(f),
    queryFn: () => request<Page<FileRecord>>('admin/sys-file/page', { searchParams: toSearchParams(f) }),
    placeholderData: keepPreviousData,
  });

export const groupsQuery = () =>
  queryOptions({
    queryKey: consoleContentKeys.groups(),
    queryFn: () => request<FileGroupNode[]>('admin/sys-file/group/list'),
  });

export const addGroup = (name: string, pid?: string) =>
  request<FileGroupNode>('admin/sys-file/group/add', { method: 'post', json: { name, pid } });
export const renameGroup = (id: string, name: string) =>
  request<FileGroupNode>('admin/sys-file/group/update', { method: 'put', json: { id, name } });
export const deleteGroup = (id: string) =>
  request<true>(`admin/sys-file/group/delete/${id}`, { method: 'delete' });
/** Files into a folder; '-1' for none. */
export const moveFiles = (ids: string[], groupId: string) =>
  request<true>('admin/sys-file/group/move', { method: 'put', json: { ids, groupId } });
export const renameFile = (id: string, original: string) =>
  request<FileRecord>('admin/sys-file/rename', { method: 'put', json: { id, original } });
export const deleteFiles = (ids: string[]) =>
  request<true>('admin/sys-file', { method: 'delete', json: ids });

/** A text file's first part, fetched by its link (it is served as a download, never shown by the browser). */
export const fileTextQuery = (url: string) =>
  queryOptions({
    queryKey: consoleContentKeys.fileText(url),
    queryFn: async () => (await (await fetch(url)).text()).slice(0, 20_000),
    staleTime: Infinity,
  });

export const useRefreshFiles = () => useRefresh(consoleContentKeys.files());
export const deleteFilesMutation = mutationOptions({
  mutationFn: deleteFiles,
  onSuccess: invalidates(consoleContentKeys.files()),
});
export const moveFilesMutation = mutationOptions({
  mutationFn: ({ ids, groupId }: { ids: string[]; groupId: string }) => moveFiles(ids, groupId),
  onSuccess: invalidates(consoleContentKeys.files()),
});
export const renameFileMutation = mutationOptions({
  mutationFn: ({ id, name }: { id: string; name: string }) => renameFile(id, name),
  onSuccess: invalidates(consoleContentKeys.files()),
});
export const useDeleteFiles = (ui?: MutationUi<true, string[]>) => useDataMutation(deleteFilesMutation, ui);
export const useMoveFiles = (ui?: MutationUi<true, { ids: string[]; groupId: string }>) =>
  useDataMutation(moveFilesMutation, ui);
export const useRenameFile = (ui?: MutationUi<FileRecord, { id: string; name: string }>) =>
  useDataMutation(renameFileMutation, ui);

/** A folder's add (inside `parentId`, or at the top) or rename (`id`); folders and files are read again. */
export const saveGroupMutation = mutationOptions({
  mutationFn: ({ name, id, parentId }: { name: string; id?: string; parentId?: string }) =>
    id ? renameGroup(id, name) : addGroup(name, parentId),
  onSuccess: invalidates(consoleContentKeys.groups(), consoleContentKeys.files()),
});
/** Deletes a folder: its files and folders move up a level, so both are read again. */
export const deleteGroupMutation = mutationOptions({
  mutationFn: deleteGroup,
  onSuccess: invalidates(consoleContentKeys.groups(), consoleContentKeys.files()),
});
export const useSaveGroup = (
  ui?: MutationUi<FileGroupNode, { name: string; id?: string; parentId?: string }>,
) => useDataMutation(saveGroupMutation, ui);
export const useDeleteGroup = (ui?: MutationUi<true, string>) => useDataMutation(deleteGroupMutation, ui);

/** Uploads into the library: into `groupId`'s folder (none: all files, or the files in no folder). */
export const libraryUploader = (groupId?: string) => uploader(groupId ? { groupId } : undefined);

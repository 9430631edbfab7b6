import {
  keepPreviousData,
  mutationOptions,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { invalidating, useRefresh } from '@/lib/mutation';
import type { Page } from '@contract/envelope';
import type { FileGroupNode, FileRecord } from '@contract/file';
import { request, toSearchParams } from '@/lib/api-client';
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

/** The file lists read again (the page's refresh, after uploads). */
export const useRefreshFiles = () => useRefresh(consoleContentKeys.files());

/** After a folder's change: the folders, and the files (a deleted folder's files move up a level). */
const groupsChanged = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: consoleContentKeys.groups() }),
    client.invalidateQueries({ queryKey: consoleContentKeys.files() }),
  ]);

/** Add a folder (inside parentId, if given) or rename one (id); resolves to the folder. */
export const saveGroupMutation = (client: QueryClient) =>
  mutationOptions({
    mutationFn: ({ id, name, parentId }: { id?: string; name: string; parentId?: string }) =>
      id ? renameGroup(id, name) : addGroup(name, parentId),
    onSuccess: () => groupsChanged(client),
  });
export const useSaveGroup = () => useMutation(saveGroupMutation(useQueryClient()));

/** Delete a folder: its files and folders move up a level. */
export const deleteGroupMutation = (client: QueryClient) =>
  mutationOptions({
    mutationFn: (id: string) => deleteGroup(id),
    onSuccess: () => groupsChanged(client),
  });
export const useDeleteGroup = () => useMutation(deleteGroupMutation(useQueryClient()));

/** Delete files; the file lists are refetched. */
export const deleteFilesMutation = (client: QueryClient) =>
  mutationOptions({
    mutationFn: (ids: string[]) => deleteFiles(ids),
    onSuccess: () => client.invalidateQueries({ queryKey: consoleContentKeys.files() }),
  });
export const useDeleteFiles = () => useMutation(deleteFilesMutation(useQueryClient()));

/** Move files into a folder ('-1': none); the file lists are refetched. */
export const moveFilesMutation = (client: QueryClient) =>
  invalidating(client, consoleContentKeys.files(), ({ ids, groupId }: { ids: string[]; groupId: string }) =>
    moveFiles(ids, groupId),
  );
export const useMoveFiles = () => useMutation(moveFilesMutation(useQueryClient()));

/** Rename a file; the file lists are refetched. */
export const renameFileMutation = (client: QueryClient) =>
  invalidating(client, consoleContentKeys.files(), ({ id, name }: { id: string; name: string }) =>
    renameFile(id, name),
  );
export const useRenameFile = () => useMutation(renameFileMutation(useQueryClient()));

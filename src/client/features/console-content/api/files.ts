import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Page } from '@contract/envelope';
import type { FileGroupNode, FileRecord } from '@contract/material';
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

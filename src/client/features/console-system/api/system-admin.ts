import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { invalidating } from '@/lib/mutation';
import type { DictItem } from '@contract/dict';
import { DISPLAY_TIME_ZONE } from '@contract/constants';
import type { Page } from '@contract/envelope';
import type { LogEntry, LogSum } from '@contract/log';
import type { Param } from '@contract/param';
import type { SocialDetailsBody } from '@contract/social';
import type { OnlineToken } from '@contract/token';
import { request, toSearchParams } from '@/lib/api-client';
import { downloadFile } from '@/lib/download';
import { consoleSystemKeys, type LogFilter, type ParamFilter, type TokenFilter } from './keys';

/** Console › System: pig's /admin/param and /admin/social calls, in their wire shapes. */
export const paramsQuery = (f: ParamFilter) =>
  queryOptions({
    queryKey: consoleSystemKeys.paramsOf(f),
    queryFn: () => request<Page<Param>>('admin/param/page', { searchParams: toSearchParams(f) }),
    placeholderData: keepPreviousData,
  });

export const paramTypesQuery = () =>
  queryOptions({
    queryKey: consoleSystemKeys.paramTypes(),
    queryFn: () => request<DictItem[]>('admin/dict/type/param_type'),
    staleTime: 10 * 60_000,
  });

export type ParamFields = Pick<
  Param,
  'publicName' | 'publicKey' | 'publicValue' | 'status' | 'publicType' | 'validateCode'
>;

export const createParam = (p: ParamFields) => request<Param>('admin/param', { method: 'post', json: p });
export const updateParam = (p: Partial<ParamFields> & { publicId: string }) =>
  request<Param>('admin/param', { method: 'put', json: p });
export const deleteParams = (ids: string[]) => request<true>('admin/param', { method: 'delete', json: ids });

/** Save a parameter (create when no publicId); the parameter lists are refetched. */
export const saveParamMutation = (client: QueryClient) =>
  invalidating(
    client,
    consoleSystemKeys.params(),
    ({ publicId, ...p }: ParamFields & { publicId?: string }) =>
      publicId ? updateParam({ ...p, publicId }) : createParam(p),
  );
export const useSaveParam = () => useMutation(saveParamMutation(useQueryClient()));

/** Delete one parameter; the parameter lists are refetched. */
export const deleteParamMutation = (client: QueryClient) =>
  invalidating(client, consoleSystemKeys.params(), (publicId: string) => deleteParams([publicId]));
export const useDeleteParam = () => useMutation(deleteParamMutation(useQueryClient()));

/** A social login as staff see it: the secret is never answered, only whether one is set. */
export type SocialDetails = Omit<SocialDetailsBody, 'appSecret'> & {
  id: string;
  appSecretSet: boolean;
  createTime: string | null;
};

export const socialsQuery = () =>
  queryOptions({
    queryKey: consoleSystemKeys.socials(),
    queryFn: () => request<SocialDetails[]>('admin/social'),
  });

export const createSocial = (s: SocialDetailsBody) =>
  request<SocialDetails>('admin/social', { method: 'post', json: s });
export const updateSocial = (id: string, s: SocialDetailsBody) =>
  request<SocialDetails>(`admin/social/${id}`, { method: 'put', json: s });
export const deleteSocial = (id: string) => request<true>(`admin/social/${id}`, { method: 'delete' });

/** Save a social login (create when no id); the list is refetched. */
export const saveSocialMutation = (client: QueryClient) =>
  invalidating(
    client,
    consoleSystemKeys.socials(),
    ({ id, body }: { id?: string; body: SocialDetailsBody }) =>
      id ? updateSocial(id, body) : createSocial(body),
  );
export const useSaveSocial = () => useMutation(saveSocialMutation(useQueryClient()));

/** Delete a social login; the list is refetched. */
export const deleteSocialMutation = (client: QueryClient) =>
  invalidating(client, consoleSystemKeys.socials(), (id: string) => deleteSocial(id));
export const useDeleteSocial = () => useMutation(deleteSocialMutation(useQueryClient()));

export const logsQuery = (f: LogFilter) =>
  queryOptions({
    queryKey: consoleSystemKeys.logsOf(f),
    queryFn: () => request<Page<LogEntry>>('admin/log/page', { searchParams: toSearchParams(f) }),
    placeholderData: keepPreviousData,
  });

export const deleteLogs = (ids: string[]) => request<true>('admin/log', { method: 'delete', json: ids });

/** Delete log entries; the logs (and their chart) are refetched. */
export const deleteLogsMutation = (client: QueryClient) =>
  invalidating(client, consoleSystemKeys.logs(), (ids: string[]) => deleteLogs(ids));
export const useDeleteLogs = () => useMutation(deleteLogsMutation(useQueryClient()));

/** The days a date range covers up to today, as pig's createTime pair (yyyy-MM-dd in the display zone). */
const dayText = (ms: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: DISPLAY_TIME_ZONE }).format(new Date(ms));

/** pig's /log/sum over the last `days` days: the writes of each day by type. */
export const logSumQuery = (days: number) =>
  queryOptions({
    queryKey: consoleSystemKeys.logSum(days),
    queryFn: () =>
      request<LogSum>('admin/log/sum', {
        searchParams: toSearchParams({
          createTime: [dayText(Date.now() - (days - 1) * 86_400_000), dayText(Date.now())],
        }),
      }),
  });

/** pig's /log/export of the page's filter (or the ticked entries), saved as an .xlsx file. */
export const exportLogs = (f: Omit<LogFilter, 'current' | 'size'> & { ids?: string[] }, fileName: string) =>
  downloadFile('admin/log/export', f, fileName);

export const tokensQuery = (f: TokenFilter) =>
  queryOptions({
    queryKey: consoleSystemKeys.tokensOf(f),
    queryFn: () => request<Page<OnlineToken>>('admin/sys-token/page', { searchParams: toSearchParams(f) }),
    placeholderData: keepPreviousData,
  });

export const kickOut = (ids: string[]) =>
  request<true>('admin/sys-token/delete', { method: 'delete', json: ids });

/** End one session (its device logs in again at its next request); the session lists are refetched. */
export const kickOutMutation = (client: QueryClient) =>
  invalidating(client, consoleSystemKeys.tokens(), (id: string) => kickOut([id]));
export const useKickOut = () => useMutation(kickOutMutation(useQueryClient()));

import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Schedule } from '@contract/dashboard';
import type { DictItem } from '@contract/dict';
import { request } from '@/lib/api-client';
import { invalidating } from '@/lib/mutation';
import { adminKeys } from './keys';

/**
 * pig's schedule (/admin/schedule/*): the signed-in person's own entries, read for the days the home's calendar
 * shows (its whole weeks, at most 42 days) and nothing more. Persisted with the query cache, so a month seen
 * before reads offline with its age.
 */
export const scheduleQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: adminKeys.schedule(from, to),
    queryFn: () =>
      request<Schedule[]>('admin/schedule/list', {
        searchParams: { startDate: from, endDate: to },
        quiet: true,
      }),
  });

/** pig's dictionaries of the entries' type (record, plan) and state (planned, started, ended). */
export const scheduleDictQuery = (type: 'schedule_type' | 'schedule_status') =>
  queryOptions({
    queryKey: adminKeys.scheduleDict(type),
    queryFn: () => request<DictItem[]>(`admin/dict/type/${type}`, { quiet: true }),
    staleTime: 10 * 60_000,
  });

/** What the form sends: pig's fields; a time of '' is none. */
export type ScheduleFields = Pick<
  Schedule,
  'title' | 'scheduleType' | 'scheduleState' | 'content' | 'scheduleDate'
> & {
  scheduleTime: string;
};

/** Add an entry, or change one (with its id); every month read is read again. */
export const saveScheduleMutation = (client: QueryClient) =>
  invalidating(client, adminKeys.schedule(), ({ id, ...fields }: ScheduleFields & { id?: string }) =>
    request<true>('admin/schedule', { method: id ? 'put' : 'post', json: id ? { id, ...fields } : fields }),
  );
export const useSaveSchedule = () => useMutation(saveScheduleMutation(useQueryClient()));

/** Delete one entry (pig's id list); every month read is read again. */
export const deleteScheduleMutation = (client: QueryClient) =>
  invalidating(client, adminKeys.schedule(), (id: string) =>
    request<true>('admin/schedule', { method: 'delete', json: [id] }),
  );
export const useDeleteSchedule = () => useMutation(deleteScheduleMutation(useQueryClient()));

import { queryOptions } from '@tanstack/react-query';
import type { ActivityDay, DashboardSessions, QueueItem } from '@contract/dashboard';
import { request } from '@/lib/api-client';
import { adminKeys } from './keys';

/** How often the sessions' check-in figures are read again while the console home is shown. */
export const SESSIONS_REFRESH_MS = 15_000;

/**
 * The console home's blocks, one call each (GET /admin/dashboard/*). Each is persisted with the query cache, so
 * offline the home shows what it last read and says how old it is. A block the user may not see answers 403:
 * quiet, and the block is left out.
 */
export const queueQuery = () =>
  queryOptions({
    queryKey: adminKeys.dashboard('queue'),
    queryFn: () => request<QueueItem[]>('admin/dashboard/queue', { quiet: true }),
    // Read again whenever the home is shown, and when a notice arrives (useNoticeStream): work comes with one.
    retry: false,
  });

export const sessionsQuery = () =>
  queryOptions({
    queryKey: adminKeys.dashboard('sessions'),
    queryFn: () => request<DashboardSessions>('admin/dashboard/sessions', { quiet: true }),
    refetchInterval: SESSIONS_REFRESH_MS,
    retry: false,
  });

export const activityQuery = (days: number) =>
  queryOptions({
    queryKey: adminKeys.dashboard('activity', days),
    queryFn: () =>
      request<ActivityDay[]>('admin/dashboard/activity', { searchParams: { days }, quiet: true }),
    staleTime: 5 * 60_000,
    retry: false,
  });

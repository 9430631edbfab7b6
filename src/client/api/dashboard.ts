import { queryOptions } from '@tanstack/react-query';
import type { ActivityDay, DashboardSessions } from '@contract/dashboard';
import { request } from '@/lib/api-client';
import { sharedKeys } from './keys';

/** How often the sessions' check-in figures are read again while they are shown. */
const SESSIONS_REFRESH_MS = 15_000;

/**
 * Figures of the console home that the gallery's walls show big as well (GET /admin/dashboard/sessions and
 * /activity): one cache for both. A user who may not see them gets 403: quiet, no retry, and the block is left
 * out (the walls show sample figures instead).
 */
export const dashboardSessionsQuery = () =>
  queryOptions({
    queryKey: sharedKeys.dashboard.sessions(),
    queryFn: () => request<DashboardSessions>('admin/dashboard/sessions', { quiet: true }),
    refetchInterval: SESSIONS_REFRESH_MS,
    retry: false,
  });

export const dashboardActivityQuery = (days: number) =>
  queryOptions({
    queryKey: sharedKeys.dashboard.activity(days),
    queryFn: () =>
      request<ActivityDay[]>('admin/dashboard/activity', { searchParams: { days }, quiet: true }),
    staleTime: 5 * 60_000,
    retry: false,
  });

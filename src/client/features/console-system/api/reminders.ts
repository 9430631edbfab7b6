import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Page } from '@contract/envelope';
import type { ReminderJob } from '@contract/reminder';
import { request, toSearchParams } from '@/lib/api-client';
import { consoleSystemKeys, type ReminderFilter } from './keys';

export type { ReminderFilter };

/** Console › Notices › Reminders: each reminder to each person and how it ended (GET /edu/reminder/page). */
export const remindersQuery = (f: ReminderFilter, enabled: boolean) =>
  queryOptions({
    queryKey: consoleSystemKeys.remindersOf(f),
    queryFn: () => request<Page<ReminderJob>>('edu/reminder/page', { searchParams: toSearchParams(f) }),
    placeholderData: keepPreviousData,
    enabled,
  });

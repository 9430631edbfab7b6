import {
  mutationOptions,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { CalendarSettings, MyCalendar } from '@contract/calendar';
import { request } from '@/lib/api-client';
import { personSettingsKeys } from './keys';

/** The learner's calendar: the private feed's address and the reminder settings (GET/PUT /edu/calendar/mine). */
export const myCalendarQuery = () =>
  queryOptions({
    queryKey: personSettingsKeys.calendar(),
    queryFn: () => request<MyCalendar>('edu/calendar/mine', { quiet: true }),
  });

const saveCalendar = (patch: Partial<CalendarSettings>) =>
  request<MyCalendar>('edu/calendar/mine', { method: 'put', json: patch, quiet: true });
const resetFeed = () => request<MyCalendar>('edu/calendar/mine/reset', { method: 'post', quiet: true });

const settled = (client: QueryClient) => (data: MyCalendar | undefined) => {
  if (data) client.setQueryData(personSettingsKeys.calendar(), data);
};

/** A setting saved: the answer (what the server holds) replaces the shown settings. */
export const useSaveCalendar = () => {
  const client = useQueryClient();
  return useMutation(mutationOptions({ mutationFn: saveCalendar, onSuccess: settled(client) }));
};
/** A new feed address: the old one stops at once. */
export const useResetFeed = () => {
  const client = useQueryClient();
  return useMutation(mutationOptions({ mutationFn: resetFeed, onSuccess: settled(client) }));
};

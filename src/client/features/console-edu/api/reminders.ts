import {
  mutationOptions,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { CourseReminder, RemindNowCount } from '@contract/reminder';
import { request } from '@/lib/api-client';
import { consoleEduKeys } from './keys';

/** A course's reminder settings (GET /edu/reminder/course, edu_course_edit). */
export const courseReminderQuery = (courseId: string) =>
  queryOptions({
    queryKey: consoleEduKeys.reminders(courseId),
    queryFn: () =>
      request<CourseReminder>('edu/reminder/course', { searchParams: { courseId }, quiet: true }),
    enabled: !!courseId,
  });

/** Saves them (PUT /edu/reminder/course); the answer is what the server holds now. */
export const saveCourseReminderMutation = (client: QueryClient) =>
  mutationOptions({
    mutationFn: (settings: CourseReminder) =>
      request<CourseReminder>('edu/reminder/course', { method: 'put', json: settings }),
    onSuccess: (saved) => client.setQueryData(consoleEduKeys.reminders(saved.courseId), saved),
  });
export const useSaveCourseReminder = () => useMutation(saveCourseReminderMutation(useQueryClient()));

/** Who would get what if the session's signed-up people were reminded now. */
export const remindNowPreview = (sessionId: string) =>
  request<RemindNowCount>(`edu/reminder/session/${sessionId}/preview`);
/** Reminds them now: the notices go at once, the texts follow (08:00 in the quiet hours). */
export const remindNow = (sessionId: string) =>
  request<RemindNowCount>(`edu/reminder/session/${sessionId}/send`, { method: 'post' });

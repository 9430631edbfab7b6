import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { FollowedCourse } from '@contract/calendar';
import { request } from '@/lib/api-client';
import { sharedKeys } from './keys';

/** The courses I follow (live and published, by sign-up deadline): their deadlines are in my calendar feed. */
export const followsQuery = () =>
  queryOptions({
    queryKey: sharedKeys.follows.root,
    queryFn: () => request<FollowedCourse[]>('edu/calendar/follow', { quiet: true }),
  });

/**
 * Follow a course, or stop: online only (the answer is the list the server holds, which replaces mine); a refusal
 * (a course gone, too many followed) is said by the API client.
 */
export function useFollow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { courseId: string; follow: boolean }) =>
      request<FollowedCourse[]>(`edu/calendar/follow/${v.courseId}`, { method: v.follow ? 'put' : 'delete' }),
    networkMode: 'online',
    onSuccess: (list) => client.setQueryData(sharedKeys.follows.root, list),
  });
}

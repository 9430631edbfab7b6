import {
  infiniteQueryOptions,
  mutationOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { Course } from '@contract/course';
import type { Enrolment } from '@contract/enrolment';
import type { Page } from '@contract/envelope';
import { DEFAULT_PAGE_SIZE } from '@contract/constants';
import { request, toSearchParams } from '@/lib/api-client';
import { sharedKeys } from '@/api/keys';
import { coursesKeys, type CourseFilters } from './keys';

export type { CourseFilters };

/** Catalog pages, one after another (infinite scroll); persisted, so a listing seen once reads offline. */
export const coursePagesQuery = (filters: CourseFilters, size = DEFAULT_PAGE_SIZE) =>
  infiniteQueryOptions({
    queryKey: coursesKeys.pagesOf(filters, size),
    queryFn: ({ pageParam }) =>
      request<Page<Course>>('edu/course/page', {
        searchParams: toSearchParams({ ...filters, current: pageParam, size }),
        quiet: true,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      Number(last.current) < Number(last.pages) ? Number(last.current) + 1 : undefined,
  });

/** After signing up for the course courseId or cancelling: it, my sign-ups and the listings are refetched. */
const refresh = (client: QueryClient, courseId: string) => () =>
  Promise.all([
    client.invalidateQueries({ queryKey: sharedKeys.catalog.course(courseId) }),
    client.invalidateQueries({ queryKey: sharedKeys.enrolment.mine() }),
    client.invalidateQueries({ queryKey: coursesKeys.pages() }),
  ]);

/** Sign up for the course courseId (in a session, for a classroom course); online only: seats are counted there. */
export const signUpMutation = (client: QueryClient, courseId: string) =>
  mutationOptions({
    mutationFn: (sessionId?: string) =>
      request<Enrolment>('edu/enrolment', { method: 'post', json: { courseId, sessionId } }),
    networkMode: 'online',
    onSuccess: refresh(client, courseId),
  });
export const useSignUp = (courseId: string) => useMutation(signUpMutation(useQueryClient(), courseId));

/** Cancel my sign-up id for the course courseId (online only). */
export const cancelSignUpMutation = (client: QueryClient, courseId: string) =>
  mutationOptions({
    mutationFn: (id: string) => request<Enrolment>(`edu/enrolment/cancel/${id}`, { method: 'put' }),
    networkMode: 'online',
    onSuccess: refresh(client, courseId),
  });
export const useCancelSignUp = (courseId: string) =>
  useMutation(cancelSignUpMutation(useQueryClient(), courseId));

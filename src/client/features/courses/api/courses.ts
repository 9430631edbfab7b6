import { infiniteQueryOptions } from '@tanstack/react-query';
import type { Course, Enrolment } from '@contract/edu';
import type { Page } from '@contract/envelope';
import { DEFAULT_PAGE_SIZE } from '@contract/constants';
import { request, toSearchParams } from '@/lib/api-client';
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

export const enrol = (courseId: string, sessionId?: string) =>
  request<Enrolment>('edu/enrolment', { method: 'post', json: { courseId, sessionId } });
export const cancelEnrolment = (id: string) =>
  request<Enrolment>(`edu/enrolment/cancel/${id}`, { method: 'put' });

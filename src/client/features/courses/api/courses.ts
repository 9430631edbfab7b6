import { infiniteQueryOptions, queryOptions, useQuery } from '@tanstack/react-query';
import type { DictItem } from '@contract/auth';
import type { Course, CourseDetail, CourseMode, Enrolment } from '@contract/edu';
import type { Page } from '@contract/envelope';
import { DEFAULT_PAGE_SIZE } from '@contract/constants';
import { request, toSearchParams } from '@/lib/api-client';

export type CourseFilters = {
  mode?: CourseMode;
  category?: string;
  keyword?: string;
  phase?: 'open' | 'upcoming' | 'ended';
  featured?: 'true';
};

/** Catalog pages, one after another (infinite scroll); persisted, so a listing seen once reads offline. */
export const coursePagesQuery = (filters: CourseFilters, size = DEFAULT_PAGE_SIZE) =>
  infiniteQueryOptions({
    queryKey: ['course-page', filters, size],
    queryFn: ({ pageParam }) =>
      request<Page<Course>>('edu/course/page', {
        searchParams: toSearchParams({ ...filters, current: pageParam, size }),
        quiet: true,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      Number(last.current) < Number(last.pages) ? Number(last.current) + 1 : undefined,
  });

export const courseDetailQuery = (id: string) =>
  queryOptions({
    queryKey: ['course-detail', id],
    queryFn: () => request<CourseDetail>(`edu/course/details/${id}`, { quiet: true }),
    enabled: !!id,
  });

export const categoriesQuery = () =>
  queryOptions({
    queryKey: ['dict', 'course_category'],
    queryFn: () => request<DictItem[]>('admin/dict/type/course_category', { quiet: true }),
    staleTime: 10 * 60_000,
  });

/** The category label in the user's language, from the course_category dictionary. */
export function useCategoryLabel() {
  const { data } = useQuery(categoriesQuery());
  return (value: string, en: boolean) => {
    const item = data?.find((d) => d.value === value);
    return item ? (en ? (item.labelEn ?? item.label) : item.label) : value;
  };
}

export const enrol = (courseId: string, sessionId?: string) =>
  request<Enrolment>('edu/enrolment', { method: 'post', json: { courseId, sessionId } });
export const cancelEnrolment = (id: string) =>
  request<Enrolment>(`edu/enrolment/cancel/${id}`, { method: 'put' });

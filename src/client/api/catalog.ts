import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DictItem } from '@contract/dict';
import type { CourseDetail } from '@contract/catalog';
import { request } from '@/lib/api-client';
import { sharedKeys } from './keys';

/** A course with its sessions or outline: the detail page and the lesson player read the same entry. */
export const courseDetailQuery = (id: string) =>
  queryOptions({
    queryKey: sharedKeys.catalog.course(id),
    queryFn: () => request<CourseDetail>(`edu/course/details/${id}`, { quiet: true }),
    enabled: !!id,
  });

/** The course_category dictionary (public), for the portal's filters and the console's course form. */
export const categoriesQuery = () =>
  queryOptions({
    queryKey: sharedKeys.catalog.categories(),
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

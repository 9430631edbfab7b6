import type { CourseMode } from '@contract/course';

export type CourseFilters = {
  mode?: CourseMode;
  category?: string;
  keyword?: string;
  phase?: 'open' | 'upcoming' | 'ended';
  featured?: 'true';
};

/** Query keys of the course listings (the catalog's shared entries are in src/client/api/keys.ts). */
export const coursesKeys = {
  root: ['courses'] as const,
  pages: () => ['courses', 'pages'] as const,
  pagesOf: (filters: CourseFilters, size: number) => ['courses', 'pages', filters, size] as const,
};

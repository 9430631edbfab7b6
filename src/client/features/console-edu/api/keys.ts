import type { CourseStatus } from '@contract/course';
import type { EnrolmentStatus } from '@contract/enrolment';

export type AdminCourseFilter = { status?: CourseStatus; keyword?: string; current: number; size: number };
export type AdminEnrolmentFilter = {
  courseId?: string;
  status?: EnrolmentStatus;
  keyword?: string;
  current: number;
  size: number;
};

/** Query keys of the console's training pages. */
export const consoleEduKeys = {
  root: ['console-edu'] as const,
  courses: () => ['console-edu', 'courses'] as const,
  coursesOf: (f: AdminCourseFilter) => ['console-edu', 'courses', f] as const,
  course: (id: string) => ['console-edu', 'course', id] as const,
  stats: (id: string) => ['console-edu', 'stats', id] as const,
  enrolments: () => ['console-edu', 'enrolments'] as const,
  enrolmentsOf: (f: AdminEnrolmentFilter) => ['console-edu', 'enrolments', f] as const,
};

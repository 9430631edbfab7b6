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

/** A page of a course's sessions, sorted as pig's `ascs` / `descs` say. */
export type AdminSessionFilter = { current: number; size: number; ascs?: string; descs?: string };

/** Query keys of the console's training pages. */
export const consoleEduKeys = {
  root: ['console-edu'] as const,
  courses: () => ['console-edu', 'courses'] as const,
  coursesOf: (f: AdminCourseFilter) => ['console-edu', 'courses', f] as const,
  course: (id: string) => ['console-edu', 'course', id] as const,
  /** Under the course's key: what refetches the course (a session saved or deleted) refetches its sessions. */
  sessionsOf: (courseId: string, f: AdminSessionFilter) =>
    ['console-edu', 'course', courseId, 'sessions', f] as const,
  stats: (id: string) => ['console-edu', 'stats', id] as const,
  certificateRule: (courseId: string) => ['console-edu', 'certificate-rule', courseId] as const,
  courseExams: (courseId: string) => ['console-edu', 'course-exams', courseId] as const,
  reminders: (courseId: string) => ['console-edu', 'reminders', courseId] as const,
  enrolments: () => ['console-edu', 'enrolments'] as const,
  enrolmentsOf: (f: AdminEnrolmentFilter) => ['console-edu', 'enrolments', f] as const,
};

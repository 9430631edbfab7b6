import {
  keepPreviousData,
  mutationOptions,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { invalidating } from '@/lib/mutation';
import { t } from '@lingui/core/macro';
import type { Course, CourseInput, CourseStatus, Lesson, Session, SessionPage } from '@contract/course';
import type { CourseDetail } from '@contract/catalog';
import type { CourseStats } from '@contract/study';
import type { Enrolment } from '@contract/enrolment';
import type { Page } from '@contract/envelope';
import { request, toSearchParams } from '@/lib/api-client';
import { downloadFile } from '@/lib/download';
import {
  consoleEduKeys,
  type AdminCourseFilter,
  type AdminEnrolmentFilter,
  type AdminSessionFilter,
} from './keys';

export const adminCoursesQuery = (f: AdminCourseFilter) =>
  queryOptions({
    queryKey: consoleEduKeys.coursesOf(f),
    queryFn: () =>
      request<Page<Course>>('edu/course/page', { searchParams: toSearchParams({ ...f, console: 'true' }) }),
    placeholderData: keepPreviousData,
  });

export const adminCourseQuery = (id: string) =>
  queryOptions({
    queryKey: consoleEduKeys.course(id),
    queryFn: () => request<CourseDetail>(`edu/course/details/${id}`),
    enabled: !!id,
  });
export const statsQuery = (id: string) =>
  queryOptions({
    queryKey: consoleEduKeys.stats(id),
    queryFn: () => request<CourseStats>(`edu/course/stats/${id}`),
    enabled: !!id,
  });

export const createCourse = (c: CourseInput) => request<Course>('edu/course', { method: 'post', json: c });
export const updateCourse = (c: Partial<CourseInput> & { id: string }) =>
  request<Course>('edu/course', { method: 'put', json: c });
export const setCourseStatus = (id: string, status: CourseStatus) =>
  request<Course>('edu/course/status', { method: 'put', json: { id, status } });
export const deleteCourses = (ids: string[]) =>
  request<boolean>('edu/course', { method: 'delete', json: ids });

/** Create a course; the course list is refetched. */
export const createCourseMutation = (client: QueryClient) =>
  invalidating(client, consoleEduKeys.courses(), (c: CourseInput) => createCourse(c));
export const useCreateCourse = () => useMutation(createCourseMutation(useQueryClient()));

/** Update a course's details; that course is refetched. */
export const updateCourseMutation = (client: QueryClient) =>
  mutationOptions({
    mutationFn: (c: CourseInput & { id: string }) => updateCourse(c),
    onSuccess: (_, c) => client.invalidateQueries({ queryKey: consoleEduKeys.course(c.id) }),
  });
export const useUpdateCourse = () => useMutation(updateCourseMutation(useQueryClient()));

/** Publish or close a course; the course list is refetched. */
export const courseStatusMutation = (client: QueryClient) =>
  mutationOptions({
    mutationFn: ({ id, to }: { id: string; to: CourseStatus }) => setCourseStatus(id, to),
    onSuccess: () => client.invalidateQueries({ queryKey: consoleEduKeys.courses() }),
  });
export const useCourseStatus = () => useMutation(courseStatusMutation(useQueryClient()));

/** Delete one course; the course list is refetched. */
export const deleteCourseMutation = (client: QueryClient) =>
  invalidating(client, consoleEduKeys.courses(), (id: string) => deleteCourses([id]));
export const useDeleteCourse = () => useMutation(deleteCourseMutation(useQueryClient()));

export type SessionForm = {
  courseId: string;
  title: string;
  startAt: string;
  endAt: string;
  venue: string;
  address: string;
  capacity: number;
  signatureRequired: boolean;
  /** Left out, the server opens check-in CHECKIN_OPENS_BEFORE_MS before the start and closes it at the end. */
  checkinStartAt?: string | null;
  checkinEndAt?: string | null;
  /** Each day's automatic check-out, China time `HH:mm`, or none. */
  autoCheckoutAt?: string | null;
};
/** A page of a course's sessions, with the seats of all of them (the grid's totals of the whole list). */
export const adminSessionsQuery = (courseId: string, f: AdminSessionFilter) =>
  queryOptions({
    queryKey: consoleEduKeys.sessionsOf(courseId, f),
    queryFn: () =>
      request<SessionPage>('edu/session/page', { searchParams: toSearchParams({ ...f, courseId }) }),
    placeholderData: keepPreviousData,
  });

export const saveSession = (s: SessionForm & { id?: string }) =>
  request<Session>('edu/session', {
    method: s.id ? 'put' : 'post',
    json: s.id ? { ...s, courseId: undefined } : s,
  });
export const deleteSessions = (ids: string[]) =>
  request<boolean>('edu/session', { method: 'delete', json: ids });

/** Add (or update) a session of a classroom course; that course is refetched. */
export const saveSessionMutation = (client: QueryClient) =>
  mutationOptions({
    mutationFn: (s: SessionForm & { id?: string }) => saveSession(s),
    onSuccess: (_, s) => client.invalidateQueries({ queryKey: consoleEduKeys.course(s.courseId) }),
  });
export const useSaveSession = () => useMutation(saveSessionMutation(useQueryClient()));

/** A session's daily automatic check-out (`HH:mm`, China time), or none; its course is refetched. */
export const useSetAutoCheckout = (courseId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; autoCheckoutAt: string | null }) =>
      request<Session>('edu/session', { method: 'put', json: v }),
    onSuccess: () => client.invalidateQueries({ queryKey: consoleEduKeys.course(courseId) }),
  });
};

/** Delete one session of the course courseId; that course is refetched. */
export const deleteSessionMutation = (client: QueryClient, courseId: string) =>
  mutationOptions({
    mutationFn: (id: string) => deleteSessions([id]),
    onSuccess: () => client.invalidateQueries({ queryKey: consoleEduKeys.course(courseId) }),
  });
export const useDeleteSession = (courseId: string) =>
  useMutation(deleteSessionMutation(useQueryClient(), courseId));

export type LessonForm = {
  courseId: string;
  chapter: string;
  title: string;
  sort: number;
  durationSec: number;
  allowSkip: boolean;
  fileId: string | null;
  /** The lesson's handouts in order (uploads of the attachment widget); left out, they stay as they are. */
  handoutIds?: string[];
};
export const saveLesson = (l: LessonForm & { id?: string }) =>
  request<Lesson>('edu/lesson', {
    method: l.id ? 'put' : 'post',
    json: l.id ? { ...l, courseId: undefined } : l,
  });
export const deleteLessons = (ids: string[]) =>
  request<boolean>('edu/lesson', { method: 'delete', json: ids });

/** Add (or update) a lesson of an online course; that course is refetched. */
export const saveLessonMutation = (client: QueryClient) =>
  mutationOptions({
    mutationFn: (l: LessonForm & { id?: string }) => saveLesson(l),
    onSuccess: (_, l) => client.invalidateQueries({ queryKey: consoleEduKeys.course(l.courseId) }),
  });
export const useSaveLesson = () => useMutation(saveLessonMutation(useQueryClient()));

/** Replace a lesson's handouts (file ids, in order); its course is refetched. */
export const saveHandoutsMutation = (client: QueryClient, courseId: string) =>
  mutationOptions({
    mutationFn: ({ lessonId, handoutIds }: { lessonId: string; handoutIds: string[] }) =>
      request<Lesson>('edu/lesson', { method: 'put', json: { id: lessonId, handoutIds } }),
    onSuccess: () => client.invalidateQueries({ queryKey: consoleEduKeys.course(courseId) }),
  });
export const useSaveHandouts = (courseId: string) =>
  useMutation(saveHandoutsMutation(useQueryClient(), courseId));

/** Delete one lesson of the course courseId; that course is refetched. */
export const deleteLessonMutation = (client: QueryClient, courseId: string) =>
  mutationOptions({
    mutationFn: (id: string) => deleteLessons([id]),
    onSuccess: () => client.invalidateQueries({ queryKey: consoleEduKeys.course(courseId) }),
  });
export const useDeleteLesson = (courseId: string) =>
  useMutation(deleteLessonMutation(useQueryClient(), courseId));

export type EnrolmentFilter = AdminEnrolmentFilter;
export const adminEnrolmentsQuery = (f: AdminEnrolmentFilter) =>
  queryOptions({
    queryKey: consoleEduKeys.enrolmentsOf(f),
    queryFn: () => request<Page<Enrolment>>('edu/enrolment/page', { searchParams: toSearchParams(f) }),
    placeholderData: keepPreviousData,
  });
export const review = (ids: string[], approve: boolean, reason?: string) =>
  request<number>('edu/enrolment/review', { method: 'put', json: { ids, approve, reason } });
export const staffCancel = (id: string) =>
  request<Enrolment>(`edu/enrolment/cancel/${id}`, { method: 'put' });

/** Approve or reject sign-ups (resolves to how many changed); the sign-up lists are refetched. */
export const reviewEnrolmentsMutation = (client: QueryClient) =>
  invalidating(
    client,
    consoleEduKeys.enrolments(),
    ({ ids, approve, reason }: { ids: string[]; approve: boolean; reason?: string }) =>
      review(ids, approve, reason),
  );
export const useReviewEnrolments = () => useMutation(reviewEnrolmentsMutation(useQueryClient()));

/** Staff cancel one sign-up; the sign-up lists are refetched. */
export const cancelEnrolmentMutation = (client: QueryClient) =>
  invalidating(client, consoleEduKeys.enrolments(), staffCancel);
export const useCancelEnrolment = () => useMutation(cancelEnrolmentMutation(useQueryClient()));

export const exportEnrolments = (f: Omit<EnrolmentFilter, 'current' | 'size'>) =>
  downloadFile('edu/enrolment/export', f, t`sign-ups.xlsx`);

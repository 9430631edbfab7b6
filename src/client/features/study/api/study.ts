import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { CourseDetail, Enrolment, LessonProgress, ProgressRequest, StudyRecord } from '@contract/edu';
import type { Page } from '@contract/envelope';
import { HEADER_TENANT } from '@contract/constants';
import { request } from '@/lib/api-client';
import { registerOfflineMutation, type Queued } from '@/lib/offline-queue';
import { getTenantId, getToken } from '@/lib/storage';

/** My sign-ups: persisted with the query cache, so tickets show offline at the venue. */
export const myEnrolmentsQuery = () =>
  queryOptions({
    queryKey: ['my-enrolments'],
    queryFn: () =>
      request<Page<Enrolment>>('edu/enrolment/mine', {
        searchParams: { current: 1, size: 100 },
        quiet: true,
      }),
  });

export const studyRecordsQuery = () =>
  queryOptions({
    queryKey: ['study-records'],
    queryFn: () => request<StudyRecord[]>('edu/study/mine', { quiet: true }),
  });

export const courseForStudyQuery = (courseId: string) =>
  queryOptions({
    queryKey: ['course-detail', courseId],
    queryFn: () => request<CourseDetail>(`edu/course/details/${courseId}`, { quiet: true }),
    enabled: !!courseId,
  });

export const cancelMine = (id: string) => request<Enrolment>(`edu/enrolment/cancel/${id}`, { method: 'put' });

/** The key the downloaded copy is cached under, without the token, so it survives a token refresh. */
export const videoCacheKey = (lessonId: string) => `/api/edu/lesson/video/${lessonId}`;

/** The video URL carries the token: a <video> element cannot send headers (the server redacts it in logs). */
export function videoUrl(lessonId: string): string {
  const url = new URL(videoCacheKey(lessonId), location.origin);
  url.searchParams.set(HEADER_TENANT, getTenantId());
  url.searchParams.set('access_token', getToken() ?? '');
  return url.pathname + url.search;
}
export const VIDEO_CACHE = 'lesson-videos';

export const PROGRESS_KEY = ['progress'] as const;
export type ProgressVars = Omit<ProgressRequest, 'clientId'>;

/** Applies an acknowledged heartbeat to the cached study records, so the page agrees with the server. */
function applyProgress(client: QueryClient, p: LessonProgress) {
  client.setQueryData<StudyRecord[]>(studyRecordsQuery().queryKey, (records) =>
    records?.map((r) => ({
      ...r,
      lessons: r.lessons.map((l) => (l.lessonId === p.lessonId ? { ...l, ...p } : l)),
    })),
  );
}

/**
 * Heartbeats go through the offline queue: made offline, they wait in IndexedDB and replay when the network
 * returns; the idempotency key is the request's clientId, so a replay never counts twice.
 */
export function registerProgressMutation(client: QueryClient) {
  registerOfflineMutation<ProgressVars, LessonProgress>(
    client,
    PROGRESS_KEY,
    async (vars: Queued<ProgressVars>) => {
      const { idempotencyKey, ...rest } = vars;
      const answer = await request<LessonProgress>('edu/progress', {
        method: 'post',
        json: { ...rest, clientId: idempotencyKey },
        quiet: true,
      });
      applyProgress(client, answer);
      void client.invalidateQueries({ queryKey: studyRecordsQuery().queryKey });
      return answer;
    },
  );
}

import {
  mutationOptions,
  queryOptions,
  useMutation,
  useMutationState,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { Enrolment } from '@contract/enrolment';
import type { LessonProgress, ProgressRequest, StudyRecord } from '@contract/study';
import { LESSON_VIDEO_PATH } from '@contract/constants';
import { request } from '@/lib/api-client';
import { sharedKeys } from '@/api/keys';
import { registerOfflineMutation, type Queued } from '@/lib/offline-queue';
import { studyKeys } from './keys';

export const studyRecordsQuery = () =>
  queryOptions({
    queryKey: studyKeys.records(),
    queryFn: () => request<StudyRecord[]>('edu/study/mine', { quiet: true }),
  });

/** Cancel one of my sign-ups (online only); my sign-ups are refetched. */
export const cancelMineMutation = (client: QueryClient) =>
  mutationOptions({
    mutationFn: (id: string) => request<Enrolment>(`edu/enrolment/cancel/${id}`, { method: 'put' }),
    networkMode: 'online',
    onSuccess: () => client.invalidateQueries({ queryKey: sharedKeys.enrolment.mine() }),
  });
export const useCancelMine = () => useMutation(cancelMineMutation(useQueryClient()));

/**
 * The path a downloaded lesson is cached under, without the link's signature: the service worker answers the
 * player from it whatever link the player was given.
 */
export const videoCacheKey = (lessonId: string) => `${LESSON_VIDEO_PATH}${lessonId}`;

/**
 * A signed link to a lesson's video (a <video> element cannot send the token, and a token in a link would be a
 * session anyone holding the link could use). The server checks the sign-up when it issues one; it plays for
 * hours, so it is asked for again well before it expires.
 */
export const videoUrlQuery = (lessonId: string) =>
  queryOptions({
    queryKey: studyKeys.videoUrl(lessonId),
    queryFn: () => request<{ url: string }>(`edu/lesson/video-url/${lessonId}`, { quiet: true }),
    staleTime: 60 * 60_000,
    enabled: !!lessonId,
  });

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
    studyKeys.progressQueue,
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

/** A progress heartbeat, into the offline queue (its function is registered above); and how many wait there. */
export const useProgress = () =>
  useMutation<unknown, Error, Queued<ProgressVars>>({ mutationKey: studyKeys.progressQueue });
export const usePendingProgress = () =>
  useMutationState({ filters: { mutationKey: studyKeys.progressQueue, status: 'pending' } }).length;

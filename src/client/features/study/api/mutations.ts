import { mutationOptions, useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import type { Queued } from '@/lib/offline-queue';
import { sharedKeys } from '@/api/keys';
import { cancelMine, videoUrlQuery, type ProgressVars } from './study';
import { studyKeys } from './keys';

/**
 * Study's writes as its screens take them (issue 29). Apart from study.ts, which the app's start loads to
 * register the offline queue's replay: these are loaded with the screens only.
 */

/** A progress heartbeat into the offline queue: its function and retries are the queue's (registerProgressMutation). */
export const useProgressQueue = () =>
  useMutation<unknown, Error, Queued<ProgressVars>>({ mutationKey: studyKeys.progressQueue });

/** How many progress updates wait in the offline queue. */
export const usePendingProgress = () =>
  useMutationState({ filters: { mutationKey: studyKeys.progressQueue, status: 'pending' } }).length;

/** Cancels one of my sign-ups (never queued offline); my sign-ups are read again. */
export const cancelMineMutation = mutationOptions({
  mutationFn: cancelMine,
  networkMode: 'online',
  onSuccess: (_data, _id, _result, { client }) =>
    client.invalidateQueries({ queryKey: sharedKeys.enrolment.mine() }),
});
export const useCancelMine = () => useMutation(cancelMineMutation);

/** A lesson's signed video link, from the cache while it is fresh, else asked for (to save the video offline). */
export function useVideoUrl() {
  const client = useQueryClient();
  return (lessonId: string) => client.fetchQuery(videoUrlQuery(lessonId));
}

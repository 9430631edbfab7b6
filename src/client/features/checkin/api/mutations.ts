import { mutationOptions, useMutation, useMutationState } from '@tanstack/react-query';
import type { CheckinAnswer } from '@contract/checkin';
import type { Queued } from '@/lib/offline-queue';
import { undoCheckin, type CheckinVars } from './checkin';
import { checkinKeys } from './keys';

/**
 * Check-in's writes as its screens take them (issue 29). Apart from checkin.ts, which the app's start loads to
 * register the offline queue's replay: these are loaded with the screens only.
 */

export type QueuedCheckin = {
  vars: Queued<CheckinVars> | undefined;
  status: string;
  isPaused: boolean;
  data: CheckinAnswer | undefined;
};

/** Check-ins waiting in (or answered from) the offline queue of this device. */
export const useQueuedCheckins = (): QueuedCheckin[] =>
  useMutationState({
    filters: { mutationKey: checkinKeys.queue },
    select: (m) => ({
      vars: m.state.variables as Queued<CheckinVars> | undefined,
      status: m.state.status,
      isPaused: m.state.isPaused,
      data: m.state.data as CheckinAnswer | undefined,
    }),
  });

/** A check-in into the offline queue: its function and retries are the queue's (registerCheckinMutation). */
export const useCheckinQueue = () =>
  useMutation<CheckinAnswer, Error, Queued<CheckinVars>>({ mutationKey: checkinKeys.queue });

/** Staff undo a check-in; the session's pages (accepted, conflicts) are read again. */
export const undoCheckinMutation = mutationOptions({
  mutationFn: undoCheckin,
  onSuccess: (_data, _id, _result, { client }) => client.invalidateQueries({ queryKey: checkinKeys.pages() }),
});
export const useUndoCheckin = () => useMutation(undoCheckinMutation);

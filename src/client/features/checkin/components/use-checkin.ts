import { useMutation, useMutationState } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { CheckinAnswer } from '@contract/checkin';
import { withIdempotencyKey, type Queued } from '@/lib/offline-queue';
import { persisted } from '@/lib/query-client';
import { stamp, type CheckinVars } from '../api/checkin';
import { checkinKeys } from '../api/keys';

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

/** Queues a check-in (stamped with device, time, clock offset and a client id) and returns its client id. */
export function useCheckin() {
  const mutation = useMutation<CheckinAnswer, Error, Queued<CheckinVars>>({ mutationKey: checkinKeys.queue });
  const navigate = useNavigate();
  const queue = (v: Omit<CheckinVars, 'deviceId' | 'deviceTime' | 'clockOffsetMs'>) => {
    const vars = withIdempotencyKey(stamp(v));
    mutation.mutate(vars);
    // Ask the browser to keep our storage (the queue lives in IndexedDB) through storage pressure.
    void navigator.storage?.persist?.().catch(() => false);
    return vars.idempotencyKey;
  };
  const queueAndShow = async (v: Omit<CheckinVars, 'deviceId' | 'deviceTime' | 'clockOffsetMs'>) => {
    const id = queue(v);
    await persisted(); // "saved on this device" is true before the screen says so
    await navigate({ to: '/sign/success', search: { id } });
  };
  return { queue, queueAndShow };
}

import { useNavigate } from '@tanstack/react-router';
import { withIdempotencyKey } from '@/lib/offline-queue';
import { persisted } from '@/lib/query-client';
import { stamp, useCheckinQueue } from '../api/checkin';
import type { CheckinVars } from '../api/checkin-queue';

export { useQueuedCheckins, type QueuedCheckin } from '../api/checkin';

/** Queues a check-in (stamped with device, time, clock offset and a client id) and returns its client id. */
export function useCheckin() {
  const mutation = useCheckinQueue();
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

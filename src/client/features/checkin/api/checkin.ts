import { queryOptions, useMutation, useMutationState } from '@tanstack/react-query';
import type { CheckinAnswer, Roster } from '@contract/checkin';
import { request } from '@/lib/api-client';
import { clockOffsetMs, deviceId } from '@/lib/device';
import type { Queued } from '@/lib/offline-queue';
import type { CheckinVars } from './checkin-queue';
import { checkinKeys } from './keys';

/** A check-in as the device makes it: stamped with device, time and measured clock offset, ready to queue. */
export const stamp = (v: Omit<CheckinVars, 'deviceId' | 'deviceTime' | 'clockOffsetMs'>): CheckinVars => ({
  ...v,
  deviceId: deviceId(),
  deviceTime: Date.now(),
  clockOffsetMs: clockOffsetMs(),
});

/** A roster as a device holds it: the last whole load's time decides when to load it whole again. */
export type HeldRoster = Omit<Roster, 'revoked' | 'title' | 'courseTitle'> & {
  fullAt: number;
  /** These are absent from a roster a device kept from before the server sent them. */
  revoked?: string[];
  title?: string;
  courseTitle?: string;
};
/** Deltas keep a device current every 15 s; a whole load now and then also catches sign-ups moved elsewhere. */
export const ROSTER_FULL_EVERY_MS = 10 * 60_000;

/**
 * Applies a delta answer to the roster a device holds: changed sign-ups replaced or added, removed ones dropped,
 * the revoked ones (cancelled or rejected) added to those known, a sign-up approved again taken out of them.
 */
export function mergeRoster(held: HeldRoster, delta: Roster): HeldRoster {
  const byId = new Map(held.entries.map((e) => [e.enrolmentId, e]));
  for (const id of delta.removed) byId.delete(id);
  for (const e of delta.entries) byId.set(e.enrolmentId, e);
  const entries = [...byId.values()].sort((a, b) => Number(a.enrolmentId) - Number(b.enrolmentId));
  const revoked = new Set([...(held.revoked ?? []), ...delta.revoked]);
  for (const id of delta.removed) if (!delta.revoked.includes(id)) revoked.delete(id);
  for (const e of delta.entries) revoked.delete(e.enrolmentId);
  return { ...delta, entries, removed: [], revoked: [...revoked], delta: false, fullAt: held.fullAt };
}

/**
 * The roster of a session a staff device opened: persisted, so tickets validate and the list works offline.
 * After the first load it asks only for what changed since its cursor.
 */
export const rosterQuery = (sessionId: string) =>
  queryOptions({
    queryKey: checkinKeys.roster(sessionId),
    queryFn: async ({ client }): Promise<HeldRoster> => {
      const held = client.getQueryData<HeldRoster>(checkinKeys.roster(sessionId));
      const whole = !held?.fullAt || Date.now() - held.fullAt > ROSTER_FULL_EVERY_MS;
      const got = await request<Roster>(`edu/session/roster/${sessionId}`, {
        quiet: true,
        searchParams: whole ? undefined : { since: held.cursor },
      });
      return got.delta && held ? mergeRoster(held, got) : { ...got, fullAt: Date.now() };
    },
    enabled: !!sessionId,
    refetchInterval: 15_000,
  });

/**
 * The offline queue's mutation on this device: its replay (mutationFn, invalidation) is the default that
 * registerCheckinMutation sets for the queue's key, so a check-in persisted offline still finds it.
 */
export const useCheckinQueue = () =>
  useMutation<CheckinAnswer, Error, Queued<CheckinVars>>({ mutationKey: checkinKeys.queue });

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

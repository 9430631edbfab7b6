import {
  mutationOptions,
  queryOptions,
  useMutation,
  useMutationState,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { Checkin, CheckinAnswer, CheckinRequest, Roster, SessionQr } from '@contract/checkin';
import { ApiError, request, requestAllPages } from '@/lib/api-client';
import { downloadFile } from '@/lib/download';
import { clockOffsetMs, deviceId } from '@/lib/device';
import { registerOfflineMutation, type Queued } from '@/lib/offline-queue';
import { Local } from '@/lib/storage';
import { REPLAY_BATCH } from '@contract/checkin-rules';
import { checkinKeys } from './keys';

export type CheckinVars = Omit<CheckinRequest, 'clientId' | 'deviceId' | 'deviceTime' | 'clockOffsetMs'> & {
  deviceId: string;
  deviceTime: number;
  clockOffsetMs: number;
  label: string;
};

/** A check-in as the device makes it: stamped with device, time and measured clock offset, ready to queue. */
export const stamp = (v: Omit<CheckinVars, 'deviceId' | 'deviceTime' | 'clockOffsetMs'>): CheckinVars => ({
  ...v,
  deviceId: deviceId(),
  deviceTime: Date.now(),
  clockOffsetMs: clockOffsetMs(),
});

/** Answers kept by client id, so /sign/success can show the outcome after a reload. */
export const answers = {
  get: (clientId: string) => Local.get<Record<string, CheckinAnswer>>('checkinAnswers')?.[clientId] ?? null,
  set(clientId: string, a: CheckinAnswer) {
    // The last 200 answers are enough for the success page; older ones are dropped.
    const kept = Object.entries(Local.get<Record<string, CheckinAnswer>>('checkinAnswers') ?? {}).slice(-199);
    Local.set('checkinAnswers', Object.fromEntries([...kept, [clientId, a]]));
  },
};

const toRequest = ({ idempotencyKey, label: _label, ...rest }: Queued<CheckinVars>): CheckinRequest => ({
  ...rest,
  clientId: idempotencyKey,
});

/**
 * Check-ins go through the offline queue; the idempotency key is the check-in's client id. When a device that
 * was offline replays, the first waiting check-in takes the ones queued behind it along in one batch request
 * (at a venue with bad signal, round trips are what costs); those then find their answer here and finish
 * without a request of their own. The server answers a client id it has seen with its first outcome, so a
 * batch cut off mid-way, or answers lost in a reload, are simply sent again.
 */
export function registerCheckinMutation(client: QueryClient) {
  const answeredAhead = new Map<string, CheckinAnswer>();
  // Once per request, not per answer: each invalidation restarts the roster and QR refetches.
  const refresh = () => {
    void client.invalidateQueries({ queryKey: checkinKeys.rosters() });
    void client.invalidateQueries({ queryKey: checkinKeys.sessionQrs() });
  };
  registerOfflineMutation<CheckinVars, CheckinAnswer>(
    client,
    checkinKeys.queue,
    async (vars: Queued<CheckinVars>) => {
      const ahead = answeredAhead.get(vars.idempotencyKey);
      if (ahead) {
        answeredAhead.delete(vars.idempotencyKey);
        return ahead;
      }
      const behind = client
        .getMutationCache()
        .findAll({ mutationKey: checkinKeys.queue, status: 'pending' })
        .sort((a, b) => a.state.submittedAt - b.state.submittedAt || a.mutationId - b.mutationId)
        .map((m) => m.state.variables as Queued<CheckinVars> | undefined)
        .filter(
          (v): v is Queued<CheckinVars> =>
            !!v && v.idempotencyKey !== vars.idempotencyKey && !answeredAhead.has(v.idempotencyKey),
        )
        .slice(0, REPLAY_BATCH - 1);
      if (behind.length > 0) {
        const items = [vars, ...behind];
        try {
          const got = await request<(CheckinAnswer | null)[]>('edu/checkin/batch', {
            method: 'post',
            json: items.map(toRequest),
            quiet: true,
          });
          items.forEach((v, i) => {
            const a = got[i];
            if (!a) return; // not saved by the server this time: it goes again on its own
            answers.set(v.idempotencyKey, a);
            if (i > 0) answeredAhead.set(v.idempotencyKey, a);
          });
          refresh();
          const first = got[0];
          if (first) return first;
        } catch (err) {
          // A refused batch (one item this device may no longer send) must not hold up the rest: go one by one.
          if (!(err instanceof ApiError)) throw err;
        }
      }
      const answer = await request<CheckinAnswer>('edu/checkin', {
        method: 'post',
        json: toRequest(vars),
        quiet: true,
      });
      answers.set(vars.idempotencyKey, answer);
      refresh();
      return answer;
    },
  );
}

export const sessionQrQuery = (sessionId: string) =>
  queryOptions({
    queryKey: checkinKeys.sessionQr(sessionId),
    queryFn: () => request<SessionQr>(`edu/session/qr/${sessionId}`, { quiet: true }),
    enabled: !!sessionId,
    refetchInterval: 5000,
  });

/** A roster as a device holds it: the last whole load's time decides when to load it whole again. */
export type HeldRoster = Roster & { fullAt: number };
/** Deltas keep a device current every 15 s; a whole load now and then also catches sign-ups moved elsewhere. */
export const ROSTER_FULL_EVERY_MS = 10 * 60_000;

/** Applies a delta answer to the roster a device holds: changed sign-ups replaced or added, removed ones dropped. */
export function mergeRoster(held: HeldRoster, delta: Roster): HeldRoster {
  const byId = new Map(held.entries.map((e) => [e.enrolmentId, e]));
  for (const id of delta.removed) byId.delete(id);
  for (const e of delta.entries) byId.set(e.enrolmentId, e);
  const entries = [...byId.values()].sort((a, b) => Number(a.enrolmentId) - Number(b.enrolmentId));
  return { ...delta, entries, removed: [], delta: false, fullAt: held.fullAt };
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

export type SessionSummary = {
  id: string;
  title: string;
  courseTitle: string;
  startAt: string;
  signatureRequired: boolean;
};
export const sessionListQuery = () =>
  queryOptions({
    queryKey: checkinKeys.sessions(),
    queryFn: () => request<SessionSummary[]>('edu/session/list'),
  });
/** The console's two lists: who is checked in, and the conflicts (a person checked in from two devices). */
const PAGE_FILTERS = {
  accepted: { outcome: 'accepted' },
  conflicts: { conflict: 'true' },
} as const;
export const checkinPageQuery = (sessionId: string, view: keyof typeof PAGE_FILTERS) =>
  queryOptions({
    queryKey: checkinKeys.page(sessionId, view),
    queryFn: () => requestAllPages<Checkin>('edu/checkin/page', { sessionId, ...PAGE_FILTERS[view] }),
    enabled: !!sessionId,
    refetchInterval: 10_000,
  });
export const undoCheckin = (id: string) => request<Checkin>(`edu/checkin/undo/${id}`, { method: 'put' });

/** Undo a check-in; the console's lists are refetched. */
export const undoCheckinMutation = (client: QueryClient) =>
  mutationOptions({
    mutationFn: (id: string) => undoCheckin(id),
    onSuccess: () => client.invalidateQueries({ queryKey: checkinKeys.pages() }),
  });
export const useUndoCheckin = () => useMutation(undoCheckinMutation(useQueryClient()));

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
export const exportCheckins = (sessionId: string, fileName: string) =>
  downloadFile('edu/checkin/export', { sessionId }, fileName);

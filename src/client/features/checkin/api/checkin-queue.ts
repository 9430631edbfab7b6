import type { QueryClient } from '@tanstack/react-query';
import type { CheckinAnswer, CheckinRequest } from '@contract/checkin';
import { REPLAY_BATCH } from '@contract/checkin-rules';
import { ApiError, request } from '@/lib/api-client';
import { registerOfflineMutation, type Queued } from '@/lib/offline-queue';
import { Local } from '@/lib/storage';
import { checkinKeys } from './keys';

/*
 * The check-in queue's replay, apart from the rest of the check-in calls: every page registers it at start (a
 * check-in saved offline in an earlier visit must know how to replay), so what is here is in every page's first
 * chunk, and the rosters, the session QR and the console's lists stay with the screens that use them.
 */

export type CheckinVars = Omit<CheckinRequest, 'clientId' | 'deviceId' | 'deviceTime' | 'clockOffsetMs'> & {
  deviceId: string;
  deviceTime: number;
  clockOffsetMs: number;
  label: string;
};

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

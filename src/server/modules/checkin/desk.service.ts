import { checkinRequestSchema, type CheckinAnswer } from '@contract/checkin';
import { REPLAY_BATCH } from '@contract/checkin-rules';
import { PERMISSIONS } from '@contract/permissions';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import type { Bus } from '../../lib/bus';
import { createBatcher } from '../../lib/batcher';
import { forbidden, signInRequired } from '../../lib/domain-error';
import type { FileStore } from '../../lib/file-store';
import type { CertificateWatch } from '../certificate';
import { parseEach } from '../../plugins/validation';
import { checkInMany, type CheckinItem } from './checkin.service';
import type { CheckinRequestData } from './judge.service';

type Request = CheckinRequestData;
/** The outcomes that change a session's counts (a refusal or a repeat changes nothing). */
const COUNTED = new Set(['accepted', 'reentered', 'exited']);
type Answer = Omit<CheckinAnswer, 'message'>;

/**
 * The server's check-in desk: one group commit per server process, so a burst at the door or a replayed queue
 * shares statements. PGlite runs one statement at a time anyway; PostgreSQL takes a few runs at once.
 */
export function createCheckinDesk(
  db: () => Db,
  store: FileStore,
  concurrency: number,
  certificates: Pick<CertificateWatch, 'checkedIn'>,
  /** Carries the `tenant:session` keys whose counts changed to every process's live counts at the door. */
  bus: Pick<Bus, 'publish'>,
) {
  const run = async (items: CheckinItem[]) => {
    const answers = await checkInMany(db(), store, items);
    const moved = new Set<string>();
    answers.forEach((a, i) => {
      if (a?.checkin && COUNTED.has(a.outcome)) moved.add(`${items[i]?.tenantId}:${a.checkin.sessionId}`);
    });
    if (moved.size) void bus.publish('checkins-changed', [...moved]).catch(() => undefined);
    // Committed: an accepted check-in may complete a classroom course (looked at apart from these answers).
    items.forEach(({ tenantId }, i) => {
      const c = answers[i]?.outcome === 'accepted' ? answers[i]?.checkin : null;
      if (c?.userId) certificates.checkedIn(tenantId, Number(c.userId), Number(c.sessionId));
    });
    return answers;
  };
  const batcher = createBatcher(run, {
    maxItems: REPLAY_BATCH,
    concurrency,
    // One replay run at a time, the other runs kept for the desk: a replayed queue's work comes in runs of one
    // device's batch, and the event loop serves callbacks in turn, so several at once made a check-in at the
    // desk wait for all of them (PGlite runs one at a time anyway: there the desk's simply goes first). Runs of 200
    // held the loop four times as long between the desk's turns: desk p99 295-411 ms in the storm against 133-250.
    reserved: concurrency - 1,
  });
  const desk = {
    /**
     * Check-ins of one device, in the order it made them (one run, never split); made now at the desk unless said.
     * Scanning a session QR is open to anyone (a visitor identifies by name and mobile); tickets, the list and
     * manual entries are staff work.
     */
    async checkIn(
      tenantId: number,
      viewer: Actor | null,
      items: Request[],
      o: { urgent: boolean } = { urgent: true },
    ): Promise<(Answer | null)[]> {
      if (items.some((i) => i.method !== 'session_qr') && !(await viewer?.can(PERMISSIONS.checkinManage)))
        throw viewer ? forbidden() : signInRequired();
      return batcher.push(
        items.map((req) => ({ tenantId, actor: viewer, req })),
        o,
      );
    },
    /**
     * A device's queue as sent: each item is read on its own, so a malformed one is answered as such (rejected,
     * invalid_request) and the rest go in, in one run and in their order, each answer in its item's place.
     */
    async checkInEach(tenantId: number, viewer: Actor | null, items: unknown[]): Promise<(Answer | null)[]> {
      const read = parseEach(checkinRequestSchema, items);
      const good = read.flatMap((r) => ('ok' in r ? [r.ok] : []));
      // A replayed queue: nobody waits at a desk for it, so it goes after the check-ins made now.
      const saved = good.length ? await desk.checkIn(tenantId, viewer, good, { urgent: false }) : [];
      let next = 0;
      return read.map((r) =>
        'ok' in r
          ? (saved[next++] ?? null)
          : { outcome: 'rejected' as const, reason: 'invalid_request' as const, checkin: null },
      );
    },
  };
  return desk;
}

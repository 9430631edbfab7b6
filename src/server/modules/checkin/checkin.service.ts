import { checkinReplays, checkins } from '../../lib/metrics';
import {
  ADMIT_REASONS,
  CHECKIN_METHODS,
  CHECKIN_REASONS,
  PASSAGES,
  type AdmitReason,
  type Checkin,
  type CheckinAnswer,
  type CheckinMethod,
  type CheckinReason,
  type Passage,
} from '@contract/checkin';
import type { Db } from '../../db/client';
import type { UrlSigner } from '../../lib/signed-urls';
import { formatTime } from '../../lib/wire';
import { fileUrl } from '../file';
import type { FileStore } from '../../lib/file-store';
import { storeSignatures } from './signature-store.service';
import {
  acceptedDevicesOf,
  checkinsByClientIds,
  enrolmentsOfSessions,
  insertCheckinsOrSkip,
  type Who,
} from './batch.repo';
import {
  judge,
  needsSignature,
  precheck,
  type Caller,
  type CheckinRequestData,
  type Decision,
  type Prechecked,
} from './judge.service';
import type { CheckinRow } from './checkin.repo';
import { rethrowOutage } from '../../lib/outage';
import { settleByDeviceTime } from './settle.repo';

type Request = CheckinRequestData;
const admitReasonOf = (stored: string | null): AdmitReason | null =>
  (ADMIT_REASONS as readonly (string | null)[]).includes(stored) ? (stored as AdmitReason) : null;
const reasonOf = (stored: string | null): CheckinReason | null =>
  (CHECKIN_REASONS as readonly (string | null)[]).includes(stored) ? (stored as CheckinReason) : null;
/** A stored method as the contract names it (a row always holds one of them). */
export const methodOf = (stored: string | null): CheckinMethod | null =>
  (CHECKIN_METHODS as readonly (string | null)[]).includes(stored) ? (stored as CheckinMethod) : null;
const passageOf = (stored: string): Passage =>
  (PASSAGES as readonly string[]).includes(stored) ? (stored as Passage) : 'entry';

export const toCheckin = (r: CheckinRow, signatureUrl: string | null = null): Checkin => ({
  id: String(r.id),
  clientId: r.clientId,
  sessionId: String(r.sessionId),
  enrolmentId: r.enrolmentId === null ? null : String(r.enrolmentId),
  userId: r.userId === null ? null : String(r.userId),
  name: r.name,
  mobile: r.mobile,
  method: methodOf(r.method) ?? 'manual',
  passage: passageOf(r.passage),
  outcome: r.outcome as Checkin['outcome'],
  reason: reasonOf(r.reason),
  admitReason: admitReasonOf(r.admitReason),
  undone: r.undone,
  conflict: r.conflict,
  deviceId: r.deviceId,
  deviceTime: formatTime(r.deviceTime),
  serverTime: formatTime(r.serverTime),
  qrIssuedAt: formatTime(r.qrIssuedAt),
  signatureUrl,
});

const answerOf = (r: CheckinRow): Omit<CheckinAnswer, 'message'> => ({
  outcome: r.outcome as CheckinAnswer['outcome'],
  reason: reasonOf(r.reason),
  checkin: toCheckin(r),
});

const rowOf = (
  tenantId: number,
  actor: Caller,
  req: Request,
  d: Decision,
  signatureFileId: number | null,
) => ({
  tenantId,
  sessionId: d.sessionId,
  enrolmentId: d.enrolmentId,
  userId: d.userId,
  name: d.name,
  mobile: d.mobile,
  method: req.method,
  passage: req.passage,
  admitReason: req.method === 'list' || req.method === 'manual' ? (req.admitReason ?? null) : null,
  clientId: req.clientId,
  deviceId: req.deviceId,
  deviceTime: new Date(req.deviceTime),
  clockOffsetMs: req.clockOffsetMs,
  qrIssuedAt: d.qrIssuedAt,
  signatureFileId,
  createBy: actor?.username ?? null,
});

export type CheckinItem = { tenantId: number; actor: Caller; req: Request };

/**
 * A passage the desk let happen, once the person's sign-up holds: the server records what the desk did, which it
 * decided from its own list, offline too (whether the person is inside is the latest passage by when it happened,
 * whichever desk reports first). An exit is an exit; a re-entry of someone not checked in (their check-in undone,
 * or still on its way from another desk) is their check-in; a check-in of someone checked in is a duplicate.
 */
const passageOutcome = (passage: Passage, checkedIn: boolean) =>
  passage === 'exit'
    ? 'exited'
    : passage === 'reentry' && checkedIn
      ? 'reentered'
      : checkedIn
        ? 'duplicate'
        : 'accepted';
type Answer = Omit<CheckinAnswer, 'message'>;

/**
 * Check-ins, each exactly once per client id, in a few statements however many there are (a burst at the door,
 * a device's replayed queue; the server's group commit hands them over together): the checks that need no
 * database are made per item, the sign-ups are found in one lookup, the rows go in one insert. A repeated client
 * id answers the stored outcome (the unique index skips its row). One accepted check-in per sign-up: another
 * device's (offline; or the second of one person in this very batch) is kept as a duplicate conflict for staff to
 * see, also when it loses the race inside the database; then the one that happened first by device time stands.
 * Items are judged in order.
 */
export async function checkInMany(
  db: Db,
  store: FileStore,
  items: CheckinItem[],
): Promise<(Answer | null)[]> {
  const keyOf = (tenantId: number, clientId: string) => `${tenantId}:${clientId}`;
  const answers = new Map<string, Answer>();
  /** Conflicts between devices saved by this run: settled by when they happened, once all are in. */
  const conflicts: CheckinRow[] = [];
  const keep = (list: CheckinRow[]) =>
    list.forEach((r) => {
      answers.set(keyOf(r.tenantId, r.clientId), answerOf(r));
      if (r.conflict && r.outcome === 'duplicate') conflicts.push(r);
    });
  // Found by client id: stored before, so sent again (a device replaying its queue, or a twin racing in).
  const stored = (list: CheckinRow[]) => {
    checkinReplays.inc(list.length);
    keep(list);
  };
  // A replayed check-in with a signature must not store its file twice: those look for their client id first.
  stored(
    await checkinsByClientIds(
      db,
      items.flatMap(({ tenantId, req }) => (req.signature ? [{ tenantId, clientId: req.clientId }] : [])),
    ),
  );
  const open = items.filter(({ tenantId, req }) => !answers.has(keyOf(tenantId, req.clientId)));

  const checked = await Promise.all(
    open.map(async (item) => {
      const p = await precheck(db, item.tenantId, item.actor, item.req);
      return { item, p, d: 'decision' in p ? p.decision : null };
    }),
  );
  const asking = checked.filter(
    (c): c is typeof c & { p: Extract<Prechecked, { who: Who }> } => 'who' in c.p,
  );
  const found = await enrolmentsOfSessions(
    db,
    asking.map(({ item, p }) => ({ tenantId: item.tenantId, sessionId: p.session.id, who: p.who })),
  );
  asking.forEach((c, k) => (c.d = judge(c.p, c.item.req, found[k])));

  const seen = new Set<string>();
  /** The device that checked each person in within this batch. */
  const acceptedNow = new Map<string, string>();
  const rows: (ReturnType<typeof rowOf> & {
    outcome: string;
    reason: CheckinReason | null;
    conflict: boolean;
  })[] = [];
  // Each check-in once (the same scan twice in one batch shares the first one's answer), its signature stored
  // beforehand with the batch's others.
  const firsts = checked.filter(({ item, d }) => {
    const key = keyOf(item.tenantId, item.req.clientId);
    if (!d || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const signing = firsts.map(({ item, d }) =>
    d && !d.reason && !item.req.refusedAs && needsSignature(d, item.req) && item.req.signature
      ? { tenantId: item.tenantId, dataUrl: item.req.signature, by: item.actor?.username ?? 'visitor' }
      : null,
  );
  const signed = await storeSignatures(db, store, signing);
  firsts.forEach(({ item, d }, i) => {
    if (!d) return;
    const { tenantId, actor, req } = item;
    let reason = d.reason;
    let signatureFileId: number | null = null;
    if (!reason && !req.refusedAs && needsSignature(d, req)) {
      const file = signed[i];
      if (file) signatureFileId = file.id;
      else reason = req.signature ? 'signature_invalid' : 'signature_required';
    }
    const person = `${tenantId}:${d.sessionId}:${d.enrolmentId}`;
    const countedFrom = d.checkedInFrom ?? acceptedNow.get(person) ?? null;
    // Refused at the door by the desk (the person was turned away): never a check-in. The log keeps the desk's
    // reason where the server has none of its own.
    if (!reason && (countedFrom === null || req.passage !== 'entry') && req.refusedAs) reason = req.refusedAs;
    const outcome = reason ? 'rejected' : passageOutcome(req.passage, countedFrom !== null);
    if (outcome === 'accepted') acceptedNow.set(person, req.deviceId);
    rows.push({
      ...rowOf(tenantId, actor, req, d, signatureFileId),
      outcome,
      reason: outcome === 'duplicate' ? 'already_checked_in' : reason,
      // A repeat the desk itself refused claimed nobody: not a conflict, whichever device admitted the person.
      conflict: outcome === 'duplicate' && countedFrom !== req.deviceId && !req.refusedAs,
    });
  });

  const unanswered = (list: typeof rows) => list.filter((r) => !answers.has(keyOf(r.tenantId, r.clientId)));
  keep(await insertEachIfNeeded(db, rows));
  let left = unanswered(rows);
  if (left.length) {
    // Skipped for its client id: a replay (or its twin racing in another run) answers with the stored row.
    stored(await checkinsByClientIds(db, left));
    // Skipped otherwise: an accepted check-in of that sign-up committed after this batch looked; this one is the
    // duplicate, a conflict unless that check-in came from the same device.
    left = unanswered(left);
    const winners = await acceptedDevicesOf(db, left);
    keep(
      await insertEachIfNeeded(
        db,
        left.map((r, i) => ({
          ...r,
          outcome: 'duplicate',
          reason: 'already_checked_in',
          conflict: winners[i] !== r.deviceId,
        })),
      ),
    );
    stored(await checkinsByClientIds(db, unanswered(left)));
  }
  // Two desks offline let one person in: the first by device time stands (settle.repo.ts).
  if (conflicts.length) keep(await settleByDeviceTime(db, conflicts.splice(0)));
  // Null: this one could not be saved (the database refused its row); the device keeps it and sends it again.
  const answered = items.map(({ tenantId, req }) => answers.get(keyOf(tenantId, req.clientId)) ?? null);
  for (const a of answered) if (a) checkins.inc({ outcome: a.outcome });
  return answered;
}

/**
 * All rows in one statement; if the database refuses that statement, row by row, so a row it refuses costs only
 * itself: the others are saved and answered, that one is left without an answer.
 */
async function insertEachIfNeeded(
  db: Db,
  rows: Parameters<typeof insertCheckinsOrSkip>[1],
): Promise<CheckinRow[]> {
  try {
    return await insertCheckinsOrSkip(db, rows);
  } catch (err) {
    // The database away is no row's fault: the request answers 503 and the device sends them all again.
    rethrowOutage(err);
    if (rows.length === 1) return [];
    const saved: CheckinRow[] = [];
    let refused = 0;
    for (const row of rows)
      saved.push(
        ...(await insertCheckinsOrSkip(db, [row]).catch(() => {
          refused++;
          return [];
        })),
      );
    // Every row refused on its own too: the database itself is failing, not a row.
    if (refused === rows.length) throw err;
    return saved;
  }
}

/** The short-lived link of a check-in's signature image, for check-in staff. */
export const signatureUrlOf = (urls: UrlSigner, tenantId: number, fileName: string) =>
  fileUrl(urls, { tenantId, fileName, dir: 'signature' });

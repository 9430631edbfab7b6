import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { QR_MAX_AGE_MS, parseSessionQr, type Checkin, type CheckinAnswer, type CheckinMethod, type CheckinReason, type checkinRequestSchema } from '@contract/checkin';
import { parseTicket } from '@contract/edu';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { formatTime } from '../../lib/wire';
import { sessionByIdCached, type SessionRow } from '../course/course.repo';
import { signTicket } from '../enrolment/enrolment.service';
import { insertFile } from '../file/file.repo';
import { fileUrl, filesRoot } from '../file/file.service';
import { checkinByClientId, checkinsByClientIds, enrolmentOfSession, enrolmentsOfSessions, insertCheckin, insertCheckinsOrSkip, type CheckinRow, type FoundEnrolment, type Who } from './checkin.repo';

type Request = z.output<typeof checkinRequestSchema>;
type Actor = { userId: number; username: string } | null;
type Decision = { sessionId: number; enrolmentId: number | null; userId: number | null; name: string | null; mobile: string | null; qrIssuedAt: Date | null; reason: CheckinReason | null; session: SessionRow | null; checkedIn: boolean };

export const toCheckin = (r: CheckinRow, signatureUrl: string | null = null): Checkin => ({
  id: String(r.id),
  clientId: r.clientId,
  sessionId: String(r.sessionId),
  enrolmentId: r.enrolmentId === null ? null : String(r.enrolmentId),
  userId: r.userId === null ? null : String(r.userId),
  name: r.name,
  mobile: r.mobile,
  method: r.method as CheckinMethod,
  outcome: r.outcome as Checkin['outcome'],
  reason: r.undone ? 'undone' : r.reason,
  deviceId: r.deviceId,
  deviceTime: formatTime(r.deviceTime),
  serverTime: formatTime(r.serverTime),
  qrIssuedAt: formatTime(r.qrIssuedAt),
  signatureUrl,
});

const answerOf = (r: CheckinRow): Omit<CheckinAnswer, 'message'> => ({ outcome: r.outcome as CheckinAnswer['outcome'], reason: (r.reason as CheckinReason | null) ?? null, checkin: toCheckin(r) });

const isUniqueViolation = (err: unknown) => {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) if (e.code === '23505') return true;
  return false;
};

type Prechecked = { decision: Decision } | { base: Decision; session: SessionRow; who: Who };

/** The part of the decision that needs no sign-up: the code and its signature, the window, who is asking. */
async function precheck(db: Db, tenantId: number, actor: Actor, req: Request): Promise<Prechecked> {
  const base: Decision = { sessionId: Number(req.sessionId ?? 0), enrolmentId: null, userId: null, name: req.name ?? null, mobile: req.mobile ?? null, qrIssuedAt: null, reason: null, session: null, checkedIn: false };
  const reject = (reason: CheckinReason): Prechecked => ({ decision: { ...base, reason } });
  let session: SessionRow | undefined;
  let who: Who;

  if (req.method === 'session_qr') {
    const qr = parseSessionQr(req.qr ?? '');
    if (!qr) return reject('qr_invalid');
    if (Number(qr.tenantId) !== tenantId) return reject('qr_other_tenant');
    if (req.sessionId && req.sessionId !== qr.sessionId) return reject('qr_other_session');
    session = await sessionByIdCached(db, tenantId, Number(qr.sessionId));
    if (!session || signTicket(session.secret, qr.body) !== qr.sig) return reject('qr_invalid');
    const issuedAt = new Date(qr.issuedAtSec * 1000);
    base.sessionId = session.id;
    base.qrIssuedAt = issuedAt;
    // The issue time comes from the staff display; the window is judged on it, whenever the scan arrives.
    if (issuedAt < session.checkinStartAt || issuedAt > session.checkinEndAt) return reject('outside_window');
    const scannedAt = req.deviceTime + req.clockOffsetMs;
    if (scannedAt - issuedAt.getTime() > QR_MAX_AGE_MS || issuedAt.getTime() - scannedAt > QR_MAX_AGE_MS) return reject('qr_expired');
    if (actor) who = { userId: actor.userId };
    else if (req.name && req.mobile) who = { name: req.name, mobile: req.mobile };
    else return reject('identity_required');
  } else if (req.method === 'ticket') {
    const t = parseTicket(req.ticket ?? '');
    if (!t || Number(t.tenantId) !== tenantId) return reject('ticket_invalid');
    if (req.sessionId && req.sessionId !== t.sessionId) return reject('qr_other_session');
    session = await sessionByIdCached(db, tenantId, Number(t.sessionId));
    if (!session || signTicket(session.secret, t.body) !== t.sig) return reject('ticket_invalid');
    who = { enrolmentId: Number(t.enrolmentId) };
  } else {
    session = req.sessionId ? await sessionByIdCached(db, tenantId, Number(req.sessionId)) : undefined;
    if (!session) return reject('session_not_found');
    if (req.enrolmentId) who = { enrolmentId: Number(req.enrolmentId) };
    else if (req.name && req.mobile) who = { name: req.name, mobile: req.mobile };
    else return reject('identity_required');
  }
  return { base: { ...base, sessionId: session.id, session }, session, who };
}

/** The rest of the decision, once the person's sign-up for the session is known. */
function judge(p: Extract<Prechecked, { who: Who }>, req: Request, found: FoundEnrolment | undefined): Decision {
  const { base, session } = p;
  if (!found) return { ...base, reason: 'not_enrolled' };
  const e = found.enrolment;
  const person = { ...base, enrolmentId: e.id, userId: e.userId, name: found.name, mobile: found.mobile };
  const reject = (reason: CheckinReason): Decision => ({ ...person, reason });
  if (req.method === 'ticket' && req.ticket && parseTicket(req.ticket)?.userId !== String(e.userId)) return { ...base, reason: 'ticket_invalid' };
  if (e.status === 'cancelled' || e.status === 'rejected') return reject('enrolment_cancelled');
  if (e.status !== 'approved') return reject('not_approved');
  if (req.method !== 'session_qr' && req.method !== 'manual') {
    const now = Date.now();
    if (now < session.checkinStartAt.getTime() - QR_MAX_AGE_MS || req.deviceTime + req.clockOffsetMs > session.checkinEndAt.getTime()) return reject('outside_window');
  }
  return { ...person, reason: null, checkedIn: found.checkedIn };
}

/** Who is checking in, and whether the rules let them: signature of the code, window, sign-up status. */
async function decide(db: Db, tenantId: number, actor: Actor, req: Request): Promise<Decision> {
  const p = await precheck(db, tenantId, actor, req);
  if ('decision' in p) return p.decision;
  return judge(p, req, await enrolmentOfSession(db, tenantId, p.session.id, p.who));
}

/** A session that asks for signatures refuses a self check-in or a list check-in without one. */
const needsSignature = (d: Decision, req: Request) => !!d.session?.signatureRequired && (req.method === 'session_qr' || req.method === 'list');

const rowOf = (tenantId: number, actor: Actor, req: Request, d: Decision, signatureFileId: number | null) => ({
  tenantId,
  sessionId: d.sessionId,
  enrolmentId: d.enrolmentId,
  userId: d.userId,
  name: d.name,
  mobile: d.mobile,
  method: req.method,
  clientId: req.clientId,
  deviceId: req.deviceId,
  deviceTime: new Date(req.deviceTime),
  clockOffsetMs: req.clockOffsetMs,
  qrIssuedAt: d.qrIssuedAt,
  signatureFileId,
  createBy: actor?.username ?? null,
});

/** A PNG data URL stored as a file (DATA_DIR/files/<tenant>/signature), or null when it is not a PNG. */
async function storeSignature(db: Db, dataDir: string, tenantId: number, dataUrl: string, by: string) {
  const m = /^data:image\/png;base64,([A-Za-z0-9+/=]+)$/.exec(dataUrl);
  const bytes = m?.[1] ? Buffer.from(m[1], 'base64') : null;
  if (!bytes || !bytes.subarray(0, 4).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47]))) return null;
  const folder = join(filesRoot(dataDir), String(tenantId), 'signature');
  mkdirSync(folder, { recursive: true });
  const fileName = `${randomUUID().replace(/-/g, '')}.png`;
  writeFileSync(join(folder, fileName), bytes);
  return insertFile(db, { tenantId, fileName, original: 'signature.png', dir: 'signature', type: 'image/png', fileSize: bytes.length, createBy: by });
}

/**
 * One check-in, exactly once per client id: a repeat answers the first outcome. The first accepted check-in of
 * a sign-up wins; a later one (another device, offline) is kept as a duplicate conflict for staff to see.
 */
export async function checkIn(db: Db, dataDir: string, tenantId: number, actor: Actor, req: Request): Promise<Omit<CheckinAnswer, 'message'>> {
  // A replay is found by the unique client id on insert; only a signature (a file to store) looks first.
  if (req.signature) {
    const earlier = await checkinByClientId(db, tenantId, req.clientId);
    if (earlier) return answerOf(earlier);
  }
  const d = await decide(db, tenantId, actor, req);
  let reason = d.reason;
  let signatureFileId: number | null = null;
  if (!reason && needsSignature(d, req)) {
    if (!req.signature) reason = 'signature_required';
    else {
      const file = await storeSignature(db, dataDir, tenantId, req.signature, actor?.username ?? 'visitor');
      if (!file) reason = 'signature_invalid';
      else signatureFileId = file.id;
    }
  }
  const row = rowOf(tenantId, actor, req, d, signatureFileId);
  const save = async (outcome: 'accepted' | 'duplicate' | 'rejected', why: CheckinReason | null) => answerOf(await insertCheckin(db, { ...row, outcome, reason: why }));
  try {
    if (reason) return await save('rejected', reason);
    if (d.checkedIn) return await save('duplicate', 'already_checked_in');
    return await save('accepted', null);
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    // Either the same client id raced us (answer its outcome) or another device checked the person in first.
    const first = await checkinByClientId(db, tenantId, req.clientId);
    if (first) return answerOf(first);
    return save('duplicate', 'already_checked_in');
  }
}

export type CheckinItem = { tenantId: number; actor: Actor; req: Request };

/**
 * Many check-ins without signatures (a burst at the door, or a device's replayed queue) in a few statements:
 * every check is made as in checkIn, the sign-ups are found in one lookup, the rows go in one insert. Exactly
 * once holds the same way: a row that hits the unique client id is a replay and answers the stored outcome; an
 * accepted row that hits "one accepted check-in per sign-up" lost a race and is decided again, as a duplicate.
 * Items are judged in order, so the second of two check-ins of one person in a batch is the duplicate.
 */
export async function checkInMany(db: Db, items: CheckinItem[]): Promise<Omit<CheckinAnswer, 'message'>[]> {
  const checked = await Promise.all(
    items.map(async (item) => {
      const p = await precheck(db, item.tenantId, item.actor, item.req);
      return { item, p, d: 'decision' in p ? p.decision : null };
    }),
  );
  const asking = checked.filter((c): c is typeof c & { p: Extract<Prechecked, { who: Who }> } => 'who' in c.p);
  const found = await enrolmentsOfSessions(db, asking.map(({ item, p }) => ({ tenantId: item.tenantId, sessionId: p.session.id, who: p.who })));
  asking.forEach((c, k) => (c.d = judge(c.p, c.item.req, found[k])));

  const keyOf = (tenantId: number, clientId: string) => `${tenantId}:${clientId}`;
  const firstOfClient = new Map<string, CheckinItem>();
  const acceptedNow = new Set<string>();
  const rows: (ReturnType<typeof rowOf> & { outcome: string; reason: CheckinReason | null })[] = [];
  for (const { item, d } of checked) {
    const { tenantId, actor, req } = item;
    const key = keyOf(tenantId, req.clientId);
    if (!d || firstOfClient.has(key)) continue; // the same scan twice in one batch: it shares the first one's answer
    firstOfClient.set(key, item);
    const reason = d.reason ?? (needsSignature(d, req) ? 'signature_required' : null);
    const person = `${tenantId}:${d.sessionId}:${d.enrolmentId}`;
    const outcome = reason ? 'rejected' : d.checkedIn || acceptedNow.has(person) ? 'duplicate' : 'accepted';
    if (outcome === 'accepted') acceptedNow.add(person);
    rows.push({ ...rowOf(tenantId, actor, req, d, null), outcome, reason: outcome === 'duplicate' ? 'already_checked_in' : reason });
  }

  const answers = new Map<string, Omit<CheckinAnswer, 'message'>>();
  const keep = (list: CheckinRow[]) => list.forEach((r) => answers.set(keyOf(r.tenantId, r.clientId), answerOf(r)));
  const unanswered = (list: typeof rows) => list.filter((r) => !answers.has(keyOf(r.tenantId, r.clientId)));
  keep(await insertCheckinsOrSkip(db, rows));
  const left = unanswered(rows);
  if (left.length) {
    // A replay of a client id stored earlier answers with that row's outcome.
    keep(await checkinsByClientIds(db, left));
    // What is still unanswered lost a race to another run (another device's check-in of the same person committed
    // after this run looked): the single path decides it again, now seeing that check-in. No signature here, so no
    // file to store.
    for (const r of unanswered(left)) {
      const key = keyOf(r.tenantId, r.clientId);
      const first = firstOfClient.get(key);
      if (first) answers.set(key, await checkIn(db, '', r.tenantId, first.actor, first.req));
    }
  }
  return items.map(({ tenantId, req }) => {
    const a = answers.get(keyOf(tenantId, req.clientId));
    if (!a) throw new Error('check-in not saved');
    return a;
  });
}

export const signatureUrlOf = (tenantId: number, fileName: string) => fileUrl({ tenantId, fileName });

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
import { checkinsByClientIds, enrolmentsOfSessions, insertCheckinsOrSkip, type CheckinRow, type FoundEnrolment, type Who } from './checkin.repo';

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

export type CheckinItem = { tenantId: number; actor: Actor; req: Request };
type Answer = Omit<CheckinAnswer, 'message'>;

/**
 * Check-ins, each exactly once per client id, in a few statements however many there are (a burst at the door,
 * a device's replayed queue; the server's group commit hands them over together): the checks that need no
 * database are made per item, the sign-ups are found in one lookup, the rows go in one insert. A repeated client
 * id answers the stored outcome (the unique index skips its row). The first accepted check-in of a sign-up wins;
 * a later one (another device, offline; or the second of one person in this very batch) is kept as a duplicate
 * conflict for staff to see, also when it loses the race inside the database. Items are judged in order.
 */
export async function checkInMany(db: Db, dataDir: string, items: CheckinItem[]): Promise<Answer[]> {
  const keyOf = (tenantId: number, clientId: string) => `${tenantId}:${clientId}`;
  const answers = new Map<string, Answer>();
  const keep = (list: CheckinRow[]) => list.forEach((r) => answers.set(keyOf(r.tenantId, r.clientId), answerOf(r)));
  // A replayed check-in with a signature must not store its file twice: those look for their client id first.
  keep(await checkinsByClientIds(db, items.flatMap(({ tenantId, req }) => (req.signature ? [{ tenantId, clientId: req.clientId }] : []))));
  const open = items.filter(({ tenantId, req }) => !answers.has(keyOf(tenantId, req.clientId)));

  const checked = await Promise.all(
    open.map(async (item) => {
      const p = await precheck(db, item.tenantId, item.actor, item.req);
      return { item, p, d: 'decision' in p ? p.decision : null };
    }),
  );
  const asking = checked.filter((c): c is typeof c & { p: Extract<Prechecked, { who: Who }> } => 'who' in c.p);
  const found = await enrolmentsOfSessions(db, asking.map(({ item, p }) => ({ tenantId: item.tenantId, sessionId: p.session.id, who: p.who })));
  asking.forEach((c, k) => (c.d = judge(c.p, c.item.req, found[k])));

  const seen = new Set<string>();
  const acceptedNow = new Set<string>();
  const rows: (ReturnType<typeof rowOf> & { outcome: string; reason: CheckinReason | null })[] = [];
  for (const { item, d } of checked) {
    const { tenantId, actor, req } = item;
    const key = keyOf(tenantId, req.clientId);
    if (!d || seen.has(key)) continue; // the same scan twice in one batch: it shares the first one's answer
    seen.add(key);
    let reason = d.reason;
    let signatureFileId: number | null = null;
    if (!reason && needsSignature(d, req)) {
      const file = req.signature ? await storeSignature(db, dataDir, tenantId, req.signature, actor?.username ?? 'visitor') : null;
      if (file) signatureFileId = file.id;
      else reason = req.signature ? 'signature_invalid' : 'signature_required';
    }
    const person = `${tenantId}:${d.sessionId}:${d.enrolmentId}`;
    const outcome = reason ? 'rejected' : d.checkedIn || acceptedNow.has(person) ? 'duplicate' : 'accepted';
    if (outcome === 'accepted') acceptedNow.add(person);
    rows.push({ ...rowOf(tenantId, actor, req, d, signatureFileId), outcome, reason: outcome === 'duplicate' ? 'already_checked_in' : reason });
  }

  const unanswered = (list: typeof rows) => list.filter((r) => !answers.has(keyOf(r.tenantId, r.clientId)));
  keep(await insertCheckinsOrSkip(db, rows));
  let left = unanswered(rows);
  if (left.length) {
    // Skipped for its client id: a replay (or its twin racing in another run) answers with the stored row.
    keep(await checkinsByClientIds(db, left));
    // Skipped otherwise: an accepted check-in of that sign-up committed after this batch looked; this one is the
    // duplicate.
    left = unanswered(left);
    keep(await insertCheckinsOrSkip(db, left.map((r) => ({ ...r, outcome: 'duplicate', reason: 'already_checked_in' }))));
    keep(await checkinsByClientIds(db, unanswered(left)));
  }
  return items.map(({ tenantId, req }) => {
    const a = answers.get(keyOf(tenantId, req.clientId));
    if (!a) throw new Error('check-in not saved');
    return a;
  });
}

export const signatureUrlOf = (tenantId: number, fileName: string) => fileUrl({ tenantId, fileName });

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
import { checkinByClientId, enrolmentOfSession, insertCheckin, type CheckinRow } from './checkin.repo';

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

/** Who is checking in, and whether the rules let them: signature of the code, window, sign-up status. */
async function decide(db: Db, tenantId: number, actor: Actor, req: Request): Promise<Decision> {
  const base: Decision = { sessionId: Number(req.sessionId ?? 0), enrolmentId: null, userId: null, name: req.name ?? null, mobile: req.mobile ?? null, qrIssuedAt: null, reason: null, session: null, checkedIn: false };
  const reject = (reason: CheckinReason, extra: Partial<Decision> = {}): Decision => ({ ...base, ...extra, reason });
  let session: SessionRow | undefined;
  let who: Parameters<typeof enrolmentOfSession>[3] | null = null;

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

  base.sessionId = session.id;
  base.session = session;
  const found = await enrolmentOfSession(db, tenantId, session.id, who);
  if (!found) return reject('not_enrolled');
  const e = found.enrolment;
  const person = { enrolmentId: e.id, userId: e.userId, name: found.name, mobile: found.mobile };
  if (req.method === 'ticket' && req.ticket && parseTicket(req.ticket)?.userId !== String(e.userId)) return reject('ticket_invalid');
  if (e.status === 'cancelled' || e.status === 'rejected') return reject('enrolment_cancelled', person);
  if (e.status !== 'approved') return reject('not_approved', person);
  if (req.method !== 'session_qr' && req.method !== 'manual') {
    const now = Date.now();
    if (now < session.checkinStartAt.getTime() - QR_MAX_AGE_MS || req.deviceTime + req.clockOffsetMs > session.checkinEndAt.getTime()) return reject('outside_window', person);
  }
  return { ...base, ...person, reason: null, checkedIn: found.checkedIn };
}

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
  if (!reason && d.session?.signatureRequired && (req.method === 'session_qr' || req.method === 'list')) {
    if (!req.signature) reason = 'signature_required';
    else {
      const file = await storeSignature(db, dataDir, tenantId, req.signature, actor?.username ?? 'visitor');
      if (!file) reason = 'signature_invalid';
      else signatureFileId = file.id;
    }
  }
  const row = {
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
  };
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

export const signatureUrlOf = (tenantId: number, fileName: string) => fileUrl({ tenantId, fileName });

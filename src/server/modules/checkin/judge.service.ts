import {
  QR_MAX_AGE_MS,
  withinCheckinWindow,
  type CheckinReason,
  type checkinRequestSchema,
} from '@contract/checkin';
import { parseSessionQr, parseTicket } from '@contract/signed-codes';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { signer } from '../../lib/signing';
import { sessionByIdCached, type SessionRow, checkinWindowOf } from '../course';
import type { FoundEnrolment, Who } from './batch.repo';

/**
 * Whether a check-in may be accepted, in two steps: what needs no sign-up (the code and its signature, the
 * window, who is asking), then what the person's sign-up for the session says. No writes.
 */

export type CheckinRequestData = z.output<typeof checkinRequestSchema>;
type Request = CheckinRequestData;
/** Who checks in: the signed-in user, or nobody (a visitor by name and mobile). */
export type Caller = Pick<Actor, 'userId' | 'username'> | null;
export type Decision = {
  sessionId: number;
  enrolmentId: number | null;
  userId: number | null;
  name: string | null;
  mobile: string | null;
  qrIssuedAt: Date | null;
  reason: CheckinReason | null;
  session: SessionRow | null;
  /** The device whose accepted check-in of this person counts; null while the person is not checked in. */
  checkedInFrom: string | null;
};

export type Prechecked = { decision: Decision } | { base: Decision; session: SessionRow; who: Who };

/** The part of the decision that needs no sign-up: the code and its signature, the window, who is asking. */
export async function precheck(db: Db, tenantId: number, actor: Caller, req: Request): Promise<Prechecked> {
  const base: Decision = {
    sessionId: Number(req.sessionId ?? 0),
    enrolmentId: null,
    userId: null,
    name: req.name ?? null,
    mobile: req.mobile ?? null,
    qrIssuedAt: null,
    reason: null,
    session: null,
    checkedInFrom: null,
  };
  const reject = (reason: CheckinReason): Prechecked => ({ decision: { ...base, reason } });
  let session: SessionRow | undefined;
  let who: Who;

  if (req.method === 'session_qr') {
    const qr = parseSessionQr(req.qr ?? '');
    if (!qr) return reject('qr_invalid');
    if (Number(qr.tenantId) !== tenantId) return reject('qr_other_tenant');
    if (req.sessionId && req.sessionId !== qr.sessionId) return reject('qr_other_session');
    session = await sessionByIdCached(db, tenantId, Number(qr.sessionId));
    if (!session || !signer.verify(session.secret, qr)) return reject('qr_invalid');
    const issuedAt = new Date(qr.issuedAtSec * 1000);
    base.sessionId = session.id;
    base.qrIssuedAt = issuedAt;
    // The issue time comes from the staff display; the window is judged on it, whenever the scan arrives.
    if (!withinCheckinWindow(checkinWindowOf(session), issuedAt.getTime())) return reject('outside_window');
    const scannedAt = req.deviceTime + req.clockOffsetMs;
    if (scannedAt - issuedAt.getTime() > QR_MAX_AGE_MS || issuedAt.getTime() - scannedAt > QR_MAX_AGE_MS)
      return reject('qr_expired');
    if (actor) who = { userId: actor.userId };
    else if (req.name && req.mobile) who = { name: req.name, mobile: req.mobile };
    else return reject('identity_required');
  } else if (req.method === 'ticket') {
    const t = parseTicket(req.ticket ?? '');
    if (!t) return reject('code_unreadable');
    if (Number(t.tenantId) !== tenantId) return reject('ticket_invalid');
    if (req.sessionId && req.sessionId !== t.sessionId) return reject('qr_other_session');
    session = await sessionByIdCached(db, tenantId, Number(t.sessionId));
    if (!session || !signer.verify(session.secret, t)) return reject('ticket_invalid');
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
export function judge(
  p: Extract<Prechecked, { who: Who }>,
  req: Request,
  found: FoundEnrolment | undefined,
): Decision {
  const { base, session } = p;
  if (!found) return { ...base, reason: 'not_enrolled' };
  const e = found.enrolment;
  const person = { ...base, enrolmentId: e.id, userId: e.userId, name: found.name, mobile: found.mobile };
  const reject = (reason: CheckinReason): Decision => ({ ...person, reason });
  if (req.method === 'ticket' && req.ticket && parseTicket(req.ticket)?.userId !== String(e.userId))
    return { ...base, reason: 'ticket_invalid' };
  if (e.status === 'cancelled' || e.status === 'rejected') return reject('enrolment_cancelled');
  if (e.status !== 'approved') return reject('not_approved');
  // A scanned ticket or a tap on the list is judged on when it was made (the device's corrected clock), by the
  // same rule the staff device applies offline; a manual entry is staff's own decision. The window is for checking
  // in: a checked-in person goes out and back in whenever the venue's desks let them.
  const madeAt = req.deviceTime + req.clockOffsetMs;
  if (
    req.passage === 'entry' &&
    (req.method === 'ticket' || req.method === 'list') &&
    !withinCheckinWindow(checkinWindowOf(session), madeAt)
  )
    return reject('outside_window');
  return { ...person, reason: null, checkedInFrom: found.checkedInFrom };
}

/** A session that asks for signatures refuses a self check-in or a list check-in without one (not a passage after). */
export const needsSignature = (d: Decision, req: Request) =>
  req.passage === 'entry' &&
  !!d.session?.signatureRequired &&
  (req.method === 'session_qr' || req.method === 'list');

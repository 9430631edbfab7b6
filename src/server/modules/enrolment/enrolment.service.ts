import { createHmac } from 'node:crypto';
import { ticketBody, type Enrolment, type EnrolmentStatus } from '@contract/edu';
import type { Db } from '../../db/client';
import { DomainError, found } from '../../lib/domain-error';
import { formatTime } from '../../lib/wire';
import { courseById, sessionById, type CourseRow } from '../course/course.repo';
import { SEAT_HOLDING } from '../course/course.service';
import { countIn, enrolmentById, insertEnrolment, joinedById, liveEnrolmentOf, oldestWaitlisted, setStatus, type JoinedEnrolment } from './enrolment.repo';

const STATUSES: readonly string[] = ['pending', 'approved', 'rejected', 'cancelled', 'waitlisted'];
const LIVE = ['pending', 'approved', 'waitlisted'];

export const signTicket = (secret: string, body: string) => createHmac('sha256', secret).update(body).digest('base64url').slice(0, 22);

export function ticketOf(j: JoinedEnrolment): string | null {
  const { enrolment: e, session } = j;
  if (e.status !== 'approved' || !session) return null;
  const body = ticketBody(e.tenantId, session.id, e.id, e.userId);
  return `${body}.${signTicket(session.secret, body)}`;
}

export function toEnrolment(j: JoinedEnrolment): Enrolment {
  const { enrolment: e, course, session } = j;
  return {
    id: String(e.id),
    courseId: String(e.courseId),
    sessionId: e.sessionId === null ? null : String(e.sessionId),
    userId: String(e.userId),
    enterpriseId: e.enterpriseId === null ? null : String(e.enterpriseId),
    status: (STATUSES.includes(e.status) ? e.status : 'pending') as EnrolmentStatus,
    reason: e.reason,
    createTime: formatTime(e.createTime),
    reviewTime: formatTime(e.reviewTime),
    name: j.user?.name ?? null,
    phone: j.user?.phone ?? null,
    course: { id: String(course.id), title: course.title, mode: course.mode === 'online' ? 'online' : 'offline' },
    ticket: ticketOf(j),
    session: session
      ? { id: String(session.id), title: session.title, startAt: formatTime(session.startAt) ?? '', endAt: formatTime(session.endAt) ?? '', venue: session.venue, address: session.address }
      : null,
  };
}

/** The seat limit of a session, or of an online course (null = unlimited). */
async function capacityOf(db: Db, tenantId: number, course: CourseRow, sessionId: number | null): Promise<number | null> {
  if (sessionId === null) return course.capacity;
  return (await sessionById(db, tenantId, sessionId))?.capacity ?? 0;
}

/**
 * Moves waitlisted sign-ups, oldest first, into the seats that are free. Runs inside the transaction that
 * freed the seat, under the course row lock, so two cancellations never promote into the same seat.
 */
export async function promoteWaitlist(tx: Db, tenantId: number, course: CourseRow, sessionId: number | null, by: string): Promise<number> {
  const cap = await capacityOf(tx, tenantId, course, sessionId);
  let promoted = 0;
  for (;;) {
    if (cap !== null && (await countIn(tx, tenantId, course.id, sessionId, [...SEAT_HOLDING])) >= cap) return promoted;
    const next = await oldestWaitlisted(tx, tenantId, course.id, sessionId);
    if (!next) return promoted;
    await setStatus(tx, tenantId, next.id, { status: course.needsApproval ? 'pending' : 'approved', updateBy: by });
    promoted++;
  }
}

const isUniqueViolation = (err: unknown) => {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) if (e.code === '23505') return true;
  return false;
};

/**
 * Signs a learner up. The course row is locked for the transaction, so concurrent sign-ups for the last seat
 * are serialised: one takes it and the next is waitlisted. Approval-required courses start pending.
 */
export async function enrol(db: Db, tenantId: number, user: { userId: number; username: string }, courseId: number, sessionId: number | undefined, now = new Date()): Promise<Enrolment> {
  try {
    const id = await db.transaction(async (tx) => {
      const course = await courseById(tx, tenantId, courseId, { forUpdate: true });
      if (!course || course.status !== 'published') throw new DomainError('courseNotFound', {}, 404);
      if (course.enrolStartAt && now < course.enrolStartAt) throw new DomainError('enrolNotStarted', { at: formatTime(course.enrolStartAt) ?? '' });
      if (course.enrolEndAt && now >= course.enrolEndAt) throw new DomainError('enrolClosed');
      let session: number | null = null;
      if (course.mode === 'offline') {
        if (sessionId === undefined) throw new DomainError('sessionRequired');
        const s = await sessionById(tx, tenantId, sessionId);
        if (!s || s.courseId !== course.id) throw new DomainError('sessionNotFound', {}, 404);
        if (s.startAt <= now) throw new DomainError('sessionStarted');
        session = s.id;
      }
      if (await liveEnrolmentOf(tx, tenantId, user.userId, course.id)) throw new DomainError('alreadyEnrolled');
      const cap = await capacityOf(tx, tenantId, course, session);
      const taken = await countIn(tx, tenantId, course.id, session, [...SEAT_HOLDING]);
      const status = cap !== null && taken >= cap ? 'waitlisted' : course.needsApproval ? 'pending' : 'approved';
      const row = await insertEnrolment(tx, { tenantId, courseId: course.id, sessionId: session, userId: user.userId, status, createBy: user.username, updateBy: user.username });
      return row.id;
    });
    return toEnrolment(found(await joinedById(db, tenantId, id), 'enrolmentNotFound'));
  } catch (err) {
    // The partial unique index is the last line: a double tap that slipped past the check above.
    if (isUniqueViolation(err)) throw new DomainError('alreadyEnrolled');
    throw err;
  }
}

/** Cancels a live sign-up: the learner's own before the session starts, or any by staff; frees the seat. */
export async function cancel(db: Db, tenantId: number, actor: { userId: number; username: string; staff: boolean }, id: number, now = new Date()): Promise<Enrolment> {
  await db.transaction(async (tx) => {
    const peek = await enrolmentById(tx, tenantId, id);
    if (!peek || (!actor.staff && peek.userId !== actor.userId)) throw new DomainError('enrolmentNotFound', {}, 404);
    const course = await courseById(tx, tenantId, peek.courseId, { forUpdate: true });
    const e = await enrolmentById(tx, tenantId, id, { forUpdate: true });
    if (!course || !e) throw new DomainError('enrolmentNotFound', {}, 404);
    if (!LIVE.includes(e.status)) throw new DomainError('cannotCancel');
    if (!actor.staff && e.sessionId !== null) {
      const s = await sessionById(tx, tenantId, e.sessionId);
      if (s && s.startAt <= now) throw new DomainError('cancelTooLate');
    }
    await setStatus(tx, tenantId, e.id, { status: 'cancelled', updateBy: actor.username });
    if ((SEAT_HOLDING as readonly string[]).includes(e.status)) await promoteWaitlist(tx, tenantId, course, e.sessionId, actor.username);
  });
  return toEnrolment(found(await joinedById(db, tenantId, id), 'enrolmentNotFound'));
}

/**
 * Approves or rejects pending (or waitlisted) sign-ups, all or none. Approving a waitlisted one needs a free
 * seat; rejecting a pending one frees its seat for the waitlist.
 */
export async function review(db: Db, tenantId: number, reviewer: string, ids: number[], approve: boolean, reason: string | undefined): Promise<number> {
  if (!approve && !reason?.trim()) throw new DomainError('rejectReason');
  return db.transaction(async (tx) => {
    const rows = [];
    for (const id of [...new Set(ids)]) {
      const e = await enrolmentById(tx, tenantId, id);
      if (!e) throw new DomainError('enrolmentNotFound', {}, 404);
      rows.push(e);
    }
    const courseIds = [...new Set(rows.map((r) => r.courseId))].sort((a, b) => a - b);
    const courses = new Map<number, CourseRow>();
    for (const cid of courseIds) courses.set(cid, found(await courseById(tx, tenantId, cid, { forUpdate: true }), 'courseNotFound'));
    const full: string[] = [];
    for (const r of rows) {
      const e = found(await enrolmentById(tx, tenantId, r.id, { forUpdate: true }), 'enrolmentNotFound');
      if (e.status !== 'pending' && e.status !== 'waitlisted') throw new DomainError('reviewState');
      const course = found(courses.get(e.courseId), 'courseNotFound');
      if (approve && e.status === 'waitlisted') {
        const cap = await capacityOf(tx, tenantId, course, e.sessionId);
        if (cap !== null && (await countIn(tx, tenantId, course.id, e.sessionId, [...SEAT_HOLDING])) >= cap) {
          full.push(String(e.id));
          continue;
        }
      }
      await setStatus(tx, tenantId, e.id, { status: approve ? 'approved' : 'rejected', reason: approve ? null : (reason ?? '').trim(), reviewBy: reviewer, reviewTime: new Date(), updateBy: reviewer });
      if (!approve && e.status === 'pending') await promoteWaitlist(tx, tenantId, course, e.sessionId, reviewer);
    }
    if (full.length) throw new DomainError('reviewFull', { names: full.join(', ') });
    return rows.length;
  });
}

import { afterCommit, type News } from '../../lib/news';
import { PERMISSIONS } from '@contract/permissions';
import type { Enrolment, EnrolmentStatus } from '@contract/enrolment';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { DomainError, found, isUniqueViolation } from '../../lib/domain-error';
import { signer } from '../../lib/signing';
import { formatTime } from '../../lib/wire';
import { courseById, sessionById, type CourseRow } from '../course';
import { hasFreeSeat, promoteWaitlist, SEAT_HOLDING } from '../seats';
import { notify } from '../message';
import {
  enrolmentById,
  insertEnrolment,
  joinedById,
  liveEnrolmentOf,
  setStatus,
  type EnrolmentRow,
  type JoinedEnrolment,
} from './enrolment.repo';

const STATUSES: readonly string[] = ['pending', 'approved', 'rejected', 'cancelled', 'waitlisted'];
const LIVE = ['pending', 'approved', 'waitlisted'];

/** The signed ticket of an approved sign-up of a session (the QR the attendee shows), else null. */
export function ticketOf(j: JoinedEnrolment): string | null {
  const { enrolment: e, session } = j;
  if (e.status !== 'approved' || !session) return null;
  return signer.ticket(session.secret, {
    tenantId: e.tenantId,
    sessionId: session.id,
    enrolmentId: e.id,
    userId: e.userId,
  });
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
    course: {
      id: String(course.id),
      title: course.title,
      mode: course.mode === 'online' ? 'online' : 'offline',
    },
    ticket: ticketOf(j),
    session: session
      ? {
          id: String(session.id),
          title: session.title,
          startAt: formatTime(session.startAt) ?? '',
          endAt: formatTime(session.endAt) ?? '',
          venue: session.venue,
          address: session.address,
        }
      : null,
  };
}

/** Where sign-ups go: a published course open for sign-up, locked for the transaction, and its session if any. */
export type SignUpPlace = { course: CourseRow; sessionId: number | null };

/**
 * The course's own sign-up rules, the same for a person and an enterprise: published, the enrolment window open,
 * a session of the course that has not started for a classroom course. The course row is locked for the
 * transaction, so concurrent sign-ups for the last seat are serialised: one takes it and the next is waitlisted.
 */
export async function openPlace(
  tx: Db,
  tenantId: number,
  courseId: number,
  sessionId: number | undefined,
  now: Date,
): Promise<SignUpPlace> {
  const course = await courseById(tx, tenantId, courseId, { forUpdate: true });
  if (!course || course.status !== 'published') throw new DomainError('courseNotFound', {}, 404);
  if (course.enrolStartAt && now < course.enrolStartAt)
    throw new DomainError('enrolNotStarted', { at: formatTime(course.enrolStartAt) ?? '' });
  if (course.enrolEndAt && now >= course.enrolEndAt) throw new DomainError('enrolClosed');
  if (course.mode !== 'offline') return { course, sessionId: null };
  if (sessionId === undefined) throw new DomainError('sessionRequired');
  const s = await sessionById(tx, tenantId, sessionId);
  if (!s || s.courseId !== course.id) throw new DomainError('sessionNotFound', {}, 404);
  if (s.startAt <= now) throw new DomainError('sessionStarted');
  return { course, sessionId: s.id };
}

/**
 * One person's sign-up at an open place (inside the transaction that opened it): refused when the person already
 * has a live one for the course; waitlisted when no seat is free (seats counted with the transaction's own
 * earlier sign-ups), pending when the course needs approval, else approved. Nothing is written when refused.
 */
export async function signUp(
  tx: Db,
  tenantId: number,
  place: SignUpPlace,
  who: { userId: number; enterpriseId?: number | null },
  by: string,
): Promise<EnrolmentRow> {
  const { course, sessionId } = place;
  if (await liveEnrolmentOf(tx, tenantId, who.userId, course.id)) throw new DomainError('alreadyEnrolled');
  const status = !(await hasFreeSeat(tx, tenantId, course, sessionId))
    ? 'waitlisted'
    : course.needsApproval
      ? 'pending'
      : 'approved';
  return insertEnrolment(tx, {
    tenantId,
    courseId: course.id,
    sessionId,
    userId: who.userId,
    enterpriseId: who.enterpriseId ?? null,
    status,
    createBy: by,
    updateBy: by,
  });
}

/**
 * Signs a learner up by the rules of openPlace and signUp. A sign-up that waits for review is a notice to staff
 * who review (edu_enrolment_review), written with it.
 */
export async function enrol(
  db: Db,
  news: News,
  user: Pick<Actor, 'tenantId' | 'userId' | 'username'>,
  courseId: number,
  sessionId: number | undefined,
  now: Date = new Date(),
): Promise<Enrolment> {
  const { tenantId } = user;
  try {
    const id = await afterCommit(news, (held) =>
      db.transaction(async (tx) => {
        const place = await openPlace(tx, tenantId, courseId, sessionId, now);
        const row = await signUp(tx, tenantId, place, { userId: user.userId }, user.username);
        if (row.status === 'pending') {
          const who = (await joinedById(tx, tenantId, row.id))?.user?.name;
          await notify(tx, held, {
            tenantId,
            kind: 'enrolment-pending',
            params: { enrolmentId: row.id, courseId, course: place.course.title, who: who ?? user.username },
            recipients: { permission: PERMISSIONS.enrolmentReview },
          });
        }
        return row.id;
      }),
    );
    await news.publish('seats-changed');
    return toEnrolment(found(await joinedById(db, tenantId, id), 'enrolmentNotFound'));
  } catch (err) {
    // The partial unique index is the last line: a double tap that slipped past the check above.
    if (isUniqueViolation(err)) throw new DomainError('alreadyEnrolled');
    throw err;
  }
}

/** Who cancels: whose sign-ups it may cancel, and whether the session's start stops it (a person's rule). */
export type Canceller = {
  by: string;
  /** Asked inside the cancelling transaction (`tx`): whether the canceller may cancel this sign-up. */
  owns: (tx: Db, e: EnrolmentRow) => boolean | Promise<boolean>;
  untilStart: boolean;
};

/**
 * Cancels a live sign-up the canceller owns (else 404), before its session starts when that rule applies; the
 * freed seat goes to the waitlist, under the course row lock, in the same transaction (with the notice of whom
 * it promoted). Says `seats-changed` once committed.
 */
export async function cancelLive(
  db: Db,
  news: News,
  tenantId: number,
  id: number,
  who: Canceller,
  now: Date = new Date(),
): Promise<Enrolment> {
  await afterCommit(news, (held) =>
    db.transaction(async (tx) => {
      const peek = await enrolmentById(tx, tenantId, id);
      if (!peek || !(await who.owns(tx, peek))) throw new DomainError('enrolmentNotFound', {}, 404);
      const course = await courseById(tx, tenantId, peek.courseId, { forUpdate: true });
      const e = await enrolmentById(tx, tenantId, id, { forUpdate: true });
      if (!course || !e) throw new DomainError('enrolmentNotFound', {}, 404);
      if (!LIVE.includes(e.status)) throw new DomainError('cannotCancel');
      if (who.untilStart && e.sessionId !== null) {
        const s = await sessionById(tx, tenantId, e.sessionId);
        if (s && s.startAt <= now) throw new DomainError('cancelTooLate');
      }
      await setStatus(tx, tenantId, e.id, { status: 'cancelled', updateBy: who.by });
      if ((SEAT_HOLDING as readonly string[]).includes(e.status))
        await promoteWaitlist(tx, tenantId, course, e.sessionId, who.by, (n) => notify(tx, held, n));
    }),
  );
  await news.publish('seats-changed');
  return toEnrolment(found(await joinedById(db, tenantId, id), 'enrolmentNotFound'));
}

/** Cancels a live sign-up: the learner's own before the session starts, or any by staff; frees the seat. */
export async function cancel(db: Db, news: News, actor: Actor, id: number, now: Date = new Date()) {
  const staff = await actor.can(PERMISSIONS.enrolmentReview);
  return cancelLive(
    db,
    news,
    actor.tenantId,
    id,
    { by: actor.username, owns: (_tx, e) => staff || e.userId === actor.userId, untilStart: !staff },
    now,
  );
}

/**
 * Approves or rejects pending (or waitlisted) sign-ups, all or none. Approving a waitlisted one needs a free
 * seat; rejecting a pending one frees its seat for the waitlist. Each learner decided on is sent a notice (one
 * per course), with the decisions.
 */
export async function review(
  db: Db,
  news: News,
  actor: Actor,
  ids: number[],
  approve: boolean,
  reason: string | undefined,
): Promise<number> {
  if (!approve && !reason?.trim()) throw new DomainError('rejectReason');
  const { tenantId, username: reviewer } = actor;
  const n = await afterCommit(news, (held) =>
    db.transaction(async (tx) => {
      const rows = [];
      for (const id of [...new Set(ids)]) {
        const e = await enrolmentById(tx, tenantId, id);
        if (!e) throw new DomainError('enrolmentNotFound', {}, 404);
        rows.push(e);
      }
      const courseIds = [...new Set(rows.map((r) => r.courseId))].sort((a, b) => a - b);
      const courses = new Map<number, CourseRow>();
      for (const cid of courseIds)
        courses.set(cid, found(await courseById(tx, tenantId, cid, { forUpdate: true }), 'courseNotFound'));
      const full: string[] = [];
      const decided = new Map<number, number[]>();
      for (const r of rows) {
        const e = found(await enrolmentById(tx, tenantId, r.id, { forUpdate: true }), 'enrolmentNotFound');
        if (e.status !== 'pending' && e.status !== 'waitlisted') throw new DomainError('reviewState');
        const course = found(courses.get(e.courseId), 'courseNotFound');
        if (approve && e.status === 'waitlisted' && !(await hasFreeSeat(tx, tenantId, course, e.sessionId))) {
          full.push(String(e.id));
          continue;
        }
        await setStatus(tx, tenantId, e.id, {
          status: approve ? 'approved' : 'rejected',
          reason: approve ? null : (reason ?? '').trim(),
          reviewBy: reviewer,
          reviewTime: new Date(),
          updateBy: reviewer,
        });
        decided.set(course.id, [...(decided.get(course.id) ?? []), e.userId]);
        if (!approve && e.status === 'pending')
          await promoteWaitlist(tx, tenantId, course, e.sessionId, reviewer, (n) => notify(tx, held, n));
      }
      if (full.length) throw new DomainError('reviewFull', { names: full.join(', ') });
      for (const [courseId, userIds] of decided)
        await notify(tx, held, {
          tenantId,
          kind: 'enrolment-reviewed',
          params: {
            courseId,
            course: courses.get(courseId)?.title,
            approved: approve ? '1' : '0',
            reason: approve ? null : (reason ?? '').trim(),
          },
          recipients: { userIds },
        });
      return rows.length;
    }),
  );
  await news.publish('seats-changed');
  return n;
}

import type { Db } from '../../db/client';
import { formatTime } from '../../lib/wire';
import {
  countIn,
  moveUp,
  oldestWaitlisted,
  sessionCapacity,
  sessionLabel,
  type EnrolmentCounts,
} from './seats.repo';

/**
 * Seats, in one place: which sign-ups hold one, how many are left, who waits, and who moves up when one frees.
 * A classroom course's seats are its sessions' capacities; an online course may have a capacity of its own
 * (null = unlimited).
 */
export type { EnrolmentCounts } from './seats.repo';
export { enrolmentCounts } from './seats.repo';

/** Statuses that hold a seat. Waitlisted sign-ups queue behind them. */
export const SEAT_HOLDING = ['pending', 'approved'] as const;

/**
 * What a course row says about seats: its own capacity (online courses), whether sign-ups need approval, and its
 * title (for the notice of a promotion).
 */
export type SeatedCourse = { id: number; title: string; capacity: number | null; needsApproval: boolean };

/** Sign-ups counted in `counts` that match and are in one of `statuses` (seat holders by default). */
export const countOf = (
  counts: EnrolmentCounts,
  match: (c: EnrolmentCounts[number]) => boolean,
  statuses: readonly string[] = SEAT_HOLDING,
) => counts.filter((c) => match(c) && statuses.includes(c.status)).reduce((n, c) => n + c.n, 0);

/** Seats left in a session of the given capacity. */
export const sessionSeatsLeft = (capacity: number, sessionId: number, counts: EnrolmentCounts) =>
  Math.max(0, capacity - countOf(counts, (c) => c.sessionId === sessionId));

/** The seat limit of a session, or of an online course (null = unlimited). */
export async function capacityOf(
  db: Db,
  tenantId: number,
  course: SeatedCourse,
  sessionId: number | null,
): Promise<number | null> {
  if (sessionId === null) return course.capacity;
  return (await sessionCapacity(db, tenantId, sessionId)) ?? 0;
}

/** Whether a seat is free for one more sign-up (run under the course row lock). */
export async function hasFreeSeat(db: Db, tenantId: number, course: SeatedCourse, sessionId: number | null) {
  const cap = await capacityOf(db, tenantId, course, sessionId);
  return cap === null || (await countIn(db, tenantId, course.id, sessionId, SEAT_HOLDING)) < cap;
}

/**
 * The notice to the learners a promotion moved up, in the shape modules/message's `notify` takes: seats depends
 * on no module, so its callers send it, in the same transaction.
 */
type PromotionNotice = {
  tenantId: number;
  kind: 'enrolment-promoted';
  params: Record<string, string | number | null | undefined>;
  recipients: { userIds: number[] };
};

/**
 * Moves waitlisted sign-ups, oldest first, into the seats that are free: to approved, or to pending when the
 * course needs approval. Runs inside the transaction that freed the seat, under the course row lock, so two
 * cancellations never promote into the same seat. `tell` gets the notice to those moved up (not called when
 * nobody was).
 */
export async function promoteWaitlist(
  tx: Db,
  tenantId: number,
  course: SeatedCourse,
  sessionId: number | null,
  by: string,
  tell: (notice: PromotionNotice) => Promise<void>,
): Promise<number> {
  const status = course.needsApproval ? 'pending' : 'approved';
  const userIds: number[] = [];
  while (await hasFreeSeat(tx, tenantId, course, sessionId)) {
    const next = await oldestWaitlisted(tx, tenantId, course.id, sessionId);
    if (!next) break;
    await moveUp(tx, tenantId, next.id, status, by);
    userIds.push(next.userId);
  }
  if (!userIds.length) return 0;
  const session = sessionId === null ? undefined : await sessionLabel(tx, tenantId, sessionId);
  await tell({
    tenantId,
    kind: 'enrolment-promoted',
    params: {
      courseId: course.id,
      course: course.title,
      sessionId,
      session: session?.title,
      start: formatTime(session?.startAt)?.slice(0, 16),
      status,
    },
    recipients: { userIds },
  });
  return userIds.length;
}

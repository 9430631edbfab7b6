import type { SessionPage, SessionSortField } from '@contract/course';
import { PERMISSIONS } from '@contract/permissions';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { DomainError } from '../../lib/domain-error';
import { page } from '../../lib/wire';
import { enrolmentCounts, SEAT_HOLDING } from '../seats';
import { courseById } from './course.repo';
import { sessionPage, sessionSeatTotals } from './session-list.repo';
import { toSession } from './course.service';

export type SessionPageQuery = {
  courseId: string;
  current: number;
  size: number;
  ascs?: SessionSortField[];
  descs?: SessionSortField[];
};

/**
 * GET /edu/session/page: a page of a course's sessions with the seats of all of them (the list's "all sessions"
 * totals, summed by the database rather than from every row). Seen by whoever may see the course's details: a
 * draft's by staff who edit courses only, anyone else is told there is no such course.
 */
export async function sessionList(db: Db, actor: Actor, q: SessionPageQuery): Promise<SessionPage> {
  const { tenantId } = actor;
  const courseId = Number(q.courseId);
  const course = await courseById(db, tenantId, courseId);
  if (!course || (course.status === 'draft' && !(await actor.can(PERMISSIONS.courseEdit))))
    throw new DomainError('courseNotFound', {}, 404);
  const [{ records, total }, counts, totals] = await Promise.all([
    sessionPage(db, tenantId, courseId, {
      ...q,
      sort: { ascs: q.ascs, descs: q.descs },
      holding: SEAT_HOLDING,
    }),
    enrolmentCounts(db, tenantId, [courseId]),
    sessionSeatTotals(db, tenantId, courseId, SEAT_HOLDING),
  ]);
  return {
    ...page(
      records.map((s) => toSession(s, counts)),
      total,
      q.current,
      q.size,
    ),
    capacityTotal: totals.capacity,
    seatsLeftTotal: totals.seatsLeft,
    signedUpTotal: totals.held,
  };
}

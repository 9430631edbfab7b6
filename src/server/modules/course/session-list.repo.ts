import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { SessionSortField } from '@contract/course';
import type { Db } from '../../db/client';
import { eduEnrolment, eduSession } from '../../db/schema';
import { pageRows } from '../../db/paged';
import { orderOf, type SortColumns, type SortQuery } from '../../db/sort';

/** The console's paged list of a course's sessions and the seats of all of them (session-list.service.ts). */

const ofCourse = (tenantId: number, courseId: number) =>
  and(eq(eduSession.tenantId, tenantId), eq(eduSession.delFlag, '0'), eq(eduSession.courseId, courseId));

/**
 * A session's seats left: its capacity less the sign-ups in `holding` statuses, never below 0 (as seats'
 * sessionSeatsLeft counts them), for one row of the outer query on edu_session.
 */
const seatsLeftOf = (holding: readonly string[]) => {
  const holders = sql`(select count(*) from ${eduEnrolment} e
    where e.tenant_id = ${eduSession.tenantId} and e.session_id = ${eduSession.id}
    and e.status in (${sql.join(
      holding.map((h) => sql`${h}`),
      sql`, `,
    )}))`;
  return sql<number>`greatest(0, ${eduSession.capacity} - ${holders})`;
};

/** A page of a course's sessions: by start (as sessionsOf), unless a sort is asked for. */
export async function sessionPage(
  db: Db,
  tenantId: number,
  courseId: number,
  q: { current: number; size: number; sort?: SortQuery<SessionSortField>; holding: readonly string[] },
) {
  const sortBy: SortColumns<SessionSortField> = {
    id: eduSession.id,
    title: eduSession.title,
    startAt: eduSession.startAt,
    venue: eduSession.venue,
    capacity: eduSession.capacity,
    seatsLeft: seatsLeftOf(q.holding),
    checkinStartAt: eduSession.checkinStartAt,
  };
  const where = ofCourse(tenantId, courseId);
  const order = orderOf(sortBy, q.sort ?? {}, [asc(eduSession.startAt), asc(eduSession.id)], eduSession.id);
  const [records, [counted]] = await Promise.all([
    pageRows(
      db
        .select()
        .from(eduSession)
        .where(where)
        .orderBy(...order)
        .$dynamic(),
      q.current,
      q.size,
    ),
    db.select({ total: count() }).from(eduSession).where(where),
  ]);
  return { records, total: counted?.total ?? 0 };
}

/**
 * The seats of every live session of a course, summed in one statement: capacity, seats left (seatsLeftOf) and
 * the seats held (capacity − seats left, as a row shows them).
 */
export async function sessionSeatTotals(
  db: Db,
  tenantId: number,
  courseId: number,
  holding: readonly string[],
) {
  const [row] = await db
    .select({
      capacity: sql<number>`coalesce(sum(${eduSession.capacity}), 0)::int`,
      seatsLeft: sql<number>`coalesce(sum(${seatsLeftOf(holding)}), 0)::int`,
    })
    .from(eduSession)
    .where(ofCourse(tenantId, courseId));
  const capacity = Number(row?.capacity ?? 0);
  const left = Number(row?.seatsLeft ?? 0);
  return { capacity, seatsLeft: left, held: capacity - left };
}

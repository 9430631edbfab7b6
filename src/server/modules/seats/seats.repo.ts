import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eduEnrolment, eduSession } from '../../db/schema';

/** Sign-ups per course, session and status. */
export type EnrolmentCounts = { courseId: number; sessionId: number | null; status: string; n: number }[];

export async function enrolmentCounts(
  db: Db,
  tenantId: number,
  courseIds: number[],
): Promise<EnrolmentCounts> {
  if (!courseIds.length) return [];
  return db
    .select({
      courseId: eduEnrolment.courseId,
      sessionId: eduEnrolment.sessionId,
      status: eduEnrolment.status,
      n: sql<number>`count(*)::int`,
    })
    .from(eduEnrolment)
    .where(
      and(
        eq(eduEnrolment.tenantId, tenantId),
        inArray(eduEnrolment.courseId, courseIds),
        eq(eduEnrolment.delFlag, '0'),
      ),
    )
    .groupBy(eduEnrolment.courseId, eduEnrolment.sessionId, eduEnrolment.status);
}

const ofPlace = (tenantId: number, courseId: number, sessionId: number | null) =>
  and(
    eq(eduEnrolment.tenantId, tenantId),
    eq(eduEnrolment.courseId, courseId),
    sessionId === null ? isNull(eduEnrolment.sessionId) : eq(eduEnrolment.sessionId, sessionId),
  );

/** Sign-ups in the given statuses for a session, or for a course without sessions. */
export async function countIn(
  db: Db,
  tenantId: number,
  courseId: number,
  sessionId: number | null,
  statuses: readonly string[],
): Promise<number> {
  const [{ n }] = (await db
    .select({ n: sql<number>`count(*)::int` })
    .from(eduEnrolment)
    .where(and(ofPlace(tenantId, courseId, sessionId), inArray(eduEnrolment.status, [...statuses])))) as [
    { n: number },
  ];
  return n;
}

export async function sessionCapacity(
  db: Db,
  tenantId: number,
  sessionId: number,
): Promise<number | undefined> {
  const [row] = await db
    .select({ capacity: eduSession.capacity })
    .from(eduSession)
    .where(and(eq(eduSession.tenantId, tenantId), eq(eduSession.id, sessionId), eq(eduSession.delFlag, '0')));
  return row?.capacity;
}

/** A session's title and start, for the notice of a promotion. */
export async function sessionLabel(db: Db, tenantId: number, sessionId: number) {
  const [row] = await db
    .select({ title: eduSession.title, startAt: eduSession.startAt })
    .from(eduSession)
    .where(and(eq(eduSession.tenantId, tenantId), eq(eduSession.id, sessionId)));
  return row;
}

/** The oldest waitlisted sign-up of a session (or of a course without sessions), locked for the transaction. */
export async function oldestWaitlisted(db: Db, tenantId: number, courseId: number, sessionId: number | null) {
  const [row] = await db
    .select({ id: eduEnrolment.id, userId: eduEnrolment.userId })
    .from(eduEnrolment)
    .where(and(ofPlace(tenantId, courseId, sessionId), eq(eduEnrolment.status, 'waitlisted')))
    .orderBy(asc(eduEnrolment.id))
    .limit(1)
    .for('update');
  return row;
}

export async function moveUp(
  db: Db,
  tenantId: number,
  id: number,
  status: 'pending' | 'approved',
  by: string,
) {
  await db
    .update(eduEnrolment)
    .set({ status, updateBy: by, updateTime: new Date() })
    .where(and(eq(eduEnrolment.tenantId, tenantId), eq(eduEnrolment.id, id)));
}

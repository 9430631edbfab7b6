import { and, desc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  eduCalendarPref,
  eduCourse,
  eduEnrolment,
  eduExam,
  eduExamAttempt,
  eduSession,
  sysUser,
} from '../../db/schema';

/** What a learner's calendar is made of: their sign-ups' sessions, their courses' exam windows, their settings. */

export type PrefRow = typeof eduCalendarPref.$inferSelect;

export async function prefOf(db: Db, tenantId: number, userId: number): Promise<PrefRow | undefined> {
  const [row] = await db
    .select()
    .from(eduCalendarPref)
    .where(and(eq(eduCalendarPref.tenantId, tenantId), eq(eduCalendarPref.userId, userId)));
  return row;
}

/** The learner's settings row, written or changed (a fresh token only where `feedToken` is given). */
export async function savePref(
  db: Db,
  tenantId: number,
  userId: number,
  set: Partial<Omit<PrefRow, 'tenantId' | 'userId' | 'updateTime'>>,
): Promise<PrefRow> {
  const [row] = await db
    .insert(eduCalendarPref)
    .values({ tenantId, userId, ...set })
    .onConflictDoUpdate({
      target: [eduCalendarPref.tenantId, eduCalendarPref.userId],
      set: { ...set, updateTime: sql`now()` },
    })
    .returning();
  if (!row) throw new Error('calendar settings not written');
  return row;
}

/** A feed's new body: its ETag and since when (the learner's feed, or staff's). The settings' time stays. */
export async function recordFeed(db: Db, pref: PrefRow, staff: boolean, etag: string, at: Date) {
  await db
    .update(eduCalendarPref)
    .set(staff ? { staffFeedEtag: etag, staffFeedChangedAt: at } : { feedEtag: etag, feedChangedAt: at })
    .where(and(eq(eduCalendarPref.tenantId, pref.tenantId), eq(eduCalendarPref.userId, pref.userId)));
}

/** A feed token's owner (any tenant: the token alone names the feed), while the account is live. */
export async function prefByToken(db: Db, token: string) {
  const [row] = await db
    .select({ pref: eduCalendarPref })
    .from(eduCalendarPref)
    .innerJoin(
      sysUser,
      and(eq(sysUser.userId, eduCalendarPref.userId), eq(sysUser.tenantId, eduCalendarPref.tenantId)),
    )
    .where(and(eq(eduCalendarPref.feedToken, token), eq(sysUser.delFlag, '0'), eq(sysUser.lockFlag, '0')));
  return row?.pref;
}

export async function phoneOf(db: Db, tenantId: number, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ phone: sysUser.phone })
    .from(sysUser)
    .where(and(eq(sysUser.tenantId, tenantId), eq(sysUser.userId, userId)));
  return row?.phone || null;
}

/** A session's or an exam's course (the joins the queries here make). */
const courseOfSession = and(
  eq(eduCourse.tenantId, eduSession.tenantId),
  eq(eduCourse.id, eduSession.courseId),
);
const courseOfExam = and(eq(eduCourse.tenantId, eduExam.tenantId), eq(eduCourse.id, eduExam.courseId));

const sessionEntryColumns = {
  enrolmentId: eduEnrolment.id,
  status: eduEnrolment.status,
  enrolmentTime: eduEnrolment.updateTime,
  sessionId: eduSession.id,
  title: eduSession.title,
  startAt: eduSession.startAt,
  endAt: eduSession.endAt,
  venue: eduSession.venue,
  address: eduSession.address,
  checkinStartAt: eduSession.checkinStartAt,
  checkinEndAt: eduSession.checkinEndAt,
  createTime: eduSession.createTime,
  updateTime: eduSession.updateTime,
  sessionGone: eduSession.delFlag,
  courseId: eduCourse.id,
  courseTitle: eduCourse.title,
  courseStatus: eduCourse.status,
  courseGone: eduCourse.delFlag,
  courseTime: eduCourse.updateTime,
};

/**
 * The learner's sign-ups of sessions (the latest per session comes first), with the session and its course as
 * they are now, deleted ones included (their entry is cancelled). `sessionId` narrows to one session; `endedAfter`
 * leaves out sessions that ended before it.
 */
export async function sessionEntries(
  db: Db,
  tenantId: number,
  userId: number,
  q: { sessionId?: number; endedAfter?: Date },
) {
  return db
    .select(sessionEntryColumns)
    .from(eduEnrolment)
    .innerJoin(
      eduSession,
      and(eq(eduSession.tenantId, eduEnrolment.tenantId), eq(eduSession.id, eduEnrolment.sessionId)),
    )
    .innerJoin(eduCourse, courseOfSession)
    .where(
      and(
        eq(eduEnrolment.tenantId, tenantId),
        eq(eduEnrolment.userId, userId),
        isNotNull(eduEnrolment.sessionId),
        q.sessionId === undefined ? undefined : eq(eduEnrolment.sessionId, q.sessionId),
        q.endedAfter ? gt(eduSession.endAt, q.endedAfter) : undefined,
      ),
    )
    .orderBy(desc(eduEnrolment.id));
}

/** Every session of the tenant's published, live courses that ends after `endedAfter` (staff's feed). */
export async function tenantSessions(db: Db, tenantId: number, endedAfter: Date) {
  return db
    .select({
      sessionId: eduSession.id,
      title: eduSession.title,
      startAt: eduSession.startAt,
      endAt: eduSession.endAt,
      venue: eduSession.venue,
      address: eduSession.address,
      createTime: eduSession.createTime,
      updateTime: eduSession.updateTime,
      courseId: eduCourse.id,
      courseTitle: eduCourse.title,
    })
    .from(eduSession)
    .innerJoin(eduCourse, courseOfSession)
    .where(
      and(
        eq(eduSession.tenantId, tenantId),
        eq(eduSession.delFlag, '0'),
        eq(eduCourse.delFlag, '0'),
        eq(eduCourse.status, 'published'),
        gt(eduSession.endAt, endedAfter),
      ),
    )
    .orderBy(eduSession.startAt);
}
export type TenantSessionRow = Awaited<ReturnType<typeof tenantSessions>>[number];

const examEntryColumns = {
  examId: eduExam.id,
  title: eduExam.title,
  openAt: eduExam.openAt,
  closeAt: eduExam.closeAt,
  durationMin: eduExam.durationMin,
  createTime: eduExam.createTime,
  updateTime: eduExam.updateTime,
  courseId: eduCourse.id,
  courseTitle: eduCourse.title,
  submitted: sql<boolean>`exists (select 1 from ${eduExamAttempt} a where a.tenant_id = ${eduExam.tenantId}
    and a.exam_id = ${eduExam.id} and a.user_id = ${eduEnrolment.userId} and a.status <> 'in_progress')`,
};

/**
 * The published exams of the courses the learner is signed up for and approved in, with a window that closes
 * (after `closedAfter`, when given); `examId` narrows to one exam, with or without a window.
 */
export async function examEntries(
  db: Db,
  tenantId: number,
  userId: number,
  q: { examId?: number; closedAfter?: Date },
) {
  return db
    .select(examEntryColumns)
    .from(eduExam)
    .innerJoin(eduCourse, courseOfExam)
    .innerJoin(
      eduEnrolment,
      and(
        eq(eduEnrolment.tenantId, eduExam.tenantId),
        eq(eduEnrolment.courseId, eduExam.courseId),
        eq(eduEnrolment.userId, userId),
        eq(eduEnrolment.status, 'approved'),
      ),
    )
    .where(
      and(
        eq(eduExam.tenantId, tenantId),
        eq(eduExam.delFlag, '0'),
        eq(eduExam.status, 'published'),
        eq(eduCourse.delFlag, '0'),
        q.examId === undefined ? isNotNull(eduExam.closeAt) : eq(eduExam.id, q.examId),
        q.closedAfter ? gt(eduExam.closeAt, q.closedAfter) : undefined,
      ),
    )
    .orderBy(eduExam.closeAt);
}

/** Whether a live session has this id in the tenant (none: 404, not "not signed up"). */
export async function sessionExists(db: Db, tenantId: number, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: eduSession.id })
    .from(eduSession)
    .where(and(eq(eduSession.tenantId, tenantId), eq(eduSession.id, id), eq(eduSession.delFlag, '0')));
  return !!row;
}

export type SessionEntryRow = Awaited<ReturnType<typeof sessionEntries>>[number];
export type ExamEntryRow = Awaited<ReturnType<typeof examEntries>>[number];

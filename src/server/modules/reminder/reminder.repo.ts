import { and, eq, gt, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { langNamed, type Lang } from '../../lib/messages';
import {
  eduCalendarPref,
  eduCourse,
  eduCourseReminder,
  eduEnrolment,
  eduExam,
  eduExamAttempt,
  eduReminderJob,
  eduSession,
  sysUser,
} from '../../db/schema';

/** Reminder jobs: what is coming up, who is to be reminded, and the jobs themselves (claimed, ended, listed). */

export type JobRow = typeof eduReminderJob.$inferSelect;
export type NewJob = typeof eduReminderJob.$inferInsert;

/** A session's or an exam's course (the joins the queries here make). */
const courseOfSession = and(
  eq(eduCourse.tenantId, eduSession.tenantId),
  eq(eduCourse.id, eduSession.courseId),
);
const courseOfExam = and(eq(eduCourse.tenantId, eduExam.tenantId), eq(eduCourse.id, eduExam.courseId));

/** Sessions of live, published courses starting within (now, until], with their course's reminder settings. */
export async function upcomingSessions(db: Db, now: Date, until: Date) {
  return db
    .select({
      tenantId: eduSession.tenantId,
      sessionId: eduSession.id,
      startAt: eduSession.startAt,
      enabled: eduCourseReminder.enabled,
      leadMinutes: eduCourseReminder.leadMinutes,
    })
    .from(eduSession)
    .innerJoin(eduCourse, courseOfSession)
    .leftJoin(
      eduCourseReminder,
      and(eq(eduCourseReminder.tenantId, eduCourse.tenantId), eq(eduCourseReminder.courseId, eduCourse.id)),
    )
    .where(
      and(
        eq(eduSession.delFlag, '0'),
        eq(eduCourse.delFlag, '0'),
        eq(eduCourse.status, 'published'),
        gt(eduSession.startAt, now),
        lte(eduSession.startAt, until),
      ),
    );
}

/** Published exams of live courses closing within (now, until]. */
export async function closingExams(db: Db, now: Date, until: Date) {
  return db
    .select({
      tenantId: eduExam.tenantId,
      examId: eduExam.id,
      courseId: eduExam.courseId,
      closeAt: eduExam.closeAt,
    })
    .from(eduExam)
    .innerJoin(eduCourse, courseOfExam)
    .where(
      and(
        eq(eduExam.delFlag, '0'),
        eq(eduExam.status, 'published'),
        eq(eduCourse.delFlag, '0'),
        gt(eduExam.closeAt, now),
        lte(eduExam.closeAt, until),
      ),
    );
}

/** Who a reminder goes to: a live account, with its mobile number and whether it asked for texts. */
const recipientColumns = {
  userId: sysUser.userId,
  phone: sysUser.phone,
  smsReminders: sql<boolean>`coalesce(${eduCalendarPref.smsReminders}, false)`,
};
const withPrefs = and(
  eq(eduCalendarPref.tenantId, sysUser.tenantId),
  eq(eduCalendarPref.userId, sysUser.userId),
);
const liveUser = and(
  eq(sysUser.tenantId, eduEnrolment.tenantId),
  eq(sysUser.userId, eduEnrolment.userId),
  eq(sysUser.delFlag, '0'),
  eq(sysUser.lockFlag, '0'),
);
export type Recipient = { userId: number; phone: string | null; smsReminders: boolean };

/** Approved sign-ups with their account and settings, where `where` holds (one learner's, with `userId`). */
const approvedRecipients = (db: Db, tenantId: number, userId: number | undefined, ...where: SQL[]) =>
  db
    .select(recipientColumns)
    .from(eduEnrolment)
    .innerJoin(sysUser, liveUser)
    .leftJoin(eduCalendarPref, withPrefs)
    .where(
      and(
        eq(eduEnrolment.tenantId, tenantId),
        eq(eduEnrolment.status, 'approved'),
        userId === undefined ? undefined : eq(eduEnrolment.userId, userId),
        ...where,
      ),
    );

/** The approved sign-ups of a session (or one learner's, with `userId`). */
export const sessionRecipients = (db: Db, tenantId: number, sessionId: number, userId?: number) =>
  approvedRecipients(db, tenantId, userId, eq(eduEnrolment.sessionId, sessionId));

/** The approved learners of an exam's course who have submitted nothing (or one of them, with `userId`). */
export const examRecipients = (
  db: Db,
  tenantId: number,
  exam: { examId: number; courseId: number },
  userId?: number,
) =>
  approvedRecipients(
    db,
    tenantId,
    userId,
    eq(eduEnrolment.courseId, exam.courseId),
    sql`not exists (select 1 from ${eduExamAttempt} a where a.tenant_id = ${eduEnrolment.tenantId}
      and a.exam_id = ${exam.examId} and a.user_id = ${eduEnrolment.userId} and a.status <> 'in_progress')`,
  );

/** What a session reminder says: the session and its course as they are now (undefined: gone). */
export async function sessionFacts(db: Db, tenantId: number, sessionId: number) {
  const [row] = await db
    .select({
      title: eduSession.title,
      startAt: eduSession.startAt,
      venue: eduSession.venue,
      courseId: eduCourse.id,
      course: eduCourse.title,
    })
    .from(eduSession)
    .innerJoin(eduCourse, courseOfSession)
    .where(
      and(
        eq(eduSession.tenantId, tenantId),
        eq(eduSession.id, sessionId),
        eq(eduSession.delFlag, '0'),
        eq(eduCourse.delFlag, '0'),
      ),
    );
  return row;
}

export async function examFacts(db: Db, tenantId: number, examId: number) {
  const [row] = await db
    .select({
      title: eduExam.title,
      closeAt: eduExam.closeAt,
      courseId: eduExam.courseId,
      course: eduCourse.title,
    })
    .from(eduExam)
    .innerJoin(eduCourse, courseOfExam)
    .where(
      and(
        eq(eduExam.tenantId, tenantId),
        eq(eduExam.id, examId),
        eq(eduExam.delFlag, '0'),
        eq(eduExam.status, 'published'),
        eq(eduCourse.delFlag, '0'),
      ),
    );
  return row;
}

/** Writes jobs not written yet (a key already there is left as it is): the planners of every process agree. */
export async function insertJobs(db: Db, jobs: NewJob[]): Promise<number> {
  if (!jobs.length) return 0;
  const rows = await db
    .insert(eduReminderJob)
    .values(jobs)
    .onConflictDoNothing({ target: [eduReminderJob.tenantId, eduReminderJob.dedupeKey] })
    .returning({ id: eduReminderJob.id });
  return rows.length;
}

/**
 * Claims up to `limit` queued jobs due by `now` that nobody holds: each gets a lease until `leaseUntil` and one
 * more attempt. Rows another process is claiming are skipped (SKIP LOCKED), so no two processes take one job.
 */
export async function claimDue(db: Db, now: Date, leaseUntil: Date, limit: number): Promise<JobRow[]> {
  const due = db
    .select({ id: eduReminderJob.id })
    .from(eduReminderJob)
    .where(
      and(
        eq(eduReminderJob.status, 'queued'),
        lte(eduReminderJob.dueAt, now),
        or(isNull(eduReminderJob.lockedUntil), lte(eduReminderJob.lockedUntil, now)),
      ),
    )
    .orderBy(eduReminderJob.dueAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(eduReminderJob)
    .set({ lockedUntil: leaseUntil, attempts: sql`${eduReminderJob.attempts} + 1` })
    .where(inArray(eduReminderJob.id, due))
    .returning();
}

/** The job, locked for the rest of the transaction (a second sender waits, then sees what the first did). */
export async function lockJob(db: Db, id: number): Promise<JobRow | undefined> {
  const [row] = await db.select().from(eduReminderJob).where(eq(eduReminderJob.id, id)).for('update');
  return row;
}

export async function updateJob(db: Db, id: number, set: Partial<NewJob>): Promise<void> {
  await db.update(eduReminderJob).set(set).where(eq(eduReminderJob.id, id));
}

/** The language the learner last used in the calendar settings (their texts'), if they ever opened them. */
export async function langOf(db: Db, tenantId: number, userId: number): Promise<Lang | undefined> {
  const [row] = await db
    .select({ lang: eduCalendarPref.lang })
    .from(eduCalendarPref)
    .where(and(eq(eduCalendarPref.tenantId, tenantId), eq(eduCalendarPref.userId, userId)));
  return row ? langNamed(row.lang) : undefined;
}

import { and, count, countDistinct, eq, max } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  eduCertificateRule,
  eduCheckin,
  eduCourse,
  eduEnrolment,
  eduExamAttempt,
  eduLesson,
  eduLessonProgress,
  eduSession,
} from '../../db/schema';

/** The courses' rules, and what a learner has done of a course (lessons, check-ins, the exam). */
export async function ruleOf(db: Db, tenantId: number, courseId: number) {
  const [row] = await db
    .select()
    .from(eduCertificateRule)
    .where(and(eq(eduCertificateRule.tenantId, tenantId), eq(eduCertificateRule.courseId, courseId)));
  return row;
}

export async function saveRule(db: Db, row: typeof eduCertificateRule.$inferInsert) {
  await db
    .insert(eduCertificateRule)
    .values(row)
    .onConflictDoUpdate({
      target: [eduCertificateRule.tenantId, eduCertificateRule.courseId],
      set: {
        enabled: row.enabled,
        checkinShare: row.checkinShare,
        validityMonths: row.validityMonths,
        examId: row.examId ?? null,
        updateBy: row.updateBy,
        updateTime: new Date(),
      },
    });
}

/** The course, if it is live: its mode and how many lessons and sessions it has. */
export async function courseShape(db: Db, tenantId: number, courseId: number) {
  const [course] = await db
    .select({ mode: eduCourse.mode })
    .from(eduCourse)
    .where(and(eq(eduCourse.tenantId, tenantId), eq(eduCourse.id, courseId), eq(eduCourse.delFlag, '0')));
  if (!course) return undefined;
  const [[lessons], [sessions]] = await Promise.all([
    db
      .select({ n: count() })
      .from(eduLesson)
      .where(
        and(eq(eduLesson.tenantId, tenantId), eq(eduLesson.courseId, courseId), eq(eduLesson.delFlag, '0')),
      ),
    db
      .select({ n: count() })
      .from(eduSession)
      .where(
        and(
          eq(eduSession.tenantId, tenantId),
          eq(eduSession.courseId, courseId),
          eq(eduSession.delFlag, '0'),
        ),
      ),
  ]);
  return { mode: course.mode, lessons: lessons?.n ?? 0, sessions: sessions?.n ?? 0 };
}

/** Online: the learner's completed lessons of the course and the day the last was completed. */
export async function lessonsDone(db: Db, tenantId: number, userId: number, courseId: number) {
  const [row] = await db
    .select({ n: count(), last: max(eduLessonProgress.completedAt) })
    .from(eduLessonProgress)
    .innerJoin(eduLesson, eq(eduLesson.id, eduLessonProgress.lessonId))
    .where(
      and(
        eq(eduLessonProgress.tenantId, tenantId),
        eq(eduLessonProgress.userId, userId),
        eq(eduLessonProgress.courseId, courseId),
        eq(eduLessonProgress.completed, true),
        eq(eduLesson.delFlag, '0'),
      ),
    );
  return { n: row?.n ?? 0, last: row?.last ?? null };
}

/** Classroom: the sessions of the course the learner has an accepted check-in of, and the last one's time. */
export async function sessionsAttended(db: Db, tenantId: number, userId: number, courseId: number) {
  const [row] = await db
    .select({ n: countDistinct(eduCheckin.sessionId), last: max(eduCheckin.serverTime) })
    .from(eduCheckin)
    .innerJoin(eduSession, eq(eduSession.id, eduCheckin.sessionId))
    .where(
      and(
        eq(eduCheckin.tenantId, tenantId),
        eq(eduCheckin.userId, userId),
        eq(eduCheckin.outcome, 'accepted'),
        eq(eduCheckin.undone, false),
        eq(eduSession.courseId, courseId),
        eq(eduSession.delFlag, '0'),
      ),
    );
  return { n: row?.n ?? 0, last: row?.last ?? null };
}

/** The tenant's courses whose rule is switched on. */
export async function coursesWithRuleOn(db: Db, tenantId: number): Promise<number[]> {
  const rows = await db
    .select({ courseId: eduCertificateRule.courseId })
    .from(eduCertificateRule)
    .where(and(eq(eduCertificateRule.tenantId, tenantId), eq(eduCertificateRule.enabled, true)));
  return rows.map((r) => r.courseId);
}

export async function courseOfSession(db: Db, sessionId: number) {
  const [row] = await db
    .select({ courseId: eduSession.courseId })
    .from(eduSession)
    .where(eq(eduSession.id, sessionId));
  return row?.courseId;
}

/** The learner and course of an attempt that is graded and passed; nothing for any other. */
export async function passedAttempt(db: Db, tenantId: number, attemptId: number) {
  const [row] = await db
    .select({ userId: eduExamAttempt.userId, courseId: eduExamAttempt.courseId })
    .from(eduExamAttempt)
    .where(
      and(
        eq(eduExamAttempt.tenantId, tenantId),
        eq(eduExamAttempt.id, attemptId),
        eq(eduExamAttempt.status, 'graded'),
        eq(eduExamAttempt.passed, true),
      ),
    );
  return row;
}

/** The learners with an approved sign-up for the course: those a rule switched on may already have earned it. */
export async function learnersOf(db: Db, tenantId: number, courseId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ userId: eduEnrolment.userId })
    .from(eduEnrolment)
    .where(
      and(
        eq(eduEnrolment.tenantId, tenantId),
        eq(eduEnrolment.courseId, courseId),
        eq(eduEnrolment.status, 'approved'),
      ),
    );
  return rows.map((r) => r.userId);
}

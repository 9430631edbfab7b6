import { and, eq, exists, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eduCourse, eduEnrolment, eduLesson, eduLessonProgress, eduReceipt } from '../../db/schema';
import { approvedIn } from '../enrolment/enrolment.repo';

export type ProgressRow = typeof eduLessonProgress.$inferSelect;

export async function receiptOf(
  db: Db,
  tenantId: number,
  userId: number,
  clientId: string,
): Promise<unknown> {
  const [row] = await db
    .select({ answer: eduReceipt.answer })
    .from(eduReceipt)
    .where(
      and(
        eq(eduReceipt.tenantId, tenantId),
        eq(eduReceipt.userId, userId),
        eq(eduReceipt.clientId, clientId),
      ),
    );
  return row?.answer;
}

/** Records the answer for a client id; false when another request recorded one first. */
export async function saveReceipt(db: Db, row: typeof eduReceipt.$inferInsert): Promise<boolean> {
  const saved = await db
    .insert(eduReceipt)
    .values(row)
    .onConflictDoNothing()
    .returning({ clientId: eduReceipt.clientId });
  return saved.length > 0;
}

export async function progressFor(
  db: Db,
  tenantId: number,
  userId: number,
  lessonId: number,
  opts: { forUpdate?: boolean } = {},
): Promise<ProgressRow | undefined> {
  const q = db
    .select()
    .from(eduLessonProgress)
    .where(
      and(
        eq(eduLessonProgress.tenantId, tenantId),
        eq(eduLessonProgress.userId, userId),
        eq(eduLessonProgress.lessonId, lessonId),
      ),
    );
  const [row] = opts.forUpdate ? await q.for('update') : await q;
  return row;
}

/**
 * The learner's row for a lesson, created if missing, and locked for the transaction: one statement instead of
 * insert-if-missing plus select-for-update (an upsert takes the row lock either way).
 */
export async function lockProgressRow(
  db: Db,
  row: { tenantId: number; userId: number; lessonId: number; courseId: number },
): Promise<ProgressRow> {
  const [locked] = await db
    .insert(eduLessonProgress)
    .values(row)
    .onConflictDoUpdate({
      target: [eduLessonProgress.userId, eduLessonProgress.lessonId],
      set: { tenantId: sql`${eduLessonProgress.tenantId}` },
    })
    .returning();
  if (!locked) throw new Error('progress row');
  return locked;
}

/** A lesson of the tenant, with whether the learner holds an approved sign-up for its course. */
export async function lessonForLearner(db: Db, tenantId: number, userId: number, lessonId: number) {
  const [row] = await db
    .select({
      lesson: eduLesson,
      approved: exists(
        db
          .select({ one: sql`1` })
          .from(eduEnrolment)
          .where(approvedIn(tenantId, userId, eduLesson.courseId)),
      ),
    })
    .from(eduLesson)
    .where(and(eq(eduLesson.tenantId, tenantId), eq(eduLesson.id, lessonId), eq(eduLesson.delFlag, '0')));
  return row;
}

export async function upsertProgress(db: Db, row: typeof eduLessonProgress.$inferInsert) {
  await db
    .insert(eduLessonProgress)
    .values(row)
    .onConflictDoUpdate({
      target: [eduLessonProgress.userId, eduLessonProgress.lessonId],
      set: {
        position: row.position,
        intervals: row.intervals,
        watchedSec: row.watchedSec,
        completed: row.completed,
        completedAt: row.completedAt,
        lastStudiedAt: row.lastStudiedAt,
      },
    });
}

/** Whether the learner holds an approved sign-up for the course. */
export async function isApproved(
  db: Db,
  tenantId: number,
  userId: number,
  courseId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: eduEnrolment.id })
    .from(eduEnrolment)
    .where(approvedIn(tenantId, userId, courseId))
    .limit(1);
  return !!row;
}

/** Online courses the learner is approved on, with their lessons and the learner's progress. */
export async function studyRows(db: Db, tenantId: number, userId: number) {
  const courses = await db
    .select()
    .from(eduCourse)
    .where(
      and(
        eq(eduCourse.tenantId, tenantId),
        eq(eduCourse.mode, 'online'),
        eq(eduCourse.delFlag, '0'),
        exists(
          db
            .select({ one: sql`1` })
            .from(eduEnrolment)
            .where(approvedIn(tenantId, userId, eduCourse.id)),
        ),
      ),
    );
  const ids = courses.map((c) => c.id);
  if (!ids.length) return { courses, lessons: [], progress: [] };
  const [lessons, progress] = await Promise.all([
    db
      .select()
      .from(eduLesson)
      .where(
        and(eq(eduLesson.tenantId, tenantId), inArray(eduLesson.courseId, ids), eq(eduLesson.delFlag, '0')),
      ),
    db
      .select()
      .from(eduLessonProgress)
      .where(
        and(
          eq(eduLessonProgress.tenantId, tenantId),
          eq(eduLessonProgress.userId, userId),
          inArray(eduLessonProgress.courseId, ids),
        ),
      ),
  ]);
  return { courses, lessons, progress };
}

export async function courseProgress(db: Db, tenantId: number, courseId: number) {
  return db
    .select()
    .from(eduLessonProgress)
    .where(and(eq(eduLessonProgress.tenantId, tenantId), eq(eduLessonProgress.courseId, courseId)));
}

import { and, count, countDistinct, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { displayDay } from '../../db/days';
import { eduLessonProgress, eduReceipt } from '../../db/schema';

export type ProgressRow = typeof eduLessonProgress.$inferSelect;

/** Every progress row of the learner (one read of the primary key's first column). */
export async function progressOf(db: Db, tenantId: number, userId: number): Promise<ProgressRow[]> {
  return db
    .select()
    .from(eduLessonProgress)
    .where(and(eq(eduLessonProgress.userId, userId), eq(eduLessonProgress.tenantId, tenantId)));
}

export async function courseProgress(db: Db, tenantId: number, courseId: number) {
  return db
    .select()
    .from(eduLessonProgress)
    .where(and(eq(eduLessonProgress.tenantId, tenantId), eq(eduLessonProgress.courseId, courseId)));
}

/**
 * Per day (the display zone's) of [from, to): progress records written and the learners who wrote them (a record
 * is the receipt of one accepted heartbeat), through the index edu_receipt_activity. One statement.
 */
export async function receiptsPerDay(db: Db, tenantId: number, from: Date, to: Date) {
  const at = displayDay(eduReceipt.createdAt);
  return db
    .select({ day: at.text, records: count(), learners: countDistinct(eduReceipt.userId) })
    .from(eduReceipt)
    .where(
      and(
        eq(eduReceipt.tenantId, tenantId),
        eq(eduReceipt.kind, 'progress'),
        gte(eduReceipt.createdAt, from),
        lt(eduReceipt.createdAt, to),
      ),
    )
    .groupBy(at.day);
}

/** Per day (the display zone's) of [from, to): lessons first completed. One statement. */
export async function completionsPerDay(db: Db, tenantId: number, from: Date, to: Date) {
  const at = displayDay(eduLessonProgress.completedAt);
  return db
    .select({ day: at.text, n: count() })
    .from(eduLessonProgress)
    .where(
      and(
        eq(eduLessonProgress.tenantId, tenantId),
        gte(eduLessonProgress.completedAt, from),
        lt(eduLessonProgress.completedAt, to),
      ),
    )
    .groupBy(at.day);
}

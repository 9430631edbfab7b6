import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eduEnrolment, eduLessonProgress } from '../../db/schema';
import { approvedIn } from '../enrolment';

export type ProgressRow = typeof eduLessonProgress.$inferSelect;

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

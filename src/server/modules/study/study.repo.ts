import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eduLessonProgress } from '../../db/schema';

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

import type { Db } from '../../db/client';
import { bestOf } from './attempts/attempts.repo';
import { publishedExams } from './exam.repo';

/**
 * Whether a learner has passed a course's exams, and since when (a certificate's rule, modules/certificate).
 * The same reading as the study record's completion (completion.service.ts): a graded attempt at or over the pass
 * score, counted once its score is released (an exam that shows scores after it closes counts from the close).
 * `examId` null: every published exam of the course; else that one, which must be one of them.
 */
export async function courseExamsPassed(
  db: Db,
  tenantId: number,
  userId: number,
  courseId: number,
  examId: number | null,
): Promise<{ required: boolean; passedAt: Date | null }> {
  const exams = (await publishedExams(db, tenantId)).filter(
    (e) => e.courseId === courseId && (examId === null || e.id === examId),
  );
  // A chosen exam no longer published cannot be passed: the rule waits (staff see it in the editor).
  if (exams.length === 0) return { required: examId !== null, passedAt: null };
  const first = new Map(
    (
      await bestOf(
        db,
        tenantId,
        userId,
        exams.map((e) => e.id),
      )
    ).map((b) => [b.examId, b.firstPassedAt]),
  );
  const now = Date.now();
  let passedAt = 0;
  for (const e of exams) {
    const at = first.get(e.id);
    const releasedAt = e.showScore === 'after_close' && e.closeAt ? e.closeAt.getTime() : 0;
    if (!at || now < releasedAt) return { required: true, passedAt: null };
    passedAt = Math.max(passedAt, at.getTime(), releasedAt);
  }
  return { required: true, passedAt: new Date(passedAt) };
}

/** Whether `examId` is a published exam of the course (a rule may name only such an exam). */
export async function isPublishedExamOf(db: Db, tenantId: number, courseId: number, examId: number) {
  return (await publishedExams(db, tenantId)).some((e) => e.id === examId && e.courseId === courseId);
}

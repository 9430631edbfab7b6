import type { ExamResult } from '@contract/exam-learner';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../lib/actor';
import { DomainError } from '../../../lib/domain-error';
import { formatTime } from '../../../lib/wire';
import { finaliseIfOverdue } from '../attempts/grading.service';
import { myAttempt, scoreReleased } from './learner.service';
import type * as repo from '../exam.repo';
import * as attemptRepo from '../attempts/attempts.repo';

/** Whether the per-question analysis (right answers, explanations) may be shown for a released result. */
function analysisAllowed(exam: repo.ExamRow, nowMs: number) {
  if (exam.showAnalysis === 'after_submit') return true;
  if (exam.showAnalysis === 'after_close') return exam.closeAt !== null && nowMs >= exam.closeAt.getTime();
  return false;
}

/**
 * My result. Not released (resultNo) while staff review it, when it was rejected, or until the exam closes when
 * scores are shown after the close; the analysis only as the exam allows, never before the score.
 */
export async function attemptResult(db: Db, actor: Actor, attemptId: number): Promise<ExamResult> {
  const now = Date.now();
  const found = await myAttempt(db, actor, attemptId);
  const { exam } = found;
  const attempt = await finaliseIfOverdue(db, exam, found.attempt, now);
  if (attempt.status === 'in_progress') throw new DomainError('attemptInProgress');
  let reason: ExamResult['reason'] = null;
  if (
    attempt.status === 'rejected' ||
    attempt.status === 'late_review' ||
    attempt.status === 'pending_review'
  )
    reason = attempt.status;
  else if (!scoreReleased(exam, now)) reason = 'after_close';
  const released = reason === null;
  const analysis = released && analysisAllowed(exam, now);
  const answers = new Map(
    (await attemptRepo.answersOf(db, actor.tenantId, attempt.id)).map((a) => [String(a.questionId), a]),
  );
  return {
    attemptId: String(attempt.id),
    examId: String(exam.id),
    examTitle: exam.title,
    courseId: String(exam.courseId),
    status: attempt.status as ExamResult['status'],
    released,
    reason,
    releaseAt: reason === 'after_close' ? formatTime(exam.closeAt) : null,
    score: released ? attempt.score : null,
    totalScore: attempt.totalScore,
    passScore: exam.passScore,
    passed: released ? attempt.passed : null,
    submittedAt: formatTime(attempt.submittedAt),
    analysisAvailable: analysis,
    questions: attempt.questions.map((q) => {
      const a = answers.get(q.questionId);
      return {
        questionId: q.questionId,
        type: q.type as ExamResult['questions'][number]['type'],
        stem: q.stem,
        options: q.options as ExamResult['questions'][number]['options'],
        score: q.score,
        value: a?.value ?? null,
        mark: released ? (a?.mark ?? null) : null,
        correct: released ? (a?.correct ?? null) : null,
        answer: analysis ? q.answer : null,
        explanation: analysis ? q.explanation : null,
      };
    }),
  };
}

import { attemptDeadline } from '@contract/exam-rules';
import type { Db } from '../../../db/client';
import { markAnswer, passedWith, totalOf, type Mark } from './scoring.rules';
import type * as repo from '../exam.repo';
import * as attemptRepo from './attempts.repo';

/**
 * An attempt's grading and ending, shared by the learner's calls and staff's pages: a submit, a learner who never
 * came back (finalised when the attempt is next touched) and staff's review all end the same way.
 */

const HOUR = 3600_000;

export type Graded = {
  marks: (Mark & { questionId: number })[];
  score: number | null;
  passed: boolean | null;
  status: 'graded' | 'pending_review';
};

/** Marks every question of the attempt's frozen paper against the saved answers. */
export function grade(
  exam: Pick<repo.ExamRow, 'reviewFill' | 'passScore'>,
  attempt: Pick<attemptRepo.AttemptRow, 'questions'>,
  answers: Pick<attemptRepo.AnswerRow, 'questionId' | 'value'>[],
): Graded {
  const byQuestion = new Map(answers.map((a) => [String(a.questionId), a.value]));
  const marks = attempt.questions.map((q) => ({
    questionId: Number(q.questionId),
    ...markAnswer(q, byQuestion.get(q.questionId), exam.reviewFill),
  }));
  const score = totalOf(marks);
  return {
    marks,
    score,
    passed: passedWith(score, exam.passScore),
    status: marks.some((m) => m.needsReview) ? 'pending_review' : 'graded',
  };
}

/** When an attempt that nobody submitted may be finalised: its deadline plus the exam's grace window. */
export const finaliseAfter = (attempt: Pick<attemptRepo.AttemptRow, 'deadline'>, graceHours: number) =>
  attempt.deadline.getTime() + graceHours * HOUR;

/**
 * Grades and ends an attempt with the answers it has (inside the caller's transaction), unless another request
 * ended it first: then the attempt as that request left it.
 */
export async function endAttempt(
  db: Db,
  exam: repo.ExamRow,
  attempt: attemptRepo.AttemptRow,
  change: {
    status?: 'late_review';
    submittedAt: Date;
    deviceSubmittedAt?: Date | null;
    clockOffsetMs?: number | null;
    submitClientId?: string | null;
  },
): Promise<attemptRepo.AttemptRow> {
  const answers = await attemptRepo.answersOf(db, attempt.tenantId, attempt.id);
  const g = grade(exam, attempt, answers);
  const late = change.status === 'late_review';
  const ended = await attemptRepo.finishAttempt(db, attempt.tenantId, attempt.id, {
    ...change,
    status: late ? 'late_review' : g.status,
    // A late attempt keeps its computed score for staff; it counts only once they accept it.
    score: g.score,
    passed: g.passed,
  });
  if (!ended) return (await attemptRepo.attemptById(db, attempt.tenantId, attempt.id)) ?? attempt;
  await attemptRepo.writeMarks(db, attempt.tenantId, attempt.id, change.submittedAt, g.marks);
  return ended;
}

/**
 * Whether an ended attempt was closed for want of a submit (finaliseIfOverdue) and no submit has reached it since:
 * a submit that arrives now was made offline and replayed late.
 */
export const closedWithoutSubmit = (attempt: Pick<attemptRepo.AttemptRow, 'status' | 'submitClientId'>) =>
  attempt.status !== 'in_progress' && attempt.submitClientId === null;

/**
 * A late submit reaching an attempt that was closed without one: its answers have been added (the caller did),
 * and the attempt goes to staff as late_review with its score recomputed: a submit is never dropped.
 */
export async function keepLateSubmit(
  db: Db,
  exam: repo.ExamRow,
  attempt: attemptRepo.AttemptRow,
  change: { submittedAt: Date; deviceSubmittedAt: Date; clockOffsetMs: number; submitClientId: string },
): Promise<attemptRepo.AttemptRow> {
  const g = grade(exam, attempt, await attemptRepo.answersOf(db, attempt.tenantId, attempt.id));
  const row = await attemptRepo.updateAttempt(db, attempt.tenantId, attempt.id, {
    ...change,
    status: 'late_review',
    score: g.score,
    passed: g.passed,
  });
  await attemptRepo.writeMarks(db, attempt.tenantId, attempt.id, change.submittedAt, g.marks);
  return row ?? attempt;
}

/**
 * An attempt left in progress past its deadline and grace window (the learner never submitted, and no offline
 * submit can still arrive on time) is finalised with its saved answers, as if submitted at its deadline.
 */
export async function finaliseIfOverdue(
  db: Db,
  exam: repo.ExamRow,
  attempt: attemptRepo.AttemptRow,
  nowMs = Date.now(),
): Promise<attemptRepo.AttemptRow> {
  if (attempt.status !== 'in_progress' || nowMs <= finaliseAfter(attempt, exam.graceHours)) return attempt;
  return db.transaction(async (tx) => {
    const locked = await attemptRepo.attemptById(tx, attempt.tenantId, attempt.id, { forUpdate: true });
    if (!locked || locked.status !== 'in_progress') return locked ?? attempt;
    return endAttempt(tx, exam, locked, { submittedAt: locked.deadline });
  });
}

/** The deadline of an attempt starting now. */
export const deadlineOf = (exam: Pick<repo.ExamRow, 'durationMin' | 'closeAt'>, startedAtMs: number) =>
  new Date(attemptDeadline(startedAtMs, exam.durationMin, exam.closeAt?.getTime() ?? null));

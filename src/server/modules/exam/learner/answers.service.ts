import { judgeSubmitTiming } from '@contract/exam-rules';
import { type AnswerEntry, type SubmitResult } from '@contract/exam-learner';
import type { Db } from '../../../db/client';
import { PERMISSIONS } from '@contract/permissions';
import type { Actor } from '../../../lib/actor';
import { DomainError } from '../../../lib/domain-error';
import { afterCommit, type News } from '../../../lib/news';
import { notify } from '../../message';
import { closedWithoutSubmit, endAttempt, keepLateSubmit } from '../attempts/grading.service';
import { fitsType } from '../attempts/scoring.rules';
import type * as repo from '../exam.repo';
import * as attemptRepo from '../attempts/attempts.repo';
import { myAttempt, scoreReleased } from './learner.service';

/** A learner's answers reaching the server: the autosave of an attempt in progress and its submit. */

const notFound = () => new DomainError('attemptNotFound', {}, 404);

/**
 * The answers that count: questions of this paper, values of the question's shape. A device's time is never later
 * than the arrival (it cannot claim a time it has not reached). Of two entries for one question, the later one.
 * (Answers made after the deadline are left out where the deadline is read: the save statement, the submit.)
 */
function countable(
  questions: { id: string; type: string }[],
  entries: AnswerEntry[],
  receivedAtMs: number,
  deadlineMs = Infinity,
): attemptRepo.AnswerWrite[] {
  const types = new Map(questions.map((q) => [q.id, q.type]));
  const latest = new Map<string, attemptRepo.AnswerWrite>();
  for (const e of entries) {
    const type = types.get(e.questionId);
    const at = Math.min(e.answeredAtMs, receivedAtMs);
    if (!type || at > deadlineMs || !fitsType(type, e.value)) continue;
    const before = latest.get(e.questionId);
    if (before && before.answeredAt.getTime() >= at) continue;
    latest.set(e.questionId, {
      questionId: Number(e.questionId),
      value: e.value ?? null,
      flagged: e.flagged ?? false,
      answeredAt: new Date(at),
    });
  }
  return [...latest.values()];
}

const questionsOf = (attempt: attemptRepo.AttemptRow) =>
  attempt.questions.map((q) => ({ id: q.questionId, type: q.type }));

/**
 * Whose an attempt is and its paper's question ids and types never change once it started: each process keeps
 * them, so an autosave reads nothing before its one statement.
 */
const shapes = new Map<string, { userId: number; questions: { id: string; type: string }[] }>();
const SHAPES_MAX = 50_000;
async function shapeOf(db: Db, tenantId: number, attemptId: number) {
  const key = `${tenantId}:${attemptId}`;
  const hit = shapes.get(key);
  if (hit) return hit;
  const row = await attemptRepo.attemptShape(db, tenantId, attemptId);
  if (!row) return undefined;
  const shape = { userId: Number(row.userId), questions: row.questions };
  if (shapes.size >= SHAPES_MAX) shapes.clear();
  shapes.set(key, shape);
  return shape;
}

/**
 * Saves answers of my attempt in progress. Idempotent: a replay (same client id or not) changes nothing, since an
 * answer is only replaced by one made later. Answers of an attempt already ended, or made after the deadline, are
 * not counted (`saved` says how many were); the device's submit carries them again anyway.
 */
export async function saveAnswers(
  db: Db,
  actor: Actor,
  attemptId: number,
  body: { clientId: string; answers: AnswerEntry[] },
) {
  const shape = await shapeOf(db, actor.tenantId, attemptId);
  if (!shape || shape.userId !== actor.userId) throw notFound();
  const rows = countable(shape.questions, body.answers, Date.now());
  const saved = rows.length
    ? await attemptRepo.saveAnswersAtomically(db, actor.tenantId, attemptId, actor.userId, rows)
    : 0;
  return { saved, serverNowMs: Date.now() };
}

/** What a submit answers: the outcome, with the score when it is released now. */
function submitOutcome(exam: repo.ExamRow, attempt: attemptRepo.AttemptRow): SubmitResult {
  const show = attempt.status === 'graded' && scoreReleased(exam, Date.now());
  return {
    attemptId: String(attempt.id),
    status: attempt.status as SubmitResult['status'],
    score: show ? attempt.score : null,
    passed: show ? attempt.passed : null,
  };
}

/**
 * Submits my attempt: its answers saved, then judged by judgeSubmitTiming — on time → graded (or
 * pending_review for fill-in answers waiting for staff), otherwise late_review, kept for staff, never dropped.
 * Exactly once: the attempt is locked while it ends, and any later submit (a replay, another device) answers the
 * first outcome and changes nothing. One exception: the first submit to reach an attempt that was closed for want of
 * one (its deadline and grace passed) was made offline; its answers are added and it goes to staff (late_review).
 */
export async function submitAttempt(
  db: Db,
  news: News,
  actor: Actor,
  attemptId: number,
  body: { clientId: string; answers: AnswerEntry[]; deviceTime: number; clockOffsetMs: number },
): Promise<SubmitResult> {
  const receivedAt = Date.now();
  return afterCommit(news, (held) =>
    db.transaction(async (tx) => {
      const { attempt, exam } = await myAttempt(tx, actor, attemptId, { forUpdate: true });
      const lateArrival = closedWithoutSubmit(attempt);
      if (attempt.status !== 'in_progress' && !lateArrival) return submitOutcome(exam, attempt);
      const rows = countable(questionsOf(attempt), body.answers, receivedAt, attempt.deadline.getTime());
      await attemptRepo.upsertAnswers(tx, actor.tenantId, attemptId, rows, { fillBlanks: lateArrival });
      const submitted = {
        submittedAt: new Date(receivedAt),
        deviceSubmittedAt: new Date(Math.min(body.deviceTime + body.clockOffsetMs, receivedAt)),
        clockOffsetMs: body.clockOffsetMs,
        submitClientId: body.clientId,
      };
      const late =
        lateArrival ||
        judgeSubmitTiming({
          deadlineMs: attempt.deadline.getTime(),
          receivedAtMs: receivedAt,
          deviceTimeMs: body.deviceTime,
          clockOffsetMs: body.clockOffsetMs,
          graceHours: exam.graceHours,
        }) === 'late_review';
      const ended = lateArrival
        ? await keepLateSubmit(tx, exam, attempt, submitted)
        : await endAttempt(tx, exam, attempt, {
            ...(late ? { status: 'late_review' as const } : {}),
            ...submitted,
          });
      // A late submit waits for staff who review (edu_exam_review): they are told, with the submit.
      if (ended.status === 'late_review')
        await notify(tx, held, {
          tenantId: actor.tenantId,
          kind: 'exam-late-submit',
          params: { examId: exam.id, exam: exam.title, attemptId: ended.id, who: actor.username },
          recipients: { permission: PERMISSIONS.examReview },
        });
      return submitOutcome(exam, ended);
    }),
  );
}

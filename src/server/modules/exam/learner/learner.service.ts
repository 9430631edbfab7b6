import {
  examState,
  judgeSubmitTiming,
  type Attempt,
  type AnswerEntry,
  type MyExam,
  type SubmitResult,
} from '@contract/exam';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../lib/actor';
import { DomainError, isUniqueViolation } from '../../../lib/domain-error';
import { formatTime } from '../../../lib/wire';
import {
  closedWithoutSubmit,
  deadlineOf,
  endAttempt,
  finaliseIfOverdue,
  keepLateSubmit,
} from '../attempts/grading.service';
import { makePaper, newSeed } from '../papers/paper.rules';
import { fitsType } from '../attempts/scoring.rules';
import * as repo from '../exam.repo';

/** The learner's exam calls (DESIGN §9): my exams, start or resume, save answers, submit (my result: exam/learner/result.service.ts). */

const notFound = () => new DomainError('attemptNotFound', {}, 404);
const ms = (d: Date | null) => (d ? d.getTime() : null);

/** How many questions a learner will get: the fixed list, or the rules' counts. */
export const questionCountOf = (exam: repo.ExamRow, fixedCount: number) =>
  exam.mode === 'random' ? exam.rules.reduce((n, r) => n + r.count, 0) : fixedCount;

/** Whether the score of a graded attempt may be shown now (showScore after_close waits for the close time). */
export const scoreReleased = (exam: repo.ExamRow, nowMs: number) =>
  exam.showScore !== 'after_close' || exam.closeAt === null || nowMs >= exam.closeAt.getTime();

/** My exams: published exams of the courses I am approved on, with my attempts' state and best score. */
export async function myExams(db: Db, actor: Actor): Promise<MyExam[]> {
  const now = Date.now();
  const exams = await repo.examsOfLearner(db, actor.tenantId, actor.userId);
  const attempts = await repo.attemptsOf(
    db,
    actor.tenantId,
    actor.userId,
    exams.map((e) => e.exam.id),
  );
  const itemCounts = await repo.itemCounts(
    db,
    actor.tenantId,
    exams.map((e) => e.exam.id),
  );
  const out: MyExam[] = [];
  for (const { exam, courseTitle } of exams) {
    const mine: repo.AttemptRow[] = [];
    for (const a of attempts.filter((x) => x.examId === exam.id))
      mine.push(await finaliseIfOverdue(db, exam, a, now));
    const live = mine.find((a) => a.status === 'in_progress');
    const released = scoreReleased(exam, now);
    const graded = mine.filter((a) => a.status === 'graded' && a.score !== null);
    const best =
      released && graded.length ? graded.reduce((b, a) => ((a.score ?? 0) > (b.score ?? 0) ? a : b)) : null;
    const last = mine.find((a) => a.status !== 'in_progress');
    out.push({
      id: String(exam.id),
      courseId: String(exam.courseId),
      courseTitle,
      title: exam.title,
      description: exam.description,
      durationMin: exam.durationMin,
      passScore: exam.passScore,
      totalScore: exam.totalScore,
      questionCount: questionCountOf(exam, itemCounts.get(exam.id) ?? 0),
      attemptsAllowed: exam.attemptsAllowed,
      attemptsUsed: mine.length,
      openAt: formatTime(exam.openAt),
      closeAt: formatTime(exam.closeAt),
      openAtMs: ms(exam.openAt),
      closeAtMs: ms(exam.closeAt),
      state: examState({
        nowMs: now,
        openAtMs: ms(exam.openAt),
        closeAtMs: ms(exam.closeAt),
        attemptsAllowed: exam.attemptsAllowed,
        attemptsUsed: mine.length,
        inProgress: !!live,
      }),
      bestScore: best?.score ?? null,
      passed: best ? graded.some((a) => a.passed) : null,
      inProgress: live ? { attemptId: String(live.id), deadlineMs: live.deadline.getTime() } : null,
      lastAttempt: last
        ? { attemptId: String(last.id), status: last.status as NonNullable<MyExam['lastAttempt']>['status'] }
        : null,
      serverNowMs: Date.now(),
    });
  }
  return out;
}

/** An attempt as the learner gets it: the frozen paper without answers or explanations, and my saved answers. */
async function attemptView(db: Db, exam: repo.ExamRow, attempt: repo.AttemptRow): Promise<Attempt> {
  const answers = await repo.answersOf(db, attempt.tenantId, attempt.id);
  return {
    attemptId: String(attempt.id),
    examId: String(exam.id),
    examTitle: exam.title,
    attemptNo: attempt.attemptNo,
    status: attempt.status as Attempt['status'],
    deadline: formatTime(attempt.deadline) ?? '',
    deadlineMs: attempt.deadline.getTime(),
    serverNowMs: Date.now(),
    totalScore: attempt.totalScore,
    passScore: exam.passScore,
    // Only these fields: the answer and the explanation stay on the server.
    questions: attempt.questions.map((q) => ({
      id: q.questionId,
      type: q.type as Attempt['questions'][number]['type'],
      stem: q.stem,
      options: q.options as Attempt['questions'][number]['options'],
      blanks: q.type === 'fill' && Array.isArray(q.answer) ? q.answer.length : 0,
      score: q.score,
    })),
    answers: answers.map((a) => ({
      questionId: String(a.questionId),
      value: a.value ?? null,
      flagged: a.flagged,
      answeredAtMs: a.answeredAt.getTime(),
    })),
  };
}

async function publishedExam(db: Db, actor: Actor, examId: number) {
  const row = await repo.examById(db, actor.tenantId, examId);
  if (!row || row.exam.status !== 'published') throw new DomainError('examNotFound', {}, 404);
  return row.exam;
}

/**
 * Starts my attempt, or resumes the one in progress (another device gets the same attempt with the answers saved
 * so far). Two starts at the same moment make one attempt: the unique index of live attempts refuses the second,
 * which then resumes the first.
 */
export async function startAttempt(db: Db, actor: Actor, examId: number): Promise<Attempt> {
  const exam = await publishedExam(db, actor, examId);
  if (!(await repo.isApprovedOn(db, actor.tenantId, actor.userId, exam.courseId)))
    throw new DomainError('examNotEnrolled', {}, 403);
  const now = Date.now();
  const current = await repo.liveAttempt(db, actor.tenantId, examId, actor.userId);
  if (current) {
    const after = await finaliseIfOverdue(db, exam, current, now);
    if (after.status === 'in_progress') return attemptView(db, exam, after);
  }
  if (exam.openAt && now < exam.openAt.getTime())
    throw new DomainError('examNotOpen', { time: formatTime(exam.openAt) ?? '' });
  if (exam.closeAt && now >= exam.closeAt.getTime()) throw new DomainError('examClosed');
  const used = await repo.attemptCount(db, actor.tenantId, examId, actor.userId);
  if (exam.attemptsAllowed > 0 && used.n >= exam.attemptsAllowed)
    throw new DomainError('examNoAttemptsLeft', { n: String(exam.attemptsAllowed) });
  const seed = newSeed();
  const questions = makePaper({
    seed,
    mode: exam.mode,
    items: exam.mode === 'fixed' ? await repo.paperItems(db, actor.tenantId, examId) : [],
    bank:
      exam.mode === 'random'
        ? await repo.bankOf(db, actor.tenantId, [...new Set(exam.rules.map((r) => r.type))])
        : [],
    rules: exam.rules,
    shuffleQuestions: exam.shuffleQuestions,
    shuffleOptions: exam.shuffleOptions,
  });
  if (!questions || questions.length === 0) throw new DomainError('examPaperUnavailable');
  try {
    const attempt = await repo.insertAttempt(db, {
      tenantId: actor.tenantId,
      examId,
      courseId: exam.courseId,
      userId: actor.userId,
      attemptNo: used.last + 1,
      seed,
      questions,
      totalScore: Math.round(questions.reduce((s, q) => s + q.score, 0) * 100) / 100,
      startedAt: new Date(now),
      deadline: deadlineOf(exam, now),
    });
    if (!attempt) throw notFound();
    return attemptView(db, exam, attempt);
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    const twin = await repo.liveAttempt(db, actor.tenantId, examId, actor.userId);
    if (!twin) throw err;
    return attemptView(db, exam, twin);
  }
}

/** My attempt and its exam (someone else's attempt, or another tenant's, is not found). */
export async function myAttempt(db: Db, actor: Actor, attemptId: number, opts: { forUpdate?: boolean } = {}) {
  const attempt = await repo.attemptById(db, actor.tenantId, attemptId, opts);
  if (!attempt || attempt.userId !== actor.userId) throw notFound();
  const row = await repo.examById(db, actor.tenantId, attempt.examId);
  if (!row) throw notFound();
  return { attempt, exam: row.exam, courseTitle: row.courseTitle };
}

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
): repo.AnswerWrite[] {
  const types = new Map(questions.map((q) => [q.id, q.type]));
  const latest = new Map<string, repo.AnswerWrite>();
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

const questionsOf = (attempt: repo.AttemptRow) =>
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
  const row = await repo.attemptShape(db, tenantId, attemptId);
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
    ? await repo.saveAnswersAtomically(db, actor.tenantId, attemptId, actor.userId, rows)
    : 0;
  return { saved, serverNowMs: Date.now() };
}

/** What a submit answers: the outcome, with the score when it is released now. */
function submitOutcome(exam: repo.ExamRow, attempt: repo.AttemptRow): SubmitResult {
  const show = attempt.status === 'graded' && scoreReleased(exam, Date.now());
  return {
    attemptId: String(attempt.id),
    status: attempt.status as SubmitResult['status'],
    score: show ? attempt.score : null,
    passed: show ? attempt.passed : null,
  };
}

/**
 * Submits my attempt (DESIGN §9): its answers saved, then judged by judgeSubmitTiming — on time → graded (or
 * pending_review for fill-in answers waiting for staff), otherwise late_review, kept for staff, never dropped.
 * Exactly once: the attempt is locked while it ends, and any later submit (a replay, another device) answers the
 * first outcome and changes nothing. One exception: the first submit to reach an attempt that was closed for want of
 * one (its deadline and grace passed) was made offline; its answers are added and it goes to staff (late_review).
 */
export async function submitAttempt(
  db: Db,
  actor: Actor,
  attemptId: number,
  body: { clientId: string; answers: AnswerEntry[]; deviceTime: number; clockOffsetMs: number },
): Promise<SubmitResult> {
  const receivedAt = Date.now();
  return db.transaction(async (tx) => {
    const { attempt, exam } = await myAttempt(tx, actor, attemptId, { forUpdate: true });
    const lateArrival = closedWithoutSubmit(attempt);
    if (attempt.status !== 'in_progress' && !lateArrival) return submitOutcome(exam, attempt);
    const rows = countable(questionsOf(attempt), body.answers, receivedAt, attempt.deadline.getTime());
    await repo.upsertAnswers(tx, actor.tenantId, attemptId, rows, { fillBlanks: lateArrival });
    const deviceSubmittedAt = new Date(Math.min(body.deviceTime + body.clockOffsetMs, receivedAt));
    if (lateArrival)
      return submitOutcome(
        exam,
        await keepLateSubmit(tx, exam, attempt, {
          submittedAt: new Date(receivedAt),
          deviceSubmittedAt,
          clockOffsetMs: body.clockOffsetMs,
          submitClientId: body.clientId,
        }),
      );
    const timing = judgeSubmitTiming({
      deadlineMs: attempt.deadline.getTime(),
      receivedAtMs: receivedAt,
      deviceTimeMs: body.deviceTime,
      clockOffsetMs: body.clockOffsetMs,
      graceHours: exam.graceHours,
    });
    const ended = await endAttempt(tx, exam, attempt, {
      ...(timing === 'late_review' ? { status: 'late_review' as const } : {}),
      submittedAt: new Date(receivedAt),
      deviceSubmittedAt,
      clockOffsetMs: body.clockOffsetMs,
      submitClientId: body.clientId,
    });
    return submitOutcome(exam, ended);
  });
}

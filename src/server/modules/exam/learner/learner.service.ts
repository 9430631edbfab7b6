import { examState } from '@contract/exam-rules';
import { type Attempt, type MyExam } from '@contract/exam-learner';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../lib/actor';
import { DomainError, isUniqueViolation } from '../../../lib/domain-error';
import { formatTime } from '../../../lib/wire';
import { approvedCourseIdsOf, holdsApprovedSignUp } from '../../enrolment';
import { deadlineOf, finaliseIfOverdue } from '../attempts/grading.service';
import { makePaper, newSeed } from '../papers/paper.rules';
import * as repo from '../exam.repo';
import * as attemptRepo from '../attempts/attempts.repo';

/**
 * The learner's exams: my exams, start or resume an attempt (its answers: answers.service.ts; my result:
 * result.service.ts).
 */

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
  const exams = await repo.examsOfCourses(
    db,
    actor.tenantId,
    await approvedCourseIdsOf(db, actor.tenantId, actor.userId),
  );
  const attempts = await attemptRepo.attemptsOf(
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
    const mine: attemptRepo.AttemptRow[] = [];
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
async function attemptView(db: Db, exam: repo.ExamRow, attempt: attemptRepo.AttemptRow): Promise<Attempt> {
  const answers = await attemptRepo.answersOf(db, attempt.tenantId, attempt.id);
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
  if (!(await holdsApprovedSignUp(db, actor.tenantId, actor.userId, exam.courseId)))
    throw new DomainError('examNotEnrolled', {}, 403);
  const now = Date.now();
  const current = await attemptRepo.liveAttempt(db, actor.tenantId, examId, actor.userId);
  if (current) {
    const after = await finaliseIfOverdue(db, exam, current, now);
    if (after.status === 'in_progress') return attemptView(db, exam, after);
  }
  if (exam.openAt && now < exam.openAt.getTime())
    throw new DomainError('examNotOpen', { time: formatTime(exam.openAt) ?? '' });
  if (exam.closeAt && now >= exam.closeAt.getTime()) throw new DomainError('examClosed');
  const used = await attemptRepo.attemptCount(db, actor.tenantId, examId, actor.userId);
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
    const attempt = await attemptRepo.insertAttempt(db, {
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
    const twin = await attemptRepo.liveAttempt(db, actor.tenantId, examId, actor.userId);
    if (!twin) throw err;
    return attemptView(db, exam, twin);
  }
}

/** My attempt and its exam (someone else's attempt, or another tenant's, is not found). */
export async function myAttempt(db: Db, actor: Actor, attemptId: number, opts: { forUpdate?: boolean } = {}) {
  const attempt = await attemptRepo.attemptById(db, actor.tenantId, attemptId, opts);
  if (!attempt || attempt.userId !== actor.userId) throw notFound();
  const row = await repo.examById(db, actor.tenantId, attempt.examId);
  if (!row) throw notFound();
  return { attempt, exam: row.exam, courseTitle: row.courseTitle };
}

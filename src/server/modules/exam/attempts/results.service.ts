import type { AttemptDetail, AttemptRow, AttemptSortField, AttemptStats } from '@contract/exam-attempts';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../lib/actor';
import { afterCommit, type News } from '../../../lib/news';
import { notify } from '../../message';
import { DomainError, found, isUniqueViolation } from '../../../lib/domain-error';
import { workbook } from '../../../lib/excel';
import { formatTime, page } from '../../../lib/wire';
import { finaliseAfter, finaliseIfOverdue } from './grading.service';
import { passedWith } from './scoring.rules';
import * as repo from '../exam.repo';
import * as attemptRepo from './attempts.repo';
import * as attempts from './results.repo';

/** Staff's results: an exam's attempts, the score chart, one attempt's answers, review, re-open and export. */

const HOUR = 3600_000;
const round2 = (n: number) => Math.round(n * 100) / 100;
type Joined = NonNullable<Awaited<ReturnType<typeof attempts.attemptWithUser>>>;

async function examOf(db: Db, tenantId: number, examId: number) {
  return found(await repo.examById(db, tenantId, examId), 'examNotFound').exam;
}

/** Attempts nobody submitted, past deadline and grace, are finalised before staff look (docs/decisions/exams.md). */
async function finaliseOverdue(db: Db, exam: repo.ExamRow) {
  const now = Date.now();
  for (const a of await attempts.overdue(db, exam.tenantId, exam.id, new Date(now - exam.graceHours * HOUR)))
    if (now > finaliseAfter(a, exam.graceHours)) await finaliseIfOverdue(db, exam, a, now);
}

const rowView = (r: Joined): AttemptRow => ({
  id: String(r.attempt.id),
  examId: String(r.attempt.examId),
  userId: String(r.attempt.userId),
  username: r.username ?? '',
  name: r.name,
  attemptNo: r.attempt.attemptNo,
  status: r.attempt.status as AttemptRow['status'],
  score: r.attempt.score,
  passed: r.attempt.passed,
  startedAt: formatTime(r.attempt.startedAt) ?? '',
  deadline: formatTime(r.attempt.deadline) ?? '',
  submittedAt: formatTime(r.attempt.submittedAt),
  deviceSubmittedAt: formatTime(r.attempt.deviceSubmittedAt),
  answered: Number(r.answered),
  questionCount: r.attempt.questions.length,
});

type PageQuery = {
  examId: string;
  status?: string;
  keyword?: string;
  current: number;
  size: number;
  ascs?: AttemptSortField[];
  descs?: AttemptSortField[];
};

export async function attemptPage(db: Db, tenantId: number, q: PageQuery) {
  const exam = await examOf(db, tenantId, Number(q.examId));
  await finaliseOverdue(db, exam);
  const { records, total } = await attempts.attemptPage(
    db,
    tenantId,
    { examId: exam.id, status: q.status, keyword: q.keyword },
    q.current,
    q.size,
    { ascs: q.ascs, descs: q.descs },
  );
  return page(records.map(rowView), total, q.current, q.size);
}

/**
 * The console home's queue: per exam, its attempts in each of `statuses`, the longest waiting first (overdue
 * attempts are finalised when their results are opened, not here).
 */
export const attemptsWaitingByExam = attempts.countsByExam;
/** The console home's activity: attempts submitted per day of [from, to). */
export const attemptsSubmittedPerDay = attempts.submittedPerDay;

/** Ten bands of a tenth of the total each (the last one includes the full score), of the scored attempts. */
export async function attemptStats(db: Db, tenantId: number, examId: number): Promise<AttemptStats> {
  const exam = await examOf(db, tenantId, examId);
  await finaliseOverdue(db, exam);
  const rows = await attempts.endedScores(db, tenantId, examId);
  const graded = rows.filter((r) => r.status === 'graded' && r.score !== null).map((r) => r.score as number);
  const total = exam.totalScore;
  const bands = Array.from({ length: 10 }, (_, i) => ({
    from: round2((total * i) / 10),
    to: round2((total * (i + 1)) / 10),
    count: 0,
  }));
  for (const s of graded) {
    const i = total > 0 ? Math.min(9, Math.max(0, Math.floor((s / total) * 10))) : 0;
    (bands[i] as { count: number }).count++;
  }
  return {
    examId: String(examId),
    attempts: rows.length,
    graded: graded.length,
    passed: rows.filter((r) => r.status === 'graded' && r.passed).length,
    average: graded.length ? round2(graded.reduce((a, b) => a + b, 0) / graded.length) : null,
    highest: graded.length ? Math.max(...graded) : null,
    bands,
  };
}

export async function attemptDetail(db: Db, tenantId: number, id: number): Promise<AttemptDetail> {
  let row = found(await attempts.attemptWithUser(db, tenantId, id), 'attemptNotFound');
  const exam = await examOf(db, tenantId, row.attempt.examId);
  if (row.attempt.status === 'in_progress' && Date.now() > finaliseAfter(row.attempt, exam.graceHours)) {
    await finaliseIfOverdue(db, exam, row.attempt);
    row = found(await attempts.attemptWithUser(db, tenantId, id), 'attemptNotFound');
  }
  const answers = new Map(
    (await attemptRepo.answersOf(db, tenantId, id)).map((a) => [String(a.questionId), a]),
  );
  return {
    ...rowView(row),
    examTitle: exam.title,
    totalScore: row.attempt.totalScore,
    passScore: exam.passScore,
    reviewNote: row.attempt.reviewNote,
    questions: row.attempt.questions.map((q) => {
      const a = answers.get(q.questionId);
      return {
        questionId: q.questionId,
        type: q.type as AttemptDetail['questions'][number]['type'],
        stem: q.stem,
        options: q.options as AttemptDetail['questions'][number]['options'],
        answer: q.answer,
        explanation: q.explanation,
        score: q.score,
        value: a?.value ?? null,
        mark: a?.mark ?? null,
        correct: a?.correct ?? null,
        needsReview: a?.needsReview ?? false,
      };
    }),
  };
}

/**
 * Staff's review: marks for fill-in answers (at most the question's score), and for a late attempt the decision —
 * accept (graded, or pending_review while a fill-in still waits) or reject. The score is re-totalled from the
 * marks; a pending_review attempt becomes graded once no answer waits. A review that ends it (graded or rejected)
 * is a notice to the learner, written with it.
 */
export async function reviewAttempt(
  db: Db,
  news: News,
  actor: Actor,
  body: {
    id: string;
    marks: { questionId: string; mark: number }[];
    decision?: 'accept' | 'reject';
    note?: string;
  },
) {
  const id = Number(body.id);
  await afterCommit(news, (held) =>
    db.transaction(async (tx) => {
      const attempt = await attemptRepo.attemptById(tx, actor.tenantId, id, { forUpdate: true });
      if (!attempt) throw new DomainError('attemptNotFound', {}, 404);
      const exam = await examOf(tx, actor.tenantId, attempt.examId);
      if (attempt.status !== 'pending_review' && attempt.status !== 'late_review')
        throw new DomainError('attemptNotReviewable');
      if (attempt.status === 'late_review' && !body.decision) throw new DomainError('attemptDecisionNeeded');
      for (const m of body.marks) {
        const i = attempt.questions.findIndex((q) => q.questionId === m.questionId);
        const q = attempt.questions[i];
        if (!q || q.type !== 'fill') throw new DomainError('attemptMarkNotReviewable');
        if (m.mark > q.score)
          throw new DomainError('attemptMarkTooHigh', { n: String(i + 1), score: String(q.score) });
        await attempts.setMark(tx, actor.tenantId, id, Number(m.questionId), {
          mark: m.mark,
          correct: m.mark >= q.score,
        });
      }
      const answers = await attemptRepo.answersOf(tx, actor.tenantId, id);
      const waiting = answers.some((a) => a.needsReview);
      const score = waiting ? null : round2(answers.reduce((s, a) => s + (a.mark ?? 0), 0));
      const status = body.decision === 'reject' ? 'rejected' : waiting ? 'pending_review' : 'graded';
      await attemptRepo.updateAttempt(tx, actor.tenantId, id, {
        status,
        score,
        passed: status === 'rejected' ? null : passedWith(score, exam.passScore),
        reviewBy: actor.username,
        reviewTime: new Date(),
        reviewNote: body.note ?? attempt.reviewNote,
      });
      if (status !== 'pending_review')
        await notify(tx, held, {
          tenantId: actor.tenantId,
          kind: 'exam-result',
          params: { examId: exam.id, exam: exam.title, attemptId: id, outcome: status, note: body.note },
          recipients: { userIds: [attempt.userId] },
        });
    }),
  );
  return attemptDetail(db, actor.tenantId, id);
}

/**
 * Re-opens an ended attempt: in progress again, with a deadline `minutes` from now, its answers kept and its
 * marks cleared (it is marked again at its next submit). Refused while the learner has another attempt in progress.
 */
export async function reopenAttempt(db: Db, actor: Actor, body: { id: string; minutes: number }) {
  const id = Number(body.id);
  const attempt = found(await attemptRepo.attemptById(db, actor.tenantId, id), 'attemptNotFound');
  if (attempt.status === 'in_progress') throw new DomainError('attemptNotReopenable');
  try {
    await db.transaction(async (tx) => {
      await attemptRepo.updateAttempt(tx, actor.tenantId, id, {
        status: 'in_progress',
        deadline: new Date(Date.now() + body.minutes * 60_000),
        submittedAt: null,
        deviceSubmittedAt: null,
        clockOffsetMs: null,
        submitClientId: null,
        score: null,
        passed: null,
        reviewBy: actor.username,
        reviewTime: new Date(),
      });
      await attempts.clearMarks(tx, actor.tenantId, id);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new DomainError('attemptNotReopenable');
    throw err;
  }
  return attemptDetail(db, actor.tenantId, id);
}

const STATUS_LABEL: Record<string, string> = {
  in_progress: '答题中',
  graded: '已评分',
  pending_review: '待阅卷',
  late_review: '逾期待审',
  rejected: '已驳回',
};

export async function exportAttempts(
  db: Db,
  tenantId: number,
  q: { examId: string; status?: string; keyword?: string },
) {
  const exam = await examOf(db, tenantId, Number(q.examId));
  await finaliseOverdue(db, exam);
  const rows = await attempts.attemptRows(db, tenantId, {
    examId: exam.id,
    status: q.status,
    keyword: q.keyword,
  });
  return workbook(
    'attempt',
    rows
      .map(rowView)
      .map((r) => [
        r.id,
        r.username,
        r.name,
        r.attemptNo,
        STATUS_LABEL[r.status] ?? r.status,
        r.score,
        r.passed === null ? '' : r.passed ? '是' : '否',
        r.startedAt,
        r.deadline,
        r.submittedAt,
        r.deviceSubmittedAt,
        r.answered,
        r.questionCount,
      ]),
  );
}

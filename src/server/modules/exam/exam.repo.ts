import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { runPrepared } from '../../db/prepared';
import {
  eduCourse,
  eduEnrolment,
  eduExam,
  eduExamAnswer,
  eduExamAttempt,
  eduExamQuestion,
  eduQuestion,
} from '../../db/schema';
import type { AttemptQuestionRow } from './exam.types';
import { approvedIn } from '../enrolment';
import type { BankQuestion } from './papers/paper.rules';

/** The learner's side of exams: papers, attempts and answers. Every statement is scoped by tenant. */

export type ExamRow = typeof eduExam.$inferSelect;
export type AttemptRow = typeof eduExamAttempt.$inferSelect;
export type AnswerRow = typeof eduExamAnswer.$inferSelect;

const liveExam = (tenantId: number) => and(eq(eduExam.tenantId, tenantId), eq(eduExam.delFlag, '0'));

export async function examById(db: Db, tenantId: number, id: number) {
  const [row] = await db
    .select({ exam: eduExam, courseTitle: eduCourse.title })
    .from(eduExam)
    .innerJoin(eduCourse, and(eq(eduCourse.id, eduExam.courseId), eq(eduCourse.tenantId, tenantId)))
    .where(and(liveExam(tenantId), eq(eduExam.id, id)));
  return row;
}

/** The published exams of the courses the learner holds an approved sign-up of. */
export async function examsOfLearner(db: Db, tenantId: number, userId: number) {
  const rows = await db
    .select({ exam: eduExam, courseTitle: eduCourse.title })
    .from(eduExam)
    .innerJoin(eduCourse, and(eq(eduCourse.id, eduExam.courseId), eq(eduCourse.tenantId, tenantId)))
    .innerJoin(eduEnrolment, approvedIn(tenantId, userId, eduExam.courseId))
    .where(and(liveExam(tenantId), eq(eduExam.status, 'published'), eq(eduCourse.delFlag, '0')))
    .orderBy(asc(eduExam.openAt), asc(eduExam.id));
  // One row per exam, however many approved sign-ups (sessions) the learner holds on its course.
  return rows.filter((r, i) => i === 0 || rows[i - 1]?.exam.id !== r.exam.id);
}

export async function isApprovedOn(db: Db, tenantId: number, userId: number, courseId: number) {
  const [row] = await db
    .select({ id: eduEnrolment.id })
    .from(eduEnrolment)
    .where(approvedIn(tenantId, userId, courseId))
    .limit(1);
  return !!row;
}

/** The learner's attempts at these exams, newest first. */
export async function attemptsOf(db: Db, tenantId: number, userId: number, examIds: number[]) {
  if (examIds.length === 0) return [];
  return db
    .select()
    .from(eduExamAttempt)
    .where(
      and(
        eq(eduExamAttempt.tenantId, tenantId),
        eq(eduExamAttempt.userId, userId),
        inArray(eduExamAttempt.examId, examIds),
      ),
    )
    .orderBy(desc(eduExamAttempt.attemptNo));
}

export async function attemptById(
  db: Db,
  tenantId: number,
  id: number,
  opts: { forUpdate?: boolean; forShare?: boolean } = {},
) {
  const q = db
    .select()
    .from(eduExamAttempt)
    .where(and(eq(eduExamAttempt.tenantId, tenantId), eq(eduExamAttempt.id, id)));
  const [row] = opts.forUpdate ? await q.for('update') : opts.forShare ? await q.for('share') : await q;
  return row;
}

export async function liveAttempt(db: Db, tenantId: number, examId: number, userId: number) {
  const [row] = await db
    .select()
    .from(eduExamAttempt)
    .where(
      and(
        eq(eduExamAttempt.tenantId, tenantId),
        eq(eduExamAttempt.examId, examId),
        eq(eduExamAttempt.userId, userId),
        eq(eduExamAttempt.status, 'in_progress'),
      ),
    );
  return row;
}

export async function attemptCount(db: Db, tenantId: number, examId: number, userId: number) {
  const [row] = await db
    .select({
      n: sql<number>`count(*)::int`,
      last: sql<number>`coalesce(max(${eduExamAttempt.attemptNo}), 0)::int`,
    })
    .from(eduExamAttempt)
    .where(
      and(
        eq(eduExamAttempt.tenantId, tenantId),
        eq(eduExamAttempt.examId, examId),
        eq(eduExamAttempt.userId, userId),
      ),
    );
  return { n: Number(row?.n ?? 0), last: Number(row?.last ?? 0) };
}

const bankColumns = {
  id: eduQuestion.id,
  categoryId: eduQuestion.categoryId,
  type: eduQuestion.type,
  stem: eduQuestion.stem,
  options: eduQuestion.options,
  answer: eduQuestion.answer,
  explanation: eduQuestion.explanation,
  score: eduQuestion.score,
};

/** A paper's question as it still stands in the tenant's bank (a question deleted from the bank drops out). */
export const paperQuestionInBank = (tenantId: number) =>
  and(
    eq(eduQuestion.id, eduExamQuestion.questionId),
    eq(eduQuestion.tenantId, tenantId),
    eq(eduQuestion.delFlag, '0'),
  );

/** A fixed paper's questions in order, with their scores in the paper (deleted questions drop out). */
export async function paperItems(db: Db, tenantId: number, examId: number) {
  const rows = await db
    .select({ question: bankColumns, score: eduExamQuestion.score })
    .from(eduExamQuestion)
    .innerJoin(eduQuestion, paperQuestionInBank(tenantId))
    .where(and(eq(eduExamQuestion.tenantId, tenantId), eq(eduExamQuestion.examId, examId)))
    .orderBy(asc(eduExamQuestion.sort));
  return rows as { question: BankQuestion; score: number }[];
}

/** How many questions each fixed paper has (its questions deleted from the bank drop out). */
export async function itemCounts(db: Db, tenantId: number, examIds: number[]) {
  if (examIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ examId: eduExamQuestion.examId, n: sql<number>`count(*)::int` })
    .from(eduExamQuestion)
    .innerJoin(eduQuestion, paperQuestionInBank(tenantId))
    .where(and(eq(eduExamQuestion.tenantId, tenantId), inArray(eduExamQuestion.examId, examIds)))
    .groupBy(eduExamQuestion.examId);
  return new Map(rows.map((r) => [Number(r.examId), Number(r.n)]));
}

/** The bank's questions of these types (a random paper's candidates), in id order. */
export async function bankOf(db: Db, tenantId: number, types: string[]): Promise<BankQuestion[]> {
  if (types.length === 0) return [];
  return db
    .select(bankColumns)
    .from(eduQuestion)
    .where(
      and(eq(eduQuestion.tenantId, tenantId), eq(eduQuestion.delFlag, '0'), inArray(eduQuestion.type, types)),
    )
    .orderBy(asc(eduQuestion.id));
}

export async function insertAttempt(db: Db, row: typeof eduExamAttempt.$inferInsert) {
  const [inserted] = await db.insert(eduExamAttempt).values(row).returning();
  return inserted;
}

export async function answersOf(db: Db, tenantId: number, attemptId: number) {
  return db
    .select()
    .from(eduExamAnswer)
    .where(and(eq(eduExamAnswer.tenantId, tenantId), eq(eduExamAnswer.attemptId, attemptId)));
}

export type AnswerWrite = {
  questionId: number;
  value: string | string[] | null;
  flagged: boolean;
  answeredAt: Date;
};

/**
 * Saves answers: a row per question, where a save never overwrites an answer made later (a replayed or
 * out-of-order save changes nothing), so saves are idempotent and the latest answer wins whatever the order
 * they arrive in.
 */
/**
 * Saves answers; an earlier answer never overwrites a later one. `fillBlanks`: also over the blank rows grading
 * wrote for unanswered questions (a late submit's answers arriving after the attempt was closed without them).
 */
export async function upsertAnswers(
  db: Db,
  tenantId: number,
  attemptId: number,
  rows: AnswerWrite[],
  opts: { fillBlanks?: boolean } = {},
) {
  if (rows.length === 0) return;
  await db
    .insert(eduExamAnswer)
    .values(rows.map((r) => ({ tenantId, attemptId, ...r })))
    .onConflictDoUpdate({
      target: [eduExamAnswer.attemptId, eduExamAnswer.questionId],
      set: {
        value: sql`excluded.value`,
        flagged: sql`excluded.flagged`,
        answeredAt: sql`excluded.answered_at`,
        savedAt: sql`now()`,
      },
      setWhere: opts.fillBlanks
        ? sql`${eduExamAnswer.answeredAt} < excluded.answered_at or ${eduExamAnswer.value} is null`
        : sql`${eduExamAnswer.answeredAt} < excluded.answered_at`,
    });
}

export type MarkWrite = {
  questionId: number;
  mark: number | null;
  correct: boolean | null;
  needsReview: boolean;
};

/** Writes the marks of an attempt's answers, adding a row for a question never answered. */
export async function writeMarks(db: Db, tenantId: number, attemptId: number, at: Date, marks: MarkWrite[]) {
  if (marks.length === 0) return;
  await db
    .insert(eduExamAnswer)
    .values(marks.map((m) => ({ tenantId, attemptId, value: null, answeredAt: at, ...m })))
    .onConflictDoUpdate({
      target: [eduExamAnswer.attemptId, eduExamAnswer.questionId],
      set: {
        mark: sql`excluded.mark`,
        correct: sql`excluded.correct`,
        needsReview: sql`excluded.needs_review`,
      },
    });
}

/** Ends an attempt that is still in progress; undefined when another request ended it first. */
export const finishAttempt = (
  db: Db,
  tenantId: number,
  id: number,
  change: Partial<typeof eduExamAttempt.$inferInsert>,
) => updateAttempt(db, tenantId, id, change, { onlyInProgress: true });

export async function updateAttempt(
  db: Db,
  tenantId: number,
  id: number,
  change: Partial<typeof eduExamAttempt.$inferInsert>,
  opts: { onlyInProgress?: boolean } = {},
) {
  const [row] = await db
    .update(eduExamAttempt)
    .set({ ...change, updateTime: new Date() })
    .where(
      and(
        eq(eduExamAttempt.tenantId, tenantId),
        eq(eduExamAttempt.id, id),
        opts.onlyInProgress ? eq(eduExamAttempt.status, 'in_progress') : undefined,
      ),
    )
    .returning();
  return row;
}

export type { AttemptQuestionRow };

/** The tenant's published exams, for course completion (cached per tenant by exam/completion.service.ts). */
export async function publishedExams(db: Db, tenantId: number) {
  return db
    .select({
      id: eduExam.id,
      courseId: eduExam.courseId,
      title: eduExam.title,
      passScore: eduExam.passScore,
      showScore: eduExam.showScore,
      closeAt: eduExam.closeAt,
    })
    .from(eduExam)
    .where(and(liveExam(tenantId), eq(eduExam.status, 'published')))
    .orderBy(asc(eduExam.id));
}

/** The learner's best graded score and whether any graded attempt passed, per exam. */
export async function bestOf(db: Db, tenantId: number, userId: number, examIds: number[]) {
  if (examIds.length === 0) return [];
  const rows = await db
    .select({
      examId: eduExamAttempt.examId,
      best: sql<number | null>`max(${eduExamAttempt.score})`,
      passed: sql<boolean | null>`bool_or(${eduExamAttempt.passed})`,
    })
    .from(eduExamAttempt)
    .where(
      and(
        eq(eduExamAttempt.tenantId, tenantId),
        eq(eduExamAttempt.userId, userId),
        eq(eduExamAttempt.status, 'graded'),
        inArray(eduExamAttempt.examId, examIds),
      ),
    )
    .groupBy(eduExamAttempt.examId);
  return rows.map((r) => ({
    examId: Number(r.examId),
    best: r.best === null ? null : Number(r.best),
    passed: !!r.passed,
  }));
}

/** What never changes in an attempt once started: whose it is and its paper's questions (ids and types). */
export async function attemptShape(db: Db, tenantId: number, id: number) {
  const [row] = await db
    .select({
      userId: eduExamAttempt.userId,
      questions: sql<{ id: string; type: string }[]>`(select coalesce(jsonb_agg(jsonb_build_object(
        'id', q->>'questionId', 'type', q->>'type')), '[]'::jsonb) from jsonb_array_elements(${eduExamAttempt.questions}) q)`,
    })
    .from(eduExamAttempt)
    .where(and(eq(eduExamAttempt.tenantId, tenantId), eq(eduExamAttempt.id, id)));
  return row;
}

/**
 * An autosave in one statement (the hot call of an exam: every learner every few seconds). The attempt row is
 * share-locked only while it is in progress and the learner's (a submit holds it exclusively while it grades, and
 * a save waiting on it then finds it ended and writes nothing); answers made after its deadline are left out; an
 * answer is replaced only by one made later. Answers the number of entries that counted.
 */
const SAVE_TEXT = `
  with a as (
    select id, deadline from edu_exam_attempt
    where tenant_id = $1 and id = $2 and user_id = $3 and status = 'in_progress'
    for share
  ), r as (
    select a.id as attempt_id, x.q, x.v, x.f, x.at
    from a, jsonb_to_recordset($4::text::jsonb) as x(q bigint, v jsonb, f boolean, at timestamptz)
    where x.at <= a.deadline
  ), saved as (
    insert into edu_exam_answer as t (tenant_id, attempt_id, question_id, value, flagged, answered_at)
    select $1, attempt_id, q, v, f, at from r
    on conflict (attempt_id, question_id) do update
      set value = excluded.value, flagged = excluded.flagged, answered_at = excluded.answered_at, saved_at = now()
      where t.answered_at < excluded.answered_at
    returning 1
  )
  select (select count(*) from r)::int as n, (select count(*) from saved)::int as written`;

export async function saveAnswersAtomically(
  db: Db,
  tenantId: number,
  attemptId: number,
  userId: number,
  rows: AnswerWrite[],
) {
  const json = JSON.stringify(
    rows.map((r) => ({ q: r.questionId, v: r.value, f: r.flagged, at: r.answeredAt.toISOString() })),
  );
  const [row] = await runPrepared<{ n: number | string }>(db, 'exam_save_answers', SAVE_TEXT, [
    tenantId,
    attemptId,
    userId,
    json,
  ]);
  return Number(row?.n ?? 0);
}

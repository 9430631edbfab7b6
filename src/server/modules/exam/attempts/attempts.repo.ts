import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { runPrepared } from '../../../db/prepared';
import { eduExamAnswer, eduExamAttempt, type AttemptQuestionRow } from '../../../db/schema';

/** Attempts and their answers: started, saved, graded, listed. Every statement is scoped by tenant. */

export type AttemptRow = typeof eduExamAttempt.$inferSelect;
export type AnswerRow = typeof eduExamAnswer.$inferSelect;
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
 * Saves answers, a row per question; an earlier answer never overwrites a later one, so a replayed or
 * out-of-order save changes nothing. `fillBlanks`: also over the blank rows grading
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

/** The learner's best graded score, whether any graded attempt passed and when one first did, per exam. */
export async function bestOf(db: Db, tenantId: number, userId: number, examIds: number[]) {
  if (examIds.length === 0) return [];
  const rows = await db
    .select({
      examId: eduExamAttempt.examId,
      best: sql<number | null>`max(${eduExamAttempt.score})`,
      passed: sql<boolean | null>`bool_or(${eduExamAttempt.passed})`,
      firstPassedAt: sql<
        Date | string | null
      >`min(${eduExamAttempt.submittedAt}) filter (where ${eduExamAttempt.passed})`,
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
    firstPassedAt: r.firstPassedAt === null ? null : new Date(r.firstPassedAt),
  }));
}

/** What never changes in an attempt once started: whose it is and its paper's questions (ids and types). */
export async function attemptShape(db: Db, tenantId: number, id: number) {
  const [row] = await db
    .select({
      userId: eduExamAttempt.userId,
      questions: sql<{ id: string; type: string }[]>`(select coalesce(jsonb_agg(jsonb_build_object(
        'id', q->>'questionId', 'type', q->>'type')), '[]'::jsonb)
        from jsonb_array_elements(${eduExamAttempt.questions}) q)`,
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

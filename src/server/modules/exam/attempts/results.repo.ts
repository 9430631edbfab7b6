import { and, asc, count, desc, eq, gte, ilike, inArray, lt, min, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AttemptSortField } from '@contract/exam-attempts';
import type { Db } from '../../../db/client';
import { displayDay } from '../../../db/days';
import { eduCourse, eduExam, eduExamAnswer, eduExamAttempt, sysUser } from '../../../db/schema';
import { pageRows } from '../../../db/paged';
import { orderOf, type SortColumns, type SortQuery } from '../../../db/sort';
import { courseOfExam, liveExam } from '../exam.repo';

/** Staff's view of an exam's attempts: the rows with their learner, and the answers' marks. */

export type AttemptFilter = { examId: number; status?: string; keyword?: string };

/** Answers that hold something (a cleared answer is stored as null, an empty text or an empty list). */
// Written out: drizzle leaves the outer table's columns unqualified inside a subquery.
const answered = sql<number>`(select count(*)::int from edu_exam_answer x
  where x.tenant_id = edu_exam_attempt.tenant_id and x.attempt_id = edu_exam_attempt.id
    and x.value is not null and x.value not in ('null'::jsonb, '""'::jsonb, '[]'::jsonb))`;

const joined = (db: Db, tenantId: number) =>
  db
    .select({ attempt: eduExamAttempt, username: sysUser.username, name: sysUser.name, answered })
    .from(eduExamAttempt)
    .leftJoin(sysUser, and(eq(sysUser.userId, eduExamAttempt.userId), eq(sysUser.tenantId, tenantId)));

function where(tenantId: number, f: AttemptFilter) {
  const w: (SQL | undefined)[] = [eq(eduExamAttempt.tenantId, tenantId), eq(eduExamAttempt.examId, f.examId)];
  if (f.status) w.push(eq(eduExamAttempt.status, f.status));
  if (f.keyword) {
    const like = `%${f.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    w.push(or(ilike(sysUser.username, like), ilike(sysUser.name, like)));
  }
  return and(...w);
}

/** The results page's sortable fields (the contract's AttemptSortField). */
const ATTEMPT_SORT: SortColumns<AttemptSortField> = {
  id: eduExamAttempt.id,
  username: sysUser.username,
  name: sysUser.name,
  attemptNo: eduExamAttempt.attemptNo,
  status: eduExamAttempt.status,
  score: eduExamAttempt.score,
  answered,
  startedAt: eduExamAttempt.startedAt,
  submittedAt: eduExamAttempt.submittedAt,
};

/** A page of an exam's attempts, the latest first unless a sort is asked for. */
export async function attemptPage(
  db: Db,
  tenantId: number,
  f: AttemptFilter,
  current: number,
  size: number,
  sort: SortQuery<AttemptSortField> = {},
) {
  const order = orderOf(ATTEMPT_SORT, sort, [desc(eduExamAttempt.id)], eduExamAttempt.id);
  const [records, [total]] = await Promise.all([
    pageRows(
      joined(db, tenantId)
        .where(where(tenantId, f))
        .orderBy(...order)
        .$dynamic(),
      current,
      size,
    ),
    db
      .select({ n: count() })
      .from(eduExamAttempt)
      .leftJoin(sysUser, and(eq(sysUser.userId, eduExamAttempt.userId), eq(sysUser.tenantId, tenantId)))
      .where(where(tenantId, f)),
  ]);
  return { records, total: Number(total?.n ?? 0) };
}

export async function attemptRows(db: Db, tenantId: number, f: AttemptFilter, limit = 50_000) {
  return joined(db, tenantId).where(where(tenantId, f)).orderBy(asc(eduExamAttempt.id)).limit(limit);
}

export async function attemptWithUser(db: Db, tenantId: number, id: number) {
  const [row] = await joined(db, tenantId).where(
    and(eq(eduExamAttempt.tenantId, tenantId), eq(eduExamAttempt.id, id)),
  );
  return row;
}

/**
 * Per exam, its attempts in each of `statuses` (the results page's total for that exam and status), the exams
 * waiting longest first. Only exams the results page opens (exam.repo examById). One statement.
 */
export async function countsByExam(db: Db, tenantId: number, statuses: string[], limit: number) {
  const since = min(sql`coalesce(${eduExamAttempt.submittedAt}, ${eduExamAttempt.startedAt})`);
  return db
    .select({
      examId: eduExamAttempt.examId,
      title: eduExam.title,
      status: eduExamAttempt.status,
      n: count(),
    })
    .from(eduExamAttempt)
    .innerJoin(eduExam, and(eq(eduExam.id, eduExamAttempt.examId), liveExam(tenantId)))
    .innerJoin(eduCourse, courseOfExam(tenantId))
    .where(and(eq(eduExamAttempt.tenantId, tenantId), inArray(eduExamAttempt.status, statuses)))
    .groupBy(eduExamAttempt.examId, eduExam.title, eduExamAttempt.status)
    .orderBy(since, asc(eduExamAttempt.examId), asc(eduExamAttempt.status))
    .limit(limit);
}

/** Per day (the display zone's) of [from, to): attempts submitted. One statement. */
export async function submittedPerDay(db: Db, tenantId: number, from: Date, to: Date) {
  const at = displayDay(eduExamAttempt.submittedAt);
  return db
    .select({ day: at.text, n: count() })
    .from(eduExamAttempt)
    .where(
      and(
        eq(eduExamAttempt.tenantId, tenantId),
        ne(eduExamAttempt.status, 'in_progress'),
        gte(eduExamAttempt.submittedAt, from),
        lt(eduExamAttempt.submittedAt, to),
      ),
    )
    .groupBy(at.day);
}

/** The exam's attempts in progress whose deadline is before `cutoff` (deadline + grace has passed). */
export async function overdue(db: Db, tenantId: number, examId: number, cutoff: Date) {
  return db
    .select()
    .from(eduExamAttempt)
    .where(
      and(
        eq(eduExamAttempt.tenantId, tenantId),
        eq(eduExamAttempt.examId, examId),
        eq(eduExamAttempt.status, 'in_progress'),
        lt(eduExamAttempt.deadline, cutoff),
      ),
    );
}

/** The scores of the exam's attempts that ended, for the chart. */
export async function endedScores(db: Db, tenantId: number, examId: number) {
  return db
    .select({ status: eduExamAttempt.status, score: eduExamAttempt.score, passed: eduExamAttempt.passed })
    .from(eduExamAttempt)
    .where(and(eq(eduExamAttempt.tenantId, tenantId), eq(eduExamAttempt.examId, examId)));
}

export async function setMark(
  db: Db,
  tenantId: number,
  attemptId: number,
  questionId: number,
  m: { mark: number; correct: boolean },
) {
  await db
    .insert(eduExamAnswer)
    .values({
      tenantId,
      attemptId,
      questionId,
      value: null,
      answeredAt: new Date(),
      ...m,
      needsReview: false,
    })
    .onConflictDoUpdate({
      target: [eduExamAnswer.attemptId, eduExamAnswer.questionId],
      set: { mark: m.mark, correct: m.correct, needsReview: false },
    });
}

/** A re-opened attempt's answers lose their marks: they are marked again at its next submit. */
export async function clearMarks(db: Db, tenantId: number, attemptId: number) {
  await db
    .update(eduExamAnswer)
    .set({ mark: null, correct: null, needsReview: false })
    .where(and(eq(eduExamAnswer.tenantId, tenantId), eq(eduExamAnswer.attemptId, attemptId)));
}

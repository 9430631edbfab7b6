import { and, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { ExamSortField } from '@contract/exam';
import type { Db } from '../../../db/client';
import { eduCourse, eduExam, eduExamQuestion, eduQuestion } from '../../../db/schema';
import { paperQuestionInBank } from '../exam.repo';
import { pageRows } from '../../../db/paged';
import { orderOf, type SortColumns, type SortQuery } from '../../../db/sort';

/** Staff's exams (papers): the exam rows and their fixed items. */

export type ExamWrite = Omit<typeof eduExam.$inferInsert, 'id' | 'tenantId'>;

const liveExam = (tenantId: number) => and(eq(eduExam.tenantId, tenantId), eq(eduExam.delFlag, '0'));
// Written out: drizzle leaves the outer table's columns unqualified inside a subquery.
const attemptCount = sql<number>`(select count(*)::int from edu_exam_attempt a
  where a.tenant_id = edu_exam.tenant_id and a.exam_id = edu_exam.id)`;

const withCourse = (db: Db, tenantId: number) =>
  db
    .select({ exam: eduExam, courseTitle: eduCourse.title, attemptCount })
    .from(eduExam)
    .leftJoin(eduCourse, and(eq(eduCourse.id, eduExam.courseId), eq(eduCourse.tenantId, tenantId)));

export type ExamFilter = { courseId?: number; status?: string; keyword?: string };

/** The exams page's sortable fields (the contract's ExamSortField). */
const EXAM_SORT: SortColumns<ExamSortField> = {
  id: eduExam.id,
  title: eduExam.title,
  courseTitle: eduCourse.title,
  status: eduExam.status,
  openAt: eduExam.openAt,
  totalScore: eduExam.totalScore,
  durationMin: eduExam.durationMin,
  attemptCount,
};

/** One page of the tenant's exams, latest first unless a sort is asked for. */
export async function examPage(
  db: Db,
  tenantId: number,
  f: ExamFilter,
  current: number,
  size: number,
  sort: SortQuery<ExamSortField> = {},
) {
  const where: (SQL | undefined)[] = [liveExam(tenantId)];
  if (f.courseId !== undefined) where.push(eq(eduExam.courseId, f.courseId));
  if (f.status) where.push(eq(eduExam.status, f.status));
  if (f.keyword) where.push(ilike(eduExam.title, `%${f.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  const [records, [total]] = await Promise.all([
    pageRows(
      withCourse(db, tenantId)
        .where(and(...where))
        .orderBy(...orderOf(EXAM_SORT, sort, [desc(eduExam.id)], eduExam.id))
        .$dynamic(),
      current,
      size,
    ),
    db
      .select({ n: count() })
      .from(eduExam)
      .where(and(...where)),
  ]);
  return { records, total: Number(total?.n ?? 0) };
}

export async function examWithCourse(db: Db, tenantId: number, id: number) {
  const [row] = await withCourse(db, tenantId).where(and(liveExam(tenantId), eq(eduExam.id, id)));
  return row;
}

/** The fixed items of these exams with their question's type and stem, in paper order. */
export async function itemsOf(db: Db, tenantId: number, examIds: number[]) {
  if (examIds.length === 0) return [];
  return db
    .select({
      examId: eduExamQuestion.examId,
      questionId: eduExamQuestion.questionId,
      score: eduExamQuestion.score,
      type: eduQuestion.type,
      stem: eduQuestion.stem,
    })
    .from(eduExamQuestion)
    .innerJoin(eduQuestion, paperQuestionInBank(tenantId))
    .where(and(eq(eduExamQuestion.tenantId, tenantId), inArray(eduExamQuestion.examId, examIds)))
    .orderBy(eduExamQuestion.examId, eduExamQuestion.sort);
}

export async function insertExam(db: Db, tenantId: number, row: ExamWrite) {
  const [inserted] = await db
    .insert(eduExam)
    .values({ ...row, tenantId })
    .returning();
  return inserted;
}

export async function updateExam(db: Db, tenantId: number, id: number, change: Partial<ExamWrite>) {
  const [row] = await db
    .update(eduExam)
    .set({ ...change, updateTime: new Date() })
    .where(and(liveExam(tenantId), eq(eduExam.id, id)))
    .returning();
  return row;
}

/** Replaces a fixed paper's items (in the caller's transaction). */
export async function replaceItems(
  db: Db,
  tenantId: number,
  examId: number,
  items: { questionId: number; score: number }[],
) {
  await db
    .delete(eduExamQuestion)
    .where(and(eq(eduExamQuestion.tenantId, tenantId), eq(eduExamQuestion.examId, examId)));
  if (items.length)
    await db
      .insert(eduExamQuestion)
      .values(
        items.map((it, sort) => ({ tenantId, examId, questionId: it.questionId, sort, score: it.score })),
      );
}

export async function examsByIds(db: Db, tenantId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return withCourse(db, tenantId).where(and(liveExam(tenantId), inArray(eduExam.id, ids)));
}

export async function removeExams(db: Db, tenantId: number, ids: number[], by: string) {
  await db
    .update(eduExam)
    .set({ delFlag: '1', updateBy: by, updateTime: new Date() })
    .where(and(liveExam(tenantId), inArray(eduExam.id, ids)));
}

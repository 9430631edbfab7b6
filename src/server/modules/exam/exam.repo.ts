import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eduCourse, eduExam, eduExamQuestion, eduQuestion } from '../../db/schema';
import type { BankQuestion } from './papers/paper.rules';

/** Exams and their papers as the learner's side reads them. Every statement is scoped by tenant. */

export type ExamRow = typeof eduExam.$inferSelect;

export const liveExam = (tenantId: number) => and(eq(eduExam.tenantId, tenantId), eq(eduExam.delFlag, '0'));
/** The exam's course, of the tenant: what an exam is joined to wherever staff open it (examById). */
export const courseOfExam = (tenantId: number) =>
  and(eq(eduCourse.id, eduExam.courseId), eq(eduCourse.tenantId, tenantId));

export async function examById(db: Db, tenantId: number, id: number) {
  const [row] = await db
    .select({ exam: eduExam, courseTitle: eduCourse.title })
    .from(eduExam)
    .innerJoin(eduCourse, courseOfExam(tenantId))
    .where(and(liveExam(tenantId), eq(eduExam.id, id)));
  return row;
}

/** The published exams of these (live) courses, by opening time. */
export async function examsOfCourses(db: Db, tenantId: number, courseIds: number[]) {
  if (!courseIds.length) return [];
  return db
    .select({ exam: eduExam, courseTitle: eduCourse.title })
    .from(eduExam)
    .innerJoin(eduCourse, courseOfExam(tenantId))
    .where(
      and(
        liveExam(tenantId),
        inArray(eduExam.courseId, courseIds),
        eq(eduExam.status, 'published'),
        eq(eduCourse.delFlag, '0'),
      ),
    )
    .orderBy(asc(eduExam.openAt), asc(eduExam.id));
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

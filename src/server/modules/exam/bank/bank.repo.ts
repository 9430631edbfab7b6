import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { QuestionSortField } from '@contract/exam';
import type { Db } from '../../../db/client';
import { eduExam, eduExamQuestion, eduQuestion, eduQuestionCategory } from '../../../db/schema';
import { pageRows } from '../../../db/paged';
import { orderOf, type SortColumns, type SortQuery } from '../../../db/sort';

/** The question bank's SQL: categories and questions of one tenant (soft-deleted rows are gone). */

export type CategoryRow = typeof eduQuestionCategory.$inferSelect;
export type QuestionRow = typeof eduQuestion.$inferSelect;
export type QuestionWrite = Omit<typeof eduQuestion.$inferInsert, 'id' | 'tenantId'>;

const liveCategory = (tenantId: number) =>
  and(eq(eduQuestionCategory.tenantId, tenantId), eq(eduQuestionCategory.delFlag, '0'));
const liveQuestion = (tenantId: number) =>
  and(eq(eduQuestion.tenantId, tenantId), eq(eduQuestion.delFlag, '0'));

export async function categories(db: Db, tenantId: number) {
  return db
    .select({
      category: eduQuestionCategory,
      // Written out: drizzle leaves the outer table's columns unqualified inside a subquery.
      questionCount: sql<number>`(select count(*)::int from edu_question q
        where q.tenant_id = edu_question_category.tenant_id and q.category_id = edu_question_category.id
          and q.del_flag = '0')`,
    })
    .from(eduQuestionCategory)
    .where(liveCategory(tenantId))
    .orderBy(asc(eduQuestionCategory.sort), asc(eduQuestionCategory.id));
}

export async function categoryById(db: Db, tenantId: number, id: number) {
  const [row] = await db
    .select()
    .from(eduQuestionCategory)
    .where(and(liveCategory(tenantId), eq(eduQuestionCategory.id, id)));
  return row;
}

export async function insertCategory(db: Db, row: typeof eduQuestionCategory.$inferInsert) {
  const [inserted] = await db.insert(eduQuestionCategory).values(row).returning();
  return inserted;
}

export async function updateCategory(
  db: Db,
  tenantId: number,
  id: number,
  change: Partial<typeof eduQuestionCategory.$inferInsert>,
) {
  const [row] = await db
    .update(eduQuestionCategory)
    .set({ ...change, updateTime: new Date() })
    .where(and(liveCategory(tenantId), eq(eduQuestionCategory.id, id)))
    .returning();
  return row;
}

export async function categoriesByIds(db: Db, tenantId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(eduQuestionCategory)
    .where(and(liveCategory(tenantId), inArray(eduQuestionCategory.id, ids)));
}

/** The first of these categories that still holds a question, if any. */
export async function firstCategoryInUse(db: Db, tenantId: number, ids: number[]) {
  const [row] = await db
    .select({ name: eduQuestionCategory.name })
    .from(eduQuestionCategory)
    .innerJoin(eduQuestion, and(eq(eduQuestion.categoryId, eduQuestionCategory.id), liveQuestion(tenantId)))
    .where(and(liveCategory(tenantId), inArray(eduQuestionCategory.id, ids)))
    .limit(1);
  return row;
}

export async function removeCategories(db: Db, tenantId: number, ids: number[], by: string) {
  await db
    .update(eduQuestionCategory)
    .set({ delFlag: '1', updateBy: by, updateTime: new Date() })
    .where(and(liveCategory(tenantId), inArray(eduQuestionCategory.id, ids)));
}

export type QuestionFilter = { categoryId?: number; type?: string; keyword?: string; ids?: number[] };

function questionWhere(tenantId: number, f: QuestionFilter) {
  const where: (SQL | undefined)[] = [liveQuestion(tenantId)];
  if (f.categoryId !== undefined) where.push(eq(eduQuestion.categoryId, f.categoryId));
  if (f.type) where.push(eq(eduQuestion.type, f.type));
  if (f.keyword) where.push(ilike(eduQuestion.stem, `%${f.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  if (f.ids?.length) where.push(inArray(eduQuestion.id, f.ids));
  return and(...where);
}

const withCategory = (db: Db, tenantId: number) =>
  db
    .select({ question: eduQuestion, categoryName: eduQuestionCategory.name })
    .from(eduQuestion)
    .leftJoin(
      eduQuestionCategory,
      and(
        eq(eduQuestionCategory.id, eduQuestion.categoryId),
        eq(eduQuestionCategory.tenantId, tenantId),
        eq(eduQuestionCategory.delFlag, '0'),
      ),
    );

/** The question bank page's sortable fields (the contract's QuestionSortField). */
const QUESTION_SORT: SortColumns<QuestionSortField> = {
  id: eduQuestion.id,
  stem: eduQuestion.stem,
  type: eduQuestion.type,
  categoryName: eduQuestionCategory.name,
  score: eduQuestion.score,
  updateTime: eduQuestion.updateTime,
};

/** One page of the tenant's questions, latest first unless a sort is asked for. */
export async function questionPage(
  db: Db,
  tenantId: number,
  f: QuestionFilter,
  current: number,
  size: number,
  sort: SortQuery<QuestionSortField> = {},
) {
  const where = questionWhere(tenantId, f);
  const order = orderOf(QUESTION_SORT, sort, [desc(eduQuestion.id)], eduQuestion.id);
  const [records, [total]] = await Promise.all([
    pageRows(
      withCategory(db, tenantId)
        .where(where)
        .orderBy(...order)
        .$dynamic(),
      current,
      size,
    ),
    db.select({ n: count() }).from(eduQuestion).where(where),
  ]);
  return { records, total: Number(total?.n ?? 0) };
}

export async function questionRows(db: Db, tenantId: number, f: QuestionFilter, limit = 50_000) {
  return withCategory(db, tenantId)
    .where(questionWhere(tenantId, f))
    .orderBy(asc(eduQuestion.id))
    .limit(limit);
}

export async function questionById(db: Db, tenantId: number, id: number) {
  const [row] = await withCategory(db, tenantId).where(and(liveQuestion(tenantId), eq(eduQuestion.id, id)));
  return row;
}

export async function questionsByIds(db: Db, tenantId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(eduQuestion)
    .where(and(liveQuestion(tenantId), inArray(eduQuestion.id, ids)));
}

export async function insertQuestions(db: Db, tenantId: number, rows: QuestionWrite[]) {
  if (rows.length === 0) return [];
  return db
    .insert(eduQuestion)
    .values(rows.map((r) => ({ ...r, tenantId })))
    .returning();
}

export async function updateQuestion(db: Db, tenantId: number, id: number, change: Partial<QuestionWrite>) {
  const [row] = await db
    .update(eduQuestion)
    .set({ ...change, updateTime: new Date() })
    .where(and(liveQuestion(tenantId), eq(eduQuestion.id, id)))
    .returning();
  return row;
}

/** The first live exam whose fixed paper holds one of these questions, if any. */
export async function firstExamUsing(db: Db, tenantId: number, questionIds: number[]) {
  const [row] = await db
    .select({ title: eduExam.title })
    .from(eduExamQuestion)
    .innerJoin(
      eduExam,
      and(eq(eduExam.id, eduExamQuestion.examId), eq(eduExam.tenantId, tenantId), eq(eduExam.delFlag, '0')),
    )
    .where(and(eq(eduExamQuestion.tenantId, tenantId), inArray(eduExamQuestion.questionId, questionIds)))
    .limit(1);
  return row;
}

export async function removeQuestions(db: Db, tenantId: number, ids: number[], by: string) {
  await db
    .update(eduQuestion)
    .set({ delFlag: '1', updateBy: by, updateTime: new Date() })
    .where(and(liveQuestion(tenantId), inArray(eduQuestion.id, ids)));
}

/** How many live questions the bank has per type and category (a random paper's rules are checked against it). */
export async function bankCounts(db: Db, tenantId: number) {
  const rows = await db
    .select({ type: eduQuestion.type, categoryId: eduQuestion.categoryId, n: count() })
    .from(eduQuestion)
    .where(liveQuestion(tenantId))
    .groupBy(eduQuestion.type, eduQuestion.categoryId);
  return rows.map((r) => ({ ...r, n: Number(r.n) }));
}

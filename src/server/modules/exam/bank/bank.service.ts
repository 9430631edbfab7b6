import type { questionInputSchema } from '@contract/exam';
import {
  JUDGE_KEYS,
  MAX_ALTERNATIVES,
  MAX_BLANKS,
  MAX_OPTIONS,
  MIN_CHOICE_OPTIONS,
  OPTION_KEYS,
  QUESTION_TYPES,
} from '@contract/exam-rules';
import {
  type Question,
  type QuestionCategory,
  type QuestionOption,
  type QuestionSortField,
} from '@contract/exam';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../lib/actor';
import { DomainError, found } from '../../../lib/domain-error';
import type { MessageKey } from '../../../lib/messages';
import { formatTime, idOf, page } from '../../../lib/wire';
import { sanitizeContent } from '../../course';
import * as repo from './bank.repo';
import type { AnswerRow, OptionRow } from '../../../db/schema';

/** Staff's question bank: categories and questions, with the per-type rules the contract's schema cannot say. */

type QuestionInput = z.output<typeof questionInputSchema>;
export type Issue = { key: MessageKey; params?: Record<string, string> };

/** A true/false question's options: always these two, in this order. */
export const JUDGE_OPTIONS: OptionRow[] = [
  { key: 'T', text: '正确' },
  { key: 'F', text: '错误' },
];

/**
 * What is wrong with a question, by its type (null: nothing). Choice questions: MIN..MAX options keyed A, B, C…
 * in order, none empty; single one answer among them, multiple at least two different ones; true/false T or F;
 * fill-in one list of alternatives per blank.
 */
export function questionIssue(q: {
  type: string;
  options: OptionRow[];
  answer: unknown;
  score: number;
}): Issue | null {
  if (!(QUESTION_TYPES as readonly string[]).includes(q.type)) return { key: 'questionType' };
  if (!(q.score > 0)) return { key: 'questionScore' };
  const a = q.answer;
  if (a === null || a === undefined || a === '' || (Array.isArray(a) && a.length === 0))
    return { key: 'questionAnswerMissing' };
  if (q.type === 'single' || q.type === 'multiple') {
    const keysInOrder = q.options.every((o, i) => o.key === OPTION_KEYS[i] && o.text.trim() !== '');
    if (q.options.length < MIN_CHOICE_OPTIONS || q.options.length > MAX_OPTIONS || !keysInOrder)
      return {
        key: 'questionOptions',
        params: { min: String(MIN_CHOICE_OPTIONS), max: String(MAX_OPTIONS) },
      };
    const keys = new Set(q.options.map((o) => o.key));
    const chosen = q.type === 'single' ? [a] : a;
    if (q.type === 'single' && typeof a !== 'string') return { key: 'questionSingleAnswer' };
    if (
      q.type === 'multiple' &&
      (!Array.isArray(a) ||
        a.some((k) => typeof k !== 'string') ||
        new Set(a).size !== a.length ||
        a.length < 2)
    )
      return { key: 'questionMultipleAnswer' };
    for (const k of chosen as string[])
      if (!keys.has(k)) return { key: 'questionAnswerNotOption', params: { key: k } };
    return null;
  }
  if (q.type === 'judge')
    return typeof a === 'string' && (JUDGE_KEYS as readonly string[]).includes(a)
      ? null
      : { key: 'questionJudgeAnswer' };
  const blanksOk =
    Array.isArray(a) &&
    a.length <= MAX_BLANKS &&
    a.every(
      (alts) =>
        Array.isArray(alts) &&
        alts.length > 0 &&
        alts.length <= MAX_ALTERNATIVES &&
        alts.every((x) => typeof x === 'string' && x.trim() !== ''),
    );
  return blanksOk
    ? null
    : { key: 'questionFillAnswer', params: { blanks: String(MAX_BLANKS), alts: String(MAX_ALTERNATIVES) } };
}

/** The stored form: options as the type has them (judge T/F, fill none), answers trimmed, rich text sanitised. */
export function storedQuestion(q: QuestionInput, categoryId: number | null): repo.QuestionWrite {
  const options =
    q.type === 'judge'
      ? JUDGE_OPTIONS
      : q.type === 'fill'
        ? []
        : q.options.map((o) => ({ key: o.key, text: o.text.trim() }));
  const answer: AnswerRow =
    q.type === 'fill'
      ? (q.answer as string[][]).map((alts) => alts.map((x) => x.trim()))
      : q.type === 'multiple'
        ? [...(q.answer as string[])].sort()
        : q.answer;
  return {
    categoryId,
    type: q.type,
    stem: sanitizeContent(q.stem),
    options,
    answer,
    score: q.score,
    explanation: q.explanation ? sanitizeContent(q.explanation) : '',
  };
}

export const questionView = (r: { question: repo.QuestionRow; categoryName: string | null }): Question => ({
  id: String(r.question.id),
  categoryId: idOf(r.question.categoryId),
  categoryName: r.question.categoryId === null ? null : r.categoryName,
  type: r.question.type as Question['type'],
  stem: r.question.stem,
  options: r.question.options as QuestionOption[],
  answer: r.question.answer,
  score: r.question.score,
  explanation: r.question.explanation,
  createTime: formatTime(r.question.createTime),
  updateTime: formatTime(r.question.updateTime),
});

const check = (q: Parameters<typeof questionIssue>[0]) => {
  const issue = questionIssue(q);
  if (issue) throw new DomainError(issue.key, issue.params ?? {});
};

// ---- categories ----

export async function categoryList(db: Db, tenantId: number): Promise<QuestionCategory[]> {
  return (await repo.categories(db, tenantId)).map(({ category, questionCount }) => ({
    id: String(category.id),
    name: category.name,
    sort: category.sort,
    questionCount: Number(questionCount),
  }));
}

const categoryOut = async (db: Db, tenantId: number, id: number) =>
  found(
    (await categoryList(db, tenantId)).find((c) => c.id === String(id)),
    'questionCategoryNotFound',
  );

export async function createCategory(db: Db, actor: Actor, body: { name: string; sort: number }) {
  const row = await repo.insertCategory(db, { ...body, tenantId: actor.tenantId, createBy: actor.username });
  return categoryOut(db, actor.tenantId, found(row, 'questionCategoryNotFound').id);
}

export async function updateCategory(
  db: Db,
  actor: Actor,
  body: { id: string; name?: string; sort?: number },
) {
  const { id, ...change } = body;
  found(
    await repo.updateCategory(db, actor.tenantId, Number(id), { ...change, updateBy: actor.username }),
    'questionCategoryNotFound',
  );
  return categoryOut(db, actor.tenantId, Number(id));
}

/** All or nothing; a category still holding questions is refused, naming it (its questions would lose it). */
export async function removeCategories(db: Db, actor: Actor, ids: number[]) {
  const rows = await repo.categoriesByIds(db, actor.tenantId, ids);
  if (rows.length === 0) throw new DomainError('questionCategoryNotFound', {}, 404);
  const inUse = await repo.firstCategoryInUse(
    db,
    actor.tenantId,
    rows.map((r) => r.id),
  );
  if (inUse) throw new DomainError('questionCategoryInUse', { name: inUse.name });
  await repo.removeCategories(
    db,
    actor.tenantId,
    rows.map((r) => r.id),
    actor.username,
  );
  return true as const;
}

// ---- questions ----

export async function questionPage(
  db: Db,
  tenantId: number,
  q: {
    current: number;
    size: number;
    categoryId?: string;
    type?: string;
    keyword?: string;
    ascs?: QuestionSortField[];
    descs?: QuestionSortField[];
  },
) {
  const { records, total } = await repo.questionPage(
    db,
    tenantId,
    { categoryId: q.categoryId ? Number(q.categoryId) : undefined, type: q.type, keyword: q.keyword },
    q.current,
    q.size,
    { ascs: q.ascs, descs: q.descs },
  );
  return page(records.map(questionView), total, q.current, q.size);
}

export const questionDetails = async (db: Db, tenantId: number, id: number) =>
  questionView(found(await repo.questionById(db, tenantId, id), 'questionNotFound'));

/** A category id of the caller's tenant (another tenant's is not found), or null. */
async function categoryOf(db: Db, tenantId: number, id: string | null | undefined) {
  if (id === null || id === undefined) return null;
  return found(await repo.categoryById(db, tenantId, Number(id)), 'questionCategoryNotFound').id;
}

export async function createQuestion(db: Db, actor: Actor, body: QuestionInput) {
  check(body);
  const categoryId = await categoryOf(db, actor.tenantId, body.categoryId);
  const [row] = await repo.insertQuestions(db, actor.tenantId, [
    { ...storedQuestion(body, categoryId), createBy: actor.username },
  ]);
  return questionDetails(db, actor.tenantId, found(row, 'questionNotFound').id);
}

/**
 * An edit checks the question as it will be (the stored one with the change). Papers already handed out keep the
 * question as it was (attempts freeze their questions); fixed papers not yet taken use the new version.
 */
export async function updateQuestion(db: Db, actor: Actor, body: Partial<QuestionInput> & { id: string }) {
  const id = Number(body.id);
  const before = found(await repo.questionById(db, actor.tenantId, id), 'questionNotFound').question;
  const merged: QuestionInput = {
    type: (body.type ?? before.type) as QuestionInput['type'],
    stem: body.stem ?? before.stem,
    options: body.options ?? (before.options as QuestionInput['options']),
    answer: body.answer ?? before.answer,
    score: body.score ?? before.score,
    explanation: body.explanation ?? before.explanation,
  };
  check(merged);
  const categoryId =
    body.categoryId === undefined ? before.categoryId : await categoryOf(db, actor.tenantId, body.categoryId);
  found(
    await repo.updateQuestion(db, actor.tenantId, id, {
      ...storedQuestion(merged, categoryId),
      updateBy: actor.username,
    }),
    'questionNotFound',
  );
  return questionDetails(db, actor.tenantId, id);
}

/** All or nothing; a question on a live exam's fixed paper is refused, naming the exam. */
export async function removeQuestions(db: Db, actor: Actor, ids: number[]) {
  const rows = await repo.questionsByIds(db, actor.tenantId, ids);
  if (rows.length === 0) throw new DomainError('questionNotFound', {}, 404);
  const used = await repo.firstExamUsing(
    db,
    actor.tenantId,
    rows.map((r) => r.id),
  );
  if (used) throw new DomainError('questionInUse', { title: used.title });
  await repo.removeQuestions(
    db,
    actor.tenantId,
    rows.map((r) => r.id),
    actor.username,
  );
  return true as const;
}

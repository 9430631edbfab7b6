import { announced } from '../../../lib/news';
import type { Exam, examInputSchema, ExamSortField } from '@contract/exam';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../lib/actor';
import { DomainError, found } from '../../../lib/domain-error';
import { formatTime, page, parseTime } from '../../../lib/wire';
import { courseById } from '../../course';
import * as bankRepo from '../bank/bank.repo';
import * as repo from './papers.repo';
import type { DrawRuleRow } from '../../../db/schema';

/**
 * Staff's exams (papers). The server computes the total score and checks a paper before saving it: a fixed
 * paper's questions exist in this tenant's bank, a random paper's rules can be filled from it, the pass score is
 * within the total, the window opens before it closes, and only a paper with questions can be published.
 */

type ExamInput = z.output<typeof examInputSchema>;
type Row = NonNullable<Awaited<ReturnType<typeof repo.examWithCourse>>>;
type Item = Awaited<ReturnType<typeof repo.itemsOf>>[number];

const round2 = (n: number) => Math.round(n * 100) / 100;

export function examView(r: Row, items: Item[]): Exam {
  const e = r.exam;
  const mine = items.filter((i) => i.examId === e.id);
  return {
    id: String(e.id),
    courseId: String(e.courseId),
    courseTitle: r.courseTitle ?? '',
    title: e.title,
    description: e.description,
    status: e.status as Exam['status'],
    mode: e.mode as Exam['mode'],
    items: mine.map((i) => ({
      questionId: String(i.questionId),
      score: i.score,
      type: i.type as Exam['items'][number]['type'],
      stem: i.stem,
    })),
    rules: e.rules as Exam['rules'],
    questionCount: e.mode === 'random' ? e.rules.reduce((n, x) => n + x.count, 0) : mine.length,
    totalScore: e.totalScore,
    passScore: e.passScore,
    durationMin: e.durationMin,
    attemptsAllowed: e.attemptsAllowed,
    openAt: formatTime(e.openAt),
    closeAt: formatTime(e.closeAt),
    shuffleQuestions: e.shuffleQuestions,
    shuffleOptions: e.shuffleOptions,
    showScore: e.showScore as Exam['showScore'],
    showAnalysis: e.showAnalysis as Exam['showAnalysis'],
    graceHours: e.graceHours,
    reviewFill: e.reviewFill,
    attemptCount: Number(r.attemptCount),
    createTime: formatTime(e.createTime),
  };
}

export async function examPage(
  db: Db,
  tenantId: number,
  q: {
    current: number;
    size: number;
    courseId?: string;
    status?: string;
    keyword?: string;
    ascs?: ExamSortField[];
    descs?: ExamSortField[];
  },
) {
  const { records, total } = await repo.examPage(
    db,
    tenantId,
    { courseId: q.courseId ? Number(q.courseId) : undefined, status: q.status, keyword: q.keyword },
    q.current,
    q.size,
    { ascs: q.ascs, descs: q.descs },
  );
  const items = await repo.itemsOf(
    db,
    tenantId,
    records.map((r) => r.exam.id),
  );
  return page(
    records.map((r) => examView(r, items)),
    total,
    q.current,
    q.size,
  );
}

export async function examDetails(db: Db, tenantId: number, id: number) {
  const row = found(await repo.examWithCourse(db, tenantId, id), 'examNotFound');
  return examView(row, await repo.itemsOf(db, tenantId, [id]));
}

const TYPE_NAMES: Record<string, string> = { single: '单选', multiple: '多选', judge: '判断', fill: '填空' };

/** The paper checked against the bank; its total score. */
async function checkedPaper(db: Db, tenantId: number, e: ExamInput) {
  if (e.mode === 'fixed') {
    const ids = e.items.map((i) => Number(i.questionId));
    if (new Set(ids).size !== ids.length) throw new DomainError('examItemsDuplicate');
    const have = new Set((await bankRepo.questionsByIds(db, tenantId, ids)).map((q) => q.id));
    const missing = ids.filter((id) => !have.has(id));
    if (missing.length) throw new DomainError('examItemsMissing', { ids: missing.join(', ') });
    return {
      rules: [] as DrawRuleRow[],
      items: e.items,
      total: round2(e.items.reduce((s, i) => s + i.score, 0)),
      count: ids.length,
    };
  }
  const counts = await bankRepo.bankCounts(db, tenantId);
  const categories = new Map(
    (await bankRepo.categories(db, tenantId)).map((c) => [String(c.category.id), c.category.name]),
  );
  const rules = e.rules.map((r) => ({ ...r, categoryId: r.categoryId ?? null }));
  for (const r of rules)
    if (r.categoryId !== null && !categories.has(r.categoryId))
      throw new DomainError('questionCategoryNotFound', {}, 404);
  // Enough questions for the rules of each type and category, and for all rules of each type together.
  const need = new Map<string, { count: number; have: number; rule: string }>();
  const add = (key: string, r: (typeof rules)[number], have: number, rule: string) => {
    const before = need.get(key);
    need.set(key, { count: (before?.count ?? 0) + r.count, have, rule });
  };
  for (const r of rules) {
    const ofType = counts.filter((c) => c.type === r.type);
    const type = TYPE_NAMES[r.type] ?? r.type;
    add(
      `${r.type}:*`,
      r,
      ofType.reduce((n, c) => n + c.n, 0),
      type,
    );
    if (r.categoryId !== null)
      add(
        `${r.type}:${r.categoryId}`,
        r,
        ofType.filter((c) => String(c.categoryId) === r.categoryId).reduce((n, c) => n + c.n, 0),
        `${categories.get(r.categoryId) ?? ''} ${type}`,
      );
  }
  for (const n of need.values())
    if (n.count > n.have)
      throw new DomainError('examRuleUnsatisfiable', {
        rule: n.rule.trim(),
        count: String(n.count),
        have: String(n.have),
      });
  return {
    rules,
    items: [],
    total: round2(rules.reduce((s, r) => s + r.count * r.score, 0)),
    count: rules.reduce((s, r) => s + r.count, 0),
  };
}

async function checked(db: Db, tenantId: number, e: ExamInput) {
  if (!(await courseById(db, tenantId, Number(e.courseId))))
    throw new DomainError('examCourseNotFound', {}, 404);
  const openAt = parseTime(e.openAt ?? null);
  const closeAt = parseTime(e.closeAt ?? null);
  if (openAt && closeAt && openAt.getTime() >= closeAt.getTime()) throw new DomainError('examWindow');
  const paper = await checkedPaper(db, tenantId, e);
  if (e.passScore > paper.total)
    throw new DomainError('examPassScore', { pass: String(e.passScore), total: String(paper.total) });
  if (e.status === 'published' && paper.count === 0) throw new DomainError('examPublishEmpty');
  const row: repo.ExamWrite = {
    courseId: Number(e.courseId),
    title: e.title,
    description: e.description,
    status: e.status,
    mode: e.mode,
    rules: paper.rules,
    totalScore: paper.total,
    passScore: e.passScore,
    durationMin: e.durationMin,
    attemptsAllowed: e.attemptsAllowed,
    openAt,
    closeAt,
    shuffleQuestions: e.shuffleQuestions,
    shuffleOptions: e.shuffleOptions,
    showScore: e.showScore,
    showAnalysis: e.showAnalysis,
    graceHours: e.graceHours,
    reviewFill: e.reviewFill,
  };
  return { row, items: paper.items.map((i) => ({ questionId: Number(i.questionId), score: i.score })) };
}

export const createExam = announced(
  'exams-changed',
  async function createExam(db: Db, actor: Actor, body: ExamInput) {
    const { row, items } = await checked(db, actor.tenantId, body);
    const id = await db.transaction(async (tx) => {
      const exam = found(
        await repo.insertExam(tx, actor.tenantId, { ...row, createBy: actor.username }),
        'examNotFound',
      );
      await repo.replaceItems(tx, actor.tenantId, exam.id, items);
      return exam.id;
    });
    return examDetails(db, actor.tenantId, id);
  },
  (actor: Actor) => [String(actor.tenantId)],
);

/**
 * An edit is checked as the exam will be (the stored exam with the change). Attempts already started keep the
 * paper they were given (frozen at their start).
 */
export const updateExam = announced(
  'exams-changed',
  async function updateExam(db: Db, actor: Actor, body: Partial<ExamInput> & { id: string }) {
    const id = Number(body.id);
    const before = await examDetails(db, actor.tenantId, id);
    const { id: _, ...change } = body;
    const merged: ExamInput = {
      courseId: before.courseId,
      title: before.title,
      description: before.description,
      status: before.status,
      mode: before.mode,
      items: before.items.map((i) => ({ questionId: i.questionId, score: i.score })),
      rules: before.rules,
      passScore: before.passScore,
      durationMin: before.durationMin,
      attemptsAllowed: before.attemptsAllowed,
      openAt: before.openAt,
      closeAt: before.closeAt,
      shuffleQuestions: before.shuffleQuestions,
      shuffleOptions: before.shuffleOptions,
      showScore: before.showScore,
      showAnalysis: before.showAnalysis,
      graceHours: before.graceHours,
      reviewFill: before.reviewFill,
      ...Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined)),
    };
    const { row, items } = await checked(db, actor.tenantId, merged);
    await db.transaction(async (tx) => {
      found(
        await repo.updateExam(tx, actor.tenantId, id, { ...row, updateBy: actor.username }),
        'examNotFound',
      );
      await repo.replaceItems(tx, actor.tenantId, id, items);
    });
    return examDetails(db, actor.tenantId, id);
  },
  (actor: Actor) => [String(actor.tenantId)],
);

/** All or nothing; an exam with attempts is refused (its results would vanish with it). */
export const removeExams = announced(
  'exams-changed',
  async function removeExams(db: Db, actor: Actor, ids: number[]) {
    const rows = await repo.examsByIds(db, actor.tenantId, ids);
    if (rows.length === 0) throw new DomainError('examNotFound', {}, 404);
    const taken = rows.find((r) => Number(r.attemptCount) > 0);
    if (taken)
      throw new DomainError('examHasAttempts', { title: taken.exam.title, n: String(taken.attemptCount) });
    await repo.removeExams(
      db,
      actor.tenantId,
      rows.map((r) => r.exam.id),
      actor.username,
    );
    return true as const;
  },
  (actor: Actor) => [String(actor.tenantId)],
);

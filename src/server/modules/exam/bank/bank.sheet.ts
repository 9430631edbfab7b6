import { OPTION_KEYS, type QuestionType } from '@contract/exam-rules';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../lib/actor';
import { EXCEL_COLUMNS, readSheet, RowErrors, workbook } from '../../../lib/excel';
import { message, type Lang } from '../../../lib/messages';
import { formatTime } from '../../../lib/wire';
import { questionIssue, storedQuestion } from './bank.service';
import * as repo from './bank.repo';
import type { AnswerRow } from '../../../db/schema';
import { inSlices, pacer } from '../../../lib/pace';

/**
 * The question bank in Excel (lib/excel.ts's `question` columns): export, template and the all-or-nothing import
 * that names every bad row with all its problems, like pig's user import. In 正确答案 a choice is its key (B),
 * several keys are written together or with commas (ACD, A,C,D), true/false is T/F (正确/错误, 对/错, √/× too),
 * and a fill-in's blanks are split by | with each blank's alternatives split by ; (建筑;building|平方米;㎡).
 */

const [, CATEGORY, TYPE, STEM] = EXCEL_COLUMNS.question.map((c) => c.header) as [
  string,
  string,
  string,
  string,
];
const ANSWER = '正确答案';
const SCORE = '分值';
const EXPLANATION = '答案解析';
const optionHeader = (k: string) => `选项${k}`;

/** The type's names in a sheet: Chinese as pig's users write them, or the contract's. */
const TYPE_NAMES: Record<string, QuestionType> = {
  单选: 'single',
  单选题: 'single',
  single: 'single',
  多选: 'multiple',
  多选题: 'multiple',
  multiple: 'multiple',
  判断: 'judge',
  判断题: 'judge',
  judge: 'judge',
  填空: 'fill',
  填空题: 'fill',
  fill: 'fill',
};
const TYPE_LABEL: Record<string, string> = { single: '单选', multiple: '多选', judge: '判断', fill: '填空' };
const JUDGE_WORDS: Record<string, string> = {
  t: 'T',
  true: 'T',
  正确: 'T',
  对: 'T',
  '√': 'T',
  f: 'F',
  false: 'F',
  错误: 'F',
  错: 'F',
  '×': 'F',
};

/** A sheet's answer cell read for the type; the question's own rules judge it afterwards. */
export function parseAnswer(type: QuestionType, cell: string): AnswerRow {
  const text = cell.trim();
  if (type === 'single') return text.toUpperCase();
  if (type === 'judge') return JUDGE_WORDS[text.toLowerCase()] ?? text;
  if (type === 'multiple')
    return text
      .toUpperCase()
      .split(/[\s,，、;；]+|(?=[A-Z])/)
      .map((s) => s.trim())
      .filter(Boolean);
  return text.split('|').map((blank) =>
    blank
      .split(/[;；]/)
      .map((s) => s.trim())
      .filter(Boolean),
  );
}

export function formatAnswer(type: string, answer: AnswerRow): string {
  if (type === 'fill') return (answer as string[][]).map((alts) => alts.join(';')).join('|');
  if (Array.isArray(answer)) return (answer as string[]).join(',');
  return answer;
}

export async function exportQuestions(
  db: Db,
  tenantId: number,
  q: { categoryId?: string; type?: string; keyword?: string; ids?: string[] },
) {
  const rows = await repo.questionRows(db, tenantId, {
    categoryId: q.categoryId ? Number(q.categoryId) : undefined,
    type: q.type,
    keyword: q.keyword,
    ids: q.ids?.map(Number),
  });
  return workbook(
    'question',
    rows.map(({ question: r, categoryName }) => {
      const opts = new Map(r.options.map((o) => [o.key, o.text]));
      return [
        String(r.id),
        r.categoryId === null ? '' : categoryName,
        TYPE_LABEL[r.type] ?? r.type,
        r.stem,
        ...OPTION_KEYS.map((k) => (r.type === 'judge' ? '' : (opts.get(k) ?? ''))),
        formatAnswer(r.type, r.answer),
        r.score,
        r.explanation,
        formatTime(r.createTime),
      ];
    }),
  );
}

/** The import: every bad row named with all its problems, else every row saved in one transaction. */
export async function importQuestions(db: Db, actor: Actor, file: Buffer, lang: Lang) {
  const sheet = await readSheet(file, 'question');
  const errors = new RowErrors(lang);
  const cats = new Map(
    (await repo.categories(db, actor.tenantId)).map((c) => [c.category.name, c.category.id]),
  );
  const valid: repo.QuestionWrite[] = [];
  const pace = pacer();
  for (const r of sheet) {
    await pace();
    const line = r.lineNum;
    const typeCell = r.cell(TYPE);
    const type = TYPE_NAMES[typeCell.toLowerCase()] ?? TYPE_NAMES[typeCell];
    const stem = r.cell(STEM);
    if (!typeCell) errors.add(line, 'required', { field: TYPE });
    else if (!type) errors.add(line, 'questionType');
    if (!stem) errors.add(line, 'required', { field: STEM });
    if (stem.length > 20_000 || r.cell(EXPLANATION).length > 20_000) errors.add(line, 'inputTooLong');
    const catName = r.cell(CATEGORY);
    const categoryId = catName ? cats.get(catName) : null;
    if (categoryId === undefined) errors.add(line, 'questionCategoryUnknown', { name: catName });
    const scoreCell = r.cell(SCORE);
    const score = scoreCell === '' ? 1 : Number(scoreCell);
    if (!Number.isFinite(score) || score <= 0 || score > 1000) errors.add(line, 'questionScore');
    // Options: the filled cells from 选项A on; a gap (A, C without B) breaks the A, B, C… order.
    const cells = OPTION_KEYS.map((k) => r.cell(optionHeader(k)));
    const last = cells.reduce((n, c, i) => (c ? i + 1 : n), 0);
    const options = cells.slice(0, last).map((text, i) => ({ key: OPTION_KEYS[i] as string, text }));
    if (options.some((o) => o.text.length > 2000)) errors.add(line, 'inputTooLong');
    const answerCell = r.cell(ANSWER);
    if (!answerCell) errors.add(line, 'questionAnswerMissing');
    if (!type || !answerCell) continue;
    const answer = parseAnswer(type, answerCell);
    const candidate = { type, options: type === 'judge' || type === 'fill' ? [] : options, answer, score: 1 };
    // The score was checked above: the question's own rules are asked about the rest.
    const issue = questionIssue(candidate);
    if (issue) errors.add(line, issue.key, issue.params);
    if (issue || !stem || categoryId === undefined || !(score > 0 && score <= 1000)) continue;
    valid.push({
      ...storedQuestion(
        {
          type,
          stem,
          options: candidate.options as never,
          answer,
          score,
          explanation: r.cell(EXPLANATION),
          categoryId: undefined,
        },
        categoryId,
      ),
      createBy: actor.username,
    });
  }
  errors.check();
  await db.transaction((tx) => inSlices(valid, (slice) => repo.insertQuestions(tx, actor.tenantId, slice)));
  return message(lang, 'importSucceeded', { n: String(valid.length) });
}

import { z } from 'zod';
import { idString, patchOf, sortablePageQuery, wireTimeInput, idsQuery } from './envelope';
import {
  FILL_ANSWER_MAX,
  MAX_ALTERNATIVES,
  MAX_BLANKS,
  MAX_OPTIONS,
  OPTION_KEYS,
  QUESTION_TYPES,
  ANALYSIS_RELEASES,
  DEFAULT_GRACE_HOURS,
  EXAM_STATUSES,
  MAX_DURATION_MIN,
  MAX_GRACE_HOURS,
  MAX_QUESTIONS_PER_PAPER,
  PAPER_MODES,
  SCORE_RELEASES,
} from './exam-rules';

/**
 * Exams on the wire: camelCase, ids as strings, times as yyyy-MM-dd HH:mm:ss (Asia/Shanghai) except where a
 * device counts down: there the server sends epoch milliseconds of its own clock (`deadlineMs`, `serverNowMs`) so
 * the phone can correct its clock by the measured offset. This file: the question bank, the answer shapes and scores
 * every part shares, and exams with their papers; staff's attempts are in exam-attempts.ts, the learner's side in
 * exam-learner.ts (the server module's parts), and the zod-free rules both sides run in exam-rules.ts.
 */

/** A question's or an exam's score: the bank, papers and staff's review share the bound. */
export const scoreSchema = z.number().min(0).max(1000);

// Questions and their categories (the staff's question bank), and the answer shapes every exam schema shares.

export const optionSchema = z.object({
  key: z.enum(OPTION_KEYS).or(z.enum(['T', 'F'])),
  text: z.string().max(2000),
});
export type QuestionOption = z.infer<typeof optionSchema>;

/**
 * A question's right answer, by type: single and judge a key ('A'…, 'T'/'F'), multiple a list of keys, fill one
 * list of accepted alternatives per blank.
 */
export const questionAnswerSchema = z.union([
  z.string().min(1).max(2),
  z.array(z.string().min(1).max(2)).min(1).max(MAX_OPTIONS),
  z
    .array(z.array(z.string().trim().min(1).max(FILL_ANSWER_MAX)).min(1).max(MAX_ALTERNATIVES))
    .min(1)
    .max(MAX_BLANKS),
]);
export type QuestionAnswer = z.infer<typeof questionAnswerSchema>;

/** A learner's answer: single/judge a key, multiple the keys chosen, fill one text per blank; null = cleared. */
export const answerValueSchema = z.union([
  z.string().max(FILL_ANSWER_MAX),
  z.array(z.string().max(FILL_ANSWER_MAX)).max(Math.max(MAX_OPTIONS, MAX_BLANKS)),
  z.null(),
]);
export type AnswerValue = z.infer<typeof answerValueSchema>;

// ---- Staff: question bank ----

export const questionCategorySchema = z.object({
  id: idString,
  name: z.string(),
  sort: z.number().int(),
  questionCount: z.number().int(),
});
export type QuestionCategory = z.infer<typeof questionCategorySchema>;
export const questionCategoryInputSchema = z.object({
  name: z.string().trim().min(1).max(64),
  sort: z.number().int().min(0).max(10_000).default(0),
});
export const questionCategoryUpdateSchema = patchOf(questionCategoryInputSchema).extend({ id: idString });

export const questionSchema = z.object({
  id: idString,
  categoryId: idString.nullable(),
  categoryName: z.string().nullable(),
  type: z.enum(QUESTION_TYPES),
  /** Sanitised HTML; images are material-library files. */
  stem: z.string(),
  options: z.array(optionSchema),
  answer: questionAnswerSchema,
  score: z.number(),
  explanation: z.string(),
  createTime: z.string().nullable(),
  updateTime: z.string().nullable(),
});
export type Question = z.infer<typeof questionSchema>;

/** Checked further by the server per type (options A.. in order, answer keys among them, judge T/F). */
export const questionInputSchema = z.object({
  categoryId: idString.nullable().optional(),
  type: z.enum(QUESTION_TYPES),
  stem: z.string().trim().min(1).max(20_000),
  options: z.array(optionSchema).max(MAX_OPTIONS).default([]),
  answer: questionAnswerSchema,
  score: scoreSchema.positive().default(1),
  explanation: z.string().max(20_000).default(''),
});
export type QuestionInput = z.input<typeof questionInputSchema>;
export const questionUpdateSchema = patchOf(questionInputSchema).extend({ id: idString });

/** What the question bank's page sorts by (pig's `ascs` / `descs`). */
const QUESTION_SORT_FIELDS = ['id', 'stem', 'type', 'categoryName', 'score', 'updateTime'] as const;
export type QuestionSortField = (typeof QUESTION_SORT_FIELDS)[number];
export const questionPageQuerySchema = sortablePageQuery(QUESTION_SORT_FIELDS).extend({
  categoryId: idString.optional(),
  type: z.enum(QUESTION_TYPES).optional(),
  keyword: z.string().max(64).optional(),
});
/** GET /edu/question/export: the page's filters without paging, or the questions ticked (`ids`). */
export const questionExportQuerySchema = questionPageQuerySchema
  .omit({ current: true, size: true, ascs: true, descs: true })
  .extend({ ids: idsQuery.optional() });

// Exams as staff set them up: a fixed or random paper, its timing and when scores and analysis are released.

const wireTime = wireTimeInput;

// ---- Staff: exams (papers) ----

/** A random paper's rule: draw `count` questions of `type` (from `categoryId`, or any category), `score` each. */
const drawRuleSchema = z.object({
  type: z.enum(QUESTION_TYPES),
  categoryId: idString.nullable(),
  count: z.number().int().min(1).max(MAX_QUESTIONS_PER_PAPER),
  score: scoreSchema.positive(),
});
export type DrawRule = z.infer<typeof drawRuleSchema>;

/** A fixed paper's question with the score it carries in this paper. */
const paperItemSchema = z.object({ questionId: idString, score: scoreSchema.positive() });

export const examSchema = z.object({
  id: idString,
  courseId: idString,
  courseTitle: z.string(),
  title: z.string(),
  description: z.string(),
  status: z.enum(EXAM_STATUSES),
  mode: z.enum(PAPER_MODES),
  items: z.array(paperItemSchema.extend({ type: z.enum(QUESTION_TYPES), stem: z.string() })),
  rules: z.array(drawRuleSchema),
  questionCount: z.number().int(),
  totalScore: z.number(),
  passScore: z.number(),
  durationMin: z.number().int(),
  attemptsAllowed: z.number().int(),
  openAt: z.string().nullable(),
  closeAt: z.string().nullable(),
  shuffleQuestions: z.boolean(),
  shuffleOptions: z.boolean(),
  showScore: z.enum(SCORE_RELEASES),
  showAnalysis: z.enum(ANALYSIS_RELEASES),
  graceHours: z.number().int(),
  /** Fill-in answers that match no alternative wait for staff instead of scoring 0. */
  reviewFill: z.boolean(),
  attemptCount: z.number().int(),
  createTime: z.string().nullable(),
});
export type Exam = z.infer<typeof examSchema>;

export const examInputSchema = z.object({
  courseId: idString,
  title: z.string().trim().min(1).max(128),
  description: z.string().max(2000).default(''),
  status: z.enum(EXAM_STATUSES).default('draft'),
  mode: z.enum(PAPER_MODES),
  items: z.array(paperItemSchema).max(MAX_QUESTIONS_PER_PAPER).default([]),
  rules: z.array(drawRuleSchema).max(40).default([]),
  passScore: scoreSchema,
  durationMin: z.number().int().min(1).max(MAX_DURATION_MIN),
  attemptsAllowed: z.number().int().min(0).max(100).default(1),
  openAt: wireTime.nullable().optional(),
  closeAt: wireTime.nullable().optional(),
  shuffleQuestions: z.boolean().default(false),
  shuffleOptions: z.boolean().default(false),
  showScore: z.enum(SCORE_RELEASES).default('after_submit'),
  showAnalysis: z.enum(ANALYSIS_RELEASES).default('after_submit'),
  graceHours: z.number().int().min(0).max(MAX_GRACE_HOURS).default(DEFAULT_GRACE_HOURS),
  reviewFill: z.boolean().default(false),
});
export type ExamInput = z.input<typeof examInputSchema>;
export const examUpdateSchema = patchOf(examInputSchema).extend({ id: idString });

/** What the exams page sorts by (pig's `ascs` / `descs`). */
const EXAM_SORT_FIELDS = [
  'id',
  'title',
  'courseTitle',
  'status',
  'openAt',
  'totalScore',
  'durationMin',
  'attemptCount',
] as const;
export type ExamSortField = (typeof EXAM_SORT_FIELDS)[number];
export const examPageQuerySchema = sortablePageQuery(EXAM_SORT_FIELDS).extend({
  courseId: idString.optional(),
  status: z.enum(EXAM_STATUSES).optional(),
  keyword: z.string().max(64).optional(),
});

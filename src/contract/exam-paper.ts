import { z } from 'zod';
import { score } from './exam-fields';
import { idString, pageQuerySchema, patchOf, wireTimeInput } from './envelope';
import {
  ANALYSIS_RELEASES,
  DEFAULT_GRACE_HOURS,
  EXAM_STATUSES,
  MAX_DURATION_MIN,
  MAX_GRACE_HOURS,
  MAX_QUESTIONS_PER_PAPER,
  PAPER_MODES,
  QUESTION_TYPES,
  SCORE_RELEASES,
} from './exam-rules';

/** Exams as staff set them up: a fixed or random paper, its timing and when scores and analysis are released. */

const wireTime = wireTimeInput;

// ---- Staff: exams (papers) ----

/** A random paper's rule: draw `count` questions of `type` (from `categoryId`, or any category), `score` each. */
const drawRuleSchema = z.object({
  type: z.enum(QUESTION_TYPES),
  categoryId: idString.nullable(),
  count: z.number().int().min(1).max(MAX_QUESTIONS_PER_PAPER),
  score: score.positive(),
});
export type DrawRule = z.infer<typeof drawRuleSchema>;

/** A fixed paper's question with the score it carries in this paper. */
const paperItemSchema = z.object({ questionId: idString, score: score.positive() });

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
  passScore: score,
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

export const examPageQuerySchema = pageQuerySchema.extend({
  courseId: idString.optional(),
  status: z.enum(EXAM_STATUSES).optional(),
  keyword: z.string().max(64).optional(),
});

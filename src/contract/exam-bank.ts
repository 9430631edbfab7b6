import { z } from 'zod';
import { score } from './exam-fields';
import { idString, pageQuerySchema, patchOf } from './envelope';
import { idsQuery } from './people';
import {
  FILL_ANSWER_MAX,
  MAX_ALTERNATIVES,
  MAX_BLANKS,
  MAX_OPTIONS,
  OPTION_KEYS,
  QUESTION_TYPES,
} from './exam-rules';

/** Questions and their categories (the staff's question bank), and the answer shapes every exam schema shares. */

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
  score: score.positive().default(1),
  explanation: z.string().max(20_000).default(''),
});
export type QuestionInput = z.input<typeof questionInputSchema>;
export const questionUpdateSchema = patchOf(questionInputSchema).extend({ id: idString });

export const questionPageQuerySchema = pageQuerySchema.extend({
  categoryId: idString.optional(),
  type: z.enum(QUESTION_TYPES).optional(),
  keyword: z.string().max(64).optional(),
});
/** GET /edu/question/export: the page's filters without paging, or the questions ticked (`ids`). */
export const questionExportQuerySchema = questionPageQuerySchema
  .omit({ current: true, size: true })
  .extend({ ids: idsQuery.optional() });

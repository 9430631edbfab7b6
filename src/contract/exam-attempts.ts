import { z } from 'zod';
import { idString, sortablePageQuery } from './envelope';
import { QUESTION_TYPES, MAX_DURATION_MIN, MAX_QUESTIONS_PER_PAPER, ATTEMPT_STATUSES } from './exam-rules';
import { answerValueSchema, optionSchema, questionAnswerSchema, scoreSchema } from './exam';

/**
 * An exam module's wire, its staff side of attempts (server modules/exam/attempts): the results list, the score
 * chart, one attempt's answers, review and re-open. The shared shapes (questions, answers, scores) are in exam.ts.
 */

// ---- Staff: attempts overview, review, re-open ----
// The attempts at an exam as staff see them: the list, the score chart, one attempt's answers, review and
// re-open.

export const attemptRowSchema = z.object({
  id: idString,
  examId: idString,
  userId: idString,
  username: z.string(),
  name: z.string().nullable(),
  attemptNo: z.number().int(),
  status: z.enum(ATTEMPT_STATUSES),
  score: z.number().nullable(),
  passed: z.boolean().nullable(),
  startedAt: z.string(),
  deadline: z.string(),
  submittedAt: z.string().nullable(),
  /** When the device says it submitted, corrected by its clock offset (offline submits). */
  deviceSubmittedAt: z.string().nullable(),
  answered: z.number().int(),
  questionCount: z.number().int(),
});
export type AttemptRow = z.infer<typeof attemptRowSchema>;

/** What an exam's results page sorts by (pig's `ascs` / `descs`). */
const ATTEMPT_SORT_FIELDS = [
  'id',
  'username',
  'name',
  'attemptNo',
  'status',
  'score',
  'answered',
  'startedAt',
  'submittedAt',
] as const;
export type AttemptSortField = (typeof ATTEMPT_SORT_FIELDS)[number];
export const attemptPageQuerySchema = sortablePageQuery(ATTEMPT_SORT_FIELDS).extend({
  examId: idString,
  status: z.enum(ATTEMPT_STATUSES).optional(),
  keyword: z.string().max(64).optional(),
});
/** GET /edu/exam/attempt/export: the page's filters, every matching attempt (no paging). */
export const attemptExportQuerySchema = attemptPageQuerySchema.omit({
  current: true,
  size: true,
  ascs: true,
  descs: true,
});
/** GET /edu/exam/attempt/stats: one exam's chart. */
export const attemptStatsQuerySchema = z.object({ examId: idString });

/** Scores in bands of a tenth of the total (0–10 %, … 90–100 %), and the pass count, for the chart. */
export const attemptStatsSchema = z.object({
  examId: idString,
  attempts: z.number().int(),
  graded: z.number().int(),
  passed: z.number().int(),
  average: z.number().nullable(),
  highest: z.number().nullable(),
  bands: z.array(z.object({ from: z.number(), to: z.number(), count: z.number().int() })),
});
export type AttemptStats = z.infer<typeof attemptStatsSchema>;

/** Staff's view of one attempt: every question with the learner's answer, the right one and the mark. */
export const attemptDetailSchema = attemptRowSchema.extend({
  examTitle: z.string(),
  totalScore: z.number(),
  passScore: z.number(),
  reviewNote: z.string().nullable(),
  questions: z.array(
    z.object({
      questionId: idString,
      type: z.enum(QUESTION_TYPES),
      stem: z.string(),
      options: z.array(optionSchema),
      answer: questionAnswerSchema,
      explanation: z.string(),
      score: z.number(),
      value: answerValueSchema,
      mark: z.number().nullable(),
      correct: z.boolean().nullable(),
      /** Fill-in that matched no alternative and waits for staff (reviewFill). */
      needsReview: z.boolean(),
    }),
  ),
});
export type AttemptDetail = z.infer<typeof attemptDetailSchema>;

/**
 * Staff's review: marks for fill-in answers, and for a late_review attempt accept (then graded) or reject. The
 * server re-totals the score; `pending_review` becomes graded once no answer waits.
 */
export const attemptReviewSchema = z.object({
  id: idString,
  marks: z
    .array(z.object({ questionId: idString, mark: scoreSchema }))
    .max(MAX_QUESTIONS_PER_PAPER)
    .default([]),
  decision: z.enum(['accept', 'reject']).optional(),
  note: z.string().max(255).optional(),
});
/** Re-open a submitted attempt: in progress again with a new deadline of `minutes` from now; answers kept. */
export const attemptReopenSchema = z.object({
  id: idString,
  minutes: z.number().int().min(1).max(MAX_DURATION_MIN),
});

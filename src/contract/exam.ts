import { z } from 'zod';
import { idString, pageQuerySchema, patchOf } from './envelope';
import {
  ANALYSIS_RELEASES,
  ATTEMPT_STATUSES,
  EXAM_STATES,
  EXAM_STATUSES,
  FILL_ANSWER_MAX,
  MAX_ALTERNATIVES,
  MAX_ANSWERS_PER_SAVE,
  MAX_BLANKS,
  MAX_DURATION_MIN,
  MAX_GRACE_HOURS,
  MAX_OPTIONS,
  MAX_QUESTIONS_PER_PAPER,
  OPTION_KEYS,
  PAPER_MODES,
  QUESTION_TYPES,
  SCORE_RELEASES,
  DEFAULT_GRACE_HOURS,
} from './exam-rules';

export * from './exam-rules';

/**
 * Exams on the wire (DESIGN §4 and §9): camelCase, ids as strings, times as yyyy-MM-dd HH:mm:ss (Asia/Shanghai)
 * except where a device counts down: there the server sends epoch milliseconds of its own clock (`deadlineMs`,
 * `serverNowMs`) so the phone can correct its clock by the measured offset.
 */

const wireTime = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/, 'yyyy-MM-dd HH:mm:ss');
const score = z.number().min(0).max(1000);

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

// ---- Staff: exams (papers) ----

/** A random paper's rule: draw `count` questions of `type` (from `categoryId`, or any category), `score` each. */
export const drawRuleSchema = z.object({
  type: z.enum(QUESTION_TYPES),
  categoryId: idString.nullable(),
  count: z.number().int().min(1).max(MAX_QUESTIONS_PER_PAPER),
  score: score.positive(),
});
export type DrawRule = z.infer<typeof drawRuleSchema>;

/** A fixed paper's question with the score it carries in this paper. */
export const paperItemSchema = z.object({ questionId: idString, score: score.positive() });
export type PaperItem = z.infer<typeof paperItemSchema>;

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

// ---- Staff: attempts overview, review, re-open ----

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

export const attemptPageQuerySchema = pageQuerySchema.extend({
  examId: idString,
  status: z.enum(ATTEMPT_STATUSES).optional(),
  keyword: z.string().max(64).optional(),
});

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
    .array(z.object({ questionId: idString, mark: score }))
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

// ---- Learner ----

export const myExamSchema = z.object({
  id: idString,
  courseId: idString,
  courseTitle: z.string(),
  title: z.string(),
  description: z.string(),
  durationMin: z.number().int(),
  passScore: z.number(),
  totalScore: z.number(),
  questionCount: z.number().int(),
  attemptsAllowed: z.number().int(),
  attemptsUsed: z.number().int(),
  openAt: z.string().nullable(),
  closeAt: z.string().nullable(),
  openAtMs: z.number().nullable(),
  closeAtMs: z.number().nullable(),
  state: z.enum(EXAM_STATES),
  bestScore: z.number().nullable(),
  passed: z.boolean().nullable(),
  /** The attempt in progress (resume it), with its deadline on the server's clock. */
  inProgress: z.object({ attemptId: idString, deadlineMs: z.number() }).nullable(),
  /** The latest submitted attempt (its result page). */
  lastAttempt: z.object({ attemptId: idString, status: z.enum(ATTEMPT_STATUSES) }).nullable(),
  serverNowMs: z.number(),
});
export type MyExam = z.infer<typeof myExamSchema>;

/** A question as the learner gets it: no answer, no explanation; options in this attempt's order. */
export const attemptQuestionSchema = z.object({
  id: idString,
  type: z.enum(QUESTION_TYPES),
  stem: z.string(),
  options: z.array(optionSchema),
  /** Fill-in: how many blanks to show. */
  blanks: z.number().int(),
  score: z.number(),
});
export type AttemptQuestion = z.infer<typeof attemptQuestionSchema>;

export const savedAnswerSchema = z.object({
  questionId: idString,
  value: answerValueSchema,
  flagged: z.boolean(),
  answeredAtMs: z.number(),
});
export type SavedAnswer = z.infer<typeof savedAnswerSchema>;

export const attemptSchema = z.object({
  attemptId: idString,
  examId: idString,
  examTitle: z.string(),
  attemptNo: z.number().int(),
  status: z.enum(ATTEMPT_STATUSES),
  deadline: z.string(),
  deadlineMs: z.number(),
  serverNowMs: z.number(),
  totalScore: z.number(),
  passScore: z.number(),
  questions: z.array(attemptQuestionSchema),
  answers: z.array(savedAnswerSchema),
});
export type Attempt = z.infer<typeof attemptSchema>;

/** One answer as the device journals it: `answeredAtMs` is the device's clock corrected by its offset. */
export const answerEntrySchema = z.object({
  questionId: idString,
  value: answerValueSchema,
  flagged: z.boolean().default(false),
  answeredAtMs: z.number().int().min(0),
});
export type AnswerEntry = z.input<typeof answerEntrySchema>;

export const saveAnswersSchema = z.object({
  clientId: z.string().min(8).max(64),
  answers: z.array(answerEntrySchema).min(1).max(MAX_ANSWERS_PER_SAVE),
});
export type SaveAnswersRequest = z.input<typeof saveAnswersSchema>;
export const saveAnswersResultSchema = z.object({ saved: z.number().int(), serverNowMs: z.number() });

export const submitSchema = z.object({
  clientId: z.string().min(8).max(64),
  answers: z.array(answerEntrySchema).max(MAX_ANSWERS_PER_SAVE).default([]),
  deviceTime: z.number().int().min(0),
  clockOffsetMs: z
    .number()
    .int()
    .min(-7 * 24 * 3600_000)
    .max(7 * 24 * 3600_000),
});
export type SubmitRequest = z.input<typeof submitSchema>;

export const submitResultSchema = z.object({
  attemptId: idString,
  status: z.enum(ATTEMPT_STATUSES),
  /** Present when the score is released now (graded and showScore = after_submit). */
  score: z.number().nullable(),
  passed: z.boolean().nullable(),
});
export type SubmitResult = z.infer<typeof submitResultSchema>;

/**
 * My result. `released` false (resultNo): `reason` says why — the attempt waits for review, or results come when
 * the exam closes (`releaseAt`). `analysis` only when the exam allows it.
 */
export const resultSchema = z.object({
  attemptId: idString,
  examId: idString,
  examTitle: z.string(),
  courseId: idString,
  status: z.enum(ATTEMPT_STATUSES),
  released: z.boolean(),
  reason: z.enum(['pending_review', 'late_review', 'after_close', 'rejected']).nullable(),
  releaseAt: z.string().nullable(),
  score: z.number().nullable(),
  totalScore: z.number(),
  passScore: z.number(),
  passed: z.boolean().nullable(),
  submittedAt: z.string().nullable(),
  analysisAvailable: z.boolean(),
  questions: z.array(
    z.object({
      questionId: idString,
      type: z.enum(QUESTION_TYPES),
      stem: z.string(),
      options: z.array(optionSchema),
      score: z.number(),
      value: answerValueSchema,
      mark: z.number().nullable(),
      correct: z.boolean().nullable(),
      /** With analysis only. */
      answer: questionAnswerSchema.nullable(),
      explanation: z.string().nullable(),
    }),
  ),
});
export type ExamResult = z.infer<typeof resultSchema>;

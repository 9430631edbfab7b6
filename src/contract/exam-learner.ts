import { z } from 'zod';
import { idString } from './envelope';
import { QUESTION_TYPES, ATTEMPT_STATUSES, EXAM_STATES, MAX_ANSWERS_PER_SAVE } from './exam-rules';
import { answerValueSchema, optionSchema, questionAnswerSchema } from './exam';

/**
 * An exam module's wire, the learner's side (server modules/exam/learner). The shared shapes (questions, answers,
 * scores) are in exam.ts.
 */

// ---- Learner ----
// The learner's side: my exams, sitting an attempt (answers saved as they go, then submitted, offline too)
// and my result. Deadlines travel as epoch milliseconds of the server's clock (`deadlineMs`, `serverNowMs`).

/** A path's `/:attemptId`. */
export const attemptParamSchema = z.object({ attemptId: idString });

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
  /** "Add to calendar": the exam window's .ics signed for this learner, while it is coming or open. */
  calendarUrl: z.string().nullable().optional(),
});
export type MyExam = z.infer<typeof myExamSchema>;

/** A question as the learner gets it: no answer, no explanation; options in this attempt's order. */
const attemptQuestionSchema = z.object({
  id: idString,
  type: z.enum(QUESTION_TYPES),
  stem: z.string(),
  options: z.array(optionSchema),
  /** Fill-in: how many blanks to show. */
  blanks: z.number().int(),
  score: z.number(),
});
export type AttemptQuestion = z.infer<typeof attemptQuestionSchema>;

const savedAnswerSchema = z.object({
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
const answerEntrySchema = z.object({
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

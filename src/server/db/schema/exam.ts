import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { eduAudit, tenantIdColumn, ts } from './columns';

/** Exams: question bank, papers, attempts and their answers. Every row carries tenant_id. */

/**
 * The stored JSON shapes of exam rows. The pure parts of the exam module (paper making, scoring) work on them and
 * import them as types (a type import is no database access: lint allows it outside repos).
 */
export type OptionRow = { key: string; text: string };
/** single/judge: 'A' | 'T'; multiple: ['A','C']; fill: one list of accepted alternatives per blank. */
export type AnswerRow = string | string[] | string[][];
export type DrawRuleRow = { type: string; categoryId: string | null; count: number; score: number };
export type AttemptQuestionRow = {
  questionId: string;
  type: string;
  stem: string;
  options: OptionRow[];
  answer: AnswerRow;
  explanation: string;
  score: number;
};

const audit = eduAudit();
const tenantId = tenantIdColumn();

export const eduQuestionCategory = pgTable(
  'edu_question_category',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId,
    name: varchar('name', { length: 64 }).notNull(),
    sort: integer('sort').notNull().default(0),
    ...audit,
  },
  (t) => [index('edu_question_category_tenant').on(t.tenantId, t.sort)],
);

export const eduQuestion = pgTable(
  'edu_question',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId,
    categoryId: bigint('category_id', { mode: 'number' }),
    type: varchar('type', { length: 16 }).notNull(),
    stem: text('stem').notNull(),
    options: jsonb('options').$type<OptionRow[]>().notNull().default([]),
    answer: jsonb('answer').$type<AnswerRow>().notNull(),
    score: doublePrecision('score').notNull().default(1),
    explanation: text('explanation').notNull().default(''),
    ...audit,
  },
  (t) => [index('edu_question_bank').on(t.tenantId, t.categoryId, t.type)],
);

/** An exam and its paper, linked to a course. A fixed paper lists its questions in edu_exam_question. */
export const eduExam = pgTable(
  'edu_exam',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId,
    courseId: bigint('course_id', { mode: 'number' }).notNull(),
    title: varchar('title', { length: 128 }).notNull(),
    description: varchar('description', { length: 2000 }).notNull().default(''),
    status: varchar('status', { length: 16 }).notNull().default('draft'),
    mode: varchar('mode', { length: 16 }).notNull(),
    rules: jsonb('rules').$type<DrawRuleRow[]>().notNull().default([]),
    totalScore: doublePrecision('total_score').notNull().default(0),
    passScore: doublePrecision('pass_score').notNull(),
    durationMin: integer('duration_min').notNull(),
    attemptsAllowed: integer('attempts_allowed').notNull().default(1),
    openAt: ts('open_at'),
    closeAt: ts('close_at'),
    shuffleQuestions: boolean('shuffle_questions').notNull().default(false),
    shuffleOptions: boolean('shuffle_options').notNull().default(false),
    showScore: varchar('show_score', { length: 16 }).notNull().default('after_submit'),
    showAnalysis: varchar('show_analysis', { length: 16 }).notNull().default('after_submit'),
    graceHours: integer('grace_hours').notNull().default(24),
    reviewFill: boolean('review_fill').notNull().default(false),
    ...audit,
  },
  (t) => [index('edu_exam_course').on(t.tenantId, t.courseId)],
);

export const eduExamQuestion = pgTable(
  'edu_exam_question',
  {
    tenantId,
    examId: bigint('exam_id', { mode: 'number' }).notNull(),
    questionId: bigint('question_id', { mode: 'number' }).notNull(),
    sort: integer('sort').notNull(),
    score: doublePrecision('score').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.examId, t.questionId] }),
    index('edu_exam_question_q').on(t.tenantId, t.questionId),
  ],
);

/**
 * The questions of one attempt as they were drawn and shuffled, frozen at its start so a later edit of the bank
 * never changes a paper in a learner's hands or its marking. Order and option order come from `seed`.
 */
export const eduExamAttempt = pgTable(
  'edu_exam_attempt',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId,
    examId: bigint('exam_id', { mode: 'number' }).notNull(),
    courseId: bigint('course_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    attemptNo: integer('attempt_no').notNull(),
    seed: bigint('seed', { mode: 'number' }).notNull(),
    questions: jsonb('questions').$type<AttemptQuestionRow[]>().notNull(),
    totalScore: doublePrecision('total_score').notNull(),
    status: varchar('status', { length: 16 }).notNull().default('in_progress'),
    startedAt: ts('started_at').notNull().defaultNow(),
    deadline: ts('deadline').notNull(),
    submittedAt: ts('submitted_at'),
    deviceSubmittedAt: ts('device_submitted_at'),
    clockOffsetMs: integer('clock_offset_ms'),
    /** The submit's client id: a replay of it, or any later submit, gets the first outcome. */
    submitClientId: varchar('submit_client_id', { length: 64 }),
    score: doublePrecision('score'),
    passed: boolean('passed'),
    reviewBy: varchar('review_by', { length: 64 }),
    reviewTime: ts('review_time'),
    reviewNote: varchar('review_note', { length: 255 }),
    updateTime: ts('update_time').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('edu_exam_attempt_no').on(t.tenantId, t.examId, t.userId, t.attemptNo),
    // One attempt in progress per learner and exam: two devices starting at once get the same one.
    uniqueIndex('edu_exam_attempt_live')
      .on(t.tenantId, t.examId, t.userId)
      .where(sql`status = 'in_progress'`),
    index('edu_exam_attempt_exam').on(t.tenantId, t.examId, t.status),
    index('edu_exam_attempt_user').on(t.tenantId, t.userId, t.courseId),
  ],
);

/** The latest answer per attempt and question: a save with an earlier answered_at never overwrites a later one. */
export const eduExamAnswer = pgTable(
  'edu_exam_answer',
  {
    tenantId,
    attemptId: bigint('attempt_id', { mode: 'number' }).notNull(),
    questionId: bigint('question_id', { mode: 'number' }).notNull(),
    value: jsonb('value').$type<string | string[] | null>(),
    flagged: boolean('flagged').notNull().default(false),
    answeredAt: ts('answered_at').notNull(),
    savedAt: ts('saved_at').notNull().defaultNow(),
    /** Set at grading (or by staff's review). */
    mark: doublePrecision('mark'),
    correct: boolean('correct'),
    needsReview: boolean('needs_review').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.attemptId, t.questionId] })],
);

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

/** The training domain. Every row carries tenant_id; every query is scoped by it. */

const audit = eduAudit();
const tenantId = tenantIdColumn();

export const eduCourse = pgTable(
  'edu_course',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId,
    mode: varchar('mode', { length: 16 }).notNull(),
    title: varchar('title', { length: 128 }).notNull(),
    cover: varchar('cover', { length: 255 }),
    category: varchar('category', { length: 32 }).notNull(),
    summary: varchar('summary', { length: 500 }).notNull().default(''),
    content: text('content').notNull().default(''),
    teacher: varchar('teacher', { length: 64 }).notNull().default(''),
    creditHours: doublePrecision('credit_hours').notNull().default(0),
    fee: integer('fee').notNull().default(0),
    status: varchar('status', { length: 16 }).notNull().default('draft'),
    featured: boolean('featured').notNull().default(false),
    enrolStartAt: ts('enrol_start_at'),
    enrolEndAt: ts('enrol_end_at'),
    capacity: integer('capacity'),
    needsApproval: boolean('needs_approval').notNull().default(false),
    ...audit,
  },
  (t) => [index('edu_course_list').on(t.tenantId, t.status, t.mode, t.id)],
);

export const eduSession = pgTable(
  'edu_session',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId,
    courseId: bigint('course_id', { mode: 'number' }).notNull(),
    title: varchar('title', { length: 128 }).notNull(),
    startAt: ts('start_at').notNull(),
    endAt: ts('end_at').notNull(),
    venue: varchar('venue', { length: 128 }).notNull().default(''),
    address: varchar('address', { length: 255 }).notNull().default(''),
    capacity: integer('capacity').notNull(),
    checkinStartAt: ts('checkin_start_at').notNull(),
    checkinEndAt: ts('checkin_end_at').notNull(),
    /** HMAC key of the rotating session QR and of the tickets; never leaves the server but to staff. */
    secret: varchar('secret', { length: 64 }).notNull(),
    signatureRequired: boolean('signature_required').notNull().default(false),
    /** A multi-day session's daily automatic check-out, China time `HH:mm`: who is inside then has left. */
    autoCheckoutAt: varchar('auto_checkout_at', { length: 5 }),
    ...audit,
  },
  (t) => [index('edu_session_course').on(t.tenantId, t.courseId)],
);

export const eduLesson = pgTable(
  'edu_lesson',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId,
    courseId: bigint('course_id', { mode: 'number' }).notNull(),
    chapter: varchar('chapter', { length: 128 }).notNull(),
    title: varchar('title', { length: 128 }).notNull(),
    sort: integer('sort').notNull().default(0),
    durationSec: integer('duration_sec').notNull(),
    allowSkip: boolean('allow_skip').notNull().default(false),
    fileId: bigint('file_id', { mode: 'number' }),
    ...audit,
  },
  (t) => [index('edu_lesson_course').on(t.tenantId, t.courseId)],
);

/**
 * A lesson's handouts: attachment uploads in the order staff put them. Read through the lesson (its course's
 * approved learners, course staff); the file index finds the lessons that hold a file (download check, library).
 */
export const eduLessonFile = pgTable(
  'edu_lesson_file',
  {
    tenantId,
    lessonId: bigint('lesson_id', { mode: 'number' }).notNull(),
    fileId: bigint('file_id', { mode: 'number' }).notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.lessonId, t.fileId] }),
    index('edu_lesson_file_file').on(t.tenantId, t.fileId),
  ],
);

/** Seats are held by pending and approved sign-ups; at most one live sign-up per learner and course. */
export const eduEnrolment = pgTable(
  'edu_enrolment',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId,
    courseId: bigint('course_id', { mode: 'number' }).notNull(),
    sessionId: bigint('session_id', { mode: 'number' }),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }),
    status: varchar('status', { length: 16 }).notNull(),
    reason: varchar('reason', { length: 255 }),
    reviewBy: varchar('review_by', { length: 64 }),
    reviewTime: ts('review_time'),
    ...audit,
  },
  (t) => [
    uniqueIndex('edu_enrolment_live')
      .on(t.tenantId, t.userId, t.courseId)
      .where(sql`status in ('pending','approved','waitlisted')`),
    index('edu_enrolment_course').on(t.tenantId, t.courseId, t.sessionId, t.status),
    // Check-in looks a person up within a session (by user, or by sign-up id through the primary key).
    index('edu_enrolment_session_user').on(t.tenantId, t.sessionId, t.userId),
  ],
);

/** One row per learner and lesson: merged watched intervals, so replays never double-count. */
export const eduLessonProgress = pgTable(
  'edu_lesson_progress',
  {
    tenantId,
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    lessonId: bigint('lesson_id', { mode: 'number' }).notNull(),
    courseId: bigint('course_id', { mode: 'number' }).notNull(),
    position: doublePrecision('position').notNull().default(0),
    intervals: jsonb('intervals').$type<[number, number][]>().notNull().default([]),
    watchedSec: doublePrecision('watched_sec').notNull().default(0),
    completed: boolean('completed').notNull().default(false),
    completedAt: ts('completed_at'),
    lastStudiedAt: ts('last_studied_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.lessonId] }),
    index('edu_progress_course').on(t.tenantId, t.courseId),
  ],
);

/** Idempotency receipts: a repeated client id gets the first answer (an offline replay counts once). */
export const eduReceipt = pgTable(
  'edu_receipt',
  {
    tenantId,
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    clientId: varchar('client_id', { length: 64 }).notNull(),
    kind: varchar('kind', { length: 16 }).notNull(),
    answer: jsonb('answer').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId, t.clientId] }),
    // The console home's 30 days of study: the tenant's progress receipts of a period, not all of them ever.
    index('edu_receipt_activity').on(t.tenantId, t.kind, t.createdAt),
  ],
);

/**
 * Every check-in attempt, accepted or not: the client id makes a replay answer the first outcome, and at most one
 * accepted row per sign-up and session exists (a second device's check-in is kept as a duplicate conflict).
 */
export const eduCheckin = pgTable(
  'edu_checkin',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId,
    sessionId: bigint('session_id', { mode: 'number' }).notNull(),
    enrolmentId: bigint('enrolment_id', { mode: 'number' }),
    userId: bigint('user_id', { mode: 'number' }),
    name: varchar('name', { length: 64 }),
    mobile: varchar('mobile', { length: 20 }),
    method: varchar('method', { length: 16 }).notNull(),
    /** What the desk let the person do (PASSAGES): the check-in, a re-entry or an exit. */
    passage: varchar('passage', { length: 8 }).notNull().default('entry'),
    outcome: varchar('outcome', { length: 16 }).notNull(),
    reason: varchar('reason', { length: 32 }),
    /** Why staff let the person in from the desk's list without their ticket (ADMIT_REASONS). */
    admitReason: varchar('admit_reason', { length: 24 }),
    clientId: varchar('client_id', { length: 64 }).notNull(),
    deviceId: varchar('device_id', { length: 64 }).notNull(),
    deviceTime: ts('device_time'),
    clockOffsetMs: integer('clock_offset_ms').notNull().default(0),
    qrIssuedAt: ts('qr_issued_at'),
    serverTime: ts('server_time').notNull().defaultNow(),
    signatureFileId: bigint('signature_file_id', { mode: 'number' }),
    undone: boolean('undone').notNull().default(false),
    // When staff undid it: roster deltas (?since=) tell devices about undos as well as new check-ins.
    undoneAt: ts('undone_at'),
    // A duplicate whose person had already checked in from another device (two devices claimed one person), decided
    // when it was saved; a repeat from the device that checked the person in is a plain duplicate.
    conflict: boolean('conflict').notNull().default(false),
    createBy: varchar('create_by', { length: 64 }),
  },
  (t) => [
    uniqueIndex('edu_checkin_client').on(t.tenantId, t.clientId),
    uniqueIndex('edu_checkin_accepted')
      .on(t.tenantId, t.sessionId, t.enrolmentId)
      .where(sql`outcome = 'accepted' and not undone`),
    index('edu_checkin_session').on(t.tenantId, t.sessionId, t.outcome),
    // A person's passages (the check-in, re-entries, exits): the latest says whether they are inside.
    index('edu_checkin_passage')
      .on(t.tenantId, t.sessionId, t.enrolmentId)
      .where(sql`outcome in ('accepted', 'reentered', 'exited')`),
  ],
);

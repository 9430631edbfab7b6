import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { tenantIdColumn } from './columns';

/** Calendars and reminders: a learner's calendar settings and private feed, and the reminder jobs. */

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A learner's calendar and reminder settings, and the private feed address's token (random, reset at will; the
 * row is the only place it lives). `lang` is the language the learner last used here: the feed's and the texts'.
 */
export const eduCalendarPref = pgTable(
  'edu_calendar_pref',
  {
    tenantId: tenantIdColumn(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    feedToken: varchar('feed_token', { length: 64 }),
    alarmDay: boolean('alarm_day').notNull().default(true),
    alarmHour: boolean('alarm_hour').notNull().default(true),
    smsReminders: boolean('sms_reminders').notNull().default(false),
    lang: varchar('lang', { length: 8 }).notNull().default('zh'),
    updateTime: at('update_time').notNull().defaultNow(),
    /**
     * The feed's last body (its ETag) and when that body first went out, for the learner's feed and staff's: the
     * feed's Last-Modified, which rises when anything in it changes, an entry gone included.
     */
    feedEtag: varchar('feed_etag', { length: 40 }),
    feedChangedAt: at('feed_changed_at'),
    staffFeedEtag: varchar('staff_feed_etag', { length: 40 }),
    staffFeedChangedAt: at('staff_feed_changed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId] }),
    uniqueIndex('edu_calendar_pref_token').on(t.feedToken),
  ],
);

/**
 * A course a learner follows: its sign-up deadline is in the learner's feed until they sign up (at most
 * FOLLOW_MAX a learner).
 */
export const eduCourseFollow = pgTable(
  'edu_course_follow',
  {
    tenantId: tenantIdColumn(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    courseId: bigint('course_id', { mode: 'number' }).notNull(),
    createTime: at('create_time').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.userId, t.courseId] })],
);

/**
 * A course's reminder settings (staff's): whether reminders go out, and how many minutes before a session they do.
 * A course without a row reminds a day and an hour before (REMINDER_DEFAULTS).
 */
export const eduCourseReminder = pgTable(
  'edu_course_reminder',
  {
    tenantId: tenantIdColumn(),
    courseId: bigint('course_id', { mode: 'number' }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    leadMinutes: jsonb('lead_minutes').$type<number[]>().notNull(),
    updateBy: varchar('update_by', { length: 64 }),
    updateTime: at('update_time').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.courseId] })],
);

/**
 * One reminder to one person on one channel ('notice' or 'sms'). `dedupeKey` names what it reminds of (kind,
 * session or exam, lead, person, channel), unique per tenant, so however many processes plan the same reminder it
 * is written once. A job is claimed by moving `lockedUntil` forward (FOR UPDATE SKIP LOCKED), and ends `sent`,
 * `failed` (after its last try) or `skipped` (no longer due: a sign-up cancelled, a submitted exam).
 */
export const eduReminderJob = pgTable(
  'edu_reminder_job',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: tenantIdColumn(),
    dedupeKey: varchar('dedupe_key', { length: 160 }).notNull(),
    kind: varchar('kind', { length: 16 }).notNull(),
    refId: bigint('ref_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    channel: varchar('channel', { length: 8 }).notNull(),
    leadMinutes: integer('lead_minutes').notNull().default(0),
    dueAt: at('due_at').notNull(),
    status: varchar('status', { length: 8 }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lockedUntil: at('locked_until'),
    /** Set while a text is handed to the gateway: after a crash there, the outbox is asked before sending again. */
    sendingSince: at('sending_since'),
    error: varchar('error', { length: 255 }),
    sentAt: at('sent_at'),
    createBy: varchar('create_by', { length: 64 }),
    createTime: at('create_time').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('edu_reminder_job_key').on(t.tenantId, t.dedupeKey),
    index('edu_reminder_job_due')
      .on(t.dueAt)
      .where(sql`${t.status} = 'queued'`),
    index('edu_reminder_job_list').on(t.tenantId, t.createTime),
  ],
);

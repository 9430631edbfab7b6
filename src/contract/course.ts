import { z } from 'zod';
import { TEXT_AREA_MAX } from './constants';
import { AUTO_CHECKOUT_PATTERN } from './passage-rules';
import { imageInfoSchema } from './file';
import { idString, pageSchema, patchOf, sortablePageQuery, wireTimeInput } from './envelope';

/**
 * Courses on the wire: camelCase, ids as strings, times as yyyy-MM-dd HH:mm:ss. A course, its sessions and its
 * lessons.
 */

// Courses: their modes and statuses, the course as listed, the catalog's query, and the staff's edits.

export const COURSE_MODES = ['offline', 'online'] as const;
export type CourseMode = (typeof COURSE_MODES)[number];
const COURSE_STATUSES = ['draft', 'published', 'closed'] as const;
export type CourseStatus = (typeof COURSE_STATUSES)[number];

/** Time as pig writes it; an input may also omit seconds. */
const wireTime = wireTimeInput;
const nullableTime = wireTime.nullable();

export const courseSchema = z.object({
  id: idString,
  mode: z.enum(COURSE_MODES),
  title: z.string(),
  /** The cover's URL as staff set it (pig's field); `coverImage` describes it when it is an image we store. */
  cover: z.string().nullable(),
  coverImage: imageInfoSchema.nullable(),
  category: z.string(),
  summary: z.string(),
  content: z.string(),
  teacher: z.string(),
  creditHours: z.number(),
  fee: z.number().int(),
  status: z.enum(COURSE_STATUSES),
  featured: z.boolean(),
  enrolStartAt: z.string().nullable(),
  enrolEndAt: z.string().nullable(),
  capacity: z.number().int().nullable(),
  needsApproval: z.boolean(),
  seatsLeft: z.number().int().nullable(),
  enrolled: z.number().int(),
  createTime: z.string().nullable(),
});
export type Course = z.infer<typeof courseSchema>;

/** What the console's course list sorts by (pig's `ascs` / `descs`); `enrolled` counts approved sign-ups. */
const COURSE_SORT_FIELDS = [
  'id',
  'title',
  'category',
  'mode',
  'status',
  'creditHours',
  'fee',
  'enrolled',
  'enrolEndAt',
  'createTime',
] as const;
export type CourseSortField = (typeof COURSE_SORT_FIELDS)[number];
const coursePageQuerySchema = sortablePageQuery(COURSE_SORT_FIELDS).extend({
  mode: z.enum(COURSE_MODES).optional(),
  category: z.string().max(32).optional(),
  keyword: z.string().max(64).optional(),
  status: z.enum(COURSE_STATUSES).optional(),
  /** open = enrolment window open now; upcoming; ended (listing filter by "status" for learners). */
  phase: z.enum(['open', 'upcoming', 'ended']).optional(),
  featured: z.enum(['true', 'false']).optional(),
});
/** GET /edu/course/page: the catalog's filters, and `console` for staff's list (their drafts and closed ones too). */
export const catalogPageQuerySchema = coursePageQuerySchema.extend({
  console: z.enum(['true', 'false']).optional(),
});

export const courseInputSchema = z.object({
  mode: z.enum(COURSE_MODES),
  title: z.string().trim().min(1).max(128),
  cover: z.string().max(255).nullable().optional(),
  category: z.string().min(1).max(32),
  summary: z.string().max(TEXT_AREA_MAX).default(''),
  content: z.string().max(100_000).default(''),
  teacher: z.string().max(64).default(''),
  creditHours: z.number().min(0).max(999),
  fee: z.number().int().min(0).max(100_000_000),
  featured: z.boolean().default(false),
  enrolStartAt: nullableTime.optional(),
  enrolEndAt: nullableTime.optional(),
  capacity: z.number().int().min(1).max(100_000).nullable().optional(),
  needsApproval: z.boolean().default(false),
});
export type CourseInput = z.input<typeof courseInputSchema>;
export const courseUpdateSchema = patchOf(courseInputSchema).extend({ id: idString });
export const courseStatusSchema = z.object({ id: idString, status: z.enum(COURSE_STATUSES) });

// A course's sessions (its dated, offline meetings, each with a venue, seats and a check-in window).

export const sessionSchema = z.object({
  id: idString,
  courseId: idString,
  title: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  venue: z.string(),
  address: z.string(),
  capacity: z.number().int(),
  seatsLeft: z.number().int(),
  waitlisted: z.number().int(),
  checkinStartAt: z.string(),
  checkinEndAt: z.string(),
  signatureRequired: z.boolean(),
  /** Each day's automatic check-out, China time `HH:mm` (a multi-day session's desks count who is inside). */
  autoCheckoutAt: z.string().nullable(),
});
export type Session = z.infer<typeof sessionSchema>;

/**
 * What an attendee checking in sees of a session (GET /edu/session/info/{id}, public like the course's detail):
 * the course, when, where, and the check-in window, so they know they are at the right room.
 */
export const sessionInfoSchema = sessionSchema
  .pick({
    id: true,
    courseId: true,
    title: true,
    startAt: true,
    endAt: true,
    venue: true,
    address: true,
    checkinStartAt: true,
    checkinEndAt: true,
    signatureRequired: true,
  })
  .extend({ courseTitle: z.string() });
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

/**
 * GET /edu/session/page?courseId=: a page of a course's sessions, by start unless a sort is asked for (pig's
 * `ascs` / `descs`), for those who may see the course (its drafts: staff who edit courses).
 */
/** What a course's sessions sort by; `seatsLeft` as a row shows it (capacity less the seats sign-ups hold). */
const SESSION_SORT_FIELDS = [
  'id',
  'title',
  'startAt',
  'venue',
  'capacity',
  'seatsLeft',
  'checkinStartAt',
] as const;
export type SessionSortField = (typeof SESSION_SORT_FIELDS)[number];
export const sessionPageQuerySchema = sortablePageQuery(SESSION_SORT_FIELDS).extend({ courseId: idString });
/**
 * A page of sessions and the seats of every session the filter matches, for the list's totals: their capacity,
 * the seats left, and the seats sign-ups hold (capacity − seats left, as a row shows them).
 */
export const sessionPageSchema = pageSchema(sessionSchema).extend({
  capacityTotal: z.number().int(),
  seatsLeftTotal: z.number().int(),
  signedUpTotal: z.number().int(),
});
export type SessionPage = z.infer<typeof sessionPageSchema>;

export const sessionInputSchema = z.object({
  courseId: idString,
  title: z.string().trim().min(1).max(128),
  startAt: wireTime,
  endAt: wireTime,
  venue: z.string().max(128).default(''),
  address: z.string().max(255).default(''),
  capacity: z.number().int().min(1).max(100_000),
  checkinStartAt: wireTime.optional(),
  checkinEndAt: wireTime.optional(),
  signatureRequired: z.boolean().default(false),
  autoCheckoutAt: z.string().regex(AUTO_CHECKOUT_PATTERN).nullable().default(null),
});
export const sessionUpdateSchema = patchOf(sessionInputSchema)
  .omit({ courseId: true })
  .extend({ id: idString });

// A course's lessons (its online videos), grouped in chapters.

/** How many handouts one lesson may carry (each an attachment upload of at most 20 MB). */
export const LESSON_HANDOUTS_MAX = 20;

/** A file staff attached to a lesson: its id (the file's), original name, size in bytes and type. */
const handoutSchema = z.object({
  id: idString,
  name: z.string(),
  size: z.number().int(),
  type: z.string(),
});
export type Handout = z.infer<typeof handoutSchema>;

export const lessonSchema = z.object({
  id: idString,
  courseId: idString,
  chapter: z.string(),
  title: z.string(),
  sort: z.number().int(),
  durationSec: z.number().int(),
  allowSkip: z.boolean(),
  fileId: idString.nullable(),
  videoSize: z.number().int().nullable(),
  /** In order; present only for the course's approved learners and course staff (they are private). */
  handouts: z.array(handoutSchema).optional(),
});
export type Lesson = z.infer<typeof lessonSchema>;

export const chapterSchema = z.object({ title: z.string(), lessons: z.array(lessonSchema) });
export type Chapter = z.infer<typeof chapterSchema>;

export const lessonInputSchema = z.object({
  courseId: idString,
  chapter: z.string().trim().min(1).max(128),
  title: z.string().trim().min(1).max(128),
  sort: z.number().int().min(0).max(10_000).default(0),
  durationSec: z
    .number()
    .int()
    .min(1)
    .max(24 * 3600),
  allowSkip: z.boolean().default(false),
  fileId: idString.nullable().optional(),
  /** The lesson's handouts in order (attachment uploads of the tenant); left out, they stay as they are. */
  handoutIds: z.array(idString).max(LESSON_HANDOUTS_MAX).optional(),
});
export const lessonUpdateSchema = patchOf(lessonInputSchema)
  .omit({ courseId: true })
  .extend({ id: idString });

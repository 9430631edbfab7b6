import { z } from 'zod';
import { TEXT_AREA_MAX } from './constants';
import { idString, pageQuerySchema, patchOf } from './envelope';

export * from './study-rules';
export * from './upload-rules';

/** The training domain on the wire (DESIGN §4 and §7): camelCase, ids as strings, times as yyyy-MM-dd HH:mm:ss. */

export const COURSE_MODES = ['offline', 'online'] as const;
export type CourseMode = (typeof COURSE_MODES)[number];
export const COURSE_STATUSES = ['draft', 'published', 'closed'] as const;
export type CourseStatus = (typeof COURSE_STATUSES)[number];
export const ENROLMENT_STATUSES = ['pending', 'approved', 'rejected', 'cancelled', 'waitlisted'] as const;
export type EnrolmentStatus = (typeof ENROLMENT_STATUSES)[number];

/** Time as pig writes it; an input may also omit seconds. */
const wireTime = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/, 'yyyy-MM-dd HH:mm:ss');
const nullableTime = wireTime.nullable();

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
});
export type Lesson = z.infer<typeof lessonSchema>;

export const chapterSchema = z.object({ title: z.string(), lessons: z.array(lessonSchema) });
export type Chapter = z.infer<typeof chapterSchema>;

/** The types of the responsive copies made of an uploaded image, best first (a <picture> offers them in order). */
export const IMAGE_VARIANT_TYPES = ['image/avif', 'image/webp'] as const;
export const imageVariantSchema = z.object({
  url: z.string(),
  type: z.enum(IMAGE_VARIANT_TYPES),
  width: z.number().int(),
  height: z.number().int(),
});
/**
 * An uploaded image as a page needs it: its intrinsic size (to reserve its box before it loads) and its
 * responsive copies (AVIF and WebP at a few widths, never wider than the image). No variants: show the original.
 */
export const imageInfoSchema = z.object({
  width: z.number().int(),
  height: z.number().int(),
  variants: z.array(imageVariantSchema),
});
export type ImageInfo = z.infer<typeof imageInfoSchema>;

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

export const enrolmentSchema = z.object({
  id: idString,
  courseId: idString,
  sessionId: idString.nullable(),
  userId: idString,
  enterpriseId: idString.nullable(),
  status: z.enum(ENROLMENT_STATUSES),
  reason: z.string().nullable(),
  createTime: z.string().nullable(),
  reviewTime: z.string().nullable(),
  name: z.string().nullable(),
  phone: z.string().nullable(),
  course: z.object({ id: idString, title: z.string(), mode: z.enum(COURSE_MODES) }),
  /** The signed ticket for the QR: approved sign-ups of a session only (also GET /edu/enrolment/ticket/{id}). */
  ticket: z.string().nullable(),
  session: z
    .object({
      id: idString,
      title: z.string(),
      startAt: z.string(),
      endAt: z.string(),
      venue: z.string(),
      address: z.string(),
    })
    .nullable(),
});
export type Enrolment = z.infer<typeof enrolmentSchema>;

export const courseDetailSchema = courseSchema.extend({
  sessions: z.array(sessionSchema),
  chapters: z.array(chapterSchema),
  myEnrolment: enrolmentSchema.nullable(),
});
export type CourseDetail = z.infer<typeof courseDetailSchema>;

export const coursePageQuerySchema = pageQuerySchema.extend({
  mode: z.enum(COURSE_MODES).optional(),
  category: z.string().max(32).optional(),
  keyword: z.string().max(64).optional(),
  status: z.enum(COURSE_STATUSES).optional(),
  /** open = enrolment window open now; upcoming; ended (listing filter by "status" for learners). */
  phase: z.enum(['open', 'upcoming', 'ended']).optional(),
  featured: z.enum(['true', 'false']).optional(),
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
});
export const sessionUpdateSchema = patchOf(sessionInputSchema)
  .omit({ courseId: true })
  .extend({ id: idString });

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
});
export const lessonUpdateSchema = patchOf(lessonInputSchema)
  .omit({ courseId: true })
  .extend({ id: idString });

export const enrolRequestSchema = z.object({ courseId: idString, sessionId: idString.optional() });
export const enrolmentPageQuerySchema = pageQuerySchema.extend({
  courseId: idString.optional(),
  sessionId: idString.optional(),
  status: z.enum(ENROLMENT_STATUSES).optional(),
  keyword: z.string().max(64).optional(),
});
export const reviewRequestSchema = z.object({
  ids: z.array(idString).min(1).max(500),
  approve: z.boolean(),
  reason: z.string().max(255).optional(),
});

export const intervalSchema = z.tuple([z.number().min(0), z.number().min(0)]);
export const progressRequestSchema = z.object({
  clientId: z.string().min(8).max(64),
  lessonId: idString,
  position: z.number().min(0),
  intervals: z.array(intervalSchema).max(200),
});
export type ProgressRequest = z.infer<typeof progressRequestSchema>;

export const lessonProgressSchema = z.object({
  lessonId: idString,
  position: z.number(),
  watchedSec: z.number(),
  completed: z.boolean(),
  intervals: z.array(intervalSchema),
});
export type LessonProgress = z.infer<typeof lessonProgressSchema>;

export const studyRecordSchema = z.object({
  courseId: idString,
  title: z.string(),
  lessonsDone: z.number().int(),
  lessonsTotal: z.number().int(),
  hours: z.number(),
  creditHours: z.number(),
  watchedSec: z.number(),
  lastStudiedAt: z.string().nullable(),
  lessons: z.array(lessonProgressSchema.extend({ title: z.string(), durationSec: z.number().int() })),
  /**
   * The course's published exam (issue 16), or null: `passed` once a released, graded attempt reached the pass
   * score (with several exams, all of them; the first one not passed yet is shown), `bestScore` once released.
   */
  exam: z
    .object({
      examId: idString,
      title: z.string(),
      passed: z.boolean(),
      bestScore: z.number().nullable(),
      passScore: z.number(),
    })
    .nullable(),
  /** Course completion: every lesson done and, when the course has a published exam, the exam passed. */
  completed: z.boolean(),
});
export type StudyRecord = z.infer<typeof studyRecordSchema>;

export const courseStatsSchema = z.object({
  courseId: idString,
  enrolled: z.number().int(),
  pending: z.number().int(),
  waitlisted: z.number().int(),
  started: z.number().int(),
  completed: z.number().int(),
  hours: z.number(),
  lessons: z.array(
    z.object({
      lessonId: idString,
      title: z.string(),
      started: z.number().int(),
      completed: z.number().int(),
    }),
  ),
});
export type CourseStats = z.infer<typeof courseStatsSchema>;

export const fileSchema = z.object({
  id: idString,
  url: z.string(),
  fileName: z.string(),
  name: z.string(),
  fileSize: z.number().int(),
  fileType: z.string(),
  /** Images: intrinsic size and responsive variants; null for other files. */
  image: imageInfoSchema.nullable(),
});
export type UploadedFile = z.infer<typeof fileSchema>;

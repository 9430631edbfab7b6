import { z } from 'zod';
import { TEXT_AREA_MAX } from './constants';
import { idString, pageQuerySchema, patchOf, wireTimeInput } from './envelope';
import { imageInfoSchema } from './edu-file';

/** Courses: their modes and statuses, the course as listed, the catalog's query, and the staff's edits. */

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

const coursePageQuerySchema = pageQuerySchema.extend({
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

import { z } from 'zod';
import { idString, patchOf } from './envelope';

/** A course's lessons (its online videos), grouped in chapters. */

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

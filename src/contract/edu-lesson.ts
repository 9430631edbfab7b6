import { z } from 'zod';
import { idString, patchOf } from './envelope';

/** A course's lessons (its online videos), grouped in chapters. */

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

import { z } from 'zod';
import { idString } from './envelope';

/** Study progress: watched intervals of a lesson, a learner's record per course, and a course's statistics. */

const intervalSchema = z.tuple([z.number().min(0), z.number().min(0)]);
export const progressRequestSchema = z.object({
  clientId: z.string().min(8).max(64),
  lessonId: idString,
  position: z.number().min(0),
  intervals: z.array(intervalSchema).max(200),
});
export type ProgressRequest = z.infer<typeof progressRequestSchema>;

/** GET /edu/lesson/video-url/{id}: the lesson video's signed link, for a <video> element that sends no token. */
export const videoUrlSchema = z.object({ url: z.string() });

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
   * The course's published exam, or null: `passed` once a released, graded attempt reached the pass
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

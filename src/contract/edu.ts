import { z } from 'zod';
import { courseSchema } from './edu-course';
import { enrolmentSchema } from './edu-enrolment';
import { chapterSchema } from './edu-lesson';
import { sessionSchema } from './edu-session';

export * from './study-rules';
export * from './upload-rules';
export * from './edu-course';
export * from './edu-session';
export * from './edu-lesson';
export * from './edu-enrolment';
export * from './edu-study';
export * from './edu-file';

/**
 * The training domain on the wire: camelCase, ids as strings, times as yyyy-MM-dd HH:mm:ss.
 *
 * This module is its public face; the schemas live by topic: edu-course.ts (courses), edu-session.ts (sessions),
 * edu-lesson.ts (lessons and chapters), edu-enrolment.ts (sign-ups and their review), edu-study.ts (progress and
 * statistics) and edu-file.ts (uploaded files and images). The course's page, which joins a course with its
 * sessions, chapters and my enrolment, is here.
 */

export const courseDetailSchema = courseSchema.extend({
  sessions: z.array(sessionSchema),
  chapters: z.array(chapterSchema),
  myEnrolment: enrolmentSchema.nullable(),
});
export type CourseDetail = z.infer<typeof courseDetailSchema>;

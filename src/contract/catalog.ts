import { z } from 'zod';
import { courseSchema, chapterSchema, sessionSchema } from './course';
import { enrolmentSchema } from './enrolment';

/** The course's page, which joins a course with its sessions, chapters and my enrolment. */
export const courseDetailSchema = courseSchema.extend({
  sessions: z.array(sessionSchema),
  chapters: z.array(chapterSchema),
  myEnrolment: enrolmentSchema.nullable(),
});
export type CourseDetail = z.infer<typeof courseDetailSchema>;

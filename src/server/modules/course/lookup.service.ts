import * as repo from './course.repo';
import * as handouts from './handout.repo';

export type { CourseFilter, CourseRow, LessonRow, SessionRow } from './course.repo';
export type { HandoutRow } from './handout.repo';

/*
 * What other modules read of courses, sessions, lessons and handouts: the rows as stored, every read scoped by
 * tenant. The module's door offers these, never its repository, so the SQL behind them can change shape freely.
 */

/** One page of courses matching a filter (the catalog's listing). */
export const coursePage = (...a: Parameters<typeof repo.coursePage>) => repo.coursePage(...a);
/** A course, or nothing (deleted courses are nothing). */
export const courseById = (...a: Parameters<typeof repo.courseById>) => repo.courseById(...a);
/** The sessions of some courses. */
export const sessionsOf = (...a: Parameters<typeof repo.sessionsOf>) => repo.sessionsOf(...a);
/** A session, or nothing. */
export const sessionById = (...a: Parameters<typeof repo.sessionById>) => repo.sessionById(...a);
/** A session through this process's short cache (check-in judges many tickets of one session). */
export const sessionByIdCached = (...a: Parameters<typeof repo.sessionByIdCached>) =>
  repo.sessionByIdCached(...a);
/** A course's live lessons in their order, each with its video's size. */
export const lessonsOf = (...a: Parameters<typeof repo.lessonsOf>) => repo.lessonsOf(...a);
/** A lesson, or nothing. */
export const lessonById = (...a: Parameters<typeof repo.lessonById>) => repo.lessonById(...a);
/** The handouts of a course's live lessons. */
export const handoutsOfCourse = (...a: Parameters<typeof handouts.handoutsOfCourse>) =>
  handouts.handoutsOfCourse(...a);
/** The courses that hand out a file (whose enrolled learners may open it). */
export const coursesHandingOut = (...a: Parameters<typeof handouts.coursesHandingOut>) =>
  handouts.coursesHandingOut(...a);

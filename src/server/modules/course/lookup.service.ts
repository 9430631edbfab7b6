import * as repo from './course.repo';
import * as handouts from './handout.repo';

export type { CourseFilter, CourseRow, LessonRow, SessionRow } from './course.repo';
export type { HandoutRow } from './handout.repo';

/*
 * What other modules read of courses, sessions, lessons and handouts: the rows as stored, every read scoped by
 * tenant. The module's door offers these, never its repository, so the SQL behind them can change shape freely.
 */

/** One page of courses matching a filter (the catalog's listing). */
export const coursePage = repo.coursePage;
/** A course, or nothing (deleted courses are nothing). */
export const courseById = repo.courseById;
/** The sessions of some courses. */
export const sessionsOf = repo.sessionsOf;
/** The live sessions of live courses under way at some time in [from, to), by start, with the course's title. */
export const sessionsBetween = repo.sessionsBetween;
/** A session, or nothing. */
export const sessionById = repo.sessionById;
/** A session through this process's short cache (check-in judges many tickets of one session). */
export const sessionByIdCached = repo.sessionByIdCached;
/** A course's live lessons in their order, each with its video's size. */
export const lessonsOf = repo.lessonsOf;
/** A lesson, or nothing. */
export const lessonById = repo.lessonById;
/** The handouts of a course's live lessons. */
export const handoutsOfCourse = handouts.handoutsOfCourse;
/** The courses that hand out a file (whose enrolled learners may open it). */
export const coursesHandingOut = handouts.coursesHandingOut;

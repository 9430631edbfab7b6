import type { ServerModule } from '../module';
import { courseRoutes } from './course.routes';

export {
  checkinWindowDates,
  checkinWindowOf,
  newSessionSecret,
  sanitizeContent,
  toChapters,
  toCourse,
  toLesson,
  toSession,
} from './course.service';
export {
  courseById,
  coursePage,
  lessonById,
  lessonsOf,
  sessionById,
  sessionByIdCached,
  sessionsOf,
} from './course.repo';
export type { CourseFilter, CourseRow, LessonRow, SessionRow } from './course.repo';
export { coursesHandingOut, handoutsOfCourse } from './handout.repo';
export type { HandoutRow } from './handout.repo';

export const courseModule: ServerModule = {
  name: 'course',
  async register(app) {
    await app.register(courseRoutes);
  },
};

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
  coursesHandingOut,
  handoutsOfCourse,
  lessonById,
  lessonsOf,
  sessionById,
  sessionByIdCached,
  sessionsBetween,
  sessionsOf,
} from './lookup.service';
export type { CourseFilter, CourseRow, HandoutRow, LessonRow, SessionRow } from './lookup.service';

export const courseModule: ServerModule = {
  name: 'course',
  async register(app) {
    await app.register(courseRoutes);
  },
};

import type { CourseDetail } from '@contract/edu';
import type { Db } from '../../db/client';
import { DomainError } from '../../lib/domain-error';
import { liveEnrolmentOf } from '../enrolment/enrolment.repo';
import { toEnrolment } from '../enrolment/enrolment.service';
import { courseById, enrolmentCounts, lessonsOf, sessionsOf } from './course.repo';
import { toChapters, toCourse, toCourseDetail, toLesson, toSession } from './course.service';

/** A course with its sessions or chapter outline, and the caller's live sign-up when signed in. */
export async function courseDetail(db: Db, tenantId: number, id: number, userId: number | null, isStaff: () => Promise<boolean>): Promise<CourseDetail> {
  const course = await courseById(db, tenantId, id);
  // Only a draft needs the permission lookup: published and closed courses are public.
  if (!course || (course.status === 'draft' && !(await isStaff()))) throw new DomainError('courseNotFound', {}, 404);
  const [sessions, counts, lessons, mine] = await Promise.all([
    sessionsOf(db, tenantId, [id]),
    enrolmentCounts(db, tenantId, [id]),
    course.mode === 'online' ? lessonsOf(db, tenantId, id) : Promise.resolve([]),
    userId === null ? Promise.resolve(undefined) : liveEnrolmentOf(db, tenantId, userId, id),
  ]);
  return toCourseDetail(
    toCourse(course, sessions, counts),
    sessions.map((s) => toSession(s, counts)),
    toChapters(lessons.map((l) => toLesson(l.lesson, l.videoSize))),
    mine ? toEnrolment(mine) : null,
  );
}

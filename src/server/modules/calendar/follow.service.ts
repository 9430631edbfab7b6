import type { FollowedCourse } from '@contract/calendar';
import { FOLLOW_MAX } from '@contract/reminder-rules';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { DomainError } from '../../lib/domain-error';
import { formatTime } from '../../lib/wire';
import * as repo from './follow.repo';

/**
 * Following a course: a learner who has not signed up yet keeps its sign-up deadline in their calendar feed.
 * Following and unfollowing are idempotent (a phone may send either twice).
 */

/** GET /edu/calendar/follow. */
export async function followed(db: Db, actor: Actor): Promise<FollowedCourse[]> {
  const rows = await repo.followedCourses(db, actor.tenantId, actor.userId);
  return rows.map((r) => ({
    courseId: String(r.courseId),
    title: r.title,
    enrolEndAt: formatTime(r.enrolEndAt),
    signedUp: r.signedUp,
  }));
}

/** PUT /edu/calendar/follow/{courseId}: a published course of the tenant, within FOLLOW_MAX. */
export async function follow(db: Db, actor: Actor, courseId: number): Promise<FollowedCourse[]> {
  if (!(await repo.publishedCourseExists(db, actor.tenantId, courseId)))
    throw new DomainError('courseNotFound', {}, 404);
  const outcome = await repo.follow(db, actor.tenantId, actor.userId, courseId, FOLLOW_MAX);
  if (outcome === 'full') throw new DomainError('followTooMany', { max: String(FOLLOW_MAX) }, 409);
  return followed(db, actor);
}

/** DELETE /edu/calendar/follow/{courseId}: stops following (a course not followed: nothing to do). */
export async function unfollow(db: Db, actor: Actor, courseId: number): Promise<FollowedCourse[]> {
  await repo.unfollow(db, actor.tenantId, actor.userId, courseId);
  return followed(db, actor);
}

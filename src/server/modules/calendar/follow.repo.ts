import { and, asc, count, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eduCourse, eduCourseFollow, eduEnrolment } from '../../db/schema';

/** The courses a learner follows: their sign-up deadlines are in the learner's feed until they sign up. */

/** A sign-up that counts: the learner is in (or waiting for) the course, so its deadline no longer matters. */
const signedUp = sql<boolean>`exists (select 1 from ${eduEnrolment} e where e.tenant_id = ${eduCourseFollow.tenantId}
  and e.course_id = ${eduCourseFollow.courseId} and e.user_id = ${eduCourseFollow.userId}
  and e.status in ('pending', 'approved', 'waitlisted'))`;

/** A followed course that is live and published (the only ones listed, shown in the feed and counted). */
const published = and(eq(eduCourse.delFlag, '0'), eq(eduCourse.status, 'published'));
const liveCourse = and(
  eq(eduCourse.tenantId, eduCourseFollow.tenantId),
  eq(eduCourse.id, eduCourseFollow.courseId),
  published,
);

const followedColumns = {
  courseId: eduCourse.id,
  title: eduCourse.title,
  enrolEndAt: eduCourse.enrolEndAt,
  createTime: eduCourse.createTime,
  updateTime: eduCourse.updateTime,
  followTime: eduCourseFollow.createTime,
  signedUp,
};

/**
 * The learner's followed courses that are live and published, by their deadline (none last). `deadlineAfter`
 * keeps only those with a deadline after it (the feed's).
 */
export async function followedCourses(
  db: Db,
  tenantId: number,
  userId: number,
  q: { deadlineAfter?: Date } = {},
) {
  return db
    .select(followedColumns)
    .from(eduCourseFollow)
    .innerJoin(eduCourse, liveCourse)
    .where(
      and(
        eq(eduCourseFollow.tenantId, tenantId),
        eq(eduCourseFollow.userId, userId),
        q.deadlineAfter
          ? and(isNotNull(eduCourse.enrolEndAt), gt(eduCourse.enrolEndAt, q.deadlineAfter))
          : undefined,
      ),
    )
    .orderBy(sql`${eduCourse.enrolEndAt} asc nulls last`, asc(eduCourse.id));
}
export type FollowedRow = Awaited<ReturnType<typeof followedCourses>>[number];

/** Whether a live, published course has this id in the tenant (only those can be followed). */
export async function publishedCourseExists(db: Db, tenantId: number, courseId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: eduCourse.id })
    .from(eduCourse)
    .where(and(eq(eduCourse.tenantId, tenantId), eq(eduCourse.id, courseId), published));
  return !!row;
}

/**
 * Follows the course unless the learner already follows `max` courses: one learner's follows are counted and
 * written under a lock of theirs, so two at once cannot pass the limit together. Following again changes nothing.
 */
export async function follow(
  db: Db,
  tenantId: number,
  userId: number,
  courseId: number,
  max: number,
): Promise<'followed' | 'full'> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`follow:${tenantId}:${userId}`}, 0))`,
    );
    const mine = and(eq(eduCourseFollow.tenantId, tenantId), eq(eduCourseFollow.userId, userId));
    const [already] = await tx
      .select({ courseId: eduCourseFollow.courseId })
      .from(eduCourseFollow)
      .where(and(mine, eq(eduCourseFollow.courseId, courseId)));
    if (already) return 'followed';
    // Only live, published courses count: a followed course deleted since is in no list, and holds no place.
    const [held] = await tx
      .select({ n: count() })
      .from(eduCourseFollow)
      .innerJoin(eduCourse, liveCourse)
      .where(mine);
    if ((held?.n ?? 0) >= max) return 'full';
    await tx.insert(eduCourseFollow).values({ tenantId, userId, courseId }).onConflictDoNothing();
    return 'followed';
  });
}

export async function unfollow(db: Db, tenantId: number, userId: number, courseId: number): Promise<void> {
  await db
    .delete(eduCourseFollow)
    .where(
      and(
        eq(eduCourseFollow.tenantId, tenantId),
        eq(eduCourseFollow.userId, userId),
        eq(eduCourseFollow.courseId, courseId),
      ),
    );
}

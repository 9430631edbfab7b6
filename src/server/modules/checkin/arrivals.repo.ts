import { and, count, eq, isNotNull, or, sql } from 'drizzle-orm';
import { ARRIVALS_BUCKET_MINUTES } from '@contract/checkin';
import type { Db } from '../../db/client';
import { eduCheckin, eduEnrolment } from '../../db/schema';
import { enterpriseName } from './checkin.repo';

/** An arrival: a check-in of the session that was accepted and that staff have not undone. */
const arrivalOf = (tenantId: number, sessionId: number) =>
  and(
    eq(eduCheckin.tenantId, tenantId),
    eq(eduCheckin.sessionId, sessionId),
    eq(eduCheckin.outcome, 'accepted'),
    eq(eduCheckin.undone, false),
  );

/**
 * A session's arrivals counted per bucket of ARRIVALS_BUCKET_MINUTES, by the server's time of each: the bucket's
 * number (epoch seconds over the bucket's length, floored), ascending; empty buckets are not rows. China's offset
 * is whole hours, so a bucket floored in UTC starts on China's clock too.
 */
export async function arrivalsPerBucket(db: Db, tenantId: number, sessionId: number) {
  const seconds = sql.raw(String(ARRIVALS_BUCKET_MINUTES * 60));
  const bucket =
    sql<number>`floor(extract(epoch from ${eduCheckin.serverTime}) / ${seconds})::bigint`.mapWith(Number);
  return db
    .select({ bucket, count: count() })
    .from(eduCheckin)
    .where(arrivalOf(tenantId, sessionId))
    .groupBy(bucket)
    .orderBy(bucket);
}

/**
 * A session's sign-ups grouped by their enterprise as the roster names it (the one that enrolled the person, or
 * theirs; null for none): how many are approved (expected) and how many arrived. A sign-up cancelled after its
 * check-in still counts as arrived, so the groups add up to the arrivals.
 */
export async function arrivalsPerEnterprise(db: Db, tenantId: number, sessionId: number) {
  const signUps = db
    .select({
      enterprise: enterpriseName(tenantId).as('enterprise'),
      approved: sql<boolean>`${eduEnrolment.status} = 'approved'`.as('approved'),
      arrived: sql<boolean>`${eduCheckin.id} is not null`.as('arrived'),
    })
    .from(eduEnrolment)
    .leftJoin(eduCheckin, and(arrivalOf(tenantId, sessionId), eq(eduCheckin.enrolmentId, eduEnrolment.id)))
    .where(
      and(
        eq(eduEnrolment.tenantId, tenantId),
        eq(eduEnrolment.sessionId, sessionId),
        or(eq(eduEnrolment.status, 'approved'), isNotNull(eduCheckin.id)),
      ),
    )
    .as('sign_ups');
  return db
    .select({
      enterprise: signUps.enterprise,
      expected: sql<number>`count(*) filter (where ${signUps.approved})`.mapWith(Number),
      checkedIn: sql<number>`count(*) filter (where ${signUps.arrived})`.mapWith(Number),
    })
    .from(signUps)
    .groupBy(signUps.enterprise);
}

import { and, count, desc, eq, gt, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { REFUSED_OUTCOMES } from '@contract/checkin-rules';
import type { Db } from '../../db/client';
import {
  eduCheckin,
  eduCourse,
  eduEnrolment,
  eduEnterprise,
  eduEnterpriseMember,
  eduSession,
  sysFile,
  sysLog,
  sysUser,
} from '../../db/schema';
import { pageRows } from '../../db/paged';

export type CheckinRow = typeof eduCheckin.$inferSelect;

/** Accepted check-ins that staff have not undone: who is there. */
const accepted = (tenantId: number) =>
  and(eq(eduCheckin.tenantId, tenantId), eq(eduCheckin.outcome, 'accepted'), eq(eduCheckin.undone, false));
/** A session's accepted check-ins that staff have not undone. */
const acceptedIn = (tenantId: number, sessionId: number) =>
  and(accepted(tenantId), eq(eduCheckin.sessionId, sessionId));

/**
 * The accepted check-ins of each of these sessions, counted per session: an index lookup of the session's own
 * whatever the statistics say (as enrolment.repo's approvedPerSession).
 */
export async function acceptedPerSession(db: Db, tenantId: number, sessionIds: number[]) {
  if (!sessionIds.length) return new Map<number, number>();
  const session = sql<number>`s.id`.mapWith(Number);
  const ofSession = db
    .select({ n: count() })
    .from(eduCheckin)
    .where(and(accepted(tenantId), eq(eduCheckin.sessionId, session)));
  const rows = await db
    .select({ sessionId: session, n: sql<number>`(${ofSession})`.mapWith(Number) })
    .from(sql`unnest(${sql.param(sessionIds)}::bigint[]) as s(id)`);
  return new Map(rows.map((r) => [r.sessionId, r.n]));
}

/** How many approved sign-ups a session has: who is expected. */
export async function approvedCount(db: Db, tenantId: number, sessionId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(eduEnrolment)
    .where(
      and(
        eq(eduEnrolment.tenantId, tenantId),
        eq(eduEnrolment.sessionId, sessionId),
        eq(eduEnrolment.status, 'approved'),
      ),
    );
  return row?.n ?? 0;
}

export async function sessionCounts(db: Db, tenantId: number, sessionId: number) {
  const [enrolled, [{ checkedIn }], latest] = (await Promise.all([
    approvedCount(db, tenantId, sessionId),
    db.select({ checkedIn: count() }).from(eduCheckin).where(acceptedIn(tenantId, sessionId)),
    db
      .select({ name: eduCheckin.name, serverTime: eduCheckin.serverTime })
      .from(eduCheckin)
      .where(acceptedIn(tenantId, sessionId))
      .orderBy(desc(eduCheckin.id))
      .limit(5),
  ])) as [number, [{ checkedIn: number }], { name: string | null; serverTime: Date | null }[]];
  return { enrolled, checkedIn, latest };
}

/**
 * A sign-up's enterprise, for the desk to find people by: the one that enrolled them, else the one they belong to
 * (as a member or its admin); live enterprises only.
 */
export const enterpriseName = (tenantId: number) => sql<string | null>`coalesce(
  (select e.name from ${eduEnterprise} e where e.tenant_id = ${tenantId} and e.id = ${eduEnrolment.enterpriseId}
    and e.del_flag = '0'),
  (select e.name from ${eduEnterprise} e where e.tenant_id = ${tenantId} and e.del_flag = '0'
    and (e.admin_user_id = ${eduEnrolment.userId} or e.id in (select m.enterprise_id from ${eduEnterpriseMember} m
      where m.tenant_id = ${tenantId} and m.user_id = ${eduEnrolment.userId} and m.del_flag = '0'))
    order by e.id limit 1))`;

/** When a passage happened: the device's clock corrected by its measured offset. */
const passageAt = sql.raw(`(c.device_time + c.clock_offset_ms * interval '1 millisecond')`);
/** A person's passages: their check-in (not undone), re-entries and exits (index edu_checkin_passage). */
const passagesOf = (tenantId: SQL | number, sessionId: SQL | number, enrolmentId: SQL) => sql`
  from ${eduCheckin} c
  where c.tenant_id = ${tenantId} and c.session_id = ${sessionId} and c.enrolment_id = ${enrolmentId}
    and c.outcome in ('accepted', 'reentered', 'exited') and not (c.outcome = 'accepted' and c.undone)
  order by ${passageAt} desc, c.id desc limit 1`;
/** A sign-up's latest passage as `in|epoch-ms` or `out|epoch-ms`, or null: by when it happened, then by arrival. */
const lastPassage = (tenantId: number, sessionId: number) => sql<string | null>`(
  select case when c.outcome = 'exited' then 'out' else 'in' end || '|'
         || floor(extract(epoch from ${passageAt}) * 1000)::bigint
  ${passagesOf(tenantId, sessionId, sql`${eduEnrolment.id}`)})`;

/**
 * A session's checked-in people, and of them those inside: whose latest passage let them in after the last
 * automatic check-out (the contract's isInside, in one statement).
 */
export async function passageCounts(
  db: Db,
  tenantId: number,
  sessionId: number,
  autoCheckoutMs: number | null,
) {
  const after = autoCheckoutMs === null ? null : new Date(autoCheckoutMs).toISOString();
  const last = passagesOf(sql`a.tenant_id`, sql`a.session_id`, sql`a.enrolment_id`);
  const result = await db.execute(sql`
    select count(*) as checked_in,
           count(*) filter (where l.outcome <> 'exited'
                              and (${after}::timestamptz is null or l.at > ${after}::timestamptz)) as inside
    from ${eduCheckin} a
    cross join lateral (select c.outcome, ${passageAt} as at ${last}) l
    where a.tenant_id = ${tenantId} and a.session_id = ${sessionId} and a.outcome = 'accepted' and not a.undone`);
  // Both drivers answer { rows }; node-postgres gives a count as text.
  const [r] = (result as { rows: { checked_in: unknown; inside: unknown }[] }).rows;
  return { checkedIn: Number(r?.checked_in ?? 0), inside: Number(r?.inside ?? 0) };
}

/**
 * The approved sign-ups of a session with their check-in (and the cancelled or rejected ones, whose tickets are
 * revoked); with `since`, only the sign-ups that changed after it
 * (any status, so a device learns who left) or whose check-in was made or undone after it.
 */
export async function rosterRows(db: Db, tenantId: number, sessionId: number, since?: Date) {
  const changed = since
    ? or(
        gt(eduEnrolment.updateTime, since),
        gt(eduEnrolment.createTime, since),
        sql`exists (select 1 from ${eduCheckin} c
          where c.tenant_id = ${tenantId} and c.session_id = ${sessionId} and c.enrolment_id = ${eduEnrolment.id}
            and (c.server_time > ${since} or c.undone_at > ${since}))`,
      )
    : inArray(eduEnrolment.status, ['approved', 'cancelled', 'rejected']);
  return db
    .select({
      enrolmentId: eduEnrolment.id,
      userId: eduEnrolment.userId,
      status: eduEnrolment.status,
      name: sysUser.name,
      mobile: sysUser.phone,
      enterprise: enterpriseName(tenantId),
      checkedInAt: eduCheckin.serverTime,
      checkedInFrom: eduCheckin.deviceId,
      method: eduCheckin.method,
      passage: lastPassage(tenantId, sessionId),
    })
    .from(eduEnrolment)
    .innerJoin(sysUser, eq(sysUser.userId, eduEnrolment.userId))
    .leftJoin(
      eduCheckin,
      and(
        eq(eduCheckin.tenantId, tenantId),
        eq(eduCheckin.sessionId, sessionId),
        eq(eduCheckin.enrolmentId, eduEnrolment.id),
        eq(eduCheckin.outcome, 'accepted'),
        eq(eduCheckin.undone, false),
      ),
    )
    .where(and(eq(eduEnrolment.tenantId, tenantId), eq(eduEnrolment.sessionId, sessionId), changed))
    .orderBy(eduEnrolment.id);
}

type PageFilter = {
  sessionId?: number;
  outcome?: string;
  conflict?: boolean;
  refused?: boolean;
  reason?: string;
  deviceId?: string;
};
const pageWhere = (tenantId: number, f: PageFilter) =>
  and(
    eq(eduCheckin.tenantId, tenantId),
    f.sessionId !== undefined ? eq(eduCheckin.sessionId, f.sessionId) : undefined,
    f.outcome ? eq(eduCheckin.outcome, f.outcome) : undefined,
    f.conflict !== undefined ? eq(eduCheckin.conflict, f.conflict) : undefined,
    f.refused === undefined
      ? undefined
      : f.refused
        ? inArray(eduCheckin.outcome, [...REFUSED_OUTCOMES])
        : notInArray(eduCheckin.outcome, [...REFUSED_OUTCOMES]),
    f.reason ? eq(eduCheckin.reason, f.reason) : undefined,
    f.deviceId ? eq(eduCheckin.deviceId, f.deviceId) : undefined,
  );

/** Check-ins with the signature file's name, newest first. */
export async function checkinPage(db: Db, tenantId: number, f: PageFilter, current: number, size: number) {
  const where = pageWhere(tenantId, f);
  const [{ total }] = (await db.select({ total: count() }).from(eduCheckin).where(where)) as [
    { total: number },
  ];
  const records = await pageRows(
    db
      .select({ checkin: eduCheckin, signature: sysFile.fileName })
      .from(eduCheckin)
      .leftJoin(sysFile, and(eq(sysFile.id, eduCheckin.signatureFileId), eq(sysFile.tenantId, tenantId)))
      .where(where)
      .orderBy(desc(eduCheckin.id))
      .$dynamic(),
    current,
    size,
  );
  return { records, total };
}

export async function checkinById(db: Db, tenantId: number, id: number): Promise<CheckinRow | undefined> {
  const [row] = await db
    .select()
    .from(eduCheckin)
    .where(and(eq(eduCheckin.tenantId, tenantId), eq(eduCheckin.id, id)));
  return row;
}

/** Undoes an accepted check-in and writes the audit line, in one transaction. */
export async function undoCheckin(
  db: Db,
  tenantId: number,
  id: number,
  by: { username: string; ip: string; ua: string },
) {
  await db.transaction(async (tx) => {
    await tx
      .update(eduCheckin)
      .set({ undone: true, undoneAt: new Date() })
      .where(and(eq(eduCheckin.tenantId, tenantId), eq(eduCheckin.id, id)));
    await tx.insert(sysLog).values({
      tenantId,
      logType: '0',
      title: `undo check-in ${id}`,
      serviceId: 'edu',
      requestUri: `/api/edu/checkin/undo/${id}`,
      method: 'PUT',
      remoteAddr: by.ip,
      userAgent: by.ua.slice(0, 512),
      createBy: by.username,
    });
  });
}

/** The tenant's sessions, latest first, with their course, for the console's check-in page. */
export async function sessionList(db: Db, tenantId: number) {
  return db
    .select({
      id: eduSession.id,
      title: eduSession.title,
      startAt: eduSession.startAt,
      courseTitle: eduCourse.title,
      signatureRequired: eduSession.signatureRequired,
    })
    .from(eduSession)
    .innerJoin(eduCourse, and(eq(eduCourse.id, eduSession.courseId), eq(eduCourse.delFlag, '0')))
    .where(and(eq(eduSession.tenantId, tenantId), eq(eduSession.delFlag, '0')))
    .orderBy(desc(eduSession.startAt))
    .limit(200);
}

import { and, count, desc, eq, gt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eduCheckin, eduCourse, eduEnrolment, eduSession, sysFile, sysLog, sysUser } from '../../db/schema';

export type CheckinRow = typeof eduCheckin.$inferSelect;

export async function checkinByClientId(db: Db, tenantId: number, clientId: string): Promise<CheckinRow | undefined> {
  const [row] = await db.select().from(eduCheckin).where(and(eq(eduCheckin.tenantId, tenantId), eq(eduCheckin.clientId, clientId)));
  return row;
}

export async function acceptedFor(db: Db, tenantId: number, sessionId: number, enrolmentId: number): Promise<CheckinRow | undefined> {
  const [row] = await db
    .select()
    .from(eduCheckin)
    .where(and(eq(eduCheckin.tenantId, tenantId), eq(eduCheckin.sessionId, sessionId), eq(eduCheckin.enrolmentId, enrolmentId), eq(eduCheckin.outcome, 'accepted'), eq(eduCheckin.undone, false)));
  return row;
}

export async function insertCheckin(db: Db, row: typeof eduCheckin.$inferInsert): Promise<CheckinRow> {
  const [saved] = await db.insert(eduCheckin).values(row).returning();
  if (!saved) throw new Error('checkin insert');
  return saved;
}

/** The approved sign-up of a session for a user, or for a name and mobile (a visitor without login). */
export async function enrolmentOfSession(db: Db, tenantId: number, sessionId: number, who: { userId: number } | { name: string; mobile: string } | { enrolmentId: number }) {
  const [row] = await db
    .select({
      // Only what the decision needs: a narrow row plans and ships faster in a check-in burst.
      enrolment: { id: eduEnrolment.id, userId: eduEnrolment.userId, status: eduEnrolment.status },
      name: sysUser.name,
      mobile: sysUser.phone,
      // In the same query: whether this sign-up already has an accepted check-in for the session.
      checkedIn: sql<boolean>`exists (select 1 from ${eduCheckin} c where c.tenant_id = ${tenantId} and c.session_id = ${sessionId} and c.enrolment_id = ${eduEnrolment.id} and c.outcome = 'accepted' and not c.undone)`,
    })
    .from(eduEnrolment)
    .innerJoin(sysUser, eq(sysUser.userId, eduEnrolment.userId))
    .where(
      and(
        eq(eduEnrolment.tenantId, tenantId),
        eq(eduEnrolment.sessionId, sessionId),
        'userId' in who ? eq(eduEnrolment.userId, who.userId) : undefined,
        'enrolmentId' in who ? eq(eduEnrolment.id, who.enrolmentId) : undefined,
        'mobile' in who ? and(eq(sysUser.phone, who.mobile), eq(sysUser.name, who.name)) : undefined,
      ),
    )
    // A live sign-up first, then the most recent.
    .orderBy(sql`case ${eduEnrolment.status} when 'approved' then 0 when 'pending' then 1 when 'waitlisted' then 2 else 3 end`, desc(eduEnrolment.id))
    .limit(1);
  return row;
}

export async function sessionCounts(db: Db, tenantId: number, sessionId: number) {
  const [{ enrolled }] = (await db
    .select({ enrolled: count() })
    .from(eduEnrolment)
    .where(and(eq(eduEnrolment.tenantId, tenantId), eq(eduEnrolment.sessionId, sessionId), eq(eduEnrolment.status, 'approved')))) as [{ enrolled: number }];
  const [{ checkedIn }] = (await db
    .select({ checkedIn: count() })
    .from(eduCheckin)
    .where(and(eq(eduCheckin.tenantId, tenantId), eq(eduCheckin.sessionId, sessionId), eq(eduCheckin.outcome, 'accepted'), eq(eduCheckin.undone, false)))) as [{ checkedIn: number }];
  const latest = await db
    .select({ name: eduCheckin.name, serverTime: eduCheckin.serverTime })
    .from(eduCheckin)
    .where(and(eq(eduCheckin.tenantId, tenantId), eq(eduCheckin.sessionId, sessionId), eq(eduCheckin.outcome, 'accepted'), eq(eduCheckin.undone, false)))
    .orderBy(desc(eduCheckin.id))
    .limit(5);
  return { enrolled, checkedIn, latest };
}

/** Approved sign-ups of a session with their accepted check-in, if any. */
/**
 * The approved sign-ups of a session with their check-in; with `since`, only the sign-ups that changed after it
 * (any status, so a device learns who left) or whose check-in was made or undone after it.
 */
export async function rosterRows(db: Db, tenantId: number, sessionId: number, since?: Date) {
  const changed = since
    ? or(
        gt(eduEnrolment.updateTime, since),
        gt(eduEnrolment.createTime, since),
        sql`exists (select 1 from ${eduCheckin} c where c.tenant_id = ${tenantId} and c.session_id = ${sessionId} and c.enrolment_id = ${eduEnrolment.id} and (c.server_time > ${since} or c.undone_at > ${since}))`,
      )
    : eq(eduEnrolment.status, 'approved');
  return db
    .select({ enrolmentId: eduEnrolment.id, userId: eduEnrolment.userId, status: eduEnrolment.status, name: sysUser.name, mobile: sysUser.phone, checkedInAt: eduCheckin.serverTime, method: eduCheckin.method })
    .from(eduEnrolment)
    .innerJoin(sysUser, eq(sysUser.userId, eduEnrolment.userId))
    .leftJoin(eduCheckin, and(eq(eduCheckin.tenantId, tenantId), eq(eduCheckin.sessionId, sessionId), eq(eduCheckin.enrolmentId, eduEnrolment.id), eq(eduCheckin.outcome, 'accepted'), eq(eduCheckin.undone, false)))
    .where(and(eq(eduEnrolment.tenantId, tenantId), eq(eduEnrolment.sessionId, sessionId), changed))
    .orderBy(eduEnrolment.id);
}

const pageWhere = (tenantId: number, f: { sessionId?: number; outcome?: string }) =>
  and(eq(eduCheckin.tenantId, tenantId), f.sessionId !== undefined ? eq(eduCheckin.sessionId, f.sessionId) : undefined, f.outcome ? eq(eduCheckin.outcome, f.outcome) : undefined);

/** Check-ins with the signature file's name, newest first. */
export async function checkinPage(db: Db, tenantId: number, f: { sessionId?: number; outcome?: string }, current: number, size: number) {
  const where = pageWhere(tenantId, f);
  const [{ total }] = (await db.select({ total: count() }).from(eduCheckin).where(where)) as [{ total: number }];
  const records = await db
    .select({ checkin: eduCheckin, signature: sysFile.fileName })
    .from(eduCheckin)
    .leftJoin(sysFile, and(eq(sysFile.id, eduCheckin.signatureFileId), eq(sysFile.tenantId, tenantId)))
    .where(where)
    .orderBy(desc(eduCheckin.id))
    .limit(size)
    .offset((current - 1) * size);
  return { records, total };
}

export async function checkinById(db: Db, tenantId: number, id: number): Promise<CheckinRow | undefined> {
  const [row] = await db.select().from(eduCheckin).where(and(eq(eduCheckin.tenantId, tenantId), eq(eduCheckin.id, id)));
  return row;
}

/** Undoes an accepted check-in and writes the audit line, in one transaction. */
export async function undoCheckin(db: Db, tenantId: number, id: number, by: { username: string; ip: string; ua: string }) {
  await db.transaction(async (tx) => {
    await tx.update(eduCheckin).set({ undone: true, undoneAt: new Date() }).where(and(eq(eduCheckin.tenantId, tenantId), eq(eduCheckin.id, id)));
    await tx.insert(sysLog).values({ tenantId, logType: '0', title: `undo check-in ${id}`, serviceId: 'edu', requestUri: `/api/edu/checkin/undo/${id}`, method: 'PUT', remoteAddr: by.ip, userAgent: by.ua.slice(0, 512), createBy: by.username });
  });
}

/** The tenant's sessions, latest first, with their course, for the console's check-in page. */
export async function sessionList(db: Db, tenantId: number) {
  return db
    .select({ id: eduSession.id, title: eduSession.title, startAt: eduSession.startAt, courseTitle: eduCourse.title, signatureRequired: eduSession.signatureRequired })
    .from(eduSession)
    .innerJoin(eduCourse, and(eq(eduCourse.id, eduSession.courseId), eq(eduCourse.delFlag, '0')))
    .where(and(eq(eduSession.tenantId, tenantId), eq(eduSession.delFlag, '0')))
    .orderBy(desc(eduSession.startAt))
    .limit(200);
}

import { and, count, desc, eq, getTableColumns, gt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { runPrepared } from '../../db/prepared';
import { eduCheckin, eduCourse, eduEnrolment, eduSession, sysFile, sysLog, sysUser } from '../../db/schema';

export type CheckinRow = typeof eduCheckin.$inferSelect;

export type Who = { userId: number } | { name: string; mobile: string } | { enrolmentId: number };
export type FoundEnrolment = { enrolment: { id: number; userId: number; status: string }; name: string | null; mobile: string | null; checkedIn: boolean };
export type Lookup = { tenantId: number; sessionId: number; who: Who };

/** The statement finding each person's sign-up, for one kind of identity: an index lookup each. */
const lookupText = (match: string) => `
  select q.i, m.id, m.user_id, m.status, m.name, m.phone, m.checked_in
  from unnest($1::bigint[], $2::bigint[], $3::bigint[], $4::bigint[], $5::text[], $6::text[])
       with ordinality as q(tenant_id, session_id, user_id, enrolment_id, name, mobile, i)
  cross join lateral (
    select e.id, e.user_id, e.status, u.name, u.phone,
           exists (select 1 from edu_checkin c where c.tenant_id = q.tenant_id and c.session_id = q.session_id and c.enrolment_id = e.id and c.outcome = 'accepted' and not c.undone) as checked_in
    from edu_enrolment e join sys_user u on u.user_id = e.user_id
    where e.tenant_id = q.tenant_id and e.session_id = q.session_id and ${match}
    -- A live sign-up first (approved, pending, waitlisted), then the most recent.
    order by case e.status when 'approved' then 0 when 'pending' then 1 when 'waitlisted' then 2 else 3 end, e.id desc
    limit 1
  ) m`;
const LOOKUP_TEXT = {
  user: lookupText('e.user_id = q.user_id'),
  enrolment: lookupText('e.id = q.enrolment_id'),
  visitor: lookupText('u.phone = q.mobile and u.name = q.name'),
};

/**
 * The sign-up of each person for a session (by user, by sign-up, or a visitor by name and mobile), with whether it
 * already has an accepted check-in: one statement per kind of identity in the batch, an index lookup per person
 * (a lateral join over the arrays). Answers by position in `lookups`.
 */
export async function enrolmentsOfSessions(db: Db, lookups: Lookup[]): Promise<(FoundEnrolment | undefined)[]> {
  const out: (FoundEnrolment | undefined)[] = new Array(lookups.length);
  const at: Record<keyof typeof LOOKUP_TEXT, number[]> = { user: [], enrolment: [], visitor: [] };
  lookups.forEach((l, i) => at['userId' in l.who ? 'user' : 'enrolmentId' in l.who ? 'enrolment' : 'visitor'].push(i));
  for (const kind of ['user', 'enrolment', 'visitor'] as const) {
    const positions = at[kind];
    const these = positions.flatMap((i) => lookups[i] ?? []);
    if (!these.length) continue;
    const rows = await runPrepared<{ i: number | string; id: string | number; user_id: string | number; status: string; name: string | null; phone: string | null; checked_in: boolean }>(db, `checkin_lookup_${kind}`, LOOKUP_TEXT[kind], [
      these.map((l) => l.tenantId),
      these.map((l) => l.sessionId),
      these.map((l) => ('userId' in l.who ? l.who.userId : null)),
      these.map((l) => ('enrolmentId' in l.who ? l.who.enrolmentId : null)),
      these.map((l) => ('name' in l.who ? l.who.name : null)),
      these.map((l) => ('mobile' in l.who ? l.who.mobile : null)),
    ]);
    for (const r of rows) out[positions[Number(r.i) - 1] ?? -1] = { enrolment: { id: Number(r.id), userId: Number(r.user_id), status: r.status }, name: r.name, mobile: r.phone, checkedIn: r.checked_in };
  }
  return out;
}

const checkinColumns = Object.entries(getTableColumns(eduCheckin));
/** A row as the driver answers it (snake_case; int8 as a string and timestamps as Dates from node-postgres) → the typed row. */
const checkinFromDriver = (raw: Record<string, unknown>): CheckinRow =>
  Object.fromEntries(checkinColumns.map(([key, col]) => [key, raw[col.name] === null || raw[col.name] === undefined ? null : col.mapFromDriverValue(raw[col.name])])) as CheckinRow;

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

// The columns are named, not *: a prepared statement whose result type changes (a column added by a migration
// while an older server still runs) would fail on every call until its connection closes.
const INSERT_TEXT = `
  insert into edu_checkin (tenant_id, session_id, enrolment_id, user_id, name, mobile, method, outcome, reason, client_id, device_id, device_time, clock_offset_ms, qr_issued_at, signature_file_id, create_by)
  select * from unnest($1::bigint[], $2::bigint[], $3::bigint[], $4::bigint[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[],
                       $10::text[], $11::text[], $12::timestamptz[], $13::int[], $14::timestamptz[], $15::bigint[], $16::text[])
  on conflict do nothing
  returning ${checkinColumns.map(([, col]) => col.name).join(', ')}`;

/**
 * Inserts the rows that conflict with nothing; a row that hits a unique index (a replayed client id, a second
 * accepted check-in) is left out. One statement whose text does not depend on the number of rows: the columns
 * travel as arrays (building a multi-row VALUES list cost more JavaScript than the database spent on it).
 */
export async function insertCheckinsOrSkip(db: Db, rows: (typeof eduCheckin.$inferInsert)[]): Promise<CheckinRow[]> {
  if (!rows.length) return [];
  const col = <T>(f: (r: (typeof rows)[number]) => T) => rows.map(f);
  const saved = await runPrepared(db, 'checkin_insert', INSERT_TEXT, [
    col((r) => r.tenantId),
    col((r) => r.sessionId),
    col((r) => r.enrolmentId ?? null),
    col((r) => r.userId ?? null),
    col((r) => r.name ?? null),
    col((r) => r.mobile ?? null),
    col((r) => r.method),
    col((r) => r.outcome),
    col((r) => r.reason ?? null),
    col((r) => r.clientId),
    col((r) => r.deviceId),
    col((r) => iso(r.deviceTime)),
    col((r) => r.clockOffsetMs ?? 0),
    col((r) => iso(r.qrIssuedAt)),
    col((r) => r.signatureFileId ?? null),
    col((r) => r.createBy ?? null),
  ]);
  return saved.map(checkinFromDriver);
}

export async function checkinsByClientIds(db: Db, keys: { tenantId: number; clientId: string }[]): Promise<CheckinRow[]> {
  if (!keys.length) return [];
  return db
    .select()
    .from(eduCheckin)
    .where(sql`(${eduCheckin.tenantId}, ${eduCheckin.clientId}) in (select * from unnest(${sql.param(keys.map((k) => k.tenantId))}::bigint[], ${sql.param(keys.map((k) => k.clientId))}::text[]))`);
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

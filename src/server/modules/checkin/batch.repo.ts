import { getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { runPrepared } from '../../db/prepared';
import { eduCheckin } from '../../db/schema';
import type { CheckinRow } from './checkin.repo';

/**
 * The statements of the check-in group commit: each person's sign-up found in one statement per kind of
 * identity, every row inserted in one, replays found by their client ids. Fixed texts, so PostgreSQL runs
 * them as named prepared statements.
 */

export type Who = { userId: number } | { name: string; mobile: string } | { enrolmentId: number };
export type FoundEnrolment = {
  enrolment: { id: number; userId: number; status: string };
  name: string | null;
  mobile: string | null;
  /** The device of the person's accepted check-in (not undone), or null. */
  checkedInFrom: string | null;
};
export type Lookup = { tenantId: number; sessionId: number; who: Who };

/**
 * The statement finding each person's sign-up, for one kind of identity: an index lookup each. `from` joins the
 * sign-ups (e) to their users (u).
 */
const lookupText = (from: string, match: string) => `
  select q.i, m.id, m.user_id, m.status, m.name, m.phone, m.checked_in_from
  from unnest($1::bigint[], $2::bigint[], $3::bigint[], $4::bigint[], $5::text[], $6::text[])
       with ordinality as q(tenant_id, session_id, user_id, enrolment_id, name, mobile, i)
  cross join lateral (
    select e.id, e.user_id, e.status, u.name, u.phone,
           (select c.device_id from edu_checkin c
             where c.tenant_id = q.tenant_id and c.session_id = q.session_id and c.enrolment_id = e.id
               and c.outcome = 'accepted' and not c.undone) as checked_in_from
    from ${from}
    where e.tenant_id = q.tenant_id and e.session_id = q.session_id and ${match}
    -- A live sign-up first (approved, pending, waitlisted), then the most recent.
    order by case e.status when 'approved' then 0 when 'pending' then 1 when 'waitlisted' then 2 else 3 end, e.id desc
    limit 1
  ) m`;
/**
 * The sign-up by id and the visitor's account are read in a fenced subquery (offset 0), so their own index is the
 * only way in. Given the tables, the planner may start from the session's sign-ups instead when its statistics are
 * stale (thousands of sign-ups imported just before the doors open; PGlite gathers none of its own) and read every
 * sign-up of the session for each person. Measured with EXPLAIN ANALYZE: 200 tickets of a 5,000-seat session took
 * 61 ms on PostgreSQL 15, 0.9 ms this way; 200 visitors of a 3,000-seat session took 1,068 ms on PGlite, 4 ms this
 * way (tests/server/checkin-lookup.test.ts checks the plans).
 */
export const LOOKUP_TEXT = {
  user: lookupText('edu_enrolment e join sys_user u on u.user_id = e.user_id', 'e.user_id = q.user_id'),
  enrolment: lookupText(
    `(select id, user_id, status, tenant_id, session_id from edu_enrolment where id = q.enrolment_id offset 0) e
     join sys_user u on u.user_id = e.user_id`,
    'true',
  ),
  // The live account holding the mobile number (one at most: sys_user_tenant_phone), then its sign-ups in the
  // session, by (tenant, session, user).
  visitor: lookupText(
    `(select user_id, name, phone from sys_user
      where tenant_id = q.tenant_id and phone = q.mobile and del_flag = '0' and name = q.name offset 0) u
     cross join lateral (
       select id, user_id, status, tenant_id, session_id from edu_enrolment
       where tenant_id = q.tenant_id and session_id = q.session_id and user_id = u.user_id offset 0) e`,
    'true',
  ),
};

/**
 * The sign-up of each person for a session (by user, by sign-up, or a visitor by name and mobile), with whether it
 * already has an accepted check-in: one statement per kind of identity in the batch, an index lookup per person
 * (a lateral join over the arrays). Answers by position in `lookups`.
 */
export async function enrolmentsOfSessions(
  db: Db,
  lookups: Lookup[],
): Promise<(FoundEnrolment | undefined)[]> {
  const out = new Array<FoundEnrolment | undefined>(lookups.length);
  const at: Record<keyof typeof LOOKUP_TEXT, number[]> = { user: [], enrolment: [], visitor: [] };
  lookups.forEach((l, i) =>
    at['userId' in l.who ? 'user' : 'enrolmentId' in l.who ? 'enrolment' : 'visitor'].push(i),
  );
  for (const kind of ['user', 'enrolment', 'visitor'] as const) {
    const positions = at[kind];
    const these = positions.flatMap((i) => lookups[i] ?? []);
    if (!these.length) continue;
    const rows = await runPrepared<{
      i: number | string;
      id: string | number;
      user_id: string | number;
      status: string;
      name: string | null;
      phone: string | null;
      checked_in_from: string | null;
    }>(db, `checkin_lookup_${kind}`, LOOKUP_TEXT[kind], [
      these.map((l) => l.tenantId),
      these.map((l) => l.sessionId),
      these.map((l) => ('userId' in l.who ? l.who.userId : null)),
      these.map((l) => ('enrolmentId' in l.who ? l.who.enrolmentId : null)),
      these.map((l) => ('name' in l.who ? l.who.name : null)),
      these.map((l) => ('mobile' in l.who ? l.who.mobile : null)),
    ]);
    for (const r of rows)
      out[positions[Number(r.i) - 1] ?? -1] = {
        enrolment: { id: Number(r.id), userId: Number(r.user_id), status: r.status },
        name: r.name,
        mobile: r.phone,
        checkedInFrom: r.checked_in_from,
      };
  }
  return out;
}

const checkinColumns = Object.entries(getTableColumns(eduCheckin));
/**
 * A row as the driver answers it (snake_case; int8 as a string and timestamps as Dates from node-postgres) → the
 * typed row.
 */
const checkinFromDriver = (raw: Record<string, unknown>): CheckinRow =>
  Object.fromEntries(
    checkinColumns.map(([key, col]) => [
      key,
      raw[col.name] === null || raw[col.name] === undefined ? null : col.mapFromDriverValue(raw[col.name]),
    ]),
  ) as CheckinRow;

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

// The columns are named, not *: a prepared statement whose result type changes (a column added by a migration
// while an older server still runs) would fail on every call until its connection closes.
const INSERT_TEXT = `
  insert into edu_checkin (tenant_id, session_id, enrolment_id, user_id, name, mobile, method, outcome, reason,
                           client_id, device_id, device_time, clock_offset_ms, qr_issued_at, signature_file_id,
                           create_by, conflict, admit_reason, passage)
  select * from unnest($1::bigint[], $2::bigint[], $3::bigint[], $4::bigint[], $5::text[], $6::text[], $7::text[],
                       $8::text[], $9::text[], $10::text[], $11::text[], $12::timestamptz[], $13::int[],
                       $14::timestamptz[], $15::bigint[], $16::text[], $17::boolean[], $18::text[], $19::text[])
  on conflict do nothing
  returning ${checkinColumns.map(([, col]) => col.name).join(', ')}`;

/**
 * Inserts the rows that conflict with nothing; a row that hits a unique index (a replayed client id, a second
 * accepted check-in) is left out. One statement whose text does not depend on the number of rows: the columns
 * travel as arrays (building a multi-row VALUES list cost more JavaScript than the database spent on it).
 */
export async function insertCheckinsOrSkip(
  db: Db,
  rows: (typeof eduCheckin.$inferInsert)[],
): Promise<CheckinRow[]> {
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
    col((r) => r.conflict ?? false),
    col((r) => r.admitReason ?? null),
    col((r) => r.passage ?? 'entry'),
  ]);
  return saved.map(checkinFromDriver);
}

export async function checkinsByClientIds(
  db: Db,
  keys: { tenantId: number; clientId: string }[],
): Promise<CheckinRow[]> {
  if (!keys.length) return [];
  return db
    .select()
    .from(eduCheckin)
    .where(
      sql`(${eduCheckin.tenantId}, ${eduCheckin.clientId}) in (select * from unnest(
        ${sql.param(keys.map((k) => k.tenantId))}::bigint[], ${sql.param(keys.map((k) => k.clientId))}::text[]))`,
    );
}

/**
 * The device of each sign-up's accepted check-in (not undone), by position; null where there is none. For the
 * rare check-in that lost a race to another run: whether it is a conflict depends on the winner's device.
 */
export async function acceptedDevicesOf(
  db: Db,
  keys: { tenantId: number; sessionId: number; enrolmentId?: number | null }[],
): Promise<(string | null)[]> {
  if (!keys.length) return [];
  const rows = await db
    .select({
      tenantId: eduCheckin.tenantId,
      sessionId: eduCheckin.sessionId,
      enrolmentId: eduCheckin.enrolmentId,
      deviceId: eduCheckin.deviceId,
    })
    .from(eduCheckin)
    .where(
      sql`${eduCheckin.outcome} = 'accepted' and not ${eduCheckin.undone}
        and (${eduCheckin.tenantId}, ${eduCheckin.sessionId}, ${eduCheckin.enrolmentId}) in (select * from unnest(
          ${sql.param(keys.map((k) => k.tenantId))}::bigint[],
          ${sql.param(keys.map((k) => k.sessionId))}::bigint[],
          ${sql.param(keys.map((k) => k.enrolmentId ?? null))}::bigint[]))`,
    );
  const at = (k: { tenantId: number; sessionId: number; enrolmentId?: number | null }) =>
    `${k.tenantId}:${k.sessionId}:${k.enrolmentId}`;
  const devices = new Map(rows.map((r) => [at(r), r.deviceId]));
  return keys.map((k) => devices.get(at(k)) ?? null);
}

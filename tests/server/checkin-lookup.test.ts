import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/client';
import { enrolmentsOfSessions, LOOKUP_TEXT } from '../../src/server/modules/checkin/batch.repo';
import { adminHeaders, offlineCourse } from './edu-helpers';
import { buildTestApp } from './helpers';

/**
 * A conference's sign-ups arrive in bulk just before the doors open (an import, or written straight in), so the
 * planner's statistics still describe a nearly empty table; the embedded database never gathers them on its own.
 * The check-in lookup by sign-up id must still go through the primary key: through the session's index it read
 * every sign-up of the session for each ticket scanned (61 ms for 200 tickets of a 5,000-seat session).
 */
const SEATS = 3000;
let app: FastifyInstance;
let db: Db;
let sessionId: number;
let otherSessionId: number;
let ids: number[];
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

beforeAll(async () => {
  app = await buildTestApp();
  db = app.database.db;
  const admin = await adminHeaders(app);
  sessionId = Number((await offlineCourse(app, admin, { capacity: SEATS })).sessionId);
  otherSessionId = Number((await offlineCourse(app, admin, { capacity: 10 })).sessionId);
  await db.execute(sql`
    insert into sys_user (tenant_id, username, password, name, phone)
    select 1, 'lookup_' || i, 'not-a-hash', 'Attendee ' || i, '18' || lpad(i::text, 9, '0')
    from generate_series(1, ${SEATS}) as i`);
  await db.execute(sql`
    insert into edu_enrolment (tenant_id, course_id, session_id, user_id, status)
    select 1, s.course_id, s.id, u.user_id, 'approved'
    from edu_session s cross join sys_user u
    where s.id = ${sessionId} and u.username like 'lookup\\_%'`);
  const rows = rowsOf<{ id: string | number }>(
    await db.execute(sql`select id from edu_enrolment where session_id = ${sessionId} order by id`),
  );
  ids = rows.map((r) => Number(r.id));
}, 120_000);
afterAll(() => app.close());

type Asked = { enrolmentId?: number; name?: string; mobile?: string };
/** The plan the database picks for a lookup of these people (JSON, as EXPLAIN writes it). */
async function planFor(kind: 'enrolment' | 'visitor', people: Asked[]) {
  const client = (
    db as unknown as { $client: { query: (t: string, v: unknown[]) => Promise<{ rows: unknown[] }> } }
  ).$client;
  const { rows } = await client.query(`explain (format json) ${LOOKUP_TEXT[kind]}`, [
    people.map(() => 1),
    people.map(() => sessionId),
    people.map(() => null),
    people.map((p) => p.enrolmentId ?? null),
    people.map((p) => p.name ?? null),
    people.map((p) => p.mobile ?? null),
  ]);
  return JSON.stringify(rows);
}
/** The attendee numbered i (1…SEATS), as the set-up wrote them. */
const visitor = (i: number) => ({ name: `Attendee ${i}`, mobile: `18${String(i).padStart(9, '0')}` });

it('finds a sign-up by its id through the primary key, with the statistics of an empty table', async () => {
  expect(ids).toHaveLength(SEATS);
  const plan = await planFor(
    'enrolment',
    ids.slice(0, 200).map((enrolmentId) => ({ enrolmentId })),
  );
  expect(plan).toContain('edu_enrolment_pkey');
  expect(plan).not.toContain('edu_enrolment_session_user');
});

it('answers each sign-up of the session, and nothing for a sign-up id of another session or none at all', async () => {
  const [other] = rowsOf<{ id: string | number }>(
    await db.execute(
      sql`insert into edu_enrolment (tenant_id, course_id, session_id, user_id, status)
          select 1, s.course_id, s.id, (select min(user_id) from sys_user where username like 'lookup\\_%'), 'approved'
          from edu_session s where s.id = ${otherSessionId} returning id`,
    ),
  ).map((r) => Number(r.id));
  const asked = [ids[0]!, other!, ids[SEATS - 1]!, 999_999_999];
  const found = await enrolmentsOfSessions(
    db,
    asked.map((enrolmentId) => ({ tenantId: 1, sessionId, who: { enrolmentId } })),
  );
  expect(Array.from(found, (f) => f?.enrolment.id ?? null)).toEqual([ids[0], null, ids[SEATS - 1], null]);
  expect(found[0]).toMatchObject({ name: 'Attendee 1', mobile: '18000000001', checkedInFrom: null });
  expect(found[0]?.enrolment.status).toBe('approved');
  // Asked with another tenant, the same sign-up is not found.
  const elsewhere = await enrolmentsOfSessions(db, [
    { tenantId: 2, sessionId, who: { enrolmentId: ids[0]! } },
  ]);
  expect(Array.from(elsewhere)).toEqual([undefined]);
});

it("finds a visitor's sign-up through the account's mobile number, with the statistics of an empty table", async () => {
  const plan = await planFor(
    'visitor',
    Array.from({ length: 200 }, (_, i) => visitor(i + 1)),
  );
  expect(plan).toContain('sys_user_tenant_phone');
  expect(plan).not.toMatch(/"Node Type":"Seq Scan"[^}]*"Relation Name":"(sys_user|edu_enrolment)"/);
  // The sign-up is then found by its user within the session, not among all of the session's.
  expect(plan).toMatch(/"Index Cond":"[^"]*\(session_id = q\.session_id\) AND \(user_id = [a-z_.]+\)\)"/);
});

it('finds a visitor by name and mobile of a live account only', async () => {
  const ask = (who: { name: string; mobile: string }) =>
    enrolmentsOfSessions(db, [{ tenantId: 1, sessionId, who }]).then((f) =>
      Array.from(f, (x) => x?.enrolment.id ?? null),
    );
  expect(await ask(visitor(7))).toEqual([ids[6]]);
  expect(await ask({ ...visitor(7), name: 'Someone else' })).toEqual([null]);
  // The account deleted: its number no longer names anyone, even with its old sign-up still there.
  await db.execute(sql`update sys_user set del_flag = '1' where username = 'lookup_7'`);
  expect(await ask(visitor(7))).toEqual([null]);
});

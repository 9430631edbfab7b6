import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eduSession } from '../../src/server/db/schema';
import { adminHeaders, call, newLearner, offlineCourse } from './edu-helpers';
import { staffWith } from './dashboard-helpers';
import { buildTestApp } from './helpers';
import { replayMigrations } from './migration-helpers';

/**
 * The check-in permissions (issue 55), each checked by the server: edu_checkin_manage is the desk (the roster,
 * scanning tickets, letting people in from the list), edu_checkin_view the console's list and counts,
 * edu_checkin_export every check-in workbook, edu_checkin_undo undoing a check-in. Migration 0044 gives the two
 * new ones to a database seeded before them, to whoever could do those things until then.
 */
type Headers = Record<string, string>;
let app: FastifyInstance;
let admin: Headers;
let admin2: Headers;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await adminHeaders(app);
  admin2 = await adminHeaders(app, 'admin2', '2');
});
afterAll(() => app.close());

const BUTTONS = ['edu_checkin_manage', 'edu_checkin_view', 'edu_checkin_export', 'edu_checkin_undo'];
const permissions = async (headers: Headers) =>
  (await call<{ permissions: string[] }>(app, 'GET', '/api/admin/user/info', headers)).body.data.permissions;

/** A session open for check-in with one signed-up learner, and their ticket. */
async function session(prefix: string) {
  const { sessionId } = await offlineCourse(app, admin, { capacity: 10 });
  const [row] = await app.database.db
    .update(eduSession)
    .set({ checkinStartAt: new Date(Date.now() - 3600_000), checkinEndAt: new Date(Date.now() + 3600_000) })
    .where(eq(eduSession.id, Number(sessionId)))
    .returning();
  const learner = await newLearner(app, `${prefix}_learner`);
  const e = await call<{ ticket: string }>(app, 'POST', '/api/edu/enrolment', learner.headers, {
    courseId: String(row!.courseId),
    sessionId,
  });
  return { sessionId, ticket: e.body.data.ticket };
}

let n = 0;
const scan = (headers: Headers, sessionId: string, ticket: string) =>
  call<{ outcome: string; checkin: { id: string } | null }>(app, 'POST', '/api/edu/checkin', headers, {
    clientId: `perm-${Date.now()}-${++n}`,
    deviceId: 'desk-perm',
    deviceTime: Date.now(),
    sessionId,
    method: 'ticket',
    ticket,
  });

/** What a caller is answered on each check-in call of a session: its HTTP status each. */
async function reach(headers: Headers, sessionId: string, checkinId: string) {
  // Status only: a workbook is not JSON.
  const status = async (method: 'GET' | 'PUT', url: string) =>
    (await app.inject({ method, url, headers })).statusCode;
  return {
    roster: await status('GET', `/api/edu/session/roster/${sessionId}`),
    list: await status('GET', `/api/edu/checkin/page?sessionId=${sessionId}`),
    counts: await status('GET', `/api/edu/checkin/counts/${sessionId}`),
    arrivals: await status('GET', `/api/edu/checkin/arrivals/${sessionId}`),
    export: await status('GET', `/api/edu/checkin/export?sessionId=${sessionId}`),
    arrivalsExport: await status('GET', `/api/edu/checkin/arrivals/${sessionId}/export`),
    // An id that is not a check-in: a caller allowed to undo is told 404, one who is not 403 first.
    undo: await status('PUT', `/api/edu/checkin/undo/${checkinId}`),
  };
}

describe('the check-in permissions', () => {
  it('are four buttons under 签到管理, held by the administrators of both tenants and by no learner', async () => {
    const tree = (
      await call<{ path: string | null; children?: { path: string | null; children?: unknown[] }[] }[]>(
        app,
        'GET',
        '/api/admin/menu/tree',
        admin,
      )
    ).body.data;
    const page = tree
      .find((m) => m.path === '/admin/edu')
      ?.children?.find((m) => m.path === '/admin/edu/checkin');
    expect(
      (page?.children as { permission: string; name: string; nameEn: string }[]).map((b) => [
        b.permission,
        b.name,
        b.nameEn,
      ]),
    ).toEqual([
      ['edu_checkin_manage', '签到操作', 'Check-in: Operate'],
      ['edu_checkin_view', '签到查看', 'Check-in: View'],
      ['edu_checkin_export', '签到导出', 'Check-in: Export'],
      ['edu_checkin_undo', '撤销签到', 'Check-in: Undo'],
    ]);
    for (const headers of [admin, admin2])
      expect(await permissions(headers)).toEqual(expect.arrayContaining(BUTTONS));
    const learner = await newLearner(app, 'perm_learner_only');
    expect((await permissions(learner.headers)).filter((p) => p.startsWith('edu_checkin'))).toEqual([]);
  });

  it('let the desk check people in, the console read, and only their holders export and undo', async () => {
    const { sessionId, ticket } = await session('perm_split');
    const desk = await staffWith(app, admin, ['edu_checkin_manage']);
    const viewer = await staffWith(app, admin, ['edu_checkin_view']);
    const exporter = await staffWith(app, admin, ['edu_checkin_view', 'edu_checkin_export']);
    const undoer = await staffWith(app, admin, ['edu_checkin_undo']);

    // The viewer may not scan a ticket (staff work at the desk); the desk may.
    expect((await scan(viewer.headers, sessionId, ticket)).status).toBe(403);
    const scanned = await scan(desk.headers, sessionId, ticket);
    expect(scanned.body.data.outcome).toBe('accepted');
    const nobody = '999999999';

    expect(await reach(desk.headers, sessionId, nobody)).toEqual({
      roster: 200,
      list: 403,
      counts: 200,
      arrivals: 403,
      export: 403,
      arrivalsExport: 403,
      undo: 403,
    });
    expect(await reach(viewer.headers, sessionId, nobody)).toEqual({
      roster: 403,
      list: 200,
      counts: 200,
      arrivals: 200,
      export: 403,
      arrivalsExport: 403,
      undo: 403,
    });
    expect(await reach(exporter.headers, sessionId, nobody)).toMatchObject({
      export: 200,
      arrivalsExport: 200,
    });
    expect(await reach(undoer.headers, sessionId, nobody)).toMatchObject({
      list: 403,
      export: 403,
      undo: 404,
    });

    // The refusal says why in the caller's language, and the check-in is still there; its holder undoes it.
    const refused = await call(app, 'PUT', `/api/edu/checkin/undo/${scanned.body.data.checkin!.id}`, {
      ...desk.headers,
      'accept-language': 'en',
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 1, data: null });
    expect(refused.body.msg).toBe('You are not authorized to operate');
    const counted = await call<{ checkedIn: number }>(
      app,
      'GET',
      `/api/edu/checkin/counts/${sessionId}`,
      admin,
    );
    expect(counted.body.data.checkedIn).toBe(1);
    const undone = await call<{ undone: boolean }>(
      app,
      'PUT',
      `/api/edu/checkin/undo/${scanned.body.data.checkin!.id}`,
      undoer.headers,
    );
    expect(undone.status).toBe(200);
    expect(undone.body.data.undone).toBe(true);
  });
});

const migrate = () => replayMigrations(app, ['0044_checkin_permissions.sql']);
const NEW = sql`permission in ('edu_checkin_export', 'edu_checkin_undo') and del_flag = '0'`;
const countNew = async () =>
  (
    (await app.database.db.execute(sql`select count(*)::int as n from sys_menu where ${NEW}`)) as {
      rows: { n: number }[];
    }
  ).rows[0]!.n;

describe('migration 0044', () => {
  it('gives an older database the two buttons once, for those who could export and undo until then', async () => {
    const desk = await staffWith(app, admin, ['edu_checkin_manage']);
    const viewer = await staffWith(app, admin, ['edu_checkin_view']);
    const branchDesk = await staffWith(app, admin2, ['edu_checkin_manage'], 2);
    const learner = await newLearner(app, 'perm_migrated_learner');
    // As before the migration: neither button exists, nobody holds them.
    const db = app.database.db;
    await db.execute(
      sql`delete from sys_role_menu where menu_id in (select menu_id from sys_menu where ${NEW})`,
    );
    await db.execute(sql`delete from sys_menu where ${NEW}`);
    await app.bus.publish('sessions-changed');
    expect(await permissions(admin)).not.toContain('edu_checkin_export');
    expect(await permissions(admin2)).not.toContain('edu_checkin_undo');

    await migrate();
    expect(await countNew()).toBe(2);
    for (const headers of [admin, admin2])
      expect(await permissions(headers)).toEqual(expect.arrayContaining(BUTTONS));
    // The desk's staff may still undo, and the list's readers still export, as they could before.
    expect(await permissions(desk.headers)).toEqual(['edu_checkin_manage', 'edu_checkin_undo']);
    expect(await permissions(viewer.headers)).toEqual(['edu_checkin_export', 'edu_checkin_view']);
    expect(await permissions(branchDesk.headers)).toEqual(['edu_checkin_manage', 'edu_checkin_undo']);
    expect((await permissions(learner.headers)).filter((p) => p.startsWith('edu_checkin'))).toEqual([]);
  });
});

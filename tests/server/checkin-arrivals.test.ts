import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import {
  eduCheckin,
  eduEnrolment,
  eduEnterprise,
  eduEnterpriseMember,
  eduSession,
  sysUser,
} from '../../src/server/db/schema';
import { adminHeaders, call, newLearner, offlineCourse } from './edu-helpers';
import { buildTestApp } from './helpers';

/**
 * A session's arrivals (GET /api/edu/checkin/arrivals/:id and its export): accepted check-ins not undone, per 5
 * minutes of the server's time with the empty buckets between, and by the sign-ups' enterprise.
 */

let app: FastifyInstance;
let admin: Record<string, string>;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await adminHeaders(app);
});
afterAll(() => app.close());

type Arrivals = {
  sessionId: string;
  bucketMinutes: number;
  buckets: { at: string; count: number }[];
  byEnterprise: { enterprise: string | null; expected: number; checkedIn: number }[];
  expected: number;
  checkedIn: number;
};

let n = 0;
/** An enterprise of tenant 1 whose admin is a fresh user. */
async function enterprise(name: string) {
  const db = app.database.db;
  const k = ++n;
  const [adminUser] = await db
    .insert(sysUser)
    .values({
      tenantId: 1,
      username: `arrivals_ent_${k}`,
      password: 'x',
      phone: `1370097${String(k).padStart(4, '0')}`,
    })
    .returning();
  const [row] = await db
    .insert(eduEnterprise)
    .values({
      tenantId: 1,
      name,
      creditCode: `91ARR${String(k).padStart(13, '0')}`,
      contactName: 'c',
      contactPhone: '13800000000',
      licenceFile: 'x',
      adminUserId: adminUser!.userId,
      status: 'approved',
    })
    .returning();
  return row!.id;
}

const scan = (sessionId: string, ticket: string, deviceId = 'desk-1') =>
  call<{ outcome: string; checkin: { id: string } | null }>(app, 'POST', '/api/edu/checkin', admin, {
    clientId: `arrivals-${Date.now()}-${++n}`,
    deviceId,
    deviceTime: Date.now(),
    sessionId,
    method: 'ticket',
    ticket,
  });

/** China time (UTC+8) of 2 March 2026 as an instant. */
const china = (hms: string) => new Date(`2026-03-02T${hms}+08:00`);

/**
 * A session with six sign-ups: a, b and e of enterprise X (e as its member, not enrolled by it), c individual,
 * d of enterprise Y, f cancelled. a arrives at 09:04:59, b at 09:05:00, c at 09:15:30; d's check-in is undone;
 * a repeat of a and a forged ticket are refused.
 */
async function scenario(prefix: string) {
  const db = app.database.db;
  const { courseId, sessionId } = await offlineCourse(app, admin, { capacity: 20 });
  await db
    .update(eduSession)
    .set({ checkinStartAt: new Date(Date.now() - 3600_000), checkinEndAt: new Date(Date.now() + 3600_000) })
    .where(eq(eduSession.id, Number(sessionId)));
  const x = await enterprise(`${prefix} 甲企业`);
  const y = await enterprise(`${prefix} 乙企业`);
  const people: Record<string, { enrolmentId: string; ticket: string; userId: number }> = {};
  for (const name of ['a', 'b', 'c', 'd', 'e', 'f']) {
    const l = await newLearner(app, `${prefix}_${name}`);
    const e = await call<{ id: string; ticket: string }>(app, 'POST', '/api/edu/enrolment', l.headers, {
      courseId,
      sessionId,
    });
    expect(e.status).toBe(200);
    people[name] = { enrolmentId: e.body.data.id, ticket: e.body.data.ticket, userId: l.userId };
    if (name === 'f')
      expect((await call(app, 'PUT', `/api/edu/enrolment/cancel/${e.body.data.id}`, l.headers)).status).toBe(
        200,
      );
  }
  const p = (k: string) => people[k]!;
  await db
    .update(eduEnrolment)
    .set({ enterpriseId: x })
    .where(inArray(eduEnrolment.id, [Number(p('a').enrolmentId), Number(p('b').enrolmentId)]));
  await db
    .update(eduEnrolment)
    .set({ enterpriseId: y })
    .where(eq(eduEnrolment.id, Number(p('d').enrolmentId)));
  await db.insert(eduEnterpriseMember).values({ tenantId: 1, enterpriseId: x, userId: p('e').userId });

  const at = async (k: string, when: Date) => {
    const res = await scan(sessionId, p(k).ticket);
    expect(res.body.data.outcome, k).toBe('accepted');
    await db
      .update(eduCheckin)
      .set({ serverTime: when })
      .where(eq(eduCheckin.id, Number(res.body.data.checkin!.id)));
    return res.body.data.checkin!.id;
  };
  await at('a', china('09:04:59.999'));
  await at('b', china('09:05:00'));
  await at('c', china('09:15:30'));
  const undone = await at('d', china('09:20:00'));
  expect((await call(app, 'PUT', `/api/edu/checkin/undo/${undone}`, admin)).status).toBe(200);
  // Refused, at the server's time of now: neither counted nor stretching the time axis.
  expect((await scan(sessionId, p('a').ticket, 'desk-2')).body.data.outcome).toBe('duplicate');
  expect((await scan(sessionId, p('f').ticket)).body.data.outcome).toBe('rejected');
  expect((await scan(sessionId, 'garbage')).body.data.outcome).toBe('rejected');
  return { sessionId, x: `${prefix} 甲企业`, y: `${prefix} 乙企业` };
}

const arrivalsOf = (sessionId: string, headers = admin) =>
  call<Arrivals>(app, 'GET', `/api/edu/checkin/arrivals/${sessionId}`, headers);

describe("a session's arrivals", () => {
  it('counts accepted check-ins per 5 minutes of server time, empty buckets between included', async () => {
    const { sessionId, x, y } = await scenario('arr_chart');
    const res = await arrivalsOf(sessionId);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      sessionId,
      bucketMinutes: 5,
      // 09:04:59.999 and 09:05:00 fall on either side of the boundary; 09:10 is empty; the undone 09:20 is gone.
      buckets: [
        { at: '2026-03-02 09:00:00', count: 1 },
        { at: '2026-03-02 09:05:00', count: 1 },
        { at: '2026-03-02 09:10:00', count: 0 },
        { at: '2026-03-02 09:15:00', count: 1 },
      ],
      // Most arrived first: X (a, b; e a member, not arrived), the individual c, then Y (d undone). f cancelled.
      byEnterprise: [
        { enterprise: x, expected: 3, checkedIn: 2 },
        { enterprise: null, expected: 1, checkedIn: 1 },
        { enterprise: y, expected: 1, checkedIn: 0 },
      ],
      expected: 5,
      checkedIn: 3,
    });
  });

  it('answers a session with no arrivals yet with no buckets and its sign-ups expected', async () => {
    const { courseId, sessionId } = await offlineCourse(app, admin, { capacity: 5 });
    const l = await newLearner(app, 'arr_empty_a');
    await call(app, 'POST', '/api/edu/enrolment', l.headers, { courseId, sessionId });
    const res = await arrivalsOf(sessionId);
    expect(res.body.data).toMatchObject({
      buckets: [],
      byEnterprise: [{ enterprise: null, expected: 1, checkedIn: 0 }],
      expected: 1,
      checkedIn: 0,
    });
  });

  it("is not found for another tenant's session or a missing one, and forbidden without the permission", async () => {
    const { sessionId } = await offlineCourse(app, admin, { capacity: 5 });
    const foreign = await adminHeaders(app, 'admin2', '2');
    for (const url of [
      `/api/edu/checkin/arrivals/${sessionId}`,
      `/api/edu/checkin/arrivals/${sessionId}/export`,
    ]) {
      const res = await call(app, 'GET', url, foreign);
      expect(res.status, url).toBe(404);
      expect(res.body).toMatchObject({ code: 1, msg: '场次不存在' });
    }
    expect((await arrivalsOf('999999999')).status).toBe(404);
    expect((await call(app, 'GET', '/api/edu/checkin/arrivals/abc', admin)).status).toBe(400);
    const learner = await newLearner(app, 'arr_no_permission');
    for (const url of [
      `/api/edu/checkin/arrivals/${sessionId}`,
      `/api/edu/checkin/arrivals/${sessionId}/export`,
    ]) {
      const res = await call(app, 'GET', url, learner.headers);
      expect(res.status, url).toBe(403);
      expect(res.body.code).toBe(1);
    }
  });

  it("exports both sheets in the caller's language, counts as numbers", async () => {
    const { sessionId, x, y } = await scenario('arr_export');
    const bookOf = async (lang: string) => {
      const res = await app.inject({
        method: 'GET',
        url: `/api/edu/checkin/arrivals/${sessionId}/export`,
        headers: { ...admin, 'accept-language': lang },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toContain(
        lang === 'en' ? 'arrivals.xlsx' : encodeURIComponent('到达统计.xlsx'),
      );
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      // ExcelJS counts rows and cells from 1: [, header, ...rows], each [, cell, cell, …].
      const values = (i: number) =>
        (wb.worksheets[i]!.getSheetValues() as unknown[][]).slice(1).map((r) => r.slice(1));
      return { names: wb.worksheets.map((w) => w.name), buckets: values(0), enterprises: values(1) };
    };
    const zh = await bookOf('zh-CN');
    expect(zh.names).toEqual(['每5分钟到达', '按企业']);
    expect(zh.buckets).toEqual([
      ['时间', '到达人数'],
      ['2026-03-02 09:00', 1],
      ['2026-03-02 09:05', 1],
      ['2026-03-02 09:10', 0],
      ['2026-03-02 09:15', 1],
    ]);
    expect(zh.enterprises).toEqual([
      ['企业', '应到', '已到', '到场率'],
      [x, 3, 2, '66.7%'],
      ['个人报名', 1, 1, '100%'],
      [y, 1, 0, '0%'],
      ['合计', 5, 3, '60%'],
    ]);
    const en = await bookOf('en');
    expect(en.names).toEqual(['Per 5 minutes', 'By enterprise']);
    expect(en.buckets[0]).toEqual(['Time', 'Arrivals']);
    expect(en.enterprises[0]).toEqual(['Enterprise', 'Expected', 'Checked in', 'Rate']);
    expect(en.enterprises.slice(2).map((r) => r[0])).toEqual(['Individual', y, 'Total']);
  });
});

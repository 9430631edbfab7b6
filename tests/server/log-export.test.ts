import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysLog } from '../../src/server/db/schema';
import { adminHeaders, call, newLearner } from './edu-helpers';
import { buildTestApp } from './helpers';

/**
 * The operation log's export and daily sums (pig's /admin/log/export and /admin/log/sum): the rows of
 * the filter in a workbook, the writes of each day by type, each tenant its own.
 */
let app: FastifyInstance;
let admin: Record<string, string>;
let admin2: Record<string, string>;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await adminHeaders(app);
  admin2 = await adminHeaders(app, 'admin2', '2');
});
afterAll(() => app.close());

type Day = { createTime: string; '0': number; '9': number };
const today = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
const daysAgo = (n: number) =>
  new Date(Date.now() + 8 * 3600_000 - n * 86_400_000).toISOString().slice(0, 10);

async function workbook(url: string, headers = admin) {
  const res = await app.inject({ method: 'GET', url, headers });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('spreadsheetml');
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return wb.worksheets[0]!.getSheetValues().slice(1) as unknown[][];
}

/** An export that matched nothing: an empty answer, which the clients name instead of saving a file. */
async function nothing(url: string) {
  const res = await app.inject({ method: 'GET', url, headers: admin });
  expect(res.statusCode).toBe(200);
  expect(res.rawPayload.length).toBe(0);
}

describe('the export', () => {
  it('holds the filtered entries, newest first, headed in the caller’s language', async () => {
    await call(app, 'POST', '/api/admin/param', admin, {
      publicName: 'E',
      publicKey: 'export.one',
      publicValue: '1',
    });
    await call(app, 'PUT', '/api/admin/param/sync', admin);
    const rows = await workbook('/api/admin/log/export?title=/api/admin/param');
    expect(rows[0]!.slice(1, 5)).toEqual(['编号', '类型', '操作', '用户']);
    expect(rows.slice(1).map((r) => r[3])).toEqual(['PUT /api/admin/param/sync', 'POST /api/admin/param']);
    expect(rows.slice(1).every((r) => r[2] === '正常' && r[4] === 'admin')).toBe(true);
    const en = await workbook('/api/admin/log/export?title=param/sync', {
      ...admin,
      'accept-language': 'en',
    });
    expect(en[0]!.slice(1, 5)).toEqual(['ID', 'Type', 'Operation', 'User']);
    expect(en[1]![2]).toBe('Normal');
  });

  it('takes the page’s filters (type, user, days) and ticked ids', async () => {
    const page = await call<{ records: { id: string }[] }>(app, 'GET', '/api/admin/log/page?size=2', admin);
    const ids = page.body.data.records.map((r) => r.id);
    const ticked = await workbook(`/api/admin/log/export?ids=${ids.join(',')}`);
    expect(
      ticked
        .slice(1)
        .map((r) => String(r[1]))
        .sort(),
    ).toEqual([...ids].sort());
    await nothing('/api/admin/log/export?logType=9');
    await nothing('/api/admin/log/export?createBy=nobody');
    const range = await workbook(`/api/admin/log/export?createTime=${today()}&createTime=${today()}`);
    expect(range.length).toBeGreaterThan(2);
    await nothing(`/api/admin/log/export?createTime=${daysAgo(9)},${daysAgo(8)}`);
  });

  it('is tenant 2’s own for tenant 2, and refused to learners', async () => {
    const theirs = await workbook('/api/admin/log/export', admin2);
    expect(theirs.slice(1).every((r) => r[4] === 'admin2')).toBe(true);
    const learner = await newLearner(app, 'log_learner');
    expect(
      (await app.inject({ method: 'GET', url: '/api/admin/log/export', headers: learner.headers }))
        .statusCode,
    ).toBe(403);
    expect((await call(app, 'GET', '/api/admin/log/sum', learner.headers)).status).toBe(403);
  });
});

describe('the daily sums', () => {
  it('answers every day of the last thirty by type, in pig’s shape', async () => {
    // One error entry yesterday (a fault the hook recorded), written straight into the table.
    const yesterday = new Date(Date.now() - 86_400_000);
    const [row] = await app.database.db
      .insert(sysLog)
      .values({ tenantId: 1, logType: '9', title: 'POST /api/x', createBy: 'admin', createTime: yesterday })
      .returning();
    const res = await call<Day[]>(app, 'GET', '/api/admin/log/sum', admin);
    expect(res.body.code).toBe(0);
    const days = res.body.data;
    expect(days).toHaveLength(30);
    expect(days.at(-1)!.createTime).toBe(today());
    expect(days.at(-2)).toMatchObject({ createTime: daysAgo(1), '9': 1 });
    expect(days.at(-1)!['0']).toBeGreaterThan(0);
    expect(days[0]).toMatchObject({ createTime: daysAgo(29), '0': 0, '9': 0 });
    await app.database.db.delete(sysLog).where(eq(sysLog.id, row!.id));
  });

  it('takes a range of days, at most a year; counts only the caller’s tenant', async () => {
    const two = await call<Day[]>(
      app,
      'GET',
      `/api/admin/log/sum?createTime=${daysAgo(1)},${today()}`,
      admin,
    );
    expect(two.body.data.map((d) => d.createTime)).toEqual([daysAgo(1), today()]);
    const mine = two.body.data.at(-1)!['0'];
    const theirs = await call<Day[]>(
      app,
      'GET',
      `/api/admin/log/sum?createTime=${today()},${today()}`,
      admin2,
    );
    expect(theirs.body.data).toHaveLength(1);
    expect(theirs.body.data[0]!['0']).toBeLessThan(mine);
    const long = await call(app, 'GET', `/api/admin/log/sum?createTime=${daysAgo(400)},${today()}`, {
      ...admin,
      'accept-language': 'en',
    });
    expect(long.body).toMatchObject({ code: 1, msg: 'The range cannot exceed 366 days' });
  });
});

describe('pig’s console', () => {
  it('pages, exports and sums with the empty filters pig-ui sends', async () => {
    const blank = 'logType=&createTime=&serviceId=&descs=create_time';
    const page = await call<{ records: unknown[] }>(
      app,
      'GET',
      `/api/admin/log/page?${blank}&current=1&size=10`,
      admin,
    );
    expect(page.status).toBe(200);
    expect(page.body.data.records.length).toBeGreaterThan(0);
    expect((await workbook(`/api/admin/log/export?${blank}`)).length).toBeGreaterThan(1);
    const files = await call(
      app,
      'GET',
      '/api/admin/sys-file/page?original=&type=10&groupId=&current=1&size=20',
      admin,
    );
    expect(files.status).toBe(200);
  });
});

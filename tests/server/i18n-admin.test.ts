import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders, call, newLearner } from './edu-helpers';
import { buildTestApp } from './helpers';

/**
 * Translations (pig's /admin/i18n): one table for the platform, administered by the platform's own
 * tenant only; the key is unique; what the apps read (/admin/i18n/info, /admin/system/config) changes at once.
 */
let app: FastifyInstance;
let admin: Record<string, string>;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await adminHeaders(app);
});
afterAll(() => app.close());

type Entry = { id: string; name: string; zhCn: string; en: string; createTime: string | null };
const page = async (query: string, headers = admin) =>
  (await call<{ records: Entry[]; total: string }>(app, 'GET', `/api/admin/i18n/page?${query}`, headers))
    .body;
const info = async () =>
  (await call<Record<'zh-cn' | 'en', Record<string, string>[]>>(app, 'GET', '/api/admin/i18n/info', {})).body
    .data;
const merged = (list: Record<string, string>[]) => Object.assign({}, ...list) as Record<string, string>;

describe('translations', () => {
  it('pages the seeded entries in pig’s shape, filtered by key or by text in either language', async () => {
    const body = await page('current=1&size=10');
    expect(body.code).toBe(0);
    expect(body.data.records.map((r) => r.name)).toEqual(
      expect.arrayContaining(['router.home', 'router.admin']),
    );
    expect((await page('name=router.ho')).data.records.map((r) => r.name)).toEqual(['router.home']);
    expect((await page('zhCn=管理后台')).data.records.map((r) => r.name)).toEqual(['router.admin']);
    expect((await page('text=Console')).data.records.map((r) => r.name)).toEqual(['router.admin']);
    expect((await page('text=%25')).data.total).toBe('0');
  });

  it('adds, edits and deletes; the apps read each change on their next request', async () => {
    const created = await call<Entry>(app, 'POST', '/api/admin/i18n', admin, {
      name: 'router.content',
      zhCn: '内容管理',
      en: 'Content',
    });
    expect(created.body).toMatchObject({ code: 0, data: { name: 'router.content', zhCn: '内容管理' } });
    expect(merged((await info())['zh-cn'])['router.content']).toBe('内容管理');
    const id = created.body.data.id;
    await call(app, 'PUT', '/api/admin/i18n', admin, { id, en: 'Content admin' });
    expect(merged((await info()).en)['router.content']).toBe('Content admin');
    const config = await call<{ i18n: { en: Record<string, string>[] } }>(
      app,
      'GET',
      '/api/admin/system/config',
      {
        'tenant-id': '1',
      },
    );
    expect(merged(config.body.data.i18n.en)['router.content']).toBe('Content admin');
    const details = await call<Entry>(app, 'GET', `/api/admin/i18n/details/${id}`, admin);
    expect(details.body.data).toMatchObject({ name: 'router.content', en: 'Content admin' });
    expect((await call(app, 'DELETE', '/api/admin/i18n', admin, [id])).body).toMatchObject({
      code: 0,
      data: true,
    });
    expect(merged((await info())['zh-cn'])['router.content']).toBeUndefined();
    // Deleted for good: the key may be added again.
    const again = await call(app, 'POST', '/api/admin/i18n', admin, {
      name: 'router.content',
      zhCn: '内容',
      en: 'C',
    });
    expect(again.body.code).toBe(0);
  });

  it('keeps a key unique, and answers pig’s uniqueness checks', async () => {
    const taken = await call(
      app,
      'POST',
      '/api/admin/i18n',
      { ...admin, 'accept-language': 'en' },
      {
        name: 'router.home',
        zhCn: '主页',
        en: 'Main',
      },
    );
    expect(taken.body).toMatchObject({ code: 1, msg: 'The key router.home already exists' });
    const other = (await page('name=router.login')).data.records[0]!;
    const renamed = await call(app, 'PUT', '/api/admin/i18n', admin, { id: other.id, name: 'router.home' });
    expect(renamed.body).toMatchObject({ code: 1, msg: '国际化键 router.home 已存在' });
    const byName = await call<Entry | null>(app, 'GET', '/api/admin/i18n/details?name=router.home', admin);
    expect(byName.body.data?.zhCn).toBe('首页');
    const none = await call<Entry | null>(app, 'GET', '/api/admin/i18n/details?en=Nothing%20at%20all', admin);
    expect(none.body.data).toBeNull();
    for (const body of [
      { name: 'bad key', zhCn: 'x', en: 'x' },
      { name: 'ok.key', zhCn: '', en: 'x' },
      { name: 'ok.key', zhCn: 'x', en: 'x'.repeat(256) },
    ])
      expect((await call(app, 'POST', '/api/admin/i18n', admin, body)).status).toBe(400);
  });

  it('exports the filtered entries, or the ticked ones, as a workbook', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/admin/i18n/export?name=router.',
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows = wb.worksheets[0]!.getSheetValues().slice(1) as unknown[][];
    expect(rows[0]!.slice(1, 4)).toEqual(['键', '中文', '英文']);
    expect(rows.slice(1).map((r) => r[1])).toEqual(
      (await page('name=router.&size=100')).data.records.map((r) => r.name),
    );
    const home = (await page('name=router.home')).data.records[0]!;
    const ticked = await app.inject({
      method: 'GET',
      url: `/api/admin/i18n/export?ids=${home.id}`,
      headers: admin,
    });
    const one = new ExcelJS.Workbook();
    await one.xlsx.load(ticked.rawPayload as unknown as ArrayBuffer);
    expect((one.worksheets[0]!.getSheetValues().slice(2) as unknown[][]).map((r) => r.slice(1, 4))).toEqual([
      ['router.home', '首页', 'Home'],
    ]);
  });
});

describe('who may', () => {
  it('the platform’s administrators only: a learner and tenant 2’s administrator get 403, no change', async () => {
    const learner = await newLearner(app, 'i18n_learner');
    const admin2 = await adminHeaders(app, 'admin2', '2');
    const home = (await page('name=router.home')).data.records[0]!;
    for (const who of [learner.headers, admin2]) {
      expect((await call(app, 'GET', '/api/admin/i18n/page', who)).status).toBe(403);
      expect((await call(app, 'PUT', '/api/admin/i18n', who, { id: home.id, zhCn: '夺取' })).status).toBe(
        403,
      );
      expect((await call(app, 'DELETE', '/api/admin/i18n', who, [home.id])).status).toBe(403);
      expect((await call(app, 'GET', '/api/admin/i18n/export', who)).status).toBe(403);
    }
    expect((await page('name=router.home')).data.records[0]!.zhCn).toBe('首页');
  });

  it('logs each write in the platform tenant’s log', async () => {
    const log = await call<{ records: { title: string }[] }>(
      app,
      'GET',
      '/api/admin/log/page?title=/api/admin/i18n&size=50',
      admin,
    );
    const titles = log.body.data.records.map((r) => r.title);
    for (const t of ['POST /api/admin/i18n', 'PUT /api/admin/i18n', 'DELETE /api/admin/i18n'])
      expect(titles).toContain(t);
  });
});

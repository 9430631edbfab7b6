import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, login } from './helpers';
import { adminHeaders, call, newLearner, PASSWORD as LEARNER_PASSWORD } from './edu-helpers';

/**
 * The operation log (pig's sys_log): every write a signed-in caller makes is an entry of their tenant's
 * log, with no secret and no body; staff read it with pig's filters and delete entries.
 */
let app: FastifyInstance;
let admin: Record<string, string>;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await adminHeaders(app);
});
afterAll(() => app.close());

type Entry = {
  id: string;
  logType: string;
  title: string;
  method: string;
  requestUri: string;
  params: string | null;
  time: number;
  createBy: string;
  serviceId: string;
  createTime: string;
};
const logPage = async (query: string, headers = admin) =>
  (await call<{ records: Entry[]; total: string }>(app, 'GET', `/api/admin/log/page?${query}`, headers)).body;

describe('the operation log', () => {
  it('records a staff write with who, what, where from and how long; never the body', async () => {
    const body = { publicName: 'Logged', publicKey: 'log.test', publicValue: 'secret-looking value' };
    const res = await call(app, 'POST', '/api/admin/param', { ...admin, 'user-agent': 'vitest' }, body);
    expect(res.body.code).toBe(0);
    const [entry] = (await logPage('title=/api/admin/param')).data.records;
    expect(entry).toMatchObject({
      logType: '0',
      title: 'POST /api/admin/param',
      method: 'POST',
      requestUri: '/api/admin/param',
      createBy: 'admin',
      params: null,
    });
    expect(entry!.time).toBeGreaterThanOrEqual(0);
    expect(entry!.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(JSON.stringify(entry)).not.toContain('secret-looking value');
  });

  it('masks secrets in the query string it keeps', async () => {
    await call(app, 'PUT', '/api/admin/param/sync?password=hunter2&code=1234&keep=yes', admin);
    const [entry] = (await logPage('title=param/sync')).data.records;
    expect(entry!.params).toBe('?password=***&code=***&keep=yes');
  });

  it('records refused writes too (who tried what), but not reads, heartbeats or anonymous calls', async () => {
    const before = Number((await logPage('size=1')).data.total);
    await call(app, 'GET', '/api/admin/param/page', admin);
    await call(app, 'POST', '/api/admin/param', { 'tenant-id': '1' }, { publicName: 'x' });
    expect(Number((await logPage('size=1')).data.total)).toBe(before);
    const refused = await call(app, 'POST', '/api/admin/param', admin, { publicName: '' });
    expect(refused.status).toBe(400);
    const [entry] = (await logPage('size=1')).data.records;
    expect(entry).toMatchObject({ title: 'POST /api/admin/param', logType: '0' });
    expect(Number((await logPage('size=1')).data.total)).toBe(before + 1);
  });

  it('filters by type, user, title and day, newest first; tenants see only their own', async () => {
    const learner = await newLearner(app, 'log_learner');
    await call(app, 'PUT', '/api/admin/user/personal/edit', learner.headers, { nickname: 'Logged learner' });
    const mine = (await logPage('createBy=log_learner')).data;
    // Its login (written by the auth module) and its edit.
    expect(mine.records.map((r) => r.title)).toEqual(['PUT /api/admin/user/personal/edit', '用户登录']);
    expect((await logPage('logType=9')).data.total).toBe('0');
    const today = mine.records[0]!.createTime.slice(0, 10);
    expect(Number((await logPage(`createTime=${today}&createTime=${today}`)).data.total)).toBeGreaterThan(0);
    expect((await logPage('createTime=2000-01-01,2000-01-02')).data.total).toBe('0');
    const all = (await logPage('size=50')).data.records;
    const times = all.map((r) => r.createTime);
    expect([...times].sort().reverse()).toEqual(times);
    const foreign = await adminHeaders(app, 'admin2', '2');
    const theirs = (await logPage('size=50', foreign)).data.records;
    expect(theirs.some((r) => r.createBy === 'admin' || r.createBy === 'log_learner')).toBe(false);
    expect((await call(app, 'GET', '/api/admin/log/page', learner.headers)).status).toBe(403);
    expect((await call(app, 'GET', '/api/admin/log/page?createTime=yesterday', admin)).status).toBe(400);
  });

  it('staff delete entries of their own tenant only', async () => {
    const [entry] = (await logPage('size=1')).data.records;
    const foreign = await adminHeaders(app, 'admin2', '2');
    expect((await call(app, 'DELETE', '/api/admin/log', foreign, [entry!.id])).status).toBe(404);
    expect((await call(app, 'DELETE', '/api/admin/log', admin, [entry!.id])).body.data).toBe(true);
    const ids = (await logPage('size=50')).data.records.map((r) => r.id);
    expect(ids).not.toContain(entry!.id);
  });

  it('leaves out what its module logs better: a password change is one entry, titled by the module', async () => {
    const learner = await newLearner(app, 'log_pw_learner');
    await call(app, 'PUT', '/api/admin/user/personal/password', learner.headers, {
      password: LEARNER_PASSWORD,
      newpassword1: 'Changed@2027',
      newpassword2: 'Changed@2027',
    });
    const titles = (await logPage('createBy=log_pw_learner')).data.records.map((r) => r.title);
    expect(titles).toEqual(['修改密码', '用户登录']);
    expect((await login(app, 'log_pw_learner', 'Changed@2027')).access_token).toBeTruthy();
  });
});

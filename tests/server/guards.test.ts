import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userInfoSchema } from '@contract/auth';
import { i18nInfoSchema } from '@contract/i18n';
import { systemConfigSchema } from '@contract/system';
import { sysTenant } from '../../src/server/db/schema';
import { bearer, buildTestApp, login, tokenRequest } from './helpers';
import type { Envelope } from '@contract/envelope';

let app: FastifyInstance;
let adminToken: string;
let learnerToken: string;
beforeAll(async () => {
  app = await buildTestApp();
  adminToken = (await login(app, 'admin', 'Admin@2026')).access_token;
  learnerToken = (await login(app, 'learner01', 'Learner@2026')).access_token;
  await app.database.db.insert(sysTenant).values([
    {
      id: 50,
      name: 'disabled',
      code: 'disabled',
      status: '9',
      startTime: new Date(0),
      endTime: new Date('2099-01-01'),
    },
    {
      id: 51,
      name: 'expired',
      code: 'expired',
      startTime: new Date(0),
      endTime: new Date(Date.now() - 1000),
    },
  ]);
});
afterAll(() => app.close());

describe('424: every protected route refuses a missing or garbage token', () => {
  it('holds for every non-public /api route the app registered', async () => {
    const guarded = app.apiRoutes.filter((r) => !r.public);
    expect(guarded.length).toBeGreaterThanOrEqual(5);
    for (const route of guarded) {
      const url = route.url.replace(/:(\w+)/g, 'x1');
      for (const headers of [{}, bearer('garbage'), { authorization: 'Basic abc' }]) {
        const res = await app.inject({ method: route.method as 'GET', url, headers });
        expect(res.statusCode, `${route.method} ${route.url}`).toBe(424);
        expect(res.json()).toEqual({ code: 1, msg: '用户凭证已过期', data: 'invalid_bearer_token' });
      }
    }
  });
});

describe('426: the tenant must exist and be valid', () => {
  it.each([['999'], ['abc'], ['50'], ['51']])('TENANT-ID %s', async (tenant) => {
    const res = await app.inject({ url: '/api/admin/system/config', headers: { 'tenant-id': tenant } });
    expect(res.statusCode).toBe(426);
    expect(res.json()).toMatchObject({ code: 1, msg: `租户ID为${tenant}的租户不存在或已过期失效` });
    expect((await tokenRequest(app, 'admin', 'Admin@2026', { tenant })).statusCode).toBe(426);
  });
  it('the login tenant selector lists only valid tenants', async () => {
    const ids = (await app.inject({ url: '/api/admin/tenant/list', headers: { 'tenant-id': '999' } }))
      .json<Envelope<{ id: string }[]>>()
      .data.map((t) => t.id);
    expect(ids).toEqual(['1', '2']);
  });
});

describe('tenant scoping', () => {
  it('a token of tenant 1 is refused under TENANT-ID 2', async () => {
    const res = await app.inject({
      url: '/api/admin/user/info',
      headers: { ...bearer(adminToken), 'tenant-id': '2' },
    });
    expect(res.statusCode).toBe(403);
  });
  it('tenant 2 staff see only tenant 2 rows; tenant 1 users cannot log in there', async () => {
    const t2 = (await login(app, 'admin2', 'Admin@2026', { tenant: '2' })).access_token;
    const users = (
      await app.inject({ url: '/api/admin/user/page', headers: { ...bearer(t2), 'tenant-id': '2' } })
    ).json<Envelope<{ records: { username: string }[] }>>().data;
    expect(users.records.map((u) => u.username)).toEqual(['admin2']);
    type Roles = Envelope<{ roleId: string }[]>;
    const roles1 = (
      await app.inject({ url: '/api/admin/role/list', headers: bearer(adminToken) })
    ).json<Roles>().data;
    const roles2 = (
      await app.inject({ url: '/api/admin/role/list', headers: { ...bearer(t2), 'tenant-id': '2' } })
    ).json<Roles>().data;
    expect(roles1.map((r) => r.roleId)).not.toEqual(expect.arrayContaining(roles2.map((r) => r.roleId)));
    expect((await tokenRequest(app, 'admin', 'Admin@2026', { tenant: '2' })).statusCode).toBe(401);
  });
});

describe('403: permissions are checked on the server', () => {
  it('learner01 may not page users; admin may', async () => {
    const denied = await app.inject({ url: '/api/admin/user/page', headers: bearer(learnerToken) });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ code: 1, msg: '权限不足，不允许访问', data: null });
    const page = (
      await app.inject({ url: '/api/admin/user/page?current=1&size=2', headers: bearer(adminToken) })
    ).json<Envelope<{ records: unknown[] }>>().data;
    // Tenant 1's seven demo users (README): admin, learner01, expired01, ent_admin01/02, ent_member01/02.
    expect(page).toMatchObject({ total: '7', size: '2', current: '1', pages: '4' });
    expect(page.records).toHaveLength(2);
  });
  it("the user page in pig's UserVO shape, with pig's filters", async () => {
    type UserPage = { total: string; records: { username: string; deptId: string }[] };
    const get = async (query: string) =>
      (await app.inject({ url: `/api/admin/user/page?${query}`, headers: bearer(adminToken) })).json<
        Envelope<UserPage>
      >().data;
    const [admin] = (await get('username=admin')).records;
    expect(admin).toMatchObject({
      username: 'admin',
      roleList: [{ roleCode: 'ROLE_ADMIN', roleName: '管理员' }],
      // The seeded posts of the demo administrator.
      postList: [{ postName: '秘书长' }, { postName: '培训专员' }],
      deptName: '协会秘书处',
    });
    expect(admin).not.toHaveProperty('password');
    const byPhone = await get('phone=13800000001');
    expect(byPhone.records.map((u) => u.username)).toEqual(['learner01']);
    expect((await get(`deptId=${admin?.deptId}`)).records.map((u) => u.username)).toContain('admin');
    expect((await get('lockFlag=9')).total).toBe('0');
    const bad = await app.inject({ url: '/api/admin/user/page?lockFlag=1', headers: bearer(adminToken) });
    expect(bad.statusCode).toBe(400);
  });
  it('400 names the failing field', async () => {
    const res = await app.inject({ url: '/api/admin/user/page?size=abc', headers: bearer(adminToken) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 1, data: { field: 'size' } });
    expect(res.body).not.toMatch(/at .*\.ts/);
  });
});

describe('user info, menus and reference data', () => {
  it('user/info has the flat and the legacy shape and never a hash', async () => {
    const res = await app.inject({ url: '/api/admin/user/info', headers: bearer(adminToken) });
    const info = userInfoSchema.parse(res.json<Envelope<unknown>>().data);
    expect(info.sysUser.username).toBe('admin');
    expect(info.roles).toEqual(info.roleList.map((r) => r.roleId));
    expect(info.permissions).toContain('sys_user_add');
    expect(res.body).not.toMatch(/\$2[aby]\$/);
    const learner = userInfoSchema.parse(
      (await app.inject({ url: '/api/admin/user/info', headers: bearer(learnerToken) })).json<
        Envelope<unknown>
      >().data,
    );
    expect(learner.permissions.filter((p) => p.startsWith('sys_'))).toEqual([]);
  });
  it('menu: staff get the console tree, learners nothing', async () => {
    // pig-ui's shape: its views found by pig's paths, and a leaf has no `children` (pig-ui takes any for a parent).
    type Node = { name: string; path: string; children?: Node[] };
    const tree = (await app.inject({ url: '/api/admin/menu', headers: bearer(adminToken) })).json<
      Envelope<Node[]>
    >().data;
    expect(tree.map((n) => n.name)).toEqual(['系统管理', '培训管理', '组件示例']);
    expect(tree[0]?.children?.[0]).toMatchObject({ name: '用户管理', meta: { titleEn: 'Users' } });
    const leaves = (nodes: Node[]): Node[] =>
      nodes.flatMap((n) =>
        n.children ? (expect(n.children.length).toBeGreaterThan(0), leaves(n.children)) : [n],
      );
    const paths = leaves(tree).map((n) => n.path);
    expect(paths).toEqual(
      expect.arrayContaining(['/admin/system/user/index', '/admin/system/role/index', '/admin/param/index']),
    );
    expect(tree[0]?.children?.[0]).not.toHaveProperty('children');
    expect(
      (await app.inject({ url: '/api/admin/menu', headers: bearer(learnerToken) })).json<Envelope<unknown>>()
        .data,
    ).toEqual([]);
  });
  it('dict items come sorted, with English labels', async () => {
    const items = (
      await app.inject({ url: '/api/admin/dict/type/course_category', headers: bearer(learnerToken) })
    ).json<Envelope<{ value: string }[]>>().data;
    expect(items.map((i) => i.value)).toEqual(['basics', 'safety', 'fire', 'service']);
    expect(items[1]).toMatchObject({ label: '安全生产', labelEn: 'Work safety' });
    // pig's standard dictionaries, which its console's pages read, answer pig's values.
    const dict = async (type: string) =>
      (await app.inject({ url: `/api/admin/dict/type/${type}`, headers: bearer(learnerToken) }))
        .json<Envelope<{ value: string }[]>>()
        .data.map((i) => i.value);
    expect(await dict('lock_flag')).toEqual(['0', '9']);
    expect(await dict('log_type')).toEqual(['0', '9']);
    expect(await dict('grant_types')).toEqual(
      expect.arrayContaining(['password', 'refresh_token', 'mobile']),
    );
    expect(await dict('param_type')).toEqual(['0', '1', '2', '3', '4', '5', '6', '9']);
    for (const type of ['dict_type', 'captcha_flag_types', 'enc_flag_types', 'yes_no_type', 'social_type'])
      expect((await dict(type)).length, type).toBeGreaterThan(1);
  });
  it('i18n/info and system/config are public and keep the contract', async () => {
    i18nInfoSchema.parse((await app.inject({ url: '/api/admin/i18n/info' })).json<Envelope<unknown>>().data);
    const config = systemConfigSchema.parse(
      (await app.inject({ url: '/api/admin/system/config' })).json<Envelope<unknown>>().data,
    );
    expect(config.site.title).toBe('物业管理行业协会培训平台');
  });
  it('health, docs and the 404 envelope', async () => {
    expect((await app.inject({ url: '/api/health' })).json<Envelope<{ status: string }>>().data.status).toBe(
      'ok',
    );
    expect((await app.inject({ url: '/api/docs' })).statusCode).toBeLessThan(400);
    expect(Object.keys((app.swagger() as { paths: object }).paths)).toContain('/api/admin/oauth2/token');
    const missing = await app.inject({ url: '/api/nope' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json<Envelope<unknown>>().code).toBe(1);
  });
});

describe('423: demo mode', () => {
  it('refuses writes but still lets people log in and out', async () => {
    const demo = await buildTestApp({ DEMO_MODE: true });
    try {
      const res = await demo.inject({ method: 'POST', url: '/api/admin/user/page' });
      expect(res.statusCode).toBe(423);
      expect(res.json<Envelope<unknown>>().msg).toBe('演示环境，仅供预览');
      expect((await tokenRequest(demo, 'admin', 'Admin@2026')).statusCode).toBe(200);
      expect((await demo.inject({ method: 'DELETE', url: '/api/admin/token/logout' })).statusCode).toBe(200);
    } finally {
      await demo.close();
    }
  });
});

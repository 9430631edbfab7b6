import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, login, tokenRequest } from './helpers';
import { adminHeaders, call } from './edu-helpers';
import { logTitles, menuId } from './access-helpers';

/**
 * Tenants (pigx's /admin/tenant): the platform tenant's alone; a new tenant comes ready to use (its
 * administrator signs in and holds its package); dates and status take effect on its users' next request (426);
 * a narrower package takes menus from its roles; the platform tenant and the caller's own are never deleted.
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

type Tenant = {
  id: string;
  name: string;
  code: string;
  status: string;
  startTime: string;
  endTime: string;
  menuId: string | null;
};
const newTenant = (over: object = {}) =>
  call<Tenant>(app, 'POST', '/api/admin/tenant', admin, {
    name: '第三分会',
    code: 'third',
    startTime: '2020-01-01 00:00:00',
    endTime: '2099-12-31',
    status: '0',
    username: 'admin3',
    password: 'Third@2026',
    ...over,
  });

describe('tenants', () => {
  it('are listed and looked up by the platform tenant only', async () => {
    const res = await call<{ records: Tenant[] }>(app, 'GET', '/api/admin/tenant/page', admin);
    expect(res.body.data.records.map((t) => t.code)).toEqual(['default', 'branch']);
    expect(res.body.data.records[0]).toMatchObject({
      id: '1',
      status: '0',
      menuId: null,
      tenantDomain: null,
    });
    expect((await call(app, 'GET', '/api/admin/tenant/details?code=branch', admin)).body.data).toMatchObject({
      id: '2',
    });
    expect((await call(app, 'GET', '/api/admin/tenant/details?code=nope', admin)).body.data).toBeNull();
    const menus = await call<{ children?: unknown[] }[]>(app, 'GET', '/api/admin/tenant/tree/menu', admin);
    expect(menus.body.data.length).toBeGreaterThan(1);
    for (const url of [
      '/api/admin/tenant/page',
      '/api/admin/tenant/details/1',
      '/api/admin/tenant/tree/menu',
    ])
      expect((await call(app, 'GET', url, admin2)).status, url).toBe(403);
  });

  it('creates a tenant ready to use: its administrator signs in and holds its package', async () => {
    const logs = await menuId(app, { path: '/admin/log/index' });
    // Asked for before it exists, the next tenant id is refused; made, it is served at once.
    expect((await call(app, 'GET', '/api/admin/system/config', { 'tenant-id': '3' })).status).toBe(426);
    const res = await call<Tenant>(app, 'POST', '/api/admin/tenant', admin, {
      name: '第四分会',
      code: 'fourth',
      startTime: '2020-01-01',
      endTime: '2099-12-31',
      username: 'admin4',
      password: 'Fourth@2026',
      menuId: logs,
    });
    expect(res.body).toMatchObject({ code: 0, data: { code: 'fourth', status: '0' } });
    const id = res.body.data.id;
    expect(id).toBe('3');
    expect((await call(app, 'GET', '/api/admin/system/config', { 'tenant-id': id })).status).toBe(200);
    // The package was closed upward: the page with its parent.
    expect(res.body.data.menuId!.split(',')).toHaveLength(2);
    const list = await call<{ code: string }[]>(app, 'GET', '/api/admin/tenant/list', {});
    expect(list.body.data.map((t) => t.code)).toContain('fourth');
    const own = await adminHeaders(app, 'admin4', id).catch(() => null);
    expect(own).toBeNull(); // a different password than the seed's
    const { access_token } = await login(app, 'admin4', 'Fourth@2026', { tenant: id });
    const headers = { authorization: `Bearer ${access_token}`, 'tenant-id': id };
    const info = await call<{ roleList: { roleCode: string }[] }>(
      app,
      'GET',
      '/api/admin/user/info',
      headers,
    );
    expect(info.body.data.roleList.map((r) => r.roleCode)).toEqual(['ROLE_ADMIN']);
    const menu = await call<{ path: string; children?: { path: string }[] }[]>(
      app,
      'GET',
      '/api/admin/menu',
      headers,
    );
    expect(menu.body.data.map((m) => m.path)).toEqual(['/admin/system']);
    expect(menu.body.data[0]!.children!.map((m) => m.path)).toEqual(['/admin/log/index']);
    // Its dictionaries and site parameters were copied from the platform tenant.
    const dict = await call<unknown[]>(app, 'GET', '/api/admin/dict/type/course_category', {
      'tenant-id': id,
    });
    expect(dict.body.data.length).toBeGreaterThan(0);
    expect(
      (await call(app, 'GET', '/api/admin/param/publicValue/title', { 'tenant-id': id })).body.data,
    ).toBeTruthy();
    expect(await logTitles(app, admin, 'POST /api/admin/tenant')).toContain('POST /api/admin/tenant');
  });

  it('refuses a taken code or name, reversed dates and a weak administrator password', async () => {
    expect((await newTenant({ code: 'branch' })).body).toMatchObject({
      code: 1,
      msg: '租户编码 branch 已存在',
    });
    expect((await newTenant({ name: '演示分会', code: 'x1' })).body).toMatchObject({ code: 1 });
    expect((await newTenant({ code: 'x2', name: 'x2', endTime: '2019-01-01' })).body).toMatchObject({
      code: 1,
      msg: '结束时间须晚于开始时间',
    });
    expect((await newTenant({ code: 'x3', name: 'x3', password: 'aaaaaaaa' })).body).toMatchObject({
      code: 1,
    });
    expect((await newTenant({ code: 'bad code!' })).status).toBe(400);
    expect((await call(app, 'POST', '/api/admin/tenant', admin2, { name: 'x' })).status).toBe(403);
  });

  it('an end date set to the past makes the tenant’s users’ next request answer 426', async () => {
    const before = await call(app, 'GET', '/api/admin/user/info', admin2);
    expect(before.status).toBe(200);
    const res = await call(app, 'PUT', '/api/admin/tenant', admin, {
      id: '2',
      startTime: '2020-01-01 00:00:00',
      endTime: '2021-01-01 00:00:00',
    });
    expect(res.body).toMatchObject({ code: 0, data: { endTime: '2021-01-01 00:00:00' } });
    const after = await call(app, 'GET', '/api/admin/user/info', admin2);
    expect(after.status).toBe(426);
    expect((await tokenRequest(app, 'admin2', 'Admin@2026', { tenant: '2' })).statusCode).toBe(426);
    expect(
      (await call<{ code: string }[]>(app, 'GET', '/api/admin/tenant/list', {})).body.data.map((t) => t.code),
    ).not.toContain('branch');
    await call(app, 'PUT', '/api/admin/tenant', admin, {
      id: '2',
      endTime: '2099-12-31 23:59:59',
      status: '9',
    });
    expect((await call(app, 'GET', '/api/admin/user/info', admin2)).status).toBe(426);
    await call(app, 'PUT', '/api/admin/tenant', admin, { id: '2', status: '0' });
    expect((await call(app, 'GET', '/api/admin/user/info', admin2)).status).toBe(200);
  });

  it('a narrower package takes its menus from the tenant’s roles at once', async () => {
    const tenant = (await call<Tenant>(app, 'GET', '/api/admin/tenant/details/2', admin)).body.data;
    const before = await call<{ permissions: string[] }>(app, 'GET', '/api/admin/user/info', admin2);
    expect(before.body.data.permissions).toContain('sys_log_view');
    // The Logs page and its buttons (a button left in would bring its page back).
    const logs = await Promise.all([
      menuId(app, { path: '/admin/log/index' }),
      ...['sys_log_view', 'sys_log_del', 'sys_log_export'].map((permission) => menuId(app, { permission })),
    ]);
    const narrower = tenant.menuId!.split(',').filter((id) => !logs.includes(id));
    const res = await call(app, 'PUT', '/api/admin/tenant', admin, { ...tenant, menuId: narrower.join(',') });
    expect(res.body.code).toBe(0);
    const after = await call<{ permissions: string[] }>(app, 'GET', '/api/admin/user/info', admin2);
    expect(after.body.data.permissions).not.toContain('sys_log_view');
    expect((await call(app, 'GET', '/api/admin/log/page', admin2)).status).toBe(403);
  });

  it('keeps the platform tenant in service and never deletes it nor the caller’s own', async () => {
    for (const change of [{ status: '9' }, { endTime: '2020-01-01' }, { menuId: '1' }])
      expect(
        (await call(app, 'PUT', '/api/admin/tenant', admin, { id: '1', ...change })).body,
        JSON.stringify(change),
      ).toMatchObject({
        code: 1,
      });
    expect((await call(app, 'DELETE', '/api/admin/tenant', admin, ['1'])).body).toMatchObject({ code: 1 });
    expect(
      (await call(app, 'PUT', '/api/admin/tenant', admin, { id: '2', code: 'renamed' })).body,
    ).toMatchObject({ code: 1 });
    expect((await call(app, 'DELETE', '/api/admin/tenant', admin2, ['2'])).status).toBe(403);
    const doomed = (await newTenant({ name: '将删除', code: 'doomed', username: 'doomed_admin' })).body.data;
    const headers = await adminHeaders(app, 'doomed_admin', doomed.id).catch(async () => {
      const { access_token } = await login(app, 'doomed_admin', 'Third@2026', { tenant: doomed.id });
      return { authorization: `Bearer ${access_token}`, 'tenant-id': doomed.id };
    });
    expect((await call(app, 'GET', '/api/admin/user/info', headers)).status).toBe(200);
    expect((await call(app, 'DELETE', '/api/admin/tenant', admin, [doomed.id])).body).toMatchObject({
      code: 0,
    });
    expect((await call(app, 'GET', '/api/admin/user/info', headers)).status).toBe(426);
  });
});

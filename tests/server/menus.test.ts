import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers';
import { adminHeaders, call, newLearner } from './edu-helpers';
import { accessOf, logTitles, menuId, staffWithRoles } from './access-helpers';
import { httpCall } from './http-call';

/**
 * Menus (pig's /admin/menu): the tree in pig's shape, CRUD of pages and buttons by the platform tenant
 * only, the rules of their place (a button under a page, no cycle, a permission string once), sorting, and
 * deletion: a menu with children is refused (pig's rule), a leaf goes with its grants, felt on the next request.
 */
let app: FastifyInstance;
let admin: Record<string, string>;
let admin2: Record<string, string>;
let base: string;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await adminHeaders(app);
  admin2 = await adminHeaders(app, 'admin2', '2');
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app.close());

type Menu = {
  menuId: string;
  id?: string;
  name: string;
  parentId: string;
  menuType: string;
  sortOrder: number;
};
type Node = Menu & { children?: Node[]; permission: string | null; path: string | null };
const tree = async (query = '', headers = admin) =>
  (await call<Node[]>(app, 'GET', `/api/admin/menu/tree${query}`, headers)).body;
const add = (body: object, headers = admin) => call<Menu>(app, 'POST', '/api/admin/menu', headers, body);
const flat = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);

describe('menus', () => {
  it('answer pig’s tree: pages with their buttons; a name filter answers a flat list; a package limits', async () => {
    const body = await tree();
    expect(body.code).toBe(0);
    const system = body.data.find((n) => n.path === '/admin/system')!;
    expect(system).toMatchObject({ id: system.menuId, parentId: '-1', menuType: '0', weight: 0 });
    const users = system.children!.find((n) => n.path === '/admin/system/user/index')!;
    expect(users.children!.map((b) => b.permission)).toContain('sys_user_add');
    const found = (await tree('?menuName=日志')).data;
    expect(found.every((n) => !n.children)).toBe(true);
    expect(found.map((n) => n.name)).toContain('日志管理');
    // Tenant 2's tree is its package: no Tenants page.
    expect(flat((await tree('', admin2)).data).some((n) => n.path === '/admin/system/tenant/index')).toBe(
      false,
    );
    const details = await call<Menu[]>(app, 'GET', `/api/admin/menu/details?permission=sys_user_add`, admin);
    expect(details.body.data).toHaveLength(1);
    const learner = await newLearner(app, 'menu_learner');
    expect((await call(app, 'GET', '/api/admin/menu/tree', learner.headers)).status).toBe(403);
  });

  it('adds a top menu, a page and its button; checks places and permission strings', async () => {
    const top = (
      await add({ menuType: '0', name: '报表', nameEn: 'Reports', path: '/admin/report', icon: 'chart' })
    ).body.data;
    const page = (
      await add({
        menuType: '0',
        name: '月报',
        nameEn: 'Monthly',
        path: '/admin/report/month/index',
        parentId: top.menuId,
      })
    ).body.data;
    const button = await add({
      menuType: '1',
      name: '月报导出',
      permission: 'rpt_month_export',
      parentId: page.menuId,
    });
    expect(button.body).toMatchObject({ code: 0, data: { menuType: '1', parentId: page.menuId } });
    expect(
      (await add({ menuType: '1', name: 'x', permission: 'rpt_month_export', parentId: page.menuId })).body,
    ).toMatchObject({
      code: 1,
      msg: '权限标识 rpt_month_export 已被其他菜单使用',
    });
    expect((await add({ menuType: '1', name: 'x', permission: 'rpt_x' })).body).toMatchObject({
      code: 1,
      msg: '按钮必须放在某个菜单下',
    });
    expect((await add({ menuType: '1', name: 'x', parentId: page.menuId })).body.code).toBe(1);
    expect(
      (await add({ menuType: '0', name: 'x', parentId: button.body.data.menuId, path: '/x' })).body.code,
    ).toBe(1);
    expect((await add({ menuType: '0', name: 'x', path: 'javascript:alert(1)' })).status).toBe(400);
    // No cycle: a menu under its own child.
    const cycle = await call(app, 'PUT', '/api/admin/menu', admin, {
      menuId: top.menuId,
      parentId: page.menuId,
    });
    expect(cycle.body).toMatchObject({ code: 1, msg: '上级菜单不能是按钮、自身或其下级' });
    const edit = await call<Menu>(app, 'PUT', '/api/admin/menu', admin, {
      menuId: page.menuId,
      name: '月度报表',
      visible: '0',
    });
    expect(edit.body).toMatchObject({
      code: 0,
      data: { name: '月度报表', visible: '0', path: '/admin/report/month/index' },
    });
    expect(await logTitles(app, admin, 'POST /api/admin/menu')).toContain('POST /api/admin/menu');
  });

  it('an http(s) path links out, in admin tree and console menu alike; flagged embedded, it is framed', async () => {
    const out = (await add({ menuType: '0', name: '协会官网', path: 'https://example.org/a' })).body.data;
    const framed = (await add({ menuType: '0', name: '内嵌页', path: 'http://example.org/b', embedded: '1' }))
      .body.data;
    const local = (await add({ menuType: '0', name: '本地页', path: '/admin/https-like' })).body.data;
    const roleId = await call<{ roleId: string }[]>(app, 'GET', '/api/admin/role/list', admin);
    const adminRole = roleId.body.data.find((r) => (r as { roleCode?: string }).roleCode === 'ROLE_ADMIN');
    const granted = await call<string[]>(app, 'GET', `/api/admin/menu/tree/${adminRole!.roleId}`, admin);
    await call(app, 'PUT', '/api/admin/role/menu', admin, {
      roleId: adminRole!.roleId,
      menuIds: [...granted.body.data, out.menuId, framed.menuId, local.menuId].join(','),
    });
    type Side = { id: string; children?: Side[]; meta: { isLink: string | null; isIframe: boolean } };
    const side = (await call<Side[]>(app, 'GET', '/api/admin/menu', admin)).body.data;
    const all = (nodes: Side[]): Side[] => nodes.flatMap((n) => [n, ...all(n.children ?? [])]);
    const meta = (id: string) => all(side).find((n) => n.id === id)?.meta;
    expect(meta(out.menuId)).toMatchObject({ isLink: 'https://example.org/a', isIframe: false });
    expect(meta(framed.menuId)).toMatchObject({ isLink: 'http://example.org/b', isIframe: true });
    expect(meta(local.menuId)).toMatchObject({ isLink: null });
    const adminTree = flat((await tree()).data) as (Node & { meta?: { isLink: string } })[];
    expect(adminTree.find((n) => n.id === out.menuId)?.meta?.isLink).toBe('https://example.org/a');
    expect(adminTree.find((n) => n.id === local.menuId)?.meta?.isLink).toBe('');
  });

  it('are written by the platform tenant only, whatever tenant 2’s administrator holds', async () => {
    const res = await add({ menuType: '0', name: '分会菜单', path: '/admin/branch' }, admin2);
    expect(res.status).toBe(403);
    const someId = await menuId(app, { path: '/admin/log/index' });
    expect((await call(app, 'DELETE', `/api/admin/menu/${someId}`, admin2)).status).toBe(403);
    expect((await call(app, 'PUT', '/api/admin/menu', admin2, { menuId: someId, name: 'x' })).status).toBe(
      403,
    );
  });

  it('sorts siblings, refusing a menu of another parent', async () => {
    const roots = (await tree()).data;
    const ids = roots.map((n) => n.menuId).reverse();
    const res = await call(app, 'PUT', '/api/admin/menu/sort', admin, { parentId: '-1', menuIds: ids });
    expect(res.body).toMatchObject({ code: 0 });
    expect((await tree()).data.map((n) => n.menuId)).toEqual(ids);
    const child = roots[0]!.children![0]!.menuId;
    const wrong = await call(app, 'PUT', '/api/admin/menu/sort', admin, { parentId: '-1', menuIds: [child] });
    expect(wrong.body).toMatchObject({ code: 1 });
    await call(app, 'PUT', '/api/admin/menu/sort', admin, { parentId: '-1', menuIds: [...ids].reverse() });
  });

  it('refuses to delete a menu that has children (pig’s rule, in the caller’s language)', async () => {
    const top = (await add({ menuType: '0', name: '有下级', path: '/admin/parent' })).body.data;
    const page = (
      await add({ menuType: '0', name: '下级页', path: '/admin/parent/page/index', parentId: top.menuId })
    ).body.data;
    const zh = await httpCall(base, 'DELETE', `/api/admin/menu/${top.menuId}`, admin);
    expect(zh.status).toBe(200);
    expect(zh.body).toEqual({ code: 1, msg: '菜单含有下级不能删除', data: null });
    const en = await httpCall(base, 'DELETE', `/api/admin/menu/${top.menuId}`, {
      ...admin,
      'accept-language': 'en',
    });
    expect(en.body).toEqual({ code: 1, msg: 'The menu has sub-menus and cannot be deleted', data: null });
    // A button is a child too: a page with one button is not a leaf.
    await add({ menuType: '1', name: '下级按钮', permission: 'parent_page_view', parentId: page.menuId });
    expect((await httpCall(base, 'DELETE', `/api/admin/menu/${page.menuId}`, admin)).body.code).toBe(1);
    // Nothing went: both menus are still in the tree.
    const left = flat((await tree()).data).map((n) => n.menuId);
    expect(left).toEqual(expect.arrayContaining([top.menuId, page.menuId]));
  });

  it('deletes a leaf with every grant of it; holders feel it next request; then its parent is a leaf', async () => {
    const top = (await add({ menuType: '0', name: '临时', path: '/admin/tmp' })).body.data;
    const page = (
      await add({ menuType: '0', name: '临时页', path: '/admin/tmp/page/index', parentId: top.menuId })
    ).body.data;
    const button = (
      await add({ menuType: '1', name: '临时按钮', permission: 'tmp_view', parentId: page.menuId })
    ).body.data;
    const role = (
      await call<{ roleId: string }>(app, 'POST', '/api/admin/role', admin, {
        roleName: '临时',
        roleCode: 'TMP',
      })
    ).body.data;
    await call(app, 'PUT', '/api/admin/role/menu', admin, { roleId: role.roleId, menuIds: button.menuId });
    const staff = await staffWithRoles(app, 'tmp_holder', [role.roleId]);
    expect(await accessOf(app, staff.headers)).toEqual({
      permissions: ['tmp_view'],
      paths: ['/admin/tmp', '/admin/tmp/page/index'],
    });
    const grants = async () =>
      (await call<string[]>(app, 'GET', `/api/admin/menu/tree/${role.roleId}`, admin)).body.data;
    expect(await grants()).toEqual(expect.arrayContaining([top.menuId, page.menuId, button.menuId]));
    // The leaf (the button) goes with its role link; the page and the top stay granted.
    expect((await httpCall(base, 'DELETE', `/api/admin/menu/${button.menuId}`, admin)).body).toEqual({
      code: 0,
      msg: null,
      data: true,
    });
    expect(await grants()).not.toContain(button.menuId);
    expect(await accessOf(app, staff.headers)).toEqual({
      permissions: [],
      paths: ['/admin/tmp', '/admin/tmp/page/index'],
    });
    // Leaf by leaf, the branch can go.
    expect((await httpCall(base, 'DELETE', `/api/admin/menu/${page.menuId}`, admin)).body.code).toBe(0);
    expect((await httpCall(base, 'DELETE', `/api/admin/menu/${top.menuId}`, admin)).body.code).toBe(0);
    expect(await accessOf(app, staff.headers)).toEqual({ permissions: [], paths: [] });
    expect(await grants()).toEqual([]);
    expect(
      flat((await tree()).data).some((n) => [top.menuId, page.menuId, button.menuId].includes(n.menuId)),
    ).toBe(false);
    // The permission string is free again.
    expect(
      (
        await add({
          menuType: '1',
          name: '再来',
          permission: 'tmp_view',
          parentId: await menuId(app, { path: '/admin/log/index' }),
        })
      ).body.code,
    ).toBe(0);
    expect((await httpCall(base, 'DELETE', `/api/admin/menu/${top.menuId}`, admin)).status).toBe(404);
  });

  it('an edit of a button’s permission string holds on the holder’s next request', async () => {
    const parent = await menuId(app, { path: '/admin/log/index' });
    const button = (
      await add({ menuType: '1', name: '日志归档', permission: 'sys_log_archive', parentId: parent })
    ).body.data;
    const role = (
      await call<{ roleId: string }>(app, 'POST', '/api/admin/role', admin, {
        roleName: '归档',
        roleCode: 'ARCHIVE',
      })
    ).body.data;
    await call(app, 'PUT', '/api/admin/role/menu', admin, { roleId: role.roleId, menuIds: button.menuId });
    const staff = await staffWithRoles(app, 'archiver', [role.roleId]);
    expect((await accessOf(app, staff.headers)).permissions).toEqual(['sys_log_archive']);
    await call(app, 'PUT', '/api/admin/menu', admin, { menuId: button.menuId, permission: 'sys_log_view' });
    expect(
      (
        await call(app, 'PUT', '/api/admin/menu', admin, {
          menuId: button.menuId,
          permission: 'sys_log_view',
        })
      ).body.code,
    ).toBe(1);
    await call(app, 'PUT', '/api/admin/menu', admin, {
      menuId: button.menuId,
      permission: 'sys_log_archived',
    });
    expect((await accessOf(app, staff.headers)).permissions).toEqual(['sys_log_archived']);
  });
});

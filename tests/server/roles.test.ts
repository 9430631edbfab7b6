import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysDept, sysUserRole } from '../../src/server/db/schema';
import { buildTestApp } from './helpers';
import { adminHeaders, call, newLearner } from './edu-helpers';
import { accessOf, logTitles, menuId, multipartFile, staffWithRoles } from './access-helpers';
import { stringContaining, stringMatching } from './matchers';

/**
 * Roles (pig's /admin/role): CRUD in pig's shapes within the caller's tenant, uniqueness, the data
 * scope, the permission grant limited to the tenant's package and felt on the holder's next request, deletion
 * and what it does to holders, export and the all-or-nothing import; every write in the log.
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

type Role = { roleId: string; roleName: string; roleCode: string; dsType: string; dsScope: string };
const create = (body: object, headers = admin) => call<Role>(app, 'POST', '/api/admin/role', headers, body);
const page = async (query: string, headers = admin) =>
  (await call<{ records: Role[]; total: string }>(app, 'GET', `/api/admin/role/page?${query}`, headers)).body;

describe('roles', () => {
  it('lists, finds and checks names in pig’s shape, within the tenant', async () => {
    const body = await page('current=1&size=10');
    expect(body.code).toBe(0);
    expect(body.data.records.map((r) => r.roleCode)).toContain('ROLE_ADMIN');
    expect(body.data.records[0]).toMatchObject({ roleId: stringMatching(/^\d+$/), dsType: '0' });
    expect((await page('roleName=管理')).data.records.length).toBeGreaterThanOrEqual(1);
    const found = await call<Role | null>(app, 'GET', '/api/admin/role/details?roleCode=ROLE_ADMIN', admin);
    expect(found.body.data?.roleName).toBe('管理员');
    const none = await call(app, 'GET', '/api/admin/role/details?roleCode=NOPE', admin);
    expect(none.body).toMatchObject({ code: 0, data: null });
    // Tenant 2 sees its own administrator role, never tenant 1's.
    const mine = (await page('size=100')).data.records.map((r) => r.roleId);
    const theirs = (await page('size=100', admin2)).data.records.map((r) => r.roleId);
    expect(mine.filter((id) => theirs.includes(id))).toEqual([]);
    const cross = await call(app, 'GET', `/api/admin/role/details/${mine[0]}`, admin2);
    expect(cross.status).toBe(404);
    const list = await call<Role[]>(app, 'POST', '/api/admin/role/getRoleList', admin2, mine);
    expect(list.body.data).toEqual([]);
  });

  it('creates with a unique name and code and a data scope of the tenant’s departments', async () => {
    const depts = await app.database.db.select().from(sysDept).where(eq(sysDept.tenantId, 1));
    const foreign = await app.database.db.select().from(sysDept).where(eq(sysDept.tenantId, 2));
    const made = await create({
      roleName: '培训专员',
      roleCode: 'TRAINER',
      roleDesc: '管培训',
      dsType: 1,
      dsScope: depts.map((d) => String(d.deptId)).join(','),
    });
    expect(made.body).toMatchObject({ code: 0, data: { roleCode: 'TRAINER', dsType: '1' } });
    expect(made.body.data.dsScope.split(',')).toHaveLength(depts.length);
    expect((await create({ roleName: '别的', roleCode: 'TRAINER' })).body).toMatchObject({
      code: 1,
      msg: '角色标识 TRAINER 已存在',
    });
    expect(
      (await create({ roleName: '培训专员', roleCode: 'OTHER' }, { ...admin, 'accept-language': 'en' })).body,
    ).toMatchObject({ code: 1, msg: 'A role named 培训专员 already exists' });
    const scoped = await create({
      roleName: '越界',
      roleCode: 'OUT_OF_SCOPE',
      dsType: '1',
      dsScope: [String(foreign[0]!.deptId)],
    });
    expect(scoped.body).toMatchObject({ code: 1, msg: '自定义数据权限须选择本租户的部门' });
    expect((await create({ roleName: 'x', roleCode: '1bad code' })).status).toBe(400);
    // The same code is free in another tenant.
    expect((await create({ roleName: '培训专员', roleCode: 'TRAINER' }, admin2)).body.code).toBe(0);
    // pig's console checks a code before it saves.
    const check = await call<Role>(app, 'GET', '/api/admin/role/details?roleName=培训专员', admin);
    expect(check.body.data.roleCode).toBe('TRAINER');
  });

  it('edits name, description and scope, never the code; learners are refused', async () => {
    const role = (await create({ roleName: '编辑前', roleCode: 'EDIT_ME' })).body.data;
    const edit = await call<Role>(app, 'PUT', '/api/admin/role', admin, {
      roleId: role.roleId,
      roleCode: 'EDIT_ME',
      roleName: '编辑后',
      dsType: '4',
    });
    expect(edit.body).toMatchObject({
      code: 0,
      data: { roleName: '编辑后', dsType: '4', roleCode: 'EDIT_ME' },
    });
    const recode = await call(app, 'PUT', '/api/admin/role', admin, {
      roleId: role.roleId,
      roleCode: 'NEW_CODE',
    });
    expect(recode.body).toMatchObject({ code: 1, msg: '角色标识创建后不能修改' });
    const other = await call(app, 'PUT', '/api/admin/role', admin2, { roleId: role.roleId, roleName: 'x' });
    expect(other.status).toBe(404);
    const learner = await newLearner(app, 'role_learner');
    expect((await call(app, 'GET', '/api/admin/role/page', learner.headers)).status).toBe(403);
    expect(
      (await call(app, 'POST', '/api/admin/role', learner.headers, { roleName: 'a', roleCode: 'A' })).status,
    ).toBe(403);
  });

  it('grants menus within the package; the holder’s next request has exactly them', async () => {
    const role = (await create({ roleName: '日志查看', roleCode: 'LOG_VIEWER' })).body.data;
    const logView = await menuId(app, { permission: 'sys_log_view' });
    const grant = await call(app, 'PUT', '/api/admin/role/menu', admin, {
      roleId: role.roleId,
      menuIds: logView,
    });
    expect(grant.body).toMatchObject({ code: 0, data: true });
    // The button brought its page and the page its parent.
    const held = await call<string[]>(app, 'GET', `/api/admin/menu/tree/${role.roleId}`, admin);
    const logsPage = await menuId(app, { path: '/admin/log/index' });
    const system = await menuId(app, { path: '/admin/system' });
    expect(held.body.data.sort()).toEqual([logView, logsPage, system].sort());

    const staff = await staffWithRoles(app, 'log_viewer', [role.roleId]);
    let access = await accessOf(app, staff.headers);
    expect(access.permissions).toEqual(['sys_log_view']);
    expect(access.paths).toEqual(['/admin/system', '/admin/log/index']);
    expect((await call(app, 'GET', '/api/admin/log/page', staff.headers)).status).toBe(200);

    // Regranted: Courses with Add. The next request has lost the logs at once.
    const courseAdd = await menuId(app, { permission: 'edu_course_add' });
    await call(app, 'PUT', '/api/admin/role/menu', admin, { roleId: role.roleId, menuIds: `${courseAdd}` });
    access = await accessOf(app, staff.headers);
    expect(access.permissions).toEqual(['edu_course_add']);
    expect(access.paths).toEqual(['/admin/edu', '/admin/edu/course']);
    expect((await call(app, 'GET', '/api/admin/log/page', staff.headers)).status).toBe(403);
    expect(await logTitles(app, admin, '/api/admin/role/menu')).toContain('PUT /api/admin/role/menu');
  });

  it('keeps grants inside the tenant’s package, and the administrator able to grant', async () => {
    const role = (await create({ roleName: '分会角色', roleCode: 'BRANCH_ROLE' }, admin2)).body.data;
    const tenants = await menuId(app, { path: '/admin/system/tenant/index' });
    const res = await call(app, 'PUT', '/api/admin/role/menu', admin2, {
      roleId: role.roleId,
      menuIds: tenants,
    });
    expect(res.body).toMatchObject({ code: 1, msg: `菜单 ${tenants} 不在本租户的菜单套餐内` });
    expect(
      (await call<string[]>(app, 'GET', `/api/admin/menu/tree/${role.roleId}`, admin2)).body.data,
    ).toEqual([]);
    const adminRole = (await call<Role>(app, 'GET', '/api/admin/role/details?roleCode=ROLE_ADMIN', admin))
      .body.data;
    const strip = await call(app, 'PUT', '/api/admin/role/menu', admin, {
      roleId: adminRole.roleId,
      menuIds: '',
    });
    expect(strip.body).toMatchObject({ code: 1 });
    expect((await call(app, 'GET', '/api/admin/role/page', admin)).status).toBe(200);
  });

  it('deletes a role with its grants and holders’ links; built-in roles stay', async () => {
    const role = (await create({ roleName: '临时', roleCode: 'TEMP' })).body.data;
    await call(app, 'PUT', '/api/admin/role/menu', admin, {
      roleId: role.roleId,
      menuIds: await menuId(app, { permission: 'sys_log_view' }),
    });
    const staff = await staffWithRoles(app, 'temp_holder', [role.roleId]);
    expect((await accessOf(app, staff.headers)).permissions).toEqual(['sys_log_view']);
    const adminRole = (await call<Role>(app, 'GET', '/api/admin/role/details?roleCode=ROLE_ADMIN', admin))
      .body.data;
    const refused = await call(app, 'DELETE', '/api/admin/role', admin, [role.roleId, adminRole.roleId]);
    expect(refused.body).toMatchObject({ code: 1, msg: '内置角色 ROLE_ADMIN 不能删除' });
    expect((await page('roleName=临时')).data.total).toBe('1');
    const res = await call(app, 'DELETE', '/api/admin/role', admin, [role.roleId]);
    expect(res.body).toMatchObject({ code: 0, data: true });
    expect((await page('roleName=临时')).data.total).toBe('0');
    expect((await accessOf(app, staff.headers)).permissions).toEqual([]);
    const links = await app.database.db
      .select()
      .from(sysUserRole)
      .where(eq(sysUserRole.userId, staff.userId));
    expect(links).toEqual([]);
    // The code is free again.
    expect((await create({ roleName: '临时', roleCode: 'TEMP' })).body.code).toBe(0);
    expect(await logTitles(app, admin, 'DELETE /api/admin/role')).toContain('DELETE /api/admin/role');
  });

  it('exports the roles and imports a workbook all or nothing, naming every bad line', async () => {
    const exported = await app.inject({ method: 'GET', url: '/api/admin/role/export', headers: admin });
    expect(exported.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets[0]!.getRow(1).values).toEqual([
      undefined,
      '角色编号',
      '角色名称',
      '角色标识',
      '角色描述',
      '创建时间',
    ]);

    const sheet = async (rows: string[][]) => {
      const book = new ExcelJS.Workbook();
      const ws = book.addWorksheet('roles');
      ws.addRow(['角色编号', '角色名称', '角色标识', '角色描述']);
      rows.forEach((r) => ws.addRow(r));
      const { payload, headers } = multipartFile('roles.xlsx', Buffer.from(await book.xlsx.writeBuffer()));
      return app.inject({
        method: 'POST',
        url: '/api/admin/role/import',
        headers: { ...admin, ...headers },
        payload,
      });
    };
    const bad = await sheet([
      ['', '导入一', 'IMPORT_ONE', ''],
      ['', '', 'IMPORT_TWO', ''],
      ['', '导入三', 'ROLE_ADMIN', ''],
    ]);
    expect(bad.json()).toMatchObject({
      code: 1,
      data: [
        { lineNum: 3, errors: [stringContaining('角色名称')] },
        { lineNum: 4, errors: ['角色标识 ROLE_ADMIN 已存在'] },
      ],
    });
    expect((await page('roleName=导入')).data.total).toBe('0');
    const good = await sheet([
      ['', '导入一', 'IMPORT_ONE', '第一'],
      ['', '导入二', 'IMPORT_TWO', ''],
    ]);
    expect(good.json()).toMatchObject({ code: 0 });
    expect((await page('roleName=导入')).data.total).toBe('2');
  });
});

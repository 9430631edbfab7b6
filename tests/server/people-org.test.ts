import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, tokenRequest } from './helpers';
import { adminHeaders, call, newLearner } from './edu-helpers';
import { readXlsx, upload, USER_HEADERS, xlsx } from './people-helpers';
import type { Envelope } from '@contract/envelope';

/**
 * Departments, posts, the organisation picker and the Excel round trips: CRUD with permissions and
 * tenant scoping, the uniqueness and tree rules, imports naming every bad row, all or nothing.
 */
let app: FastifyInstance;
let admin: Record<string, string>;
let en: Record<string, string>;
let learner: Record<string, string>;
let foreign: Record<string, string>;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await adminHeaders(app);
  en = { ...admin, 'accept-language': 'en' };
  learner = (await newLearner(app, 'org_learner')).headers;
  foreign = await adminHeaders(app, 'admin2', '2');
});
afterAll(() => app.close());

type Node = { id: string; name: string; parentId: string; children?: Node[] };
const tree = async (headers = admin) =>
  (await call<Node[]>(app, 'GET', '/api/admin/dept/tree', headers)).body.data;
const find = (nodes: Node[], name: string): Node | undefined =>
  nodes.flatMap((n) =>
    n.name === name ? [n] : find(n.children ?? [], name) ? [find(n.children ?? [], name)!] : [],
  )[0];

describe('departments', () => {
  it("answer pig's tree, each tenant its own", async () => {
    const root = find(await tree(), '协会秘书处')!;
    expect(root.children?.map((c) => c.name)).toEqual(['培训部', '会员部']);
    expect(root).toMatchObject({ parentId: '0', isLock: false });
    expect(find(await tree(foreign), '培训部')?.id).not.toBe(find(await tree(), '培训部')?.id);
    const flat = (await call<Node[]>(app, 'GET', '/api/admin/dept/tree?deptName=培训', admin)).body.data;
    expect(flat.map((n) => n.name)).toEqual(['培训部']);
  });

  it('are added, moved and deleted by the rules: no cycles, no deleting one with children or users', async () => {
    const root = find(await tree(), '协会秘书处')!;
    const add = async (name: string, parentId: string) =>
      (await call<{ deptId: string }>(app, 'POST', '/api/admin/dept', en, { name, parentId, sortOrder: 3 }))
        .body;
    const a = await add('质量部', root.id);
    expect(a.code).toBe(0);
    const b = await add('质量一组', a.data.deptId);
    expect((await add('质量部', root.id)).msg).toMatch(/already has a department named/);
    const cycle = await call(app, 'PUT', '/api/admin/dept', en, {
      deptId: a.data.deptId,
      parentId: b.data.deptId,
    });
    expect(cycle.body.msg).toMatch(/cannot move under itself/);
    const self = await call(app, 'PUT', '/api/admin/dept', en, {
      deptId: a.data.deptId,
      parentId: a.data.deptId,
    });
    expect(self.body.code).toBe(1);
    expect((await call(app, 'DELETE', `/api/admin/dept/${a.data.deptId}`, en)).body.msg).toMatch(
      /sub-departments/,
    );
    const descendants = await call<{ name: string }[]>(
      app,
      'GET',
      `/api/admin/dept/getDescendantList/${a.data.deptId}`,
      admin,
    );
    expect(descendants.body.data.map((d) => d.name).sort()).toEqual(['质量一组', '质量部']);
    expect((await call(app, 'DELETE', `/api/admin/dept/${root.id}`, en)).body.code).toBe(1);
    expect((await call(app, 'DELETE', `/api/admin/dept/${b.data.deptId}`, admin)).body.data).toBe(true);
    expect(find(await tree(), '质量一组')).toBeUndefined();
    // A department with a member cannot go.
    const user = await call<{ userId: string }>(app, 'POST', '/api/admin/user', admin, {
      username: 'quality_member',
      password: 'Staff@2026',
      phone: '13655550001',
      deptIds: [a.data.deptId],
    });
    expect(user.body.code).toBe(0);
    expect((await call(app, 'DELETE', `/api/admin/dept/${a.data.deptId}`, en)).body.msg).toMatch(
      /still has users/,
    );
  });

  it("are refused to learners and never reach another tenant's rows", async () => {
    const root = find(await tree(), '协会秘书处')!;
    expect(
      (await call(app, 'POST', '/api/admin/dept', learner, { name: 'X', parentId: root.id })).status,
    ).toBe(403);
    expect((await call(app, 'GET', `/api/admin/dept/${root.id}`, foreign)).status).toBe(404);
    expect((await call(app, 'PUT', '/api/admin/dept', foreign, { deptId: root.id, name: 'X' })).status).toBe(
      404,
    );
    expect((await call(app, 'DELETE', `/api/admin/dept/${root.id}`, foreign)).status).toBe(404);
    // A parent of another tenant is no parent.
    const other = await call(app, 'POST', '/api/admin/dept', foreign, { name: '越界', parentId: root.id });
    expect(other.body.code).toBe(1);
  });

  it('import names every bad row, then saves all rows, a parent created by an earlier row', async () => {
    const bad = await xlsx(
      ['上级部门', '部门名称', '排序值'],
      [
        ['根部门', '华东分部', 1],
        ['华东分部', '上海办', 2],
        ['不存在', '杭州办', 3],
        ['根部门', '培训部', 'x'],
      ],
    );
    const res = await upload(app, '/api/admin/dept/import', en, bad);
    expect(res.json()).toMatchObject({ code: 1 });
    const rows = res.json<Envelope<{ lineNum: number; errors: string[] }[]>>().data;
    expect(rows.map((r) => r.lineNum)).toEqual([4, 5]);
    expect(rows[1]?.errors.length).toBe(2);
    expect(find(await tree(), '华东分部')).toBeUndefined();
    const good = await xlsx(
      ['上级部门', '部门名称', '排序值'],
      [
        ['根部门', '华东分部', 1],
        ['华东分部', '上海办', 2],
      ],
    );
    const ok = await upload(app, '/api/admin/dept/import', en, good);
    expect(ok.json()).toMatchObject({ code: 0, msg: 'Import succeeded: 2 rows' });
    expect(find(await tree(), '华东分部')?.children?.[0]?.name).toBe('上海办');
    const exported = await app.inject({ method: 'GET', url: '/api/admin/dept/export', headers: admin });
    expect((await readXlsx(exported.rawPayload)).slice(0, 1)).toEqual([['上级部门', '部门名称', '排序值']]);
  });
});

describe('posts', () => {
  type P = { postId: string; postCode: string; postName: string };
  it("are read by anyone signed in, as in pig, each in its own tenant's; the page stays staff's", async () => {
    const names = (h: Record<string, string>) =>
      call<P[]>(app, 'GET', '/api/admin/post/list', h).then((r) => r.body.data.map((p) => p.postName));
    expect(await names(learner)).toEqual(await names(admin));
    expect(await names(await adminHeaders(app, 'admin2', '2'))).not.toContain('秘书长');
    expect((await call(app, 'GET', '/api/admin/post/list', { 'tenant-id': '1' })).status).toBe(424);
    expect((await call(app, 'GET', '/api/admin/post/page', learner)).status).toBe(403);
  });

  it('list the seeded posts, add one, refuse a taken code, edit and delete; one in use stays', async () => {
    const list = (await call<P[]>(app, 'GET', '/api/admin/post/list', admin)).body.data;
    expect(list.map((p) => p.postName)).toEqual(['会长', '秘书长', '培训专员']);
    const created = await call<P>(app, 'POST', '/api/admin/post', en, {
      postCode: 'auditor',
      postName: '审计员',
    });
    expect(created.body.code).toBe(0);
    expect(
      (await call(app, 'POST', '/api/admin/post', en, { postCode: 'auditor', postName: 'x' })).body.msg,
    ).toMatch(/auditor already exists/);
    expect(
      (await call(app, 'GET', '/api/admin/post/details?postCode=auditor', admin)).body.data,
    ).toMatchObject({
      postName: '审计员',
    });
    const edited = await call<P>(app, 'PUT', '/api/admin/post', admin, {
      postId: created.body.data.postId,
      postName: '审计',
    });
    expect(edited.body.data.postName).toBe('审计');
    const inUse = list.find((p) => p.postName === '秘书长')!;
    expect((await call(app, 'DELETE', '/api/admin/post', en, [inUse.postId])).body.msg).toMatch(
      /still has users/,
    );
    expect((await call(app, 'DELETE', '/api/admin/post', admin, [created.body.data.postId])).body.data).toBe(
      true,
    );
    // The code is free again.
    expect(
      (await call(app, 'POST', '/api/admin/post', admin, { postCode: 'auditor', postName: '审计员' })).body
        .code,
    ).toBe(0);
    expect((await call(app, 'GET', '/api/admin/post/page', learner)).status).toBe(403);
    expect((await call(app, 'DELETE', '/api/admin/post', foreign, [inUse.postId])).status).toBe(404);
  });

  it('import and export round trip with pig’s columns', async () => {
    const file = await xlsx(
      ['岗位名称', '岗位标识', '岗位排序', '岗位描述'],
      [
        ['讲师', 'lecturer', 5, '授课'],
        ['讲师二', 'lecturer', 6, '重复'],
        ['', 'blank', 1, ''],
      ],
    );
    const bad = (await upload(app, '/api/admin/post/import', en, file)).json<
      Envelope<{ lineNum: number }[]>
    >();
    expect(bad.code).toBe(1);
    expect(bad.data.map((r) => r.lineNum)).toEqual([3, 4]);
    const ok = await upload(
      app,
      '/api/admin/post/import',
      en,
      await xlsx(['岗位名称', '岗位标识', '岗位排序', '岗位描述'], [['讲师', 'lecturer', 5, '授课']]),
    );
    expect(ok.json<Envelope<unknown>>().code).toBe(0);
    const exported = await app.inject({
      method: 'GET',
      url: '/api/admin/post/export?postName=讲师',
      headers: admin,
    });
    const rows = await readXlsx(exported.rawPayload);
    expect(rows[0]).toEqual(['岗位编号', '岗位名称', '岗位标识', '岗位排序', '岗位描述', '创建时间']);
    expect(rows[1]?.slice(1, 4)).toEqual(['讲师', 'lecturer', '5']);
  });
});

describe('users import and export', () => {
  it('names every bad row with all its problems; a fixed file imports; the user must change its password', async () => {
    const row = (name: string, phone: string, extra: Partial<Record<string, string>> = {}) =>
      USER_HEADERS.map((h) =>
        extra[h] !== undefined
          ? extra[h]
          : ((
              {
                用户名: name,
                手机号: phone,
                部门名称: '培训部',
                角色: '普通用户',
                岗位名称: '培训专员',
                初始密码: 'Init@2026',
              } as Record<string, string>
            )[h] ?? ''),
      );
    const file = await xlsx(USER_HEADERS, [
      row('import_ok1', '13511110001'),
      row('import_bad', '1351111', { 部门名称: '火星部', 角色: '不存在', 邮箱: 'x@' }),
      row('import_ok1', '13511110001'),
      row('admin', '13800000001', { 初始密码: 'weak' }),
    ]);
    const bad = (await upload(app, '/api/admin/user/import', en, file)).json<
      Envelope<{ lineNum: number; errors: string[] }[]>
    >();
    expect(bad).toMatchObject({ code: 1, msg: 'Import failed, the following data is invalid' });
    const lines = bad.data;
    expect(lines.map((l) => l.lineNum)).toEqual([3, 4, 5]);
    expect(lines[0]?.errors.join(' ')).toMatch(/Mobile number format.*Mailbox.*火星部.*不存在/s);
    expect(lines[1]?.errors.join(' ')).toMatch(/twice in the file/);
    expect(lines[2]?.errors.join(' ')).toMatch(/admin is already taken.*13800000001.*6 to 20/s);
    // Nothing of the file was kept.
    expect(
      (await call<{ total: string }>(app, 'GET', '/api/admin/user/page?username=import_ok1', admin)).body.data
        .total,
    ).toBe('0');
    const fixed = await xlsx(USER_HEADERS, [
      row('import_ok1', '13511110001'),
      row('import_ok2', '13511110002', { 部门名称: '培训部,会员部' }),
    ]);
    expect((await upload(app, '/api/admin/user/import', en, fixed)).json()).toMatchObject({ code: 0 });
    const login = await tokenRequest(app, 'import_ok1', 'Init@2026');
    expect(login.json()).toMatchObject({ data: 'credentials_expired' });
    const exported = await app.inject({
      method: 'GET',
      url: '/api/admin/user/export?username=import_ok',
      headers: admin,
    });
    const rows = await readXlsx(exported.rawPayload);
    expect(rows[0]).toEqual([
      '用户编号',
      '用户名',
      '手机号',
      '昵称',
      '姓名',
      '邮箱',
      '部门名称',
      '角色',
      '岗位名称',
      '锁定标记',
      '创建时间',
    ]);
    expect(rows.slice(1).map((r) => [r[1], r[6], r[8]])).toEqual([
      ['import_ok1', '培训部', '培训专员'],
      ['import_ok2', '培训部,会员部', '培训专员'],
    ]);
  });

  it('refuses other files plainly and serves the four templates', async () => {
    const txt = await upload(app, '/api/admin/user/import', en, Buffer.from('hello'), 'users.txt');
    expect(txt.json()).toMatchObject({ code: 1, msg: 'Only .xlsx or .xls files can be imported' });
    const junk = await upload(app, '/api/admin/user/import', en, Buffer.from('hello'), 'users.xlsx');
    expect(junk.json<Envelope<unknown>>().code).toBe(1);
    for (const name of ['user', 'post', 'dept', 'role']) {
      const res = await app.inject({
        method: 'GET',
        url: `/api/admin/sys-file/local/file/${name}.xlsx`,
        headers: admin,
      });
      expect(res.statusCode).toBe(200);
      expect((await readXlsx(res.rawPayload))[0]?.length).toBeGreaterThan(2);
    }
    const user = await app.inject({
      method: 'GET',
      url: '/api/admin/sys-file/local/file/user.xlsx',
      headers: admin,
    });
    expect((await readXlsx(user.rawPayload))[0]).toEqual(USER_HEADERS);
    expect(
      (await app.inject({ method: 'GET', url: '/api/admin/sys-file/local/file/x.xlsx', headers: admin }))
        .statusCode,
    ).toBe(400);
  });
});

describe('the organisation picker', () => {
  type Org = {
    titleDepartments: { name: string }[];
    childDepartments: { id: string; name: string; type: string }[];
    employees: { name: string; status: number }[];
    roleList: unknown[];
  };
  it('walks the departments with their members, roles and posts, and searches users', async () => {
    const top = (await call<Org>(app, 'GET', '/api/admin/dept/org?type=org&parentDeptId=0', admin)).body.data;
    const root = top.childDepartments.find((d) => d.name === '协会秘书处')!;
    expect(root.type).toBe('dept');
    const level = (
      await call<Org>(app, 'GET', `/api/admin/dept/org?type=user&parentDeptId=${root.id}`, admin)
    ).body.data;
    expect(level.titleDepartments.map((d) => d.name)).toEqual(['协会秘书处']);
    expect(level.employees.map((e) => e.name)).toContain('系统管理员（admin）');
    const deptsOnly = (
      await call<Org>(app, 'GET', `/api/admin/dept/org?type=dept&parentDeptId=${root.id}`, admin)
    ).body.data;
    expect(deptsOnly.employees).toEqual([]);
    const roles = (await call<Org>(app, 'GET', '/api/admin/dept/org?type=role', admin)).body.data;
    expect(roles.roleList.length).toBeGreaterThanOrEqual(4);
    const found = (
      await call<{ name: string }[]>(
        app,
        'GET',
        '/api/admin/dept/org/user/search?username=learner&pageNum=1&pageSize=30',
        admin,
      )
    ).body.data;
    expect(found.map((u) => u.name)).toContain('张学员（learner01）');
    const elsewhere = (
      await call<{ name: string }[]>(app, 'GET', '/api/admin/dept/org/user/search?username=learner', foreign)
    ).body.data;
    expect(elsewhere).toEqual([]);
    expect((await call(app, 'GET', '/api/admin/dept/org', learner)).status).toBe(403);
  });
});

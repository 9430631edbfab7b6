import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysDept, sysLog, sysRole, sysUser, sysUserRole } from '../../src/server/db/schema';
import { bearer, buildTestApp, login, tokenRequest } from './helpers';
import { adminHeaders, call, newLearner } from './edu-helpers';

/**
 * Console › Users (pig's SysUserController): the page with its filters and data scope, details,
 * the uniqueness check, create / edit / lock / reset / delete with their rules, and every change holding on the
 * user's next request.
 */
let app: FastifyInstance;
let admin: Record<string, string>;
let ids: { root: number; training: number; member: number; general: number; adminRole: number };
beforeAll(async () => {
  app = await buildTestApp();
  admin = await adminHeaders(app);
  const db = app.database.db;
  const depts = await db.select().from(sysDept).where(eq(sysDept.tenantId, 1));
  const roles = await db.select().from(sysRole).where(eq(sysRole.tenantId, 1));
  const id = (name: string) => depts.find((d) => d.name === name)!.deptId;
  ids = {
    root: id('协会秘书处'),
    training: id('培训部'),
    member: id('会员部'),
    general: roles.find((r) => r.roleCode === 'GENERAL_USER')!.roleId,
    adminRole: roles.find((r) => r.roleCode === 'ROLE_ADMIN')!.roleId,
  };
});
afterAll(() => app.close());

type Vo = {
  userId: string;
  username: string;
  lockFlag: string;
  deptId: string | null;
  roleList: { roleId: string; roleCode: string }[];
  postList: { postName: string }[];
  deptList: { deptId: string; name: string }[];
};
const page = async (query: string, headers = admin) =>
  (await call<{ records: Vo[]; total: string }>(app, 'GET', `/api/admin/user/page?${query}`, headers)).body;
let seq = 0;
const newUser = async (extra: Record<string, unknown> = {}, headers = admin) => {
  seq += 1;
  const body = {
    username: `staff_${seq}_${Date.now() % 100000}`,
    password: 'Staff@2026',
    phone: `137${String(10_000_000 + seq * 7919 + (Date.now() % 1000)).slice(-8)}`,
    name: '新同事',
    role: [String(ids.general)],
    deptIds: [String(ids.training)],
    ...extra,
  };
  return { body, res: await call<Vo>(app, 'POST', '/api/admin/user', headers, body) };
};

describe('the users page', () => {
  it('answers UserVO rows with roles, posts and departments; never a password', async () => {
    const body = await page('username=admin');
    const me = body.data.records.find((u) => u.username === 'admin')!;
    expect(me.roleList.map((r) => r.roleCode)).toContain('ROLE_ADMIN');
    expect(me.postList.map((p) => p.postName).sort()).toEqual(['培训专员', '秘书长']);
    expect(me.deptList[0]?.name).toBe('协会秘书处');
    expect(JSON.stringify(body)).not.toMatch(/password"?:\s*"\$2/);
  });

  it('filters by department including its sub-departments, by phone and by lock state', async () => {
    const { body } = await newUser({ deptIds: [String(ids.member)] });
    expect((await page(`deptId=${ids.member}`)).data.records.map((u) => u.username)).toContain(body.username);
    expect((await page(`deptId=${ids.root}&size=100`)).data.records.map((u) => u.username)).toContain(
      body.username,
    );
    expect((await page(`deptId=${ids.training}&size=100`)).data.records.map((u) => u.username)).not.toContain(
      body.username,
    );
    expect((await page(`phone=${body.phone}`)).data.records).toHaveLength(1);
    expect((await page('lockFlag=9')).data.records.every((u) => u.lockFlag === '9')).toBe(true);
  });

  it("limits the page, details, edits and deletes to the caller's data scope", async () => {
    const db = app.database.db;
    // A role that sees only the training department's people, given to a new member of staff.
    const [scoped] = await db
      .insert(sysRole)
      .values({
        tenantId: 1,
        roleName: '培训主管',
        roleCode: 'TRAINING_LEAD',
        dsType: '1',
        dsScope: String(ids.training),
      })
      .returning();
    const [adminMenus] = await db.select().from(sysRole).where(eq(sysRole.roleId, ids.adminRole));
    expect(adminMenus).toBeDefined();
    // Same menus as the administrator (so the permissions pass), a narrower data scope.
    await db.execute(
      `insert into sys_role_menu (role_id, menu_id)
         select ${scoped!.roleId}, menu_id from sys_role_menu where role_id = ${ids.adminRole}`,
    );
    const lead = await newUser({ deptIds: [String(ids.training)] });
    await db.delete(sysUserRole).where(eq(sysUserRole.userId, Number(lead.res.body.data.userId)));
    await db
      .insert(sysUserRole)
      .values({ userId: Number(lead.res.body.data.userId), roleId: scoped!.roleId });
    const inTraining = await newUser({ deptIds: [String(ids.training)] });
    const inMembers = await newUser({ deptIds: [String(ids.member)] });
    const t = await login(app, lead.body.username, lead.body.password);
    const h = { ...bearer(t.access_token), 'tenant-id': '1' };
    const seen = (await page('size=100', h)).data.records.map((u) => u.username);
    expect(seen).toContain(inTraining.body.username);
    expect(seen).toContain(lead.body.username);
    expect(seen).not.toContain(inMembers.body.username);
    expect(seen).not.toContain('admin');
    const other = inMembers.res.body.data.userId;
    expect((await call(app, 'GET', `/api/admin/user/details/${other}`, h)).status).toBe(404);
    expect((await call(app, 'PUT', '/api/admin/user', h, { userId: other, name: '改' })).status).toBe(404);
    expect((await call(app, 'DELETE', '/api/admin/user', h, [other])).status).toBe(404);
    // '3' own department, '4' only oneself.
    await db.update(sysRole).set({ dsType: '4' }).where(eq(sysRole.roleId, scoped!.roleId));
    expect((await page('size=100', h)).data.records.map((u) => u.username)).toEqual([lead.body.username]);
    await db.update(sysRole).set({ dsType: '3' }).where(eq(sysRole.roleId, scoped!.roleId));
    expect((await page('size=100', h)).data.records.map((u) => u.username)).toContain(
      inTraining.body.username,
    );
  });
});

describe('creating a user', () => {
  it('saves roles, posts and departments, the first department being the main one', async () => {
    const posts = (await call<{ postId: string }[]>(app, 'GET', '/api/admin/post/list', admin)).body.data;
    const { body, res } = await newUser({
      post: [posts[0]!.postId],
      deptIds: [String(ids.member), String(ids.training)],
    });
    expect(res.body.code).toBe(0);
    expect(res.body.data.deptId).toBe(String(ids.member));
    expect(res.body.data.deptList.map((d) => d.deptId)).toEqual([String(ids.member), String(ids.training)]);
    expect(res.body.data.postList).toHaveLength(1);
    // The new user logs in with its password.
    expect((await tokenRequest(app, body.username, body.password)).statusCode).toBe(200);
  });

  it('refuses a bad username, phone, weak password, taken username or phone, foreign roles', async () => {
    const bad = async (extra: Record<string, unknown>, lang = 'en') =>
      (
        await call(
          app,
          'POST',
          '/api/admin/user',
          { ...admin, 'accept-language': lang },
          {
            username: 'valid_name_1',
            password: 'Staff@2026',
            phone: '13712345678',
            ...extra,
          },
        )
      ).body;
    expect((await bad({ username: 'abc' })).msg).toMatch(/5 to 20/);
    expect((await bad({ username: 'bad name!' })).msg).toMatch(/Chinese, English letters/);
    expect((await bad({ phone: '12345' })).msg).toMatch(/Mobile number format/);
    expect((await bad({ password: 'abcdefgh' })).msg).toMatch(/strength/);
    expect((await bad({ username: 'admin' })).msg).toMatch(/already taken/);
    expect((await bad({ phone: '13800000001' })).msg).toMatch(/13800000001/);
    expect((await bad({ phone: '13800000001' }, 'zh-CN')).msg).toBe('手机号 13800000001 已存在');
    // Tenant 2's administrator role is not a role of tenant 1.
    const [foreign] = await app.database.db
      .select()
      .from(sysRole)
      .where(and(eq(sysRole.tenantId, 2), eq(sysRole.roleCode, 'ROLE_ADMIN')));
    expect((await bad({ role: [String(foreign!.roleId)] })).msg).toMatch(/role does not exist/);
    expect((await bad({ email: 'not-an-email' })).msg).toMatch(/Mailbox/);
  });

  it("answers pig's uniqueness check: a username to anyone, a phone only to staff", async () => {
    const ask = (q: string, headers: Record<string, string>) =>
      call(app, 'GET', `/api/admin/user/details?${q}`, headers);
    expect((await ask('username=admin', { 'tenant-id': '1' })).body).toMatchObject({ code: 0, data: 0 });
    expect((await ask('username=nobody_here', { 'tenant-id': '1' })).body).toMatchObject({
      code: 0,
      data: null,
    });
    expect((await ask('phone=13800000001', admin)).body.data).toBe(0);
    expect((await ask('phone=13911112222', admin)).body.data).toBeNull();
    expect((await ask('phone=13800000001', { 'tenant-id': '1' })).status).toBe(403);
    const learner = await newLearner(app, 'people_learner');
    expect((await ask('phone=13800000001', learner.headers)).status).toBe(403);
  });
});

describe('editing a user', () => {
  it('a lock ends its sessions at once and refuses its login; an unlock lets it in again', async () => {
    const { body, res } = await newUser();
    const t = await login(app, body.username, body.password);
    const h = { ...bearer(t.access_token), 'tenant-id': '1' };
    expect((await call(app, 'GET', '/api/admin/user/info', h)).status).toBe(200);
    await call(app, 'PUT', '/api/admin/user', admin, { userId: res.body.data.userId, lockFlag: '9' });
    expect((await call(app, 'GET', '/api/admin/user/info', h)).status).toBe(424);
    expect((await tokenRequest(app, body.username, body.password)).json()).toMatchObject({
      data: 'user_locked',
    });
    await call(app, 'PUT', '/api/admin/user', admin, { userId: res.body.data.userId, lockFlag: '0' });
    expect((await tokenRequest(app, body.username, body.password)).statusCode).toBe(200);
  });

  it('a role change shows in its next user/info; a new password replaces the old and ends its sessions', async () => {
    const { body, res } = await newUser();
    const t = await login(app, body.username, body.password);
    const h = { ...bearer(t.access_token), 'tenant-id': '1' };
    const before = await call<{ permissions: string[] }>(app, 'GET', '/api/admin/user/info', h);
    expect(before.body.data.permissions).not.toContain('sys_user_view');
    const [lead] = await app.database.db
      .insert(sysRole)
      .values({ tenantId: 1, roleName: '查看用户', roleCode: 'USER_VIEWER' })
      .returning();
    await app.database.db.execute(
      `insert into sys_role_menu (role_id, menu_id)
         select ${lead!.roleId}, menu_id from sys_menu where permission = 'sys_user_view'`,
    );
    await call(app, 'PUT', '/api/admin/user', admin, {
      userId: res.body.data.userId,
      role: [String(lead!.roleId)],
    });
    const after = await call<{ permissions: string[] }>(app, 'GET', '/api/admin/user/info', h);
    expect(after.body.data.permissions).toContain('sys_user_view');
    // pig-ui's mask is no password.
    await call(app, 'PUT', '/api/admin/user', admin, { userId: res.body.data.userId, password: '******' });
    expect((await call(app, 'GET', '/api/admin/user/info', h)).status).toBe(200);
    const reset = await call(app, 'PUT', '/api/admin/user', admin, {
      userId: res.body.data.userId,
      password: 'Reset@2027',
    });
    expect(reset.body.code).toBe(0);
    expect((await call(app, 'GET', '/api/admin/user/info', h)).status).toBe(424);
    expect((await tokenRequest(app, body.username, body.password)).statusCode).toBe(401);
    expect((await tokenRequest(app, body.username, 'Reset@2027')).statusCode).toBe(200);
  });

  it('refuses locking yourself, and taking the administrator role without holding it', async () => {
    const me = (await page('username=admin')).data.records.find((u) => u.username === 'admin')!;
    expect(
      (await call(app, 'PUT', '/api/admin/user', admin, { userId: me.userId, lockFlag: '9' })).body.code,
    ).toBe(1);
    const viewer = await newUser();
    await app.database.db.execute(
      `insert into sys_role_menu (role_id, menu_id)
         select ${ids.general}, menu_id from sys_menu where permission in ('sys_user_edit','sys_user_view')`,
    );
    const t = await login(app, viewer.body.username, viewer.body.password);
    const h = { ...bearer(t.access_token), 'tenant-id': '1' };
    const grab = await call(app, 'PUT', '/api/admin/user', h, {
      userId: viewer.res.body.data.userId,
      role: [String(ids.adminRole)],
    });
    expect(grab.status).toBe(403);
    await app.database.db.execute(
      `delete from sys_role_menu where role_id = ${ids.general}
         and menu_id in (select menu_id from sys_menu where permission in ('sys_user_edit','sys_user_view'))`,
    );
  });
});

describe('deleting users', () => {
  it('refuses your own account and the last active administrator, all or nothing', async () => {
    const me = (await page('username=admin')).data.records.find((u) => u.username === 'admin')!;
    const other = await newUser();
    const mixed = await call(app, 'DELETE', '/api/admin/user', { ...admin, 'accept-language': 'en' }, [
      other.res.body.data.userId,
      me.userId,
    ]);
    expect(mixed.body).toMatchObject({ code: 1, msg: 'You cannot delete your own account' });
    expect((await page(`username=${other.body.username}`)).data.records).toHaveLength(1);
  });

  it("refuses taking away tenant 2's last active administrator, by delete, lock or role", async () => {
    const db = app.database.db;
    const [staff] = await db
      .insert(sysRole)
      .values({ tenantId: 2, roleName: '人事', roleCode: 'HR' })
      .returning();
    const [adminRole2] = await db
      .select()
      .from(sysRole)
      .where(and(eq(sysRole.tenantId, 2), eq(sysRole.roleCode, 'ROLE_ADMIN')));
    await db.execute(
      `insert into sys_role_menu (role_id, menu_id)
         select ${staff!.roleId}, menu_id from sys_role_menu where role_id = ${adminRole2!.roleId}`,
    );
    const hr = await newLearner(app, 'people_hr2', 2);
    await db.delete(sysUserRole).where(eq(sysUserRole.userId, hr.userId));
    await db.insert(sysUserRole).values({ userId: hr.userId, roleId: staff!.roleId });
    const h = { ...hr.headers, 'accept-language': 'en' };
    const [admin2] = await db.select().from(sysUser).where(eq(sysUser.username, 'admin2'));
    const last = { code: 1, msg: 'At least one active administrator account must remain' };
    expect((await call(app, 'DELETE', '/api/admin/user', h, [String(admin2!.userId)])).body).toMatchObject(
      last,
    );
    expect(
      (await call(app, 'PUT', '/api/admin/user', h, { userId: String(admin2!.userId), lockFlag: '9' })).body,
    ).toMatchObject(last);
    // Only an administrator may take the administrator role away; admin2 cannot take its own either.
    const a2 = await login(app, 'admin2', 'Admin@2026', { tenant: '2' });
    const h2 = { ...bearer(a2.access_token), 'tenant-id': '2', 'accept-language': 'en' };
    const [general2] = await db
      .select()
      .from(sysRole)
      .where(and(eq(sysRole.tenantId, 2), eq(sysRole.roleCode, 'GENERAL_USER')));
    expect(
      (
        await call(app, 'PUT', '/api/admin/user', h2, {
          userId: String(admin2!.userId),
          role: [String(general2!.roleId)],
        })
      ).body,
    ).toMatchObject(last);
    expect((await login(app, 'admin2', 'Admin@2026', { tenant: '2' })).access_token).toBeTruthy();
  });

  it('soft deletes: sessions end, the user is gone from the page, and the log names the call', async () => {
    const { body, res } = await newUser();
    const t = await login(app, body.username, body.password);
    const h = { ...bearer(t.access_token), 'tenant-id': '1' };
    const del = await call(app, 'DELETE', '/api/admin/user', admin, [res.body.data.userId]);
    expect(del.body).toMatchObject({ code: 0, data: true });
    expect((await call(app, 'GET', '/api/admin/user/info', h)).status).toBe(424);
    expect((await page(`username=${body.username}`)).data.records).toHaveLength(0);
    const logs = await app.database.db
      .select()
      .from(sysLog)
      .where(eq(sysLog.title, 'DELETE /api/admin/user'));
    expect(logs.length).toBeGreaterThan(0);
    const posts = await app.database.db.select().from(sysLog).where(eq(sysLog.title, 'POST /api/admin/user'));
    expect(posts.length).toBeGreaterThan(0);
  });
});

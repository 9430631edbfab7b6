import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_ERROR_TIMES } from '../../src/contract/constants';
import { sysLog, sysUser, sysUserDept } from '../../src/server/db/schema';
import { redactUrl } from '../../src/server/lib/log';
import { bearer, buildTestApp, login, tokenRequest } from './helpers';
import { adminHeaders, call, newLearner, PASSWORD } from './edu-helpers';
import { menuId } from './access-helpers';
import { freshPhone, nextIp, send } from './personal-helpers';

/**
 * The calls around the console's frame: the lock screen's unlock (POST /admin/user/check, the login's lockout and
 * pace, the password in no log), the tenant's home page (GET /admin/menu/homepage, PUT …/homepage/{menuId}) and
 * the signed-in user's departments (GET /admin/user/personal/dept, PUT …/dept/update).
 */
let app: FastifyInstance;
let logged: string[];
let admin: Record<string, string>;
let admin2: Record<string, string>;
beforeAll(async () => {
  // The app logs as in production (the request log at info), into `logged` instead of stdout.
  app = await buildTestApp({ CAPTCHA: 'off' }, true);
  logged = captureLog(app);
  admin = await adminHeaders(app);
  admin2 = await adminHeaders(app, 'admin2', '2');
});
afterAll(() => app.close());

/**
 * Keeps what the app's logger writes from now on, at info (the request log's level): every request's child logger
 * writes through the root's stream and at its level. Built silent, the app said nothing before.
 */
function captureLog(a: FastifyInstance): string[] {
  const lines: string[] = [];
  const log = a.log as unknown as Record<symbol, unknown>;
  let stream: symbol | undefined;
  for (let o: object | null = log; o && !stream; o = Object.getPrototypeOf(o) as object | null)
    stream = Object.getOwnPropertySymbols(o).find((s) => s.description === 'pino.stream');
  if (!stream) throw new Error("no logger stream to capture: the test would print the app's log");
  log[stream] = { write: (line: string) => lines.push(line) };
  a.log.level = 'info';
  return lines;
}

const en = (h: Record<string, string>) => ({ ...h, 'accept-language': 'en' });

describe('the lock screen: POST /admin/user/check', () => {
  const check = (h: Record<string, string>, body?: object, query = '', from = nextIp()) =>
    send<boolean | null>(app, 'POST', `/api/admin/user/check${query}`, h, body, from);
  const q = (password: string) => `?password=${encodeURIComponent(password)}`;
  const WRONG = { code: 1, msg: 'The password is wrong; try again', data: null };
  const RIGHT = { code: 0, msg: null, data: true };

  it("unlocks with the signed-in user's password, in the body (ours) or the query (pig's); the body wins", async () => {
    const l = await newLearner(app, 'lock_right');
    expect((await check(l.headers, { password: PASSWORD })).body).toEqual(RIGHT);
    expect((await check(l.headers, undefined, q(PASSWORD))).body).toEqual(RIGHT);
    expect((await check(en(l.headers), { password: 'Wrong@2026' })).body).toEqual(WRONG);
    expect((await check(en(l.headers), undefined, q('Wrong@2026'))).body).toEqual(WRONG);
    // Chinese by default.
    expect((await check(l.headers, { password: 'Wrong@2026' })).body).toEqual({
      ...WRONG,
      msg: '密码错误，请重新输入',
    });
    // Both sent: the body's is the one tried.
    expect((await check(l.headers, { password: PASSWORD }, q('Wrong@2026'))).body).toEqual(RIGHT);
    expect((await check(en(l.headers), { password: 'Wrong@2026' }, q(PASSWORD))).body).toEqual(WRONG);
    // Another user's password is not this user's.
    const other = await newLearner(app, 'lock_other');
    await send(app, 'PUT', '/api/admin/user/personal/password', other.headers, {
      password: PASSWORD,
      newpassword1: 'Other@2026',
    });
    expect((await check(en(l.headers), { password: 'Other@2026' })).body).toEqual(WRONG);
    expect((await check(other.headers, { password: 'Other@2026' })).body).toEqual(RIGHT);
  });

  it('bounds the password (1 to 100 characters, one of them sent) before anything is tried', async () => {
    const l = await newLearner(app, 'lock_bounds');
    const h = en(l.headers);
    for (const [body, query] of [
      [{ password: '' }, ''],
      [undefined, '?password='],
      [{}, ''],
    ] as const) {
      const res = await check(h, body, query);
      expect(res.status, JSON.stringify([body, query])).toBe(400);
      expect(res.body).toMatchObject({ code: 1, data: { field: 'password' } });
    }
    expect((await check(h, { password: 'x'.repeat(101) })).body).toEqual({
      code: 1,
      msg: 'password: must be at most 100 characters',
      data: { field: 'password' },
    });
    expect((await check(h, undefined, q('x'.repeat(101)))).status).toBe(400);
    expect((await check(h, { password: 123456 })).status).toBe(400);
    // Two passwords in the query are no password.
    expect((await check(h, undefined, `${q(PASSWORD)}&password=x`)).status).toBe(400);
    // 100 characters pass the bounds: tried, and wrong.
    expect((await check(h, { password: 'x'.repeat(100) })).body).toEqual(WRONG);
  });

  it(`a wrong one is a failed login: slowed after 3, locked at ${LOGIN_ERROR_TIMES}, the right one too`, async () => {
    const l = await newLearner(app, 'lock_gate');
    const h = en(l.headers);
    const from = nextIp();
    // Two wrong unlocks and a wrong login from one address: one count.
    await check(h, { password: 'Wrong@2026' }, '', from);
    expect((await tokenRequest(app, 'lock_gate', 'Wrong@2026', { from })).statusCode).toBe(401);
    expect((await check(h, undefined, q('Wrong@2026'), from)).body).toEqual(WRONG);
    // Three failures: the next try from there waits, here and at the login, even with the right password.
    expect((await check(h, { password: PASSWORD }, '', from)).body.msg).toMatch(
      /^Too many failed logins; try again in \d+ s$/,
    );
    expect((await tokenRequest(app, 'lock_gate', PASSWORD, { from })).json()).toMatchObject({
      data: 'too_many_attempts',
    });
    // Past the waits (the gate reads the failures' times), up to the limit.
    const back = () =>
      app.database.db.execute(
        `update sys_login_failure set failed_at = failed_at - interval '1 minute' where username = 'lock_gate'`,
      );
    for (let n = 3; n < LOGIN_ERROR_TIMES; n++) {
      await back();
      expect((await check(h, { password: 'Wrong@2026' }, '', from)).body).toEqual(WRONG);
    }
    await back();
    expect((await check(h, { password: PASSWORD }, '', from)).body).toEqual({
      code: 1,
      msg: 'The account is locked',
      data: null,
    });
    expect((await check(l.headers, { password: PASSWORD }, '', from)).body.msg).toBe('用户帐号已被锁定');
    expect((await tokenRequest(app, 'lock_gate', PASSWORD, { from })).json()).toMatchObject({
      data: 'user_locked',
    });
    // The lockout is of the account from that address (the login's rule): elsewhere the owner still unlocks.
    expect((await check(h, { password: PASSWORD })).body).toEqual(RIGHT);
  });

  it('refuses a caller without a live token (424), as every signed-in call', async () => {
    for (const headers of [{ 'tenant-id': '1' }, { ...bearer('garbage'), 'tenant-id': '1' }]) {
      const res = await check(headers, { password: PASSWORD });
      expect(res.status).toBe(424);
      expect(res.body).toEqual({ code: 1, msg: '用户凭证已过期', data: 'invalid_bearer_token' });
    }
  });

  it('is rate-limited as the login is, per address', async () => {
    const l = await newLearner(app, 'lock_rate');
    const unlock = (from: string) =>
      app.inject({
        method: 'POST',
        url: '/api/admin/user/check',
        headers: l.headers,
        payload: { password: PASSWORD },
        remoteAddress: from,
      });
    const from = nextIp();
    const [once, twice, elsewhere] = [await unlock(from), await unlock(from), await unlock(nextIp())];
    const limit = app.env.LOGIN_RATE_PER_MIN;
    expect(once.headers['x-ratelimit-limit']).toBe(String(limit));
    expect((await tokenRequest(app, 'lock_rate', PASSWORD)).headers['x-ratelimit-limit']).toBe(String(limit));
    expect(once.headers['x-ratelimit-remaining']).toBe(String(limit - 1));
    expect(twice.headers['x-ratelimit-remaining']).toBe(String(limit - 2));
    expect(elsewhere.headers['x-ratelimit-remaining']).toBe(String(limit - 1));
  });

  it('never writes the password to the operation log or the request log', async () => {
    const l = await newLearner(app, 'lock_logs');
    const secrets = ['Wrong-Secret-7731', PASSWORD, 'Body-Secret-5519'];
    await check(l.headers, undefined, q('Wrong-Secret-7731'));
    await check(l.headers, undefined, `?lang=zh&PASSWORD=${encodeURIComponent(PASSWORD)}`);
    await check(l.headers, { password: 'Body-Secret-5519' });
    const rows = await app.database.db.select().from(sysLog).where(eq(sysLog.createBy, 'lock_logs'));
    // Every unlock is an entry of the operation log, its query string masked.
    const entries = rows.filter((r) => r.title === 'POST /api/admin/user/check');
    expect(entries.map((r) => r.params ?? '(none)').sort()).toEqual([
      '(none)',
      '?lang=zh&PASSWORD=***',
      '?password=***',
    ]);
    const page = await call(app, 'GET', '/api/admin/log/page?size=50&title=user/check', admin);
    expect(page.body.code).toBe(0);
    // The request log (the same masking, lib/log.ts's redactUrl) said which URL was asked, never the password.
    const requestLog = logged.join('');
    expect(requestLog).toContain('/api/admin/user/check?password=***');
    expect(requestLog).toContain('/api/admin/user/check?lang=zh&PASSWORD=***');
    for (const secret of secrets) {
      expect(JSON.stringify(rows), secret).not.toContain(secret);
      expect(page.res.body, secret).not.toContain(secret);
      expect(requestLog, secret).not.toContain(secret);
      expect(requestLog, secret).not.toContain(encodeURIComponent(secret));
    }
    expect(redactUrl(`/api/admin/user/check?a=1&password=${secrets[0]}&b=2`)).toBe(
      '/api/admin/user/check?a=1&password=***&b=2',
    );
  });
});

describe("the tenant's home page: /admin/menu/homepage", () => {
  type Menu = { menuId: string; path: string | null; menuType: string; isHomePage?: string };
  type Node = Menu & { children?: Node[] };
  const home = async (h: Record<string, string>) =>
    (await call<Menu | null>(app, 'GET', '/api/admin/menu/homepage', h)).body;
  const setHome = (h: Record<string, string>, id: string) =>
    call<boolean>(app, 'PUT', `/api/admin/menu/homepage/${id}`, h);
  const flat = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);
  const marked = async (h: Record<string, string>) =>
    flat((await call<Node[]>(app, 'GET', '/api/admin/menu/tree', h)).body.data)
      .filter((n) => n.isHomePage === '1')
      .map((n) => n.menuId);

  it("is none at first; a page set becomes the tenant's, marked in tree and details; another replaces it", async () => {
    expect(await home(admin)).toEqual({ code: 0, msg: null, data: null });
    const users = await menuId(app, { path: '/admin/system/user/index' });
    const logs = await menuId(app, { path: '/admin/log/index' });
    expect((await setHome(admin, users)).body).toEqual({ code: 0, msg: null, data: true });
    expect((await home(admin)).data).toMatchObject({
      menuId: users,
      path: '/admin/system/user/index',
      menuType: '0',
      isHomePage: '1',
    });
    expect(await marked(admin)).toEqual([users]);
    // Every other row of the tree says '0'.
    const tree = (await call<Node[]>(app, 'GET', '/api/admin/menu/tree', admin)).body.data;
    expect(new Set(flat(tree).map((n) => n.isHomePage))).toEqual(new Set(['0', '1']));
    const details = await call<Menu[]>(app, 'GET', `/api/admin/menu/details?menuId=${users}`, admin);
    expect(details.body.data).toMatchObject([{ menuId: users, isHomePage: '1' }]);
    const named = await call<Menu[]>(app, 'GET', '/api/admin/menu/tree?menuName=日志', admin);
    expect(named.body.data.find((n) => n.menuId === logs)).toMatchObject({ isHomePage: '0' });

    expect((await setHome(admin, logs)).body.data).toBe(true);
    expect((await home(admin)).data).toMatchObject({ menuId: logs, path: '/admin/log/index' });
    expect(await marked(admin)).toEqual([logs]);
    // Setting the same page again changes nothing.
    expect((await setHome(admin, logs)).body.data).toBe(true);
    expect(await marked(admin)).toEqual([logs]);
    // Cleared: no home page, no mark; a learner may not clear it.
    const l = await newLearner(app, 'home_clearer');
    expect((await call(app, 'DELETE', '/api/admin/menu/homepage', l.headers)).status).toBe(403);
    expect((await call<boolean>(app, 'DELETE', '/api/admin/menu/homepage', admin)).body.data).toBe(true);
    expect((await home(admin)).data).toBeNull();
    expect(await marked(admin)).toEqual([]);
    await setHome(admin, logs);
  });

  it('is each tenant’s own: tenant 2 sets its home page without touching tenant 1’s', async () => {
    const logs = await menuId(app, { path: '/admin/log/index' });
    const depts = await menuId(app, { path: '/admin/system/dept/index' });
    await setHome(admin, logs);
    expect((await home(admin2)).data).toBeNull();
    expect(await marked(admin2)).toEqual([]);
    expect((await setHome(admin2, depts)).body).toEqual({ code: 0, msg: null, data: true });
    expect((await home(admin2)).data).toMatchObject({ menuId: depts, isHomePage: '1' });
    expect(await marked(admin2)).toEqual([depts]);
    expect((await home(admin)).data).toMatchObject({ menuId: logs });
    expect(await marked(admin)).toEqual([logs]);
  });

  it("answers null to a user whose roles do not hold the tenant's home page", async () => {
    await setHome(admin, await menuId(app, { path: '/admin/log/index' }));
    const l = await newLearner(app, 'home_learner');
    expect(await home(l.headers)).toEqual({ code: 0, msg: null, data: null });
  });

  it('is set by menu editors only, and only to a page menu of the tenant’s package', async () => {
    const before = (await home(admin)).data?.menuId;
    const page = await menuId(app, { path: '/admin/system/user/index' });
    const l = await newLearner(app, 'home_setter');
    expect((await setHome(l.headers, page)).status).toBe(403);
    expect((await setHome(l.headers, page)).body).toEqual({
      code: 1,
      msg: '权限不足，不允许访问',
      data: null,
    });
    expect((await setHome({ 'tenant-id': '1' }, page)).status).toBe(424);
    // A button, a top menu: not pages.
    const button = await menuId(app, { permission: 'sys_user_add' });
    const top = (
      await call<Menu>(app, 'POST', '/api/admin/menu', admin, {
        menuType: '2',
        name: '顶部',
        path: '/frame-top',
      })
    ).body.data.menuId;
    for (const id of [button, top]) {
      const res = await setHome(en(admin), id);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        code: 1,
        msg: 'Only a page menu can be the home page, not a button or a top menu',
        data: null,
      });
    }
    expect((await setHome(admin, button)).body.msg).toBe('只有页面菜单可以设为首页，按钮和顶级菜单不行');
    // Tenant 2's package has no Tenants page; no tenant has a menu that does not exist.
    const tenants = await menuId(app, { path: '/admin/system/tenant/index' });
    expect((await setHome(en(admin2), tenants)).body).toEqual({
      code: 1,
      msg: `Menu ${tenants} is not in this tenant’s menu package`,
      data: null,
    });
    expect((await setHome(en(admin2), tenants)).status).toBe(400);
    expect((await setHome(admin, '999999999')).status).toBe(400);
    expect((await setHome(admin, 'abc')).status).toBe(400);
    // A deleted page is refused, and none of those refusals moved the home page.
    const gone = (
      await call<Menu>(app, 'POST', '/api/admin/menu', admin, {
        menuType: '0',
        name: '临时',
        path: '/frame-gone',
      })
    ).body.data.menuId;
    await call(app, 'DELETE', `/api/admin/menu/${gone}`, admin);
    expect((await setHome(admin, gone)).status).toBe(400);
    expect((await home(admin)).data?.menuId).toBe(before);
  });

  it('forgets a home page whose menu is deleted', async () => {
    const page = (
      await call<Menu>(app, 'POST', '/api/admin/menu', admin, {
        menuType: '0',
        name: '将删',
        path: '/admin/frame/soon/index',
      })
    ).body.data.menuId;
    // The administrator's role holds it once granted; the home page follows the grant and the menu.
    const roles = await call<{ roleId: string; roleCode: string }[]>(
      app,
      'GET',
      '/api/admin/role/list',
      admin,
    );
    const adminRole = roles.body.data.find((r) => r.roleCode === 'ROLE_ADMIN')!.roleId;
    const held = await call<string[]>(app, 'GET', `/api/admin/menu/tree/${adminRole}`, admin);
    await call(app, 'PUT', '/api/admin/role/menu', admin, {
      roleId: adminRole,
      menuIds: [...held.body.data, page].join(','),
    });
    expect((await setHome(admin, page)).body.data).toBe(true);
    expect((await home(admin)).data).toMatchObject({ menuId: page, path: '/admin/frame/soon/index' });
    await call(app, 'DELETE', `/api/admin/menu/${page}`, admin);
    expect((await home(admin)).data).toBeNull();
    expect(await marked(admin)).toEqual([]);
  });
});

describe("the signed-in user's departments: /admin/user/personal/dept", () => {
  type Dept = { deptId: string; name: string; current: boolean };
  type Info = { deptId: string | null; deptList: { deptId: string; name: string }[] };
  const mine = async (h: Record<string, string>) =>
    (await call<Dept[]>(app, 'GET', '/api/admin/user/personal/dept', h)).body;
  const info = async (h: Record<string, string>) =>
    (await call<Info>(app, 'GET', '/api/admin/user/info', h)).body.data;
  const switchTo = (h: Record<string, string>, body: unknown) =>
    call<boolean>(app, 'PUT', '/api/admin/user/personal/dept/update', h, body);
  const newDept = async (h: Record<string, string>, name: string) =>
    (await call<{ deptId: string }>(app, 'POST', '/api/admin/dept', h, { name })).body.data.deptId;
  /** A user of tenant 1 in these departments (the first its main one), made by staff and signed in. */
  const member = async (username: string, deptIds: string[]) => {
    const made = await call<{ userId: string }>(app, 'POST', '/api/admin/user', admin, {
      username,
      password: 'Member@2026',
      phone: freshPhone(),
      deptIds,
    });
    expect(made.body.code, JSON.stringify(made.body)).toBe(0);
    const { access_token } = await login(app, username, 'Member@2026');
    return { userId: made.body.data.userId, headers: { ...bearer(access_token), 'tenant-id': '1' } };
  };

  let first: string;
  let second: string;
  let elsewhere: string;
  beforeAll(async () => {
    first = await newDept(admin, '前台部');
    second = await newDept(admin, '后勤部');
    elsewhere = await newDept(admin, '他人部');
  });

  it('lists the main department first, marked current; user/info says the same', async () => {
    const m = await member('dept_lister', [first, second]);
    expect(await mine(m.headers)).toEqual({
      code: 0,
      msg: null,
      data: [
        { deptId: first, name: '前台部', current: true },
        { deptId: second, name: '后勤部', current: false },
      ],
    });
    expect(await info(m.headers)).toMatchObject({
      deptId: first,
      deptList: [
        { deptId: first, name: '前台部' },
        { deptId: second, name: '后勤部' },
      ],
    });
    // A user without a department has none.
    const l = await newLearner(app, 'dept_none');
    expect((await mine(l.headers)).data).toEqual([]);
    expect(await info(l.headers)).toMatchObject({ deptId: null, deptList: [] });
  });

  it('switches the current department to another of the user’s, at once for user/info; membership stays', async () => {
    const m = await member('dept_switcher', [first, second]);
    expect((await info(m.headers)).deptId).toBe(first); // cached now
    expect((await switchTo(m.headers, { deptId: second })).body).toEqual({ code: 0, msg: null, data: true });
    expect((await mine(m.headers)).data).toEqual([
      { deptId: second, name: '后勤部', current: true },
      { deptId: first, name: '前台部', current: false },
    ]);
    expect(await info(m.headers)).toMatchObject({
      deptId: second,
      deptList: [{ deptId: second }, { deptId: first }],
    });
    // Staff see the same user in both departments, the new main one first.
    const details = await call<Info>(app, 'GET', `/api/admin/user/details/${m.userId}`, admin);
    expect(details.body.data).toMatchObject({ deptId: second });
    expect(details.body.data.deptList.map((d) => d.deptId).sort()).toEqual([first, second].sort());
    // pig-ui's id may come as a number; the current one again is no change.
    expect((await switchTo(m.headers, { deptId: Number(first) })).body.data).toBe(true);
    expect((await switchTo(m.headers, { deptId: first })).body.data).toBe(true);
    expect((await info(m.headers)).deptId).toBe(first);
    const extras = await app.database.db
      .select()
      .from(sysUserDept)
      .where(eq(sysUserDept.userId, Number(m.userId)));
    expect(extras.map((r) => String(r.deptId))).toEqual([second]);
  });

  it('refuses a department the user is not in, another tenant’s, or none (400)', async () => {
    const m = await member('dept_refused', [first, second]);
    const theirs = await newDept(admin2, '分会部门');
    const NOT_MINE = { code: 1, msg: 'You can only switch to a department you belong to', data: null };
    for (const deptId of [elsewhere, theirs, '999999999']) {
      const res = await switchTo(en(m.headers), { deptId });
      expect(res.status, deptId).toBe(400);
      expect(res.body, deptId).toEqual(NOT_MINE);
    }
    expect((await switchTo(m.headers, { deptId: elsewhere })).body.msg).toBe('只能切换到您所属的部门');
    for (const body of [{}, { deptId: 'abc' }, { deptId: '' }, { deptId: -1 }, undefined])
      expect((await switchTo(m.headers, body)).status, JSON.stringify(body)).toBe(400);
    expect((await info(m.headers)).deptId).toBe(first);
    for (const res of [
      await call(app, 'GET', '/api/admin/user/personal/dept', { 'tenant-id': '1' }),
      await switchTo({ 'tenant-id': '1' }, { deptId: first }),
    ])
      expect(res.status).toBe(424);
  });

  it('never shows or selects another tenant’s department, even one linked to the user', async () => {
    const m = await member('dept_foreign', [first]);
    const theirs = await newDept(admin2, '外租户部门');
    // A link no call can make (staff's calls check the tenant): written straight into the table.
    await app.database.db.insert(sysUserDept).values({ userId: Number(m.userId), deptId: Number(theirs) });
    expect((await mine(m.headers)).data).toEqual([{ deptId: first, name: '前台部', current: true }]);
    expect((await info(m.headers)).deptList).toEqual([{ deptId: first, name: '前台部' }]);
    expect((await switchTo(m.headers, { deptId: theirs })).status).toBe(400);
    const [row] = await app.database.db
      .select({ deptId: sysUser.deptId })
      .from(sysUser)
      .where(eq(sysUser.userId, Number(m.userId)));
    expect(String(row?.deptId)).toBe(first);
  });
});

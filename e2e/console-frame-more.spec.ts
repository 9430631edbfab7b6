import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { api, headersOf, type Headers } from './api';
import { DEMO, loginAs, openFromMenu } from './helpers';

/**
 * The console frame, the parts console-frame.spec.ts leaves out: tabs reordered with the mouse, menu entries that
 * link out or embed a page, the department switch of the user menu, and the lock screen's five wrong passwords.
 * Everything made here (users, roles, departments, menus) has a name of its own and is deleted at the end.
 */
test.use({ viewport: { width: 1440, height: 900 } });

const STAFF_PASSWORD = 'Staff@2026';
let seq = 0;
/** A suffix no other run or test uses. */
const unique = () => `${Date.now()}${seq++}`;
const freshPhone = () => `135${String(Date.now() * 10 + (seq++ % 10)).slice(-8)}`;

type Staff = { username: string; password: string; userId: string; roleId: string };

/** A member of staff of tenant 1 with a role of their own holding `menuIds`, in `deptIds` (the first the main). */
async function newStaff(
  request: APIRequestContext,
  admin: Headers,
  { menuIds, deptIds = [] }: { menuIds: string[]; deptIds?: string[] },
): Promise<Staff> {
  const n = unique();
  const role = await api<{ roleId: string }>(request, admin, 'POST', '/api/admin/role', {
    roleName: `框架测试${n}`,
    roleCode: `E2E_FRAME_${n}`,
  });
  await api(request, admin, 'PUT', '/api/admin/role/menu', { roleId: role.roleId, menuIds });
  const username = `frame_${n}`;
  const user = await api<{ userId: string }>(request, admin, 'POST', '/api/admin/user', {
    username,
    password: STAFF_PASSWORD,
    phone: freshPhone(),
    role: [role.roleId],
    deptIds,
  });
  return { username, password: STAFF_PASSWORD, userId: user.userId, roleId: role.roleId };
}

/** Deletes the users, then their roles: what the test made, whatever it got to. */
async function removeStaff(request: APIRequestContext, admin: Headers, staff: Staff[]) {
  if (!staff.length) return;
  await api(
    request,
    admin,
    'DELETE',
    '/api/admin/user',
    staff.map((s) => s.userId),
  );
  await api(
    request,
    admin,
    'DELETE',
    '/api/admin/role',
    staff.map((s) => s.roleId),
  );
}

/** The id of the seeded Logs page: the page a console role in these tests holds. */
async function logsMenuId(request: APIRequestContext, admin: Headers) {
  const [logs] = await api<{ menuId: string }[]>(
    request,
    admin,
    'GET',
    '/api/admin/menu/details?path=%2Fadmin%2Flog%2Findex',
  );
  return logs!.menuId;
}

async function signIn(page: Page, user: { username: string; password: string }, path = '/admin') {
  await page.goto(`/#/login?redirect=${encodeURIComponent(path)}`);
  await loginAs(page, user);
  await expect(page.getByTestId('console-frame')).toBeVisible();
}

const tokenOf = (page: Page) =>
  page.evaluate(() => {
    const raw = sessionStorage.getItem('token') ?? '';
    return raw.startsWith('"') ? (JSON.parse(raw) as string) : raw;
  });

const tabs = (page: Page) => page.getByTestId('tags-bar').locator('li');
const tabItem = (page: Page, title: string) => tabs(page).filter({ hasText: title });

test('tabs are reordered by dragging one onto another; home stays first; a reload keeps the order', async ({
  page,
}) => {
  await page.goto('/#/login?redirect=%2Fadmin');
  await loginAs(page, DEMO.admin);
  await expect(page.getByTestId('console-frame')).toBeVisible();
  await openFromMenu(page, '用户管理');
  await openFromMenu(page, '日志管理');
  await openFromMenu(page, '岗位管理');
  await expect(tabs(page)).toHaveText(['后台首页', '用户管理', '日志管理', '岗位管理']);

  // The last tab dropped on the second: it takes that place, the others move right.
  await tabItem(page, '岗位管理').dragTo(tabItem(page, '用户管理'));
  await expect(tabs(page)).toHaveText(['后台首页', '岗位管理', '用户管理', '日志管理']);
  // A tab dropped on the last one goes last.
  await tabItem(page, '岗位管理').dragTo(tabItem(page, '日志管理'));
  await expect(tabs(page)).toHaveText(['后台首页', '用户管理', '日志管理', '岗位管理']);
  // Dropped on home, a tab goes right after it: home stays first.
  await tabItem(page, '日志管理').dragTo(tabItem(page, '后台首页'));
  await expect(tabs(page)).toHaveText(['后台首页', '日志管理', '用户管理', '岗位管理']);
  // Home itself does not move.
  await expect(tabItem(page, '后台首页')).toHaveAttribute('draggable', 'false');
  await tabItem(page, '后台首页').dragTo(tabItem(page, '岗位管理'));
  await expect(tabs(page)).toHaveText(['后台首页', '日志管理', '用户管理', '岗位管理']);
  // Dragging changes the order only: the page shown stays the one shown.
  await expect(page.getByTestId('post-admin')).toBeVisible();

  await page.reload();
  await expect(tabs(page)).toHaveText(['后台首页', '日志管理', '用户管理', '岗位管理']);
  await tabItem(page, '用户管理').locator('.tag-open').click();
  await expect(page.getByTestId('user-admin')).toBeVisible();
});

// The console's menu once answered `meta.isLink: null` for every menu: neither link nor frame worked.
test('a menu with an address opens it in a new browser tab; an embedded one shows it inside the console', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const admin = await headersOf(request, DEMO.admin.username, DEMO.admin.password);
  const n = unique();
  // Pages of this server: the health check (opened outside), the API docs (the one page this server lets
  // itself be framed by: frame-ancestors 'self'; the app's own pages say 'none').
  const externalUrl = `${baseURL}/api/health`;
  const embeddedUrl = `${baseURL}/api/docs`;
  const menus: string[] = [];
  const staff: Staff[] = [];
  try {
    const external = await api<{ menuId: string }>(request, admin, 'POST', '/api/admin/menu', {
      menuType: '0',
      name: `外部链接${n}`,
      path: externalUrl,
      sortOrder: 99_000,
    });
    menus.push(external.menuId);
    const embedded = await api<{ menuId: string; embedded: string }>(
      request,
      admin,
      'POST',
      '/api/admin/menu',
      {
        menuType: '0',
        name: `内嵌页面${n}`,
        path: embeddedUrl,
        embedded: '1',
        sortOrder: 99_001,
      },
    );
    menus.push(embedded.menuId);
    expect(embedded.embedded).toBe('1');
    staff.push(
      await newStaff(request, admin, {
        menuIds: [await logsMenuId(request, admin), external.menuId, embedded.menuId],
      }),
    );
    await signIn(page, staff[0]!);
    const menu = page.getByTestId('admin-menu');

    // The external entry is a link out, in a new browser tab that cannot reach back to the console.
    const link = menu.getByRole('link', { name: `外部链接${n}` });
    await expect(link).toHaveAttribute('href', externalUrl);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
    const opened = context.waitForEvent('page');
    await link.click();
    const outside = await opened;
    await expect(outside).toHaveURL(externalUrl);
    await expect(outside.locator('body')).toContainText('"status":"ok"');
    await outside.close();
    // The console stayed where it was.
    await expect(page).toHaveURL(/#\/admin$/);

    // The embedded entry opens the console's frame view by the menu's id; the page is framed inside the console.
    await menu.getByRole('link', { name: `内嵌页面${n}` }).click();
    await expect(page).toHaveURL(new RegExp(`#/admin/iframe\\?menu=${embedded.menuId}$`));
    const frame = page.getByTestId('console-frame').locator('iframe.embedded-page');
    await expect(frame).toHaveAttribute('src', embeddedUrl);
    await expect(frame).toHaveAttribute('title', `内嵌页面${n}`);
    await expect(frame).toHaveAttribute('sandbox', /allow-scripts/);
    await expect(page.frameLocator('iframe.embedded-page').locator('#swagger-ui')).toBeAttached();
    await expect(page.getByTestId('admin-menu')).toBeVisible();
    // The address carries a menu's id, never a URL: an id the user does not hold frames nothing.
    await page.goto('/#/admin/iframe?menu=999999999');
    await expect(page.getByTestId('console-frame').locator('iframe')).toHaveCount(0);
    // Its own status line (the toasts' live region is a status too, and stays in the page once used).
    await expect(page.getByRole('status').filter({ hasText: '您的菜单中没有这个内嵌页面。' })).toHaveText(
      '您的菜单中没有这个内嵌页面。',
    );
  } finally {
    await removeStaff(request, admin, staff);
    for (const id of menus) await api(request, admin, 'DELETE', `/api/admin/menu/${id}`);
  }
});

type Dept = { deptId: string; name: string; current: boolean };

/**
 * A new member of staff in two new departments (the first the main one), signed in on `page`, switches to the
 * second from the user menu (the first shown checked, the second not, before); `check` runs after the switch's
 * reload with what it needs. Everything made is deleted afterwards.
 */
async function afterDepartmentSwitch(
  page: Page,
  request: APIRequestContext,
  check: (c: {
    first: { id: string; name: string };
    second: { id: string; name: string };
    mine: () => Promise<Dept[]>;
    user: Headers;
    menu: Locator;
  }) => Promise<void>,
) {
  const admin = await headersOf(request, DEMO.admin.username, DEMO.admin.password);
  const n = unique();
  const names = [`前台部${n}`, `后勤部${n}`] as const;
  const depts: string[] = [];
  const staff: Staff[] = [];
  try {
    for (const name of names)
      depts.push((await api<{ deptId: string }>(request, admin, 'POST', '/api/admin/dept', { name })).deptId);
    const [first, second] = [
      { id: depts[0]!, name: names[0] },
      { id: depts[1]!, name: names[1] },
    ];
    staff.push(
      await newStaff(request, admin, { menuIds: [await logsMenuId(request, admin)], deptIds: depts }),
    );
    await signIn(page, staff[0]!);
    const user = { Authorization: `Bearer ${await tokenOf(page)}`, 'TENANT-ID': '1' };
    const mine = () => api<Dept[]>(request, user, 'GET', '/api/admin/user/personal/dept');
    expect(await mine()).toEqual([
      { deptId: first.id, name: first.name, current: true },
      { deptId: second.id, name: second.name, current: false },
    ]);

    await page.getByTestId('user-menu').click();
    const menu = page.getByRole('menu', { name: '用户菜单' });
    await expect(menu.getByRole('menuitemradio', { name: first.name })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(menu.getByRole('menuitemradio', { name: second.name })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    // The switch is saved, then the console reloads.
    const reloaded = page.waitForEvent('load');
    const saved = page.waitForResponse((r) => r.url().includes('/api/admin/user/personal/dept/update'));
    await menu.getByRole('menuitemradio', { name: second.name }).click();
    expect((await saved).request().method()).toBe('PUT');
    await reloaded;
    await expect(page.getByTestId('console-frame')).toBeVisible();
    await check({ first, second, mine, user, menu });
  } finally {
    await removeStaff(request, admin, staff);
    for (const id of depts.reverse()) await api(request, admin, 'DELETE', `/api/admin/dept/${id}`);
  }
}

test('the user menu switches the department of a user in several: the server then reports the new one', async ({
  page,
  request,
}) => {
  await afterDepartmentSwitch(page, request, async ({ first, second, mine, user }) => {
    // The second is the main department now, the first still one of the user's.
    expect(await mine()).toEqual([
      { deptId: second.id, name: second.name, current: true },
      { deptId: first.id, name: first.name, current: false },
    ]);
    const info = await api<{ deptId: string; deptList: { deptId: string }[] }>(
      request,
      user,
      'GET',
      '/api/admin/user/info',
    );
    expect(info.deptId).toBe(second.id);
    expect(info.deptList.map((d) => d.deptId)).toEqual([second.id, first.id]);
    // Still signed in after the reload.
    await expect(page).toHaveURL(/#\/admin/);
    await expect(page.getByTestId('login-submit')).toHaveCount(0);
  });
});

// The switch once reloaded onto the saved (old) list of departments: the menu checked the old one for a minute.
test('after a department switch the user menu checks the new department', async ({ page, request }) => {
  await afterDepartmentSwitch(page, request, async ({ first, second, mine, menu }) => {
    await page.getByTestId('user-menu').click();
    await expect(menu.getByRole('menuitemradio', { name: second.name })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(menu.getByRole('menuitemradio', { name: first.name })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    // Choosing the current one only closes the menu.
    await menu.getByRole('menuitemradio', { name: second.name }).click();
    await expect(menu).toHaveCount(0);
    expect((await mine())[0]).toMatchObject({ deptId: second.id, current: true });
  });
});

test('five wrong passwords at the lock screen log out: back at the login, the token gone and revoked', async ({
  page,
  request,
}) => {
  const admin = await headersOf(request, DEMO.admin.username, DEMO.admin.password);
  const staff: Staff[] = [];
  try {
    staff.push(await newStaff(request, admin, { menuIds: [await logsMenuId(request, admin)] }));
    await signIn(page, staff[0]!, '/admin/log');
    await expect(page.getByTestId('log-admin')).toBeVisible();
    const token = await tokenOf(page);
    expect(token).not.toBe('');
    const user = { Authorization: `Bearer ${token}`, 'TENANT-ID': '1' };

    await page.getByTestId('lock-now').click();
    const lock = page.getByTestId('lock-screen');
    await expect(lock).toBeVisible();
    for (let left = 4; left >= 1; left--) {
      await page.getByTestId('lock-password').fill(`Wrong@${left}`);
      await page.getByTestId('unlock').click();
      await expect(lock.getByRole('alert')).toContainText(`再输错 ${left} 次将退出登录`);
      await expect(page.getByTestId('lock-password')).toHaveValue('');
    }
    await page.getByTestId('lock-password').fill('Wrong@0');
    await page.getByTestId('unlock').click();

    await expect(page).toHaveURL(/#\/login/);
    await expect(page.getByTestId('login-submit')).toBeVisible();
    await expect(lock).toHaveCount(0);
    expect(await tokenOf(page)).toBe('');
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain('token');
    // Not locked any more either: the next sign-in is not greeted by the lock screen.
    expect(await page.evaluate(() => localStorage.getItem('peixun:lockScreen'))).toBeNull();
    // The server ended the session: the old token is refused.
    const after = await request.get('/api/admin/user/info', { headers: user });
    expect(after.status()).toBe(424);
  } finally {
    await removeStaff(request, admin, staff);
  }
});

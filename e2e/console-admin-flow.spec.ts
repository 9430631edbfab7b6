import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO, loginAs, menuTitles, openFromMenu } from './helpers';

/**
 * The console's main journey as staff do it: the administrator creates a department, a role
 * with a chosen set of permissions on the permission tree, and a user in both; that user logs in and sees exactly
 * those menus and those buttons, and the data scope of the role (own department) limits whom it sees.
 */
test.use({ viewport: { width: 1366, height: 900 } });

async function openConsole(page: Page, path: string) {
  await page.goto(`/#/login?redirect=${encodeURIComponent(path)}`);
  await loginAs(page, DEMO.admin);
  await expect(page).toHaveURL(new RegExp(`#${path}`));
}

async function signedIn(browser: Browser, user: { username: string; password: string }) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await page.goto('/#/login?redirect=%2Fadmin');
  await loginAs(page, user);
  await expect(page.getByTestId('admin-menu')).toBeVisible();
  return { context, page };
}

test('a department, a role with chosen permissions, a user in both: who sees exactly those menus and buttons', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const n = String(Date.now()).slice(-6);
  const dept = `稽查部${n}`;
  const roleName = `稽查员${n}`;
  const username = `audit_${n}`;
  const password = 'Audit@2026x';

  // The department.
  await openConsole(page, '/admin/system/dept');
  await page.getByTestId('dept-new').click();
  await page.getByTestId('dept-name').locator('input').fill(dept);
  await page.getByTestId('dept-save').click();
  await expect(page.getByTestId('dept-node').filter({ hasText: dept })).toBeVisible();

  // The role: users (view and edit only), logs (view), courses (add); its data scope is its own department.
  await page.goto('/#/admin/system/role');
  await page.getByTestId('role-new').click();
  const roleDrawer = page.getByTestId('role-drawer');
  await roleDrawer.getByTestId('role-name').locator('input').fill(roleName);
  await roleDrawer.getByTestId('role-code').locator('input').fill(`AUDIT_${n}`);
  await roleDrawer.getByTestId('role-scope').getByRole('button', { name: '本部门', exact: true }).click();
  await roleDrawer.getByTestId('role-save').click();
  await expect(roleDrawer).toBeHidden();
  const roleRow = page.getByTestId('role-row').filter({ hasText: roleName });
  await roleRow.getByTestId('role-permissions').click();
  const permissions = page.getByTestId('role-permission-drawer');
  const tree = permissions.getByTestId('permission-tree');
  await tree.getByRole('button', { name: '全部展开' }).click();
  for (const button of ['用户查看', '用户修改', '日志查看', '课程新增'])
    await tree.getByRole('checkbox', { name: button, exact: true }).check();
  await permissions.getByTestId('permission-save').click();
  await expect(page.getByText('保存成功', { exact: true })).toBeVisible();

  // The user, in the department with the role.
  await page.goto('/#/admin/system/user');
  await page.getByTestId('user-new').click();
  const form = page.getByTestId('user-form');
  await page.getByTestId('user-username').locator('input').fill(username);
  await page.getByTestId('user-password').locator('input').fill(password);
  await page.getByTestId('user-phone').locator('input').fill(`135${n}02`);
  await page.getByTestId('user-name').locator('input').fill('稽查员乙');
  await form.getByTestId('user-role').filter({ hasText: roleName }).click();
  await page.getByTestId('user-choose-depts').click();
  const chooser = page.getByTestId('record-chooser');
  await chooser.getByTestId('chooser-search').locator('input').fill(dept);
  await chooser.getByTestId('chooser-search').locator('input').press('Enter');
  await chooser.getByTestId('chooser-row').filter({ hasText: dept }).locator('.grid-tick').first().click();
  await chooser.getByTestId('chooser-ok').click();
  await page.getByTestId('user-save').click();
  await expect(page.getByTestId('user-drawer')).toBeHidden();

  // That user: exactly the granted menus, and on them exactly the granted buttons.
  const staff = await signedIn(browser, { username, password });
  try {
    const menu = staff.page.getByTestId('admin-menu');
    await expect(menu).toBeVisible();
    expect(await menuTitles(staff.page)).toEqual([
      '系统管理',
      '用户管理',
      '日志管理',
      '培训管理',
      '课程管理',
    ]);
    await openFromMenu(staff.page, '用户管理');
    const users = staff.page.getByTestId('user-admin');
    await expect(users).toBeVisible();
    // Its own department only: itself, nobody of the association's secretariat.
    await expect(users.getByTestId('user-row')).toHaveCount(1);
    await expect(users.getByTestId('user-row')).toContainText(username);
    await expect(users.getByTestId('user-edit')).toHaveCount(1);
    await expect(staff.page.getByTestId('user-new')).toHaveCount(0);
    await expect(users.getByTestId('user-delete')).toHaveCount(0);
    // Nor in a "More" list: its three actions fit on the row's line.
    await expect(users.getByTestId('row-more')).toHaveCount(0);
    await openFromMenu(staff.page, '日志管理');
    await expect(staff.page.getByTestId('log-admin')).toBeVisible();
    await expect(staff.page.getByTestId('log-delete-selected')).toHaveCount(0);
    await openFromMenu(staff.page, '课程管理');
    await expect(staff.page.getByTestId('course-new')).toBeVisible();
    await expect(staff.page.getByTestId('course-delete')).toHaveCount(0);
    // A page it was not given, typed into the address bar, shows no data.
    await staff.page.goto('/#/admin/system/role');
    await expect(staff.page.getByTestId('role-admin')).toContainText('没有查看角色的权限');
    await expect(staff.page.getByTestId('role-row')).toHaveCount(0);
  } finally {
    await staff.context.close();
  }
});

import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO, loginAs, openFromMenu, menuTitles, rowAction } from './helpers';

/**
 * Console › System › Roles, Menus and Tenants: the administrator grants a role a chosen set of
 * permissions on the permission tree and its holder sees exactly those menus and buttons; a permission taken
 * away is gone on the holder's next page load; a tenant whose end date passes shows its user the 426 dialog;
 * menus are added, edited and deleted on the tree. Roles are also created, edited and deleted on their page.
 */
test.use({ viewport: { width: 1280, height: 900 } });

/** The seeded enterprise administrator: its role (企业管理员) holds nothing of the console until granted. */
const HOLDER = { username: 'ent_admin01', password: 'Enterprise@2026' };

async function consoleAt(page: Page, menuText: string) {
  await page.goto('/#/login?redirect=%2Fadmin');
  await loginAs(page, DEMO.admin);
  await expect(page).toHaveURL(/#\/admin/);
  await openFromMenu(page, menuText);
}

async function signedIn(browser: Browser, user: { username: string; password: string }, tenant?: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto('/#/login?redirect=%2Fadmin');
  if (tenant) await page.getByTestId('login-tenant').selectOption({ label: tenant });
  await loginAs(page, user);
  await expect(page.getByTestId('login-submit')).toHaveCount(0);
  return { context, page };
}

/** Opens the role's permission tree, sets exactly these buttons (by name), and saves. */
async function grant(page: Page, roleName: string, buttons: string[]) {
  const row = page.getByTestId('role-row').filter({ hasText: roleName });
  await row.getByTestId('role-permissions').click();
  const drawer = page.getByTestId('role-permission-drawer');
  const tree = drawer.getByTestId('permission-tree');
  await tree.getByRole('button', { name: '全不选' }).click();
  await tree.getByRole('button', { name: '全部展开' }).click();
  for (const b of buttons) await tree.getByRole('checkbox', { name: b, exact: true }).check();
  await drawer.getByTestId('permission-save').click();
  // The toast of an earlier save may still be showing: this save's is the last one.
  await expect(page.getByText('保存成功', { exact: true }).last()).toBeVisible();
  await expect(drawer).toBeHidden();
}

test('roles are created, edited and deleted on their page', async ({ page }) => {
  await consoleAt(page, '角色管理');
  await page.getByTestId('role-new').click();
  const drawer = page.getByTestId('role-drawer');
  await drawer.getByTestId('role-name').locator('input').fill('课程专员');
  await drawer.getByTestId('role-code').locator('input').fill('E2E_COURSE');
  await drawer.getByTestId('role-scope').getByRole('button', { name: '本部门及下级' }).click();
  await drawer.getByTestId('role-save').click();
  await expect(drawer).toBeHidden();
  const row = page.getByTestId('role-row').filter({ hasText: 'E2E_COURSE' });
  await expect(row).toContainText('本部门及下级');
  await row.getByTestId('role-edit').click();
  await expect(drawer.getByTestId('role-code').locator('input')).toBeDisabled();
  await drawer.getByTestId('role-name').locator('input').fill('课程专员（改）');
  await drawer.getByTestId('role-save').click();
  await expect(row).toContainText('课程专员（改）');
  // The code is unique: a second role with it is refused and named.
  await page.getByTestId('role-new').click();
  await drawer.getByTestId('role-name').locator('input').fill('重复');
  await drawer.getByTestId('role-code').locator('input').fill('E2E_COURSE');
  await drawer.getByTestId('role-save').click();
  await expect(page.getByText('角色标识 E2E_COURSE 已存在')).toBeVisible();
  await page.keyboard.press('Escape');
  await row.getByTestId('role-delete').click();
  await page.getByRole('button', { name: /确定|确认/ }).click();
  await expect(row).toHaveCount(0);
  // Built-in roles cannot be deleted.
  const admin = page.getByTestId('role-row').filter({ hasText: 'ROLE_ADMIN' });
  await admin.getByTestId('role-delete').click();
  await page.getByRole('button', { name: /确定|确认/ }).click();
  await expect(page.getByText('内置角色 ROLE_ADMIN 不能删除')).toBeVisible();
});

test('a role’s holder sees exactly the menus and buttons granted, and loses one on the next load', async ({
  page,
  browser,
}) => {
  // Two sign-ins, two role edits and a reload: about 30 s on a quiet machine, past the default minute on a busy one.
  test.slow();
  await consoleAt(page, '角色管理');
  await grant(page, '企业管理员', ['日志查看', '课程新增']);
  const holder = await signedIn(browser, HOLDER);
  try {
    const menu = holder.page.getByTestId('admin-menu');
    await expect(menu).toBeVisible();
    expect(await menuTitles(holder.page)).toEqual(['系统管理', '日志管理', '培训管理', '课程管理']);
    await openFromMenu(holder.page, '日志管理');
    await expect(holder.page.getByTestId('log-admin')).toBeVisible();
    // View only: no delete.
    await expect(holder.page.getByTestId('log-delete-selected')).toHaveCount(0);
    await openFromMenu(holder.page, '课程管理');
    await expect(holder.page.getByTestId('course-new')).toBeVisible();
    await expect(holder.page.getByTestId('course-delete')).toHaveCount(0);

    // The administrator takes Courses' Add away: the holder's next page load has no Courses.
    await grant(page, '企业管理员', ['日志查看']);
    await holder.page.reload();
    await expect(menu).toBeVisible();
    await expect.poll(() => menuTitles(holder.page)).toEqual(['系统管理', '日志管理']);
  } finally {
    await grant(page, '企业管理员', []);
    await holder.context.close();
  }
});

test('a tenant whose end date has passed shows its user the expired-tenant dialog', async ({
  page,
  browser,
}) => {
  await consoleAt(page, '租户管理');
  await page.getByTestId('tenant-new').click();
  const drawer = page.getByTestId('tenant-drawer');
  await drawer.getByTestId('tenant-name').locator('input').fill('东区分会');
  await drawer.getByTestId('tenant-code').locator('input').fill('east');
  await drawer.getByTestId('tenant-start').locator('input').fill('2020-01-01');
  await drawer.getByTestId('tenant-end').locator('input').fill('2099-12-31');
  await drawer.getByTestId('tenant-admin-username').locator('input').fill('east_admin');
  await drawer.getByTestId('tenant-admin-password').locator('input').fill('East@2026');
  await drawer.getByTestId('tenant-save').click();
  await expect(drawer).toBeHidden();
  const row = page.getByTestId('tenant-row').filter({ hasText: 'east' });
  await expect(row).toContainText('正常');

  const user = await signedIn(browser, { username: 'east_admin', password: 'East@2026' }, '东区分会');
  try {
    await expect(user.page.getByTestId('admin-menu')).toBeVisible();
    await row.getByTestId('tenant-edit').click();
    await drawer.getByTestId('tenant-end').locator('input').fill('2021-01-01');
    await drawer.getByTestId('tenant-save').click();
    await expect(drawer).toBeHidden();
    await expect(row).toContainText('已过期');
    await user.page.reload();
    await expect(user.page.getByText('租户状态已过期，请联系管理员')).toBeVisible();
  } finally {
    await user.context.close();
  }
});

test('menus are added, edited and deleted on the tree, with their buttons', async ({ page }) => {
  await consoleAt(page, '菜单管理');
  await page.getByTestId('menu-new').click();
  const drawer = page.getByTestId('menu-drawer');
  await drawer.getByTestId('menu-name').locator('input').fill('统计报表');
  await drawer.getByTestId('menu-name-en').locator('input').fill('Reports');
  await drawer.getByTestId('menu-path').locator('input').fill('/admin/report');
  await drawer.getByTestId('menu-icon').getByRole('button', { name: 'chart' }).click();
  await drawer.getByTestId('menu-order').locator('input').fill('9');
  await drawer.getByTestId('menu-save').click();
  await expect(drawer).toBeHidden();
  const top = page.getByTestId('menu-row').filter({ hasText: '统计报表' });
  await top.getByTestId('menu-add-child').click();
  await drawer.getByTestId('menu-name').locator('input').fill('月度报表');
  await drawer.getByTestId('menu-path').locator('input').fill('/admin/report/month/index');
  await drawer.getByTestId('menu-save').click();
  await expect(drawer).toBeHidden();
  await top.getByTestId('menu-toggle').click();
  const month = page.getByTestId('menu-row').filter({ hasText: '月度报表' });
  await month.getByTestId('menu-add-button').click();
  await drawer.getByTestId('menu-name').locator('input').fill('月报导出');
  await drawer.getByTestId('menu-permission').locator('input').fill('report_month_export');
  await drawer.getByTestId('menu-save').click();
  await expect(drawer).toBeHidden();
  await month.getByTestId('menu-toggle').click();
  await expect(page.getByTestId('menu-row').filter({ hasText: 'report_month_export' })).toContainText('按钮');
  // A permission string names one button only.
  await month.getByTestId('menu-add-button').click();
  await drawer.getByTestId('menu-name').locator('input').fill('重复');
  await drawer.getByTestId('menu-permission').locator('input').fill('report_month_export');
  await drawer.getByTestId('menu-save').click();
  await expect(page.getByText('权限标识 report_month_export 已被其他菜单使用')).toBeVisible();
  await page.keyboard.press('Escape');
  await rowAction(month, 'menu-edit');
  await drawer.getByTestId('menu-name').locator('input').fill('月报');
  await drawer.getByTestId('menu-save').click();
  await expect(page.getByTestId('menu-row').filter({ hasText: '月报' }).first()).toBeVisible();
  // A menu with children is not deleted (pig's rule): the page says so at once, with no question asked.
  await rowAction(top, 'menu-delete');
  await expect(page.getByText('菜单含有下级不能删除')).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByTestId('menu-row').filter({ hasText: '统计报表' })).toHaveCount(1);
  // Leaf by leaf, each after a question: the button, the page, then the top menu.
  for (const name of ['report_month_export', '月报', '统计报表']) {
    await rowAction(page.getByTestId('menu-row').filter({ hasText: name }).last(), 'menu-delete');
    await page.getByRole('button', { name: /确定|确认/ }).click();
    await expect(page.getByTestId('menu-row').filter({ hasText: name })).toHaveCount(0);
  }
});

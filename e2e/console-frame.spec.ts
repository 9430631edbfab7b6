import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO, loginAs, openFromMenu } from './helpers';

test.use({ viewport: { width: 1440, height: 900 } });

async function signIn(page: Page, path = '/admin') {
  await page.goto(`/#/login?redirect=${encodeURIComponent(path)}`);
  await loginAs(page, DEMO.admin);
  await expect(page.getByTestId('console-frame')).toBeVisible();
}
const tabs = (page: Page) => page.getByTestId('tags-bar').locator('li');
const tab = (page: Page, title: string) =>
  page.getByTestId('tags-bar').locator('li').filter({ hasText: title }).locator('.tag-open');
async function tabCommand(page: Page, title: string, command: string) {
  await page.getByTestId('tags-bar').locator('li').filter({ hasText: title }).click({ button: 'right' });
  await page.getByTestId('tab-menu').locator(`[data-command="${command}"]`).click();
}
async function openSettings(page: Page) {
  await page.getByTestId('open-settings').click();
  return page.getByTestId('settings-drawer');
}

test('tabs keep each page as it was left; refresh rebuilds one; close others; a reload restores the set', async ({
  page,
}) => {
  await signIn(page);
  await openFromMenu(page, '用户管理');
  const users = page.getByTestId('user-admin');
  // A filter applied (in the address) and a drawer opened with something typed but not saved.
  await users.getByTestId('user-search-username').locator('input').fill('adm');
  await users.getByTestId('user-search-username').locator('input').press('Enter');
  await expect(page).toHaveURL(/username=adm/);
  await users.getByTestId('user-new').click();
  await page.getByTestId('user-username').locator('input').fill('half_typed');
  await page.getByTestId('user-drawer').locator('.drawer-close').click();
  await users.getByTestId('user-new').click();
  await page.getByTestId('user-username').locator('input').fill('half_typed');

  await openFromMenu(page, '日志管理');
  await expect(page.getByTestId('log-admin')).toBeVisible();
  await expect(users).toBeHidden();
  await expect(page.getByTestId('user-drawer')).toBeHidden();
  await page.getByTestId('log-search-user').locator('input').fill('admin');
  await page.getByTestId('log-search-user').locator('input').press('Enter');
  await openFromMenu(page, '岗位管理');
  await expect(tabs(page)).toHaveText(['后台首页', '用户管理', '日志管理', '岗位管理']);

  // Back to users: the filter, and the drawer with what was typed.
  await tab(page, '用户管理').click();
  await expect(page).toHaveURL(/system\/user\?.*username=adm/);
  await expect(users.getByTestId('user-search-username').locator('input')).toHaveValue('adm');
  await expect(page.getByTestId('user-username').locator('input')).toHaveValue('half_typed');
  await page.getByTestId('user-drawer').locator('.drawer-close').click();
  await tab(page, '日志管理').click();
  await expect(page).toHaveURL(/log\?.*=admin/);
  await expect(page.getByTestId('log-search-user').locator('input')).toHaveValue('admin');

  // Refresh rebuilds only that page: its typed search box is empty again, the users page is untouched.
  await page.getByTestId('log-search-user').locator('input').fill('typed, not searched');
  await tabCommand(page, '日志管理', 'refresh');
  await expect(page.getByTestId('log-search-user').locator('input')).not.toHaveValue('typed, not searched');
  await tab(page, '用户管理').click();
  await expect(users.getByTestId('user-search-username').locator('input')).toHaveValue('adm');

  await tabCommand(page, '用户管理', 'closeOthers');
  await expect(tabs(page)).toHaveText(['后台首页', '用户管理']);
  await openFromMenu(page, '日志管理');
  await page.reload();
  await expect(tabs(page)).toHaveText(['后台首页', '用户管理', '日志管理']);
  await expect(page.getByTestId('log-admin')).toBeVisible();
  // Closing the page shown goes to its neighbour.
  await page.getByRole('button', { name: '关闭 日志管理' }).click();
  await expect(tabs(page)).toHaveText(['后台首页', '用户管理']);
  await expect(users).toBeVisible();

  // A shared link opens its pages as tabs (only console paths), then leaves the address.
  await page.goto('/#/admin?tabs=%2Fadmin%2Flog%2C%2Fadmin%2Fsystem%2Fpost%2Chttps%3A%2F%2Fevil.example');
  await expect(tabs(page)).toHaveText(['后台首页', '用户管理', '日志管理', '岗位管理']);
  await expect(page).not.toHaveURL(/tabs=/);
});

test('a page opened for the first time says it is loading, not the page left, until its code is in', async ({
  page,
  context,
}) => {
  await signIn(page);
  await expect(page.getByTestId('greeting')).toBeVisible();
  // The users page's code held back, as on a slow link: held for the context, so also when the service worker,
  // once it controls the page, fetches the chunk itself (a page's route does not see the worker's requests).
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await context.route(/\/assets\/console-user-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await openFromMenu(page, '用户管理');
  await expect(tab(page, '用户管理')).toBeVisible();
  await expect(page.getByTestId('greeting')).toBeHidden();
  await expect(page.getByTestId('page-loading')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('用户管理');
  release();
  await expect(page.getByTestId('user-admin')).toBeVisible();
  await expect(page.getByTestId('page-loading')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
});

test('tabs move with the keyboard, become favourites on the console home, and show a page full screen', async ({
  page,
}) => {
  await signIn(page);
  await openFromMenu(page, '用户管理');
  await openFromMenu(page, '日志管理');
  await tab(page, '日志管理').focus();
  await page.keyboard.press('Alt+Shift+ArrowLeft');
  await expect(tabs(page)).toHaveText(['后台首页', '日志管理', '用户管理']);
  await tabCommand(page, '日志管理', 'favourite');
  await tab(page, '后台首页').click();
  await expect(page.getByTestId('quick-links').getByRole('link')).toHaveText(['日志管理']);

  await tab(page, '用户管理').click();
  await tabCommand(page, '用户管理', 'fullscreen');
  await expect(page.getByTestId('admin-menu')).toBeHidden();
  await expect(page.getByTestId('user-admin')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('admin-menu')).toBeVisible();
});

test('menu search: Ctrl+K finds a page by a Chinese or an English word, with the keyboard only', async ({
  page,
}) => {
  await signIn(page);
  await page.keyboard.press('Control+k');
  const search = page.getByTestId('menu-search');
  await expect(search.getByRole('combobox')).toBeFocused();
  await page.keyboard.type('日志');
  await expect(search.getByRole('option')).toHaveText(['系统管理 / 日志管理']);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('log-admin')).toBeVisible();
  await expect(search).toHaveCount(0);

  await page.getByTestId('open-menu-search').click();
  await page.keyboard.type('users');
  await expect(search.getByRole('option').first()).toHaveText('系统管理 / 用户管理');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('user-admin')).toBeVisible();

  await page.keyboard.press('Control+k');
  await page.keyboard.type('nothing like this');
  await expect(search.getByRole('status')).toHaveText('没有匹配的页面');
  await page.keyboard.press('Escape');
  await expect(search).toHaveCount(0);
  await expect(page.getByTestId('open-menu-search')).toBeFocused();
});

test('four layouts show the menu and the page; dark mode and grayscale apply; settings persist and reset', async ({
  page,
}) => {
  await signIn(page, '/admin/system/user');
  const frame = page.getByTestId('console-frame');
  await expect(frame).toHaveAttribute('data-layout', 'classic');
  for (const [layout, menu] of [
    ['defaults', 'admin-menu'],
    ['transverse', 'top-menu'],
    ['columns', 'columns-menu'],
    ['classic', 'admin-menu'],
  ] as const) {
    const drawer = await openSettings(page);
    await drawer.locator('[data-setting="layout"]').selectOption(layout);
    await drawer.locator('.drawer-close').click();
    await expect(frame).toHaveAttribute('data-layout', layout);
    await expect(page.getByTestId(menu)).toBeVisible();
    await expect(page.getByTestId('user-admin')).toBeVisible();
  }
  // The columns layout: a section chosen on the left shows its pages beside it.
  const drawer = await openSettings(page);
  await drawer.locator('[data-setting="layout"]').selectOption('columns');
  await drawer.locator('[data-setting="isDark"]').check();
  await drawer.locator('[data-setting="isGrayscale"]').check();
  await drawer.locator('[data-setting="isCollapse"]').check();
  await drawer.locator('.drawer-close').click();
  await page.getByTestId('columns-menu').getByRole('button', { name: '培训管理' }).click();
  await page.getByTestId('admin-menu').getByRole('link', { name: '课程管理' }).click();
  await expect(page.getByTestId('course-admin')).toBeVisible();
  await expect(frame).toHaveClass(/\bdark\b/);
  await expect(frame).toHaveCSS('filter', 'grayscale(1)');
  await expect(page.locator('html')).toHaveAttribute('data-prefers-color-scheme', 'dark');

  await page.reload();
  await expect(frame).toHaveAttribute('data-layout', 'columns');
  await expect(frame).toHaveClass(/\bdark\b/);
  const again = await openSettings(page);
  await again.getByTestId('reset-theme').click();
  await expect(again.locator('[data-setting="layout"]')).toHaveValue('classic');
  await expect(again.locator('[data-setting="isWartermark"]')).toBeChecked();
  await expect(again.locator('[data-setting="lockScreenTime"]')).toHaveValue('30');
  await expect(again.locator('[data-setting="tagsStyle"]')).toHaveValue('tags-style-five');
  await expect(again.locator('[data-setting="animation"]')).toHaveValue('slide-right');
  await expect(again.locator('[data-setting="globalComponentSize"]')).toHaveValue('default');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('settings-drawer')).toHaveCount(0);
  await expect(frame).not.toHaveClass(/\bdark\b/);
  await expect(frame).toHaveAttribute('data-layout', 'classic');
});

test('idle for the lock time locks the console; a reload stays locked; the server checks the password', async ({
  page,
}) => {
  await signIn(page, '/admin/system/user');
  const drawer = await openSettings(page);
  await drawer.locator('[data-setting="lockScreenTime"]').fill('3');
  await drawer.locator('[data-setting="isLockScreen"]').check();
  await drawer.locator('.drawer-close').click();
  const lock = page.getByTestId('lock-screen');
  await expect(lock).toBeVisible();
  await expect(page.getByTestId('console-frame')).toHaveAttribute('inert', '');
  await page.reload();
  await expect(lock).toBeVisible();

  const check = page.waitForRequest((r) => r.url().includes('/api/admin/user/check'));
  await page.getByTestId('lock-password').fill('not-the-password');
  await page.getByTestId('unlock').click();
  const sent = await check;
  // The password travels in the body, never in the address.
  expect(sent.url()).not.toContain('password');
  expect(sent.method()).toBe('POST');
  await expect(lock.getByRole('alert')).toContainText('密码错误');
  await expect(lock.getByRole('alert')).toContainText('再输错 4 次将退出登录');

  await page.getByTestId('lock-password').fill(DEMO.admin.password);
  await page.getByTestId('unlock').click();
  await expect(lock).toHaveCount(0);
  await expect(page.getByTestId('user-admin')).toBeVisible();
  // Locking by hand works too (the lock-screen flag is still on; turn it off so the test does not lock again).
  const settings = await openSettings(page);
  await settings.locator('[data-setting="isLockScreen"]').uncheck();
  await settings.locator('.drawer-close').click();
  await page.getByTestId('lock-now').click();
  await expect(lock).toBeVisible();
  await page.getByTestId('lock-password').fill(DEMO.admin.password);
  await page.keyboard.press('Enter');
  await expect(lock).toHaveCount(0);
});

test('the watermark shows the user, and comes back when removed or hidden in the page', async ({ page }) => {
  await signIn(page, '/admin/system/user');
  const mark = page.getByTestId('watermark');
  await expect(mark).toHaveCount(1);
  await expect(mark).toHaveCSS('pointer-events', 'none');
  await page.evaluate(() => document.querySelector('[data-testid="watermark"]')?.remove());
  await expect(mark).toHaveCount(1, { timeout: 1000 });
  await page.evaluate(() =>
    document.querySelector<HTMLElement>('[data-testid="watermark"]')?.setAttribute('style', 'display:none'),
  );
  await expect(mark).toBeVisible({ timeout: 1000 });
  const drawer = await openSettings(page);
  await drawer.locator('[data-setting="isWartermark"]').uncheck();
  await expect(mark).toHaveCount(0);
});

test('the user menu in English: personal centre, component size, and every frame control named', async ({
  page,
}) => {
  await signIn(page);
  await page.getByTestId('lang-en').click();
  await page.getByTestId('user-menu').click();
  const menu = page.getByRole('menu', { name: 'User menu' });
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Console home',
    'Personal centre',
    'Notification centre',
    'Mark all notices read',
    'Search menus (Ctrl+K)',
    'Layout settings',
    'Full screen',
    'Lock screen',
    'Log out',
  ]);
  await expect(menu.getByRole('menuitemradio', { name: 'Default' })).toHaveAttribute('aria-checked', 'true');
  await menu.getByRole('menuitemradio', { name: 'Large' }).click();
  await expect(page.getByTestId('console-frame')).toHaveCSS('font-size', '16px');
  await page.getByTestId('user-menu').click();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('user-menu')).toBeFocused();
  await page.getByTestId('user-menu').click();
  await menu.getByRole('menuitem', { name: 'Personal centre' }).click();
  await expect(page.getByTestId('person-settings')).toBeVisible();
  await expect(page.getByTestId('breadcrumb')).toHaveText('Console');
  await expect(page).toHaveTitle(/^Personal settings - /);

  const drawer = await openSettings(page);
  await expect(drawer.getByRole('heading', { name: 'Layout settings' })).toBeVisible();
  await expect(drawer.getByLabel('Layout', { exact: true })).toHaveValue('classic');
  const text = await drawer.innerText();
  expect(text).not.toMatch(/[\u4e00-\u9fff]/);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Control+k');
  await expect(page.getByTestId('menu-search').getByRole('status')).toHaveText(
    'Type a page name in Chinese or English',
  );
});

test('a page set as the home page is where a sign-in without a target lands, until it is cleared', async ({
  page,
  browser,
}) => {
  await signIn(page);
  await openFromMenu(page, '菜单管理');
  const menus = page.getByTestId('menu-admin');
  await menus.getByTestId('menu-expand-all').click();
  const logs = menus.getByTestId('menu-row').filter({ hasText: '日志管理' });
  await logs.getByTestId('menu-set-home').click();
  await page.getByRole('dialog').getByRole('button').last().click();
  await expect(logs.getByTestId('menu-current-home')).toBeVisible();

  const other = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  try {
    const staff = await other.newPage();
    await staff.goto('/#/login');
    await loginAs(staff, DEMO.admin);
    await expect(staff).toHaveURL(/#\/admin\/log/);
    await expect(staff.getByTestId('log-admin')).toBeVisible();
  } finally {
    await other.close();
  }
  await logs.getByTestId('menu-clear-home').click();
  await expect(menus.getByTestId('menu-current-home')).toHaveCount(0);
});

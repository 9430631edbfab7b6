import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO, loginAs, openFromMenu } from './helpers';
import { adminHeaders, api } from './api';

/**
 * Console › System: staff edit the user agreement as a parameter and the portal shows it;
 * a value the platform could not read is refused in the form, and one outside the format its parameter names;
 * staff add a social login and the login page's social tab offers it, then delete it (and with none left the tab
 * says the application is not configured).
 */
test.use({ viewport: { width: 1280, height: 900 } });

async function consoleAt(page: Page, menuText: string) {
  await page.goto('/#/login?redirect=%2Fadmin');
  await loginAs(page, DEMO.admin);
  await expect(page).toHaveURL(/#\/admin/);
  await openFromMenu(page, menuText);
}

test('staff edit the user agreement in Parameters, and /Agreement shows it', async ({ page }) => {
  await consoleAt(page, '参数管理');
  const admin = page.getByTestId('param-admin');
  await admin.getByTestId('param-search-name').locator('input').fill('用户协议');
  await admin.getByTestId('param-search-name').locator('input').press('Enter');
  const row = admin
    .getByTestId('param-row')
    .filter({ has: page.locator('code', { hasText: /^agreement$/ }) });
  await expect(admin.getByTestId('param-row')).toHaveCount(2);
  await expect(row).toContainText('系统内置');
  // Built in: it cannot be deleted, and its key is fixed.
  await expect(row.getByTestId('param-delete')).toHaveCount(0);
  await row.getByTestId('param-edit').click();
  const drawer = page.getByTestId('param-drawer');
  await expect(drawer.getByTestId('param-key').locator('input')).toBeDisabled();
  const value = drawer.getByRole('textbox', { name: '参数值' });
  const before = await value.inputValue();
  const text = `${before}\n六、本协议于 2026 年 11 月修订。`;
  try {
    await value.fill(text);
    await drawer.getByTestId('param-save').click();
    await expect(page.getByText('保存成功', { exact: true })).toBeVisible();
    await expect(drawer).toBeHidden();
    await page.goto('/#/Agreement');
    await expect(page.getByText('六、本协议于 2026 年 11 月修订。')).toBeVisible();
  } finally {
    // Put the seeded text back through the same page.
    await page.goto('/#/admin/param');
    await page.getByTestId('param-search-key').locator('input').fill('agreement');
    await page.getByTestId('param-search-key').locator('input').press('Enter');
    const agreement = page
      .getByTestId('param-row')
      .filter({ has: page.locator('code', { hasText: /^agreement$/ }) });
    await agreement.getByTestId('param-edit').click();
    await page.getByTestId('param-drawer').getByRole('textbox', { name: '参数值' }).fill(before);
    await page.getByTestId('param-drawer').getByTestId('param-save').click();
    await expect(page.getByTestId('param-drawer')).toBeHidden();
  }
});

test('a value the platform could not read is refused in the form and nothing is saved', async ({ page }) => {
  await consoleAt(page, '参数管理');
  await page.getByTestId('param-search-key').locator('input').fill('PASSWORD_EXPIRE_DAYS');
  await page.getByTestId('param-search-key').locator('input').press('Enter');
  await expect(page.getByTestId('param-row')).toHaveCount(1);
  await page.getByTestId('param-row').getByTestId('param-edit').click();
  const drawer = page.getByTestId('param-drawer');
  await drawer.getByRole('textbox', { name: '参数值' }).fill('ninety');
  await drawer.getByTestId('param-save').click();
  await expect(drawer.getByText('允许的值：0 到 3650 之间的整数').last()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(page.getByTestId('param-row')).toContainText('0');
  await expect(page.getByTestId('param-row')).not.toContainText('ninety');
});

test('a parameter keeps to the format it names; the search asks the server after a pause', async ({
  page,
}) => {
  await consoleAt(page, '参数管理');
  await page.getByTestId('param-new').click();
  const drawer = page.getByTestId('param-drawer');
  await drawer.getByTestId('param-name').locator('input').fill('格式示例');
  await drawer.getByTestId('param-key').locator('input').fill('demo.format');
  await drawer.getByTestId('param-format').getByRole('button', { name: 'JSON' }).click();
  const value = drawer.getByRole('textbox', { name: '参数值' });
  await value.fill('{a:1}');
  await drawer.getByTestId('param-save').click();
  await expect(drawer.getByText('json格式错误').last()).toBeVisible();
  // The counter says how much room the field has.
  await expect(drawer).toContainText(`5/20000`);
  await value.fill('{"a":1}');
  await drawer.getByTestId('param-save').click();
  await expect(drawer).toBeHidden();
  // Typed without Enter: the list follows once typing pauses.
  await page.getByTestId('param-search-key').locator('input').fill('demo.format');
  await expect(page.getByTestId('param-row')).toHaveCount(1);
  await expect(page.getByTestId('param-row')).toContainText('{"a":1}');
  await page.getByTestId('param-row').getByTestId('param-delete').click();
  await page.getByRole('button', { name: /确定|确认/ }).click();
  await expect(page.getByTestId('param-row')).toHaveCount(0);
});

test('staff add a social login; the login page offers it; deleted, it is gone', async ({
  page,
  browser,
  baseURL,
}) => {
  await consoleAt(page, '社交登录');
  await page.getByTestId('social-new').click();
  const drawer = page.getByTestId('social-drawer');
  await drawer.getByTestId('social-name').locator('input').fill('协会统一认证');
  await drawer.getByTestId('social-app-id').locator('input').fill('peixun-e2e');
  await drawer.getByTestId('social-secret').locator('input').fill('e2e-secret');
  await drawer.getByTestId('social-issuer').locator('input').fill('not a url');
  await drawer.getByTestId('social-save').click();
  await expect(drawer.getByText('请输入以 http:// 或 https:// 开头的网址')).toBeVisible();
  await drawer.getByTestId('social-issuer').locator('input').fill('http://127.0.0.1:9/issuer');
  await expect(drawer.getByTestId('social-redirect').locator('input')).toHaveValue(`${baseURL}/authredirect`);
  await drawer.getByTestId('social-save').click();
  await expect(drawer).toBeHidden();
  const row = page.getByTestId('social-row').filter({ hasText: '协会统一认证' });
  await expect(row).toContainText('已启用');

  // A visitor's login page has the social tab with it.
  const visitor = await browser.newContext({ baseURL, locale: 'zh-CN' });
  const login = await visitor.newPage();
  await login.goto('/#/login');
  await login.getByTestId('login-tab-social').click();
  await expect(login.getByTestId('social-login')).toContainText('协会统一认证');
  await visitor.close();

  // Editing without a secret keeps it; then it is deleted.
  await row.getByTestId('social-edit').click();
  await expect(drawer.getByText('已设置，留空则保持不变。')).toBeVisible();
  await drawer.getByTestId('social-save').click();
  await expect(drawer).toBeHidden();
  await row.getByTestId('social-delete').click();
  await page.getByRole('button', { name: /确定|确认/ }).click();
  await expect(page.getByTestId('social-row').filter({ hasText: '协会统一认证' })).toHaveCount(0);

  // Social login switched on by hand with no provider left: the tab says why nobody can log in there.
  const headers = await adminHeaders(page.request);
  const param = await api<{ publicId: string; publicValue: string }>(
    page.request,
    headers,
    'GET',
    '/api/admin/param/details?publicKey=socialLoginEnable',
  );
  await api(page.request, headers, 'PUT', '/api/admin/param', {
    publicId: param.publicId,
    publicValue: 'true',
  });
  try {
    const again = await browser.newContext({ baseURL, locale: 'zh-CN' });
    const bare = await again.newPage();
    await bare.goto('/#/login');
    await bare.getByTestId('login-tab-social').click();
    await expect(bare.getByTestId('social-not-configured')).toHaveText('登录失败，因为应用没有配置');
    await again.close();
  } finally {
    await api(page.request, headers, 'PUT', '/api/admin/param', {
      publicId: param.publicId,
      publicValue: param.publicValue,
    });
  }
});

test('a save in the console is in the Logs, with who did it and the request', async ({ page }) => {
  await consoleAt(page, '参数管理');
  await page.getByTestId('param-search-key').locator('input').fill('hotline');
  await page.getByTestId('param-search-key').locator('input').press('Enter');
  await expect(page.getByTestId('param-row')).toHaveCount(1);
  await page.getByTestId('param-row').getByTestId('param-edit').click();
  await page.getByTestId('param-drawer').getByTestId('param-save').click();
  await expect(page.getByTestId('param-drawer')).toBeHidden();

  await openFromMenu(page, '日志管理');
  await expect(page.getByTestId('breadcrumb')).toHaveText('管理后台 / 系统管理 / 日志管理');
  await page.getByTestId('log-search-user').locator('input').fill('admin');
  await page.getByTestId('log-search-user').locator('input').press('Enter');
  const latest = page.getByTestId('log-row').first();
  await expect(latest).toContainText('PUT /api/admin/param');
  await expect(latest).toContainText('正常');
  await latest.getByTestId('log-open').click();
  const detail = page.getByTestId('log-detail');
  await expect(detail).toContainText('PUT /api/admin/param');
  await expect(detail).toContainText('admin');
  await expect(detail).toContainText('耗时（毫秒）');
});

test('staff log a learner out from Online sessions; the learner’s next request asks for a login', async ({
  page,
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, locale: 'zh-CN' });
  const learner = await context.newPage();
  await learner.goto('/#/login');
  await loginAs(learner, DEMO.learner);
  await expect(learner).toHaveURL(/#\/home/);

  // Earlier specs leave the learner many sessions, more than a page of the list: all but the five newest (the
  // list is oldest first) end through the API first, so each kick below shows as one row fewer.
  const admin = await adminHeaders(page.request);
  const sessions = await api<{ records: { id: string }[] }>(
    page.request,
    admin,
    'GET',
    `/api/admin/sys-token/page?username=${DEMO.learner.username}&size=200`,
  );
  const older = sessions.records.slice(0, -5).map((r) => r.id);
  if (older.length) await api(page.request, admin, 'DELETE', '/api/admin/sys-token/delete', older);

  await consoleAt(page, '令牌管理');
  await page.getByTestId('token-search-user').locator('input').fill(DEMO.learner.username);
  await page.getByTestId('token-search-user').locator('input').press('Enter');
  const rows = page.getByTestId('token-row');
  await expect(rows.first()).toContainText(DEMO.learner.username);
  // Every session of the learner (earlier specs may have left some), one by one.
  while ((await rows.count()) > 0) {
    const before = await rows.count();
    await rows.first().getByTestId('token-kick').click();
    await page.getByRole('button', { name: /确定|确认/ }).click();
    await expect(rows).toHaveCount(before - 1);
  }

  // The learner's page asks the server again: the session is gone, so the app asks for a new login and says why
  // (the refused refresh's reason: ended, not merely expired).
  await learner.goto('/#/person/personSetting');
  const ended = learner.getByRole('dialog', { name: '登录已失效（已退出、被管理员下线或密码已修改）' });
  await expect(ended).toBeVisible();
  await expect(ended).toContainText('请重新登录。');
  await ended.getByRole('button', { name: /确定|确认/ }).click();
  await expect(learner).toHaveURL(/#\/login/);
  await context.close();
});

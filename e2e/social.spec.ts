import { createCipheriv } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { judge } from './axe';
import { DEMO, loginAs } from './helpers';
import { startOidc, type LocalOidc } from '../tests/server/oidc-helpers';

/**
 * Social login against a real OpenID Connect provider (node-oidc-provider) started here on
 * 127.0.0.1: staff register it through the API, then in the browser the login's social tab → the provider's
 * own login and consent pages → back to /authredirect → "link this account" with the learner's password →
 * logged in; a second round, in a fresh browser, logs in directly.
 */
const EXTERNAL = 'e2e-social-subject';

const encrypted = (password: string) => {
  const key = Buffer.from('thanks,pig4cloud');
  const c = createCipheriv('aes-128-cfb', key, key);
  return Buffer.concat([c.update(password, 'utf8'), c.final()]).toString('base64');
};

/** The administrator's headers, through the automation client (`test`: never asks for a captcha). */
async function adminHeaders(request: APIRequestContext) {
  const res = await request.post(
    `/api/admin/oauth2/token?grant_type=password&scope=server&username=${DEMO.admin.username}`,
    {
      headers: {
        Authorization: `Basic ${Buffer.from('test:test').toString('base64')}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      data: new URLSearchParams({ password: encrypted(DEMO.admin.password) }).toString(),
    },
  );
  expect(res.ok()).toBe(true);
  const { access_token } = (await res.json()) as { access_token: string };
  return { Authorization: `Bearer ${access_token}`, 'TENANT-ID': '1' };
}

/** The provider's own login and consent pages, as `subject`. */
async function atProvider(page: Page, subject: string) {
  await page.locator('input[name="login"]').fill(subject);
  await page.locator('input[name="password"]').fill('any');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** From the login page to the provider and its pages as EXTERNAL, until the browser is back at the PWA. */
async function socialRound(page: Page, providerId: string) {
  await page.goto('/#/login');
  await page.getByTestId('login-tab-social').click();
  await page.getByTestId(`social-provider-${providerId}`).click();
  await atProvider(page, EXTERNAL);
  await expect(page).toHaveURL(/\/#\/authredirect\?/);
}

let oidc: LocalOidc;
let headers: Record<string, string>;
let providerId = '';

test.beforeAll(async ({ playwright, baseURL }) => {
  oidc = await startOidc([`${baseURL}/authredirect`]);
  const request = await playwright.request.newContext({ baseURL });
  headers = await adminHeaders(request);
  const res = await request.post('/api/admin/social', {
    headers,
    data: {
      type: 'OIDC',
      name: '本地统一认证',
      appId: oidc.clientId,
      appSecret: oidc.clientSecret,
      issuer: oidc.issuer,
      redirectUrl: `${baseURL}/authredirect`,
    },
  });
  providerId = ((await res.json()) as { data: { id: string } }).data.id;
  await request.dispose();
});

test.afterAll(async ({ playwright, baseURL }) => {
  // The provider and its bindings go, so the other specs see the login page as the seed has it.
  const request = await playwright.request.newContext({ baseURL });
  if (providerId) await request.delete(`/api/admin/social/${providerId}`, { headers });
  await request.dispose();
  await oidc.close();
});

test.describe.configure({ mode: 'serial' });

test('social login: bind on first use, then straight in', async ({ page, browser, baseURL }) => {
  await socialRound(page, providerId);
  await expect(page.getByTestId('social-bind')).toBeVisible();
  // The bind step is a page of its own that no route opens without a provider: judged here (WCAG 2.1 AA).
  expect(await judge(page, undefined, { name: '/authredirect (bind)' })).toEqual([]);
  await page.getByTestId('social-bind-username').locator('input').fill(DEMO.learner.username);
  await page.getByTestId('social-bind-password').locator('input').fill(DEMO.learner.password);
  await page.getByTestId('social-bind-submit').click();
  await expect(page).toHaveURL(/#\/home/);
  await expect(page.getByTestId('current-user')).toContainText('张学员');

  // A fresh browser: the provider asks again, and the bound account logs the learner in without a password.
  const context = await browser.newContext({ baseURL, locale: 'zh-CN' });
  const second = await context.newPage();
  await socialRound(second, providerId);
  await expect(second).toHaveURL(/#\/home/);
  await expect(second.getByTestId('current-user')).toContainText('张学员');
  await context.close();
});

test('the learner unlinks the account in the settings, then links another one there', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/#/login');
  await loginAs(page, DEMO.learner);
  await expect(page).toHaveURL(/#\/home/);
  await page.goto('/#/person/personSetting');
  const row = page.getByTestId(`social-account-${providerId}`);
  await expect(row).toContainText('本地统一认证');
  await expect(row).toContainText('已绑定');

  await row.getByTestId('social-unlink').click();
  await page.getByRole('button', { name: /确定|确认/ }).click();
  await expect(page.getByText('已解绑', { exact: true })).toBeVisible();
  await expect(row).toContainText('未绑定');

  // Linking goes to the provider as another external account and comes back to the settings, linked.
  await row.getByTestId('social-link').click();
  await atProvider(page, `${EXTERNAL}-2`);
  await expect(page).toHaveURL(/#\/person\/personSetting/);
  await expect(page.getByText('绑定成功', { exact: true })).toBeVisible();
  await expect(row).toContainText('已绑定');
  // The learner is still the one signed in: linking never logs anybody in.
  await expect(page.getByTestId('person-settings')).toContainText(DEMO.learner.username);
});

test("an account linked to someone else is refused in another user's settings, and signs nobody in", async ({
  page,
}) => {
  await page.goto('/#/login');
  await loginAs(page, DEMO.admin);
  await expect(page).not.toHaveURL(/#\/login/);
  await page.goto('/#/person/personSetting');
  await page.getByTestId(`social-account-${providerId}`).getByTestId('social-link').click();
  await atProvider(page, `${EXTERNAL}-2`);
  await expect(page.getByTestId('social-link-failed')).toContainText('该第三方账号或您的账号已绑定');
  await page.getByTestId('social-link-failed').getByRole('link').click();
  await expect(page.getByTestId('person-settings')).toContainText(DEMO.admin.username);
  await expect(page.getByTestId(`social-account-${providerId}`)).toContainText('未绑定');
});

import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { adminHeaders, api } from './api';
import { TAGS } from './axe';
import { expect, test } from './fixtures';
import { DEMO, loginAs } from './helpers';

/**
 * Feedback that comes and goes by itself (docs/decisions/i18n-and-accessibility.md, console.md): a toast closed
 * by its button or Escape, kept clear of the control that made it; a new notice popping up beside the bell for
 * 4,500 ms, in both languages.
 */
type Locale = 'zh-cn' | 'en';
const TEXTS = {
  'zh-cn': { close: '关闭', newNotice: '新消息' },
  en: { close: 'Close', newNotice: 'New notice' },
} as const;

const inLocale = (page: Page, locale: Locale) =>
  page.addInitScript((l) => localStorage.setItem('peixun:locale', JSON.stringify(l)), locale);

/** axe's WCAG 2.1 A and AA violations inside `selector`, by rule and element. */
const violations = async (page: Page, selector: string) =>
  (await new AxeBuilder({ page }).include(selector).withTags(TAGS).analyze()).violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );

async function apart(a: Locator, b: Locator) {
  const [x, y] = [await a.boundingBox(), await b.boundingBox()];
  if (!x || !y) throw new Error('not drawn');
  return x.x + x.width <= y.x || y.x + y.width <= x.x || x.y + x.height <= y.y || y.y + y.height <= x.y;
}

for (const locale of ['zh-cn', 'en'] as const) {
  test(`a toast is closed by its button or Escape and does not cover its control (${locale})`, async ({
    page,
  }) => {
    await inLocale(page, locale);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/#/login');
    const submit = page.getByTestId('login-submit');
    const toast = page.getByTestId('toast');
    const close = toast.getByRole('button', { name: TEXTS[locale].close });
    // A name nobody has: its failed logins lock no real account.
    const wrong = { username: `toast_${locale}_${Date.now()}`, password: 'Wrong@2026' };

    await loginAs(page, wrong);
    await expect(page.getByTestId('toast-alert')).not.toBeEmpty();
    await expect(close).toBeVisible();
    expect(await apart(toast.locator('.toast'), submit)).toBe(true);
    expect(await violations(page, '.toast-host')).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(close).toBeHidden();
    await expect(page.getByTestId('toast-alert')).toBeEmpty();

    // Closed from its button, focus goes back to what made it.
    await submit.focus();
    await page.keyboard.press('Enter');
    await expect(close).toBeVisible();
    await close.focus();
    await expect(close).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(close).toBeHidden();
    await expect(submit).toBeFocused();
  });
}

test('a toast made by a control at the top of the screen shows at the bottom', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/#/login');
  await page.getByTestId('login-username').locator('input').fill(`toast_top_${Date.now()}`);
  await page.getByTestId('login-password').locator('input').fill('Wrong@2026');
  const submit = page.getByTestId('login-submit');
  // Where a toast would sit by default (the top centre), as a page's top bar puts its buttons.
  await submit.evaluate(
    (el) => (el.style.cssText = 'position:fixed;top:20px;left:10px;width:370px;z-index:1'),
  );
  await submit.click();
  await expect(page.getByTestId('toast-alert')).not.toBeEmpty();
  await expect(page.getByTestId('toast')).toHaveAttribute('data-place', 'bottom');
  expect(await apart(page.getByTestId('toast').locator('.toast'), submit)).toBe(true);
});

for (const locale of ['zh-cn', 'en'] as const) {
  test(`a new notice pops up top right beside the bell for 4,500 ms, and opens (${locale})`, async ({
    page,
    request,
  }) => {
    await inLocale(page, locale);
    await page.setViewportSize({ width: 1440, height: 900 });
    const admin = await adminHeaders(request);
    const me = await api<{ sysUser: { userId: string } }>(request, admin, 'GET', '/api/admin/user/info');
    const notify = async (title: string) => {
      const m = await api<{ id: string }>(request, admin, 'POST', '/api/admin/sysMessage', {
        title,
        content: '正文',
        userList: [{ id: String(me.sysUser.userId), name: 'admin', avatar: null }],
      });
      await api(request, admin, 'POST', `/api/admin/sysMessage/send?id=${m.id}`);
    };
    // The bell's first reading, waited for from before the login so it cannot slip past.
    const firstReading = page.waitForResponse((r) => r.url().includes('sysMessage/user/unread'));
    await page.goto('/#/login?redirect=%2Fadmin');
    await loginAs(page, DEMO.admin);
    await expect(page.getByTestId('dashboard')).toBeVisible();
    await firstReading;
    // What was waiting at sign-in does not pop up.
    await expect(page.getByTestId('notice-popup')).toHaveCount(0);

    const title = `弹出通知 ${locale} ${Date.now()}`;
    await notify(title);
    const popup = page.getByRole('group', { name: TEXTS[locale].newNotice });
    await expect(popup).toContainText(title, { timeout: 15_000 });
    const shownAt = Date.now();
    await expect(popup.locator('time')).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // Top right, under the header, not over the bell.
    const box = (await popup.boundingBox())!;
    expect(box.x + box.width).toBeGreaterThan(1440 - 40);
    expect(box.y).toBeGreaterThanOrEqual(50);
    expect(await apart(popup, page.getByTestId('notice-bell'))).toBe(true);
    await popup.hover();
    expect(await violations(page, '.notice-popups')).toEqual([]);
    await page.mouse.move(700, 600);
    await expect(popup).toBeHidden({ timeout: 8_000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(3_500);

    // Chosen, it opens the notice and is read.
    const second = `弹出通知二 ${locale} ${Date.now()}`;
    await notify(second);
    await expect(popup).toContainText(second, { timeout: 15_000 });
    await popup.getByTestId('notice-popup-open').click();
    await expect(popup).toHaveCount(0);
    await expect(page.getByTestId('notice-bell')).toBeFocused();
  });
}

for (const locale of ['zh-cn', 'en'] as const) {
  test(`a refused refresh says why: the account was locked (${locale})`, async ({ page, request }) => {
    const words = {
      'zh-cn': { why: '用户帐号已被锁定', again: '请重新登录。' },
      en: { why: 'The account is locked', again: 'Please log in again.' },
    }[locale];
    await inLocale(page, locale);
    const admin = await adminHeaders(request);
    const roles = await api<{ roleId: string; roleCode: string }[]>(
      request,
      admin,
      'GET',
      '/api/admin/role/list',
    );
    const n = Date.now();
    const learner = { username: `locked_${n}`, password: 'Learner@2026' };
    const made = await api<{ userId: string }>(request, admin, 'POST', '/api/admin/user', {
      ...learner,
      name: `锁定学员${String(n).slice(-6)}`,
      phone: `135${String(n).slice(-8)}`,
      role: [roles.find((r) => r.roleCode === 'ROLE_LEARNER')!.roleId],
    });
    await page.goto('/#/login?redirect=%2Fperson%2FpersonSetting');
    await loginAs(page, learner);
    // The page itself, not the login's address (whose redirect names it too).
    await expect(page).toHaveURL(/#\/person\/personSetting$/);

    // Staff lock the account: its tokens end, and the next call's refresh is refused as locked. The learner moves
    // within the app, and that page's call is the next.
    await api(request, admin, 'PUT', '/api/admin/user', { userId: made.userId, lockFlag: '9' });
    await page.evaluate(() => (location.hash = '#/person/myStudy/studyPage'));
    const dialog = page.getByRole('dialog', { name: words.why });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(words.again);
    await dialog.getByRole('button').last().click();
    await expect(page).toHaveURL(/#\/login/);
  });
}

test.describe('the greeting', () => {
  // The device's zone, so the hours below are the page's local hours whatever the host's zone.
  test.use({ timezoneId: 'Asia/Shanghai' });

  test("names the band of the device's hour", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    // 05:59 is the last minute of the first band; Date alone is fixed, timers run.
    await page.clock.setFixedTime(new Date('2026-12-06T05:59:30+08:00'));
    await page.goto('/#/login?redirect=%2Fadmin');
    await loginAs(page, DEMO.admin);
    await expect(page.getByTestId('greeting')).toHaveText(/^凌晨好，/);
    await page.clock.setFixedTime(new Date('2026-12-06T17:00:00+08:00'));
    await page.reload();
    await expect(page.getByTestId('greeting')).toHaveText(/^傍晚好，/);
  });
});

test('Escape closes what one works in before a toast: the column list first, then the toast', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/#/login?redirect=${encodeURIComponent('/admin/system/user')}`);
  await loginAs(page, DEMO.admin);
  // "Logged in" shows for 3 s: the pointer on it at once holds it there while the console loads, however slowly.
  const status = page.getByTestId('toast-status');
  await expect(status).not.toBeEmpty();
  await page.getByTestId('toast').locator('.toast').hover();
  const admin = page.getByTestId('user-admin');
  await expect(admin.getByTestId('user-row').first()).toBeVisible();
  await expect(status).not.toBeEmpty();

  const settings = admin.getByTestId('column-settings');
  await settings.focus();
  await page.keyboard.press('Enter');
  const panel = admin.getByTestId('column-panel');
  await expect(panel.getByRole('checkbox').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(settings).toBeFocused();
  await expect(status).not.toBeEmpty();

  // Nothing else wants the next Escape: it closes the toast.
  await page.keyboard.press('Escape');
  await expect(status).toBeEmpty();
  await expect(settings).toBeFocused();
});

import type { Page } from '@playwright/test';
import { jsonOf } from './api';
import { expect, test } from './fixtures';
import { DEMO, loginAs } from './helpers';

/** What a new user met first, each in the language it was met in and in the other. */

const useLocale = (page: Page, locale: 'en' | 'zh-cn') =>
  page.addInitScript((l) => localStorage.setItem('peixun:locale', JSON.stringify(l)), locale);

const tokenOf = (page: Page) =>
  page.evaluate(() => {
    const raw = sessionStorage.getItem('token') ?? '';
    return raw.startsWith('"') ? (JSON.parse(raw) as string) : raw;
  });

for (const [locale, cancel, ok] of [
  ['en', 'Cancel', 'Confirm'],
  ['zh-cn', '取消', '确定'],
] as const) {
  test(`confirm dialogs speak the app's language (${locale})`, async ({ page }) => {
    await useLocale(page, locale);
    await page.goto('/#/login');
    await loginAs(page, DEMO.learner);
    await page.getByTestId('logout').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: cancel, exact: true })).toBeVisible();
    await expect(dialog.getByRole('button', { name: ok, exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: cancel, exact: true }).click();
    await expect(page.getByTestId('current-user')).toBeVisible();
  });
}

test('the site footer is in the reader’s language', async ({ page }) => {
  await page.goto('/#/home');
  await expect(page.getByTestId('home-footer')).toContainText('物业管理行业协会 版权所有');
  await page.getByTestId('lang-en').click();
  await expect(page.getByTestId('home-footer')).toContainText(
    'Property Management Industry Association. All rights reserved.',
  );
  await expect(page.getByTestId('home-footer')).not.toContainText('版权所有');
});

test('English counts by plural rules: one credit hour', async ({ page }) => {
  await useLocale(page, 'en');
  await page.goto(`/#/studyOffline`);
  const demo = page.getByTestId('course-card').filter({ hasText: 'Check-in demo' });
  await expect(demo).toContainText('1 credit hour');
  await expect(demo).not.toContainText('1 credit hours');
});

test('console pages are named by their menu entry or their own title, in the breadcrumb and the tab', async ({
  page,
}) => {
  await page.goto('/#/login?redirect=%2Fadmin');
  await loginAs(page, DEMO.admin);
  await expect(page.getByTestId('breadcrumb')).toHaveText('管理后台');
  // A menu page: named by its menu entry, not "管理后台".
  await page.goto('/#/admin/system/user');
  await expect(page.getByTestId('breadcrumb')).toHaveText('管理后台 / 系统管理 / 用户管理');
  await expect(page.getByTestId('user-admin')).toBeVisible();
  await expect(page).toHaveTitle(/^用户管理 - /);
  // A page outside the menu sits under the entry it belongs to.
  const course = await jsonOf<{ data: { id: string; records: { id: string }[] } }>(
    await page.request.get('/api/edu/course/page?size=1', { headers: { 'TENANT-ID': '1' } }),
  );
  await page.goto(`/#/admin/edu/courseEditor?id=${course.data.records[0]!.id}`);
  await expect(page.getByTestId('breadcrumb')).toHaveText('管理后台 / 培训管理 / 课程管理 / 编辑课程');
  await expect(page).toHaveTitle(/^编辑课程 - /);
  await page.getByTestId('lang-en').click();
  await expect(page.getByTestId('breadcrumb')).toHaveText('Console / Training / Courses / Edit course');
  await expect(page).toHaveTitle(/^Edit course - /);
  await page.goto('/#/admin/system/user');
  await expect(page.getByTestId('breadcrumb')).toHaveText('Console / System / Users');
  await expect(page).toHaveTitle(/^Users - /);
});

test('a session without an address reads without a dangling separator', async ({ page }) => {
  await page.goto('/#/login?redirect=%2Fadmin');
  await loginAs(page, DEMO.admin);
  await expect(page.getByTestId('breadcrumb')).toBeVisible();
  const headers = { Authorization: `Bearer ${await tokenOf(page)}`, 'TENANT-ID': '1' };
  const course = await jsonOf<{ data: { id: string; records: { id: string }[] } }>(
    await page.request.post('/api/edu/course', {
      headers,
      data: { mode: 'offline', title: 'E2E 无地址场次', category: 'safety', creditHours: 2, fee: 0 },
    }),
  );
  const at = (days: number, hour: number) => {
    const d = new Date(Date.now() + days * 86_400_000 + 8 * 3600_000);
    return `${d.toISOString().slice(0, 10)} ${String(hour).padStart(2, '0')}:00`;
  };
  await page.request.post('/api/edu/session', {
    headers,
    data: {
      courseId: course.data.id,
      title: '夜场',
      startAt: at(3, 20),
      endAt: at(4, 2),
      capacity: 10,
      venue: '三楼会议室',
    },
  });
  await page.request.put('/api/edu/course/status', {
    headers,
    data: { id: course.data.id, status: 'published' },
  });
  await page.goto(`/#/detail?id=${course.data.id}`);
  const session = page.getByTestId('course-detail').getByTestId('course-session').filter({ hasText: '夜场' });
  await expect(session).toContainText('三楼会议室');
  await expect(session).not.toContainText('三楼会议室 ·');
  // Past midnight: the end carries its own date.
  await expect(session).toContainText(`${at(3, 20)} – ${at(4, 2)}`);
});

test('on a 390 px phone the password toggle stays on one line, and /sign/success keeps off the edges', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/#/login');
  const toggle = page.getByTestId('login-password').getByRole('button');
  await expect(toggle).toHaveText('显示');
  const box = await toggle.boundingBox();
  expect(box && box.width > box.height).toBe(true);

  await page.goto('/#/sign/success?id=nothing-here');
  const back = page.getByRole('button', { name: '返回签到' });
  await expect(back).toBeVisible();
  expect(await back.evaluate((b) => getComputedStyle(b).textDecorationLine)).toBe('none');
  const edge = await back.boundingBox();
  expect(edge && edge.x >= 16 && edge.x + edge.width <= 390 - 16).toBe(true);
  await back.click();
  await expect(page).toHaveURL(/#\/sign\/home/);
});

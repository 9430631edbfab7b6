import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { adminHeaders, api } from './api';
import { checkRing, focusedError, tabTo, unseen } from './focus';
import { DEMO } from './helpers';

/**
 * Walks by keyboard alone: after the first `page.goto` nothing is clicked or filled; every step is a
 * key (Tab, Shift+Tab, Enter, Space, arrows, typing). Every place Tab lands must show that it has the focus: a
 * ring (outline, on the control or on its box) at 3:1 against what is behind it, or a box-shadow. Errors must
 * be tied to their field (aria-invalid, aria-describedby), focused, and read (live regions, lib/announce).
 */

test.beforeEach(() => {
  unseen.length = 0;
});
test.afterEach(() => {
  expect(unseen, 'places where the focus did not show').toEqual([]);
});

const input = (page: Page, testId: string) => page.getByTestId(testId).locator('input');

/** The account tab of /login, worked by keyboard. */
async function logIn(page: Page, user: { username: string; password: string }) {
  await tabTo(page, input(page, 'login-username'));
  await page.keyboard.type(user.username);
  await tabTo(page, input(page, 'login-password'));
  await page.keyboard.type(user.password);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('login-submit')).toHaveCount(0);
}

async function courseId(page: Page, title: string) {
  const res = await page.request.get(`/api/edu/course/page?keyword=${encodeURIComponent(title)}`, {
    headers: { 'TENANT-ID': '1' },
  });
  return ((await res.json()) as { data: { records: { id: string }[] } }).data.records[0]!.id;
}

// Each key is a round trip; the walks are long.
test.describe.configure({ timeout: 120_000 });

test('log in by keyboard: empty fields are tied, focused and read; a wrong password is read at once', async ({
  page,
}) => {
  await page.goto('/#/login?redirect=%2Fhome');
  await tabTo(page, page.getByTestId('login-submit'));
  await page.keyboard.press('Enter');

  // The first invalid field has the focus, says what is wrong, and every error is read once.
  const username = input(page, 'login-username');
  await expect(username).toBeFocused();
  await checkRing(page);
  await expect(username).toHaveAttribute('aria-invalid', 'true');
  expect(await focusedError(page)).toBe('请输入用户名');
  await expect(input(page, 'login-password')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('live-status')).toHaveText('请输入用户名 请输入密码');

  // A wrong password: the server's refusal shows and is read at once (an alert region).
  await page.keyboard.type(DEMO.learner.username);
  await tabTo(page, input(page, 'login-password'));
  await page.keyboard.type('Wrong@2026');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('toast-alert')).toHaveText('用户名不存在或者密码错误');
  await expect(page.getByTestId('toast-alert')).toHaveAttribute('role', 'alert');
  // The fields' errors went with the submit that mended them.
  await expect(username).not.toHaveAttribute('aria-invalid');

  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(DEMO.learner.password);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('login-submit')).toHaveCount(0);
  await expect(page.getByTestId('toast-status')).toHaveText('登录成功');

  // The home page, its blue header first: every stop shows the focus.
  await expect(page.getByTestId('featured-courses')).toBeVisible();
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press('Tab');
    await checkRing(page);
  }
});

test('sign up for a course by keyboard, from its page as a visitor through the login and back', async ({
  page,
}) => {
  const id = await courseId(page, '物业服务企业安全生产管理培训');
  await page.goto(`/#/detail?id=${id}`);
  const signUp = page.getByTestId('sign-up');
  await expect(signUp).toHaveText('登录后报名');
  await tabTo(page, signUp);
  await page.keyboard.press('Enter');
  await logIn(page, DEMO.learner);

  // Back on the course: the sessions are one radio group (arrows choose), then the button.
  await expect(page.getByTestId('course-detail')).toContainText('物业服务企业安全生产管理培训');
  const sessions = page.getByTestId('session-option').locator('input');
  await expect(sessions).toHaveCount(2);
  await tabTo(page, sessions.first());
  await page.keyboard.press('ArrowDown');
  await expect(sessions.nth(1)).toBeFocused();
  await expect(sessions.nth(1)).toBeChecked();
  await checkRing(page);
  await tabTo(page, signUp);
  await expect(signUp).toHaveText('立即报名');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('my-enrolment-status')).toContainText('已报名');
  await expect(page.getByTestId('toast-status')).toHaveText('已报名');
});

test('check in at /sign/home by keyboard: the code typed, then Check in', async ({ page }) => {
  // The session's current code, as the QR on the venue's screen shows it.
  const list = await page.request.get(`/api/edu/course/page?keyword=${encodeURIComponent('演示签到')}`, {
    headers: { 'TENANT-ID': '1' },
  });
  const demo = ((await list.json()) as { data: { records: { id: string }[] } }).data.records[0]!.id;
  const headers = await adminHeaders(page.request);
  const detail = await api<{ sessions: { id: string }[] }>(
    page.request,
    headers,
    'GET',
    `/api/edu/course/details/${demo}`,
  );
  const qr = await api<{ payload: string }>(
    page.request,
    headers,
    'GET',
    `/api/edu/session/qr/${detail.sessions[0]!.id}`,
  );

  await page.goto(`/#/login?redirect=${encodeURIComponent('/sign/home')}`);
  await logIn(page, DEMO.learner);
  const entry = page.getByTestId('code-entry');
  await tabTo(page, entry);
  await page.keyboard.type(qr.payload);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('sign-confirm')).toContainText('张学员');
  await tabTo(page, page.getByTestId('checkin-submit'));
  await page.keyboard.press('Enter');
  // Once per person: a run after checkin.spec finds the learner checked in already.
  await expect(page.getByTestId('success-title')).toHaveText(/签到成功|已签到，请勿重复签到/);
});

test.describe('the console at 1440×900', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a post created, edited and deleted by keyboard; a failed save focuses and reads the error', async ({
    page,
  }) => {
    const name = `键盘岗位${Date.now() % 100000}`;
    await page.goto(`/#/login?redirect=${encodeURIComponent('/admin/system/post')}`);
    await logIn(page, DEMO.admin);
    await expect(page.getByTestId('post-admin')).toBeVisible();

    // Create: Save with nothing typed fails; focus goes to the first invalid field, which says why.
    await tabTo(page, page.getByTestId('post-new'));
    await page.keyboard.press('Enter');
    const drawer = page.getByTestId('post-drawer');
    await expect(drawer).toBeVisible();
    await tabTo(page, drawer.getByTestId('post-save'));
    await page.keyboard.press('Enter');
    const postName = input(page, 'post-name');
    await expect(postName).toBeFocused();
    await checkRing(page);
    expect(await focusedError(page)).toBe('请输入岗位名称');
    await expect(input(page, 'post-code')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('live-status')).toHaveText('请输入岗位名称 请输入岗位标识');

    // Typing mends the field: its error and the tie go.
    await page.keyboard.type(name);
    await expect(postName).not.toHaveAttribute('aria-invalid');
    await tabTo(page, input(page, 'post-code'));
    await page.keyboard.type(`kb${Date.now() % 100000}`);
    await page.keyboard.press('Enter');
    await expect(drawer).toBeHidden();
    await expect(page.getByTestId('toast-status')).toHaveText('保存成功');
    const row = page.getByTestId('post-row').filter({ hasText: name });
    await expect(row).toBeVisible();

    // Edit: the row's Edit, the name changed, Enter saves.
    await tabTo(page, row.getByTestId('post-edit'));
    await page.keyboard.press('Enter');
    await expect(drawer).toBeVisible();
    await tabTo(page, input(page, 'post-name'));
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(`${name}改`);
    await page.keyboard.press('Enter');
    await expect(drawer).toBeHidden();
    const edited = page.getByTestId('post-row').filter({ hasText: `${name}改` });
    await expect(edited).toBeVisible();

    // Delete: the confirm opens on Cancel; Shift+Tab to OK, Enter.
    await tabTo(page, edited.getByTestId('post-delete'));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: '删除该岗位？' });
    await expect(dialog.getByRole('button', { name: '取消' })).toBeFocused();
    await checkRing(page);
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.getByRole('button', { name: '确定' })).toBeFocused();
    await checkRing(page);
    await page.keyboard.press('Enter');
    await expect(edited).toHaveCount(0);
    await expect(page.getByTestId('toast-status')).toHaveText('已删除');
  });
});

/** Tab `stops` times from the top of the page at `path`, checking that each stop shows the focus. */
async function sweep(page: Page, path: string, ready: Locator, stops = 30) {
  await page.goto(`/#${path}`);
  await expect(ready).toBeVisible();
  for (let i = 0; i < stops; i++) {
    await page.keyboard.press('Tab');
    await checkRing(page);
  }
}

test('every Tab stop shows the focus: portal forms and pages, a visitor then a learner', async ({ page }) => {
  await sweep(page, '/person/register', page.getByTestId('register-form'));
  await sweep(page, '/person/resetPassword', page.getByTestId('reset-password-page'));
  await page.goto('/#/login?redirect=%2Fhome');
  await logIn(page, DEMO.learner);
  await sweep(page, '/studyOffline', page.getByTestId('course-card').first());
  await sweep(page, '/person/personSetting', page.getByTestId('profile-form'));
  await sweep(page, '/person/feedback', page.getByTestId('feedback-page'));
});

test.describe('every Tab stop shows the focus in the console', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('users, dictionaries and parameters, and a parameter drawer with a failed save', async ({ page }) => {
    await page.goto(`/#/login?redirect=${encodeURIComponent('/admin/param')}`);
    await logIn(page, DEMO.admin);
    const pages = { '/admin/system/user': '用户管理', '/admin/dict': '字典管理', '/admin/param': '参数管理' };
    for (const [path, title] of Object.entries(pages))
      await sweep(page, path, page.getByRole('heading', { level: 1, name: title }), 40);

    // A drawer's fields (text, textarea, choices), a failed save among them.
    await tabTo(page, page.getByTestId('param-new'));
    await page.keyboard.press('Enter');
    const drawer = page.getByTestId('param-drawer');
    await expect(drawer).toBeVisible();
    await tabTo(page, drawer.getByTestId('param-save'));
    await page.keyboard.press('Enter');
    await expect(input(page, 'param-name')).toBeFocused();
    await checkRing(page);
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press('Tab');
      await checkRing(page);
    }
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  });
});

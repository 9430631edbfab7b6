import { expect, test } from './fixtures';
import { DEMO, loginAs } from './helpers';

test('the demo learner logs in and lands on the portal home', async ({ page }) => {
  await page.goto('/#/login');
  await loginAs(page, DEMO.learner);
  await expect(page).toHaveURL(/#\/home/);
  await expect(page.getByTestId('home-page')).toBeVisible();
  await expect(page.getByTestId('current-user')).toContainText('张学员');
});

test('a wrong password keeps the user on /login with the server message', async ({ page }) => {
  await page.goto('/#/login');
  await loginAs(page, { username: 'learner01', password: 'wrong-password1' });
  await expect(page.getByText('用户名不存在或者密码错误')).toBeVisible();
  await expect(page).toHaveURL(/#\/login/);
});

test('a protected route while logged out goes to /login with redirect, then back after login', async ({
  page,
}) => {
  await page.goto('/#/enterprise/info?tab=2');
  await expect(page).toHaveURL(/#\/login\?.*redirect=%2Fenterprise%2Finfo/);
  await loginAs(page, DEMO.learner);
  await expect(page).toHaveURL(/#\/enterprise\/info\?tab=2/);
});

test('logout asks for confirmation, then the session is gone', async ({ page }) => {
  await page.goto('/#/login');
  await loginAs(page, DEMO.learner);
  await expect(page.getByTestId('current-user')).toBeVisible();
  await page.getByTestId('logout').click();
  await page.getByRole('button', { name: /确定|确认/ }).click();
  await expect(page).toHaveURL(/#\/login/);
  expect(await page.evaluate(() => document.cookie.includes('token='))).toBe(false);
  await page.goto('/#/person/feedback');
  await expect(page).toHaveURL(/#\/login/);
});

test('the root redirects to /home and an unknown path shows not-found with a way home', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/#\/home/);
  await page.goto('/#/no/such/page');
  await page.getByRole('button', { name: /首页|home/i }).click();
  await expect(page).toHaveURL(/#\/home/);
});

test('each path sets the document title from its route title map and the site name', async ({ page }) => {
  await page.goto('/#/home');
  await expect(page).toHaveTitle('首页 - 物业管理行业协会培训平台');
  await page.goto('/#/studyOffline');
  await expect(page).toHaveTitle('线下课程 - 物业管理行业协会培训平台');
  await expect(page.getByTestId('course-list-offline')).toContainText('线下课程');
  await page.goto('/#/person/register');
  await expect(page).toHaveTitle('个人注册 - 物业管理行业协会培训平台');
  await expect(page.getByTestId('register-page')).toBeVisible();
});

test('the /sign screens use the mobile rem layout and the rest 16 px', async ({ page }) => {
  await page.setViewportSize({ width: 750, height: 900 });
  await page.goto('/#/sign/home');
  await expect.poll(() => page.evaluate(() => document.documentElement.style.fontSize)).toBe('32px');
  await page.goto('/#/home');
  await expect.poll(() => page.evaluate(() => document.documentElement.style.fontSize)).toBe('16px');
});

import { expect, test } from './fixtures';
import { DEMO, loginAs, menuTitles } from './helpers';

test('staff see the console menu from the server', async ({ page }) => {
  await page.goto('/#/login?redirect=%2Fadmin');
  await loginAs(page, DEMO.admin);
  await expect(page).toHaveURL(/#\/admin/);
  const menu = page.getByTestId('admin-menu');
  await expect(menu).toContainText('系统管理');
  expect(await menuTitles(page)).toContain('用户管理');
  await expect(page.getByTestId('breadcrumb')).toHaveText('管理后台');
  // The staff's home: a greeting and the blocks their permissions allow.
  await expect(page.getByTestId('greeting')).toContainText('系统管理员');
  await expect(page.getByTestId('dashboard-queue')).toBeVisible();
  await expect(page.getByTestId('dashboard-sessions')).toBeVisible();
  await expect(page.getByTestId('dashboard-activity')).toBeVisible();
});

test('a learner gets the no-permission page instead of the console', async ({ page }) => {
  await page.goto('/#/login?redirect=%2Fadmin');
  await loginAs(page, DEMO.learner);
  await expect(page.getByTestId('no-permission')).toBeVisible();
  await expect(page.getByTestId('admin-menu')).toHaveCount(0);
  // Re-authorisation: sign in as someone who may, and come back to the console.
  await page.getByTestId('reauthorize').click();
  await expect(page).toHaveURL(/#\/login\?redirect=%2Fadmin/);
  await loginAs(page, DEMO.admin);
  await expect(page.getByTestId('admin-menu')).toBeVisible();
});

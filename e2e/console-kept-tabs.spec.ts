import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO, loginAs, openFromMenu } from './helpers';

/**
 * Kept tabs, each hidden page on a router of its own at its address: three pages left in three states, switched
 * between twice, a page paged the moment before it is left, a page shown again moving through the address, then
 * a reload. console-frame.spec.ts has the frame's other tab commands.
 */
test.use({ viewport: { width: 1440, height: 900 } });

const tabs = (page: Page) => page.getByTestId('tags-bar').locator('li');
const tab = (page: Page, title: string) =>
  page.getByTestId('tags-bar').locator('li').filter({ hasText: title }).locator('.tag-open');

test('three kept pages (paged and filtered, a form half filled, a search typed) stay; addresses move them', async ({
  page,
}) => {
  await page.goto(`/#/login?redirect=${encodeURIComponent('/admin')}`);
  await loginAs(page, DEMO.admin);
  await expect(page.getByTestId('console-frame')).toBeVisible();

  // Users: filtered, one a page, on page 2.
  await openFromMenu(page, '用户管理');
  const users = page.getByTestId('user-admin');
  const usersPager = users.getByTestId('pager-summary');
  await users.getByTestId('user-search-username').locator('input').fill('ent_');
  await users.getByTestId('user-search-username').locator('input').press('Enter');
  await expect(page).toHaveURL(/username=ent_/);
  await users.getByTestId('pager-size').selectOption('1');
  await expect(usersPager).toContainText('第 1/');
  await users.getByRole('button', { name: '下一页' }).click();
  await expect(page).toHaveURL(/current=2/);
  await expect(usersPager).toContainText('第 2/');
  // Posts: a new post's form, half filled and left open.
  await openFromMenu(page, '岗位管理');
  await page.getByTestId('post-admin').getByTestId('post-new').click();
  await page.getByTestId('post-name').locator('input').fill('half_typed');
  // Logs: a search typed, not searched.
  await openFromMenu(page, '日志管理');
  await page.getByTestId('log-search-user').locator('input').fill('typed only');
  await expect(tabs(page)).toHaveText(['后台首页', '用户管理', '岗位管理', '日志管理']);

  for (let round = 0; round < 2; round++) {
    await tab(page, '用户管理').click();
    await expect(page).toHaveURL(/system\/user\?.*current=2/);
    await expect(usersPager).toContainText('第 2/');
    await expect(users.getByTestId('user-search-username').locator('input')).toHaveValue('ent_');
    await expect(page.getByTestId('post-drawer')).toBeHidden();
    await tab(page, '岗位管理').click();
    await expect(page.getByTestId('post-name').locator('input')).toHaveValue('half_typed');
    await expect(users).toBeHidden();
    await tab(page, '日志管理').click();
    await expect(page.getByTestId('log-search-user').locator('input')).toHaveValue('typed only');
    await expect(page.getByTestId('post-drawer')).toBeHidden();
  }

  // A page shown again moves through the app's router (the address), even when left the moment after.
  await tab(page, '用户管理').click();
  await users.getByRole('button', { name: '下一页' }).click();
  await tab(page, '岗位管理').click();
  await expect(page.getByTestId('post-name').locator('input')).toHaveValue('half_typed');
  await tab(page, '用户管理').click();
  await expect(page).toHaveURL(/system\/user\?.*current=3/);
  await expect(usersPager).toContainText('第 3/');
  await users.getByRole('button', { name: '上一页' }).click();
  await expect(page).toHaveURL(/system\/user\?.*current=2/);
  await expect(usersPager).toContainText('第 2/');

  // A reload restores the set and the page shown from its address; the others are built again when chosen.
  await page.reload();
  await expect(tabs(page)).toHaveText(['后台首页', '用户管理', '岗位管理', '日志管理']);
  await expect(usersPager).toContainText('第 2/');
  await tab(page, '岗位管理').click();
  await expect(page.getByTestId('post-admin')).toBeVisible();
  await expect(page.getByTestId('post-drawer')).toBeHidden();
  await tab(page, '用户管理').click();
  await expect(page).toHaveURL(/system\/user\?.*current=2/);
  await expect(usersPager).toContainText('第 2/');
});

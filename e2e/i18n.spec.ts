import { expect, test } from './fixtures';

test('Chinese is the default and the language switch to English persists across reloads', async ({
  page,
}) => {
  await page.goto('/#/home');
  await expect(page.locator('html')).toHaveAttribute('lang', /zh/i);
  await expect(page.getByTestId('home-page')).toContainText('物业管理行业协会培训平台');
  for (const entry of ['线下课程', '线上课程', '我的学习', '我的报名', '签到', '企业服务']) {
    await expect(page.getByTestId('home-page')).toContainText(entry);
  }
  await page.getByTestId('lang-en').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('home-page')).toContainText('Property Management Association Training');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByTestId('lang-zh').click();
  await expect(page.locator('html')).toHaveAttribute('lang', /zh/i);
});

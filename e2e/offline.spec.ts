import { expect, test } from './fixtures';
import { DEMO, loginAs, waitForServiceWorker } from './helpers';

test('the service worker activates and an offline reload still renders the shell and saved data', async ({
  page,
  context,
}) => {
  await page.goto('/#/home');
  await expect(page.getByTestId('home-page')).toContainText('物业管理行业协会培训平台');
  await waitForServiceWorker(page);
  // A second load goes through the now-controlling worker, so its runtime caches are filled too.
  await page.reload();
  await expect(page.getByTestId('home-page')).toContainText('物业管理行业协会培训平台');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('home-page')).toContainText('物业管理行业协会培训平台');
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await page.goto('/#/login');
  await expect(page.getByTestId('login-username')).toBeVisible();
  await loginAs(page, DEMO.learner);
  await expect(page.getByText('您已离线，登录需要网络连接。')).toBeVisible();
  await context.setOffline(false);
});

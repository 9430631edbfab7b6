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
  // The sign-in page is not precached (signing in needs the network): never opened on this phone, it says so, and
  // opens itself when the network returns.
  await page.goto('/#/login');
  await expect(page.getByTestId('offline-empty')).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByTestId('login-username')).toBeVisible();
  // Opened once online, the service worker keeps it: offline it opens, and says signing in needs the network.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('login-username')).toBeVisible();
  await loginAs(page, DEMO.learner);
  await expect(page.getByText('您已离线，登录需要网络连接。')).toBeVisible();
  await context.setOffline(false);
});

test('a first visit to the sign-in page keeps it for offline use (the worker is handed what the page loaded)', async ({
  page,
  context,
}) => {
  await page.goto('/#/login');
  await expect(page.getByTestId('login-username')).toBeVisible();
  await waitForServiceWorker(page);
  // What the first visit loaded reaches the worker's run-time cache once it is active.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const cache = await caches.open('assets');
        return (await cache.keys()).some((r) => /\/assets\/login-/.test(new URL(r.url).pathname));
      }),
    )
    .toBe(true);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('login-username')).toBeVisible();
  await context.setOffline(false);
});

test('signing in keeps what a visitor saved for offline; a different person signing in does not', async ({
  page,
  context,
}) => {
  // The visitor opens the classroom listing, then signs in on the same phone.
  await page.goto('/#/studyOffline');
  const cards = page.getByTestId('course-card');
  await expect(cards.first()).toBeVisible();
  const seen = await cards.count();
  await waitForServiceWorker(page);
  await page.goto('/#/login?redirect=%2Fhome');
  await loginAs(page, DEMO.learner);
  await expect(page.getByTestId('current-user')).toBeVisible();
  // Offline, the listing the visitor saw is still there.
  await context.setOffline(true);
  await page.goto('/#/studyOffline');
  await expect(cards).toHaveCount(seen);
  await expect(page.getByTestId('offline-empty')).toHaveCount(0);
  await context.setOffline(false);
  // The learner's own sign-ups are saved too…
  await page.goto('/#/person/myStudy/signUp');
  await expect(page.getByTestId('offline-empty')).toHaveCount(0);
  // …and forgotten when another person signs in on the phone (the owner is made someone else's here).
  await page.evaluate(() => localStorage.setItem('peixun:cacheOwner', JSON.stringify('someone-else')));
  await page.goto('/#/login?redirect=%2FAgreement');
  await loginAs(page, DEMO.learner);
  await expect(page).toHaveURL(/#\/Agreement/);
  await context.setOffline(true);
  await page.goto('/#/person/myStudy/signUp');
  await expect(page.getByTestId('offline-empty')).toContainText('本设备没有此页面的已保存内容');
  await context.setOffline(false);
});

import type { CDPSession, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The course listing: antd-mobile's PullToRefresh, loaded at the first touch (its gesture and spring code is not
 * part of a listing's first visit), refreshes the list on a real touch pull; the category strip filters it.
 */
test.use({ viewport: { width: 393, height: 851 }, isMobile: true, hasTouch: true });

async function drag(cdp: CDPSession, x: number, from: number, to: number) {
  const point = (y: number) => [{ x, y }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(from) });
  for (let y = from; y <= to; y += 20)
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(y) });
}

const pageCalls = (page: Page) => {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/edu/course/page')) calls.push(r.url());
  });
  return calls;
};

test('pulling the listing down past the threshold refreshes it once; a short pull does not', async ({
  page,
}) => {
  const calls = pageCalls(page);
  await page.goto('/#/studyOnline');
  const cards = page.getByTestId('course-card');
  await expect(cards.first()).toBeVisible();
  const before = calls.length;
  const cdp = await page.context().newCDPSession(page);
  // antd-mobile's PullToRefresh, its phase shown in the head (the page's renderText marks it data-pull-phase);
  // at rest the head is folded away, its phase "pulling".
  const head = page.locator('[data-pull-phase]');
  const headHeight = () =>
    head.evaluate((e) => e.parentElement!.parentElement!.getBoundingClientRect().height);
  // Before a touch the list shows without it; the first touch (a finger moving, not a tap on a card) loads it.
  await expect(head).toHaveCount(0);
  await drag(cdp, 200, 300, 340);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await expect(head).toHaveCount(1);
  await expect(cards.first()).toBeVisible();

  await drag(cdp, 200, 300, 360); // 60 px of finger: short of the threshold
  await expect(head).toHaveAttribute('data-pull-phase', 'pulling');
  await expect(head).toHaveText('下拉刷新');
  await expect.poll(headHeight).toBeGreaterThan(0);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await expect.poll(headHeight).toBe(0);
  expect(calls.length).toBe(before);

  await drag(cdp, 200, 300, 560); // 260 px of finger: past the threshold, antd-mobile damping the pull
  await expect(head).toHaveAttribute('data-pull-phase', 'canRelease');
  await expect(head).toHaveText('释放立即刷新');
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await expect.poll(() => calls.length).toBe(before + 1);
  await expect.poll(headHeight).toBe(0);
  await expect(head).toHaveAttribute('data-pull-phase', 'pulling');
  expect(calls.length).toBe(before + 1);
  await expect(cards.first()).toBeVisible();

  // Offline a pull would wait for the network: there is none, and the page already says it is offline.
  await page.context().setOffline(true);
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await drag(cdp, 200, 300, 560); // 260 px of finger: past the threshold, antd-mobile damping the pull
  await expect(head).toHaveAttribute('data-pull-phase', 'pulling');
  expect(await headHeight()).toBe(0);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  expect(calls.length).toBe(before + 1);
  await expect(cards.first()).toBeVisible();
  await page.context().setOffline(false);
});

test('the category strip filters the listing and "All" brings every course back', async ({ page }) => {
  await page.goto('/#/studyOffline');
  const cards = page.getByTestId('course-card');
  await expect(cards.first()).toBeVisible();
  const all = await cards.count();
  const strip = page.getByRole('group', { name: '分类' });
  await expect(strip.getByRole('button', { name: '全部' })).toHaveAttribute('aria-pressed', 'true');
  await strip.getByRole('button', { name: '安全生产' }).click();
  await expect(strip.getByRole('button', { name: '安全生产' })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => cards.count()).toBeLessThan(all);
  await expect(cards.first()).toContainText('安全');
  await strip.getByRole('button', { name: '全部' }).click();
  await expect.poll(() => cards.count()).toBe(all);
});

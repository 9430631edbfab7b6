import type { Page } from '@playwright/test';
import { jsonOf, type CourseDetails, type CoursePage } from './api';
import { expect, test } from './fixtures';
import { DEMO, loginAs, waitForServiceWorker } from './helpers';

/** The URLs in the service worker's precache and in its run-time chunk cache. */
function cachedAssets(page: Page) {
  return page.evaluate(async () => {
    const names = await caches.keys();
    const urls = async (match: (n: string) => boolean) => {
      const out: string[] = [];
      for (const name of names.filter(match))
        for (const req of await (await caches.open(name)).keys())
          out.push(new URL(req.url).pathname.replace(/\?.*$/, ''));
      return out;
    };
    return {
      precache: await urls((n) => n.includes('precache')),
      runtime: await urls((n) => n === 'assets'),
    };
  });
}

test('a phone precaches the portal, not the console; the console opened once online opens offline', async ({
  page,
  context,
}) => {
  await page.goto('/#/home');
  await waitForServiceWorker(page);
  const { precache } = await cachedAssets(page);
  expect(precache.some((u) => u.endsWith('/index.html'))).toBe(true);
  expect(precache.filter((u) => u.startsWith('/assets/') && u.endsWith('.js')).length).toBeGreaterThan(5);

  // Staff open the console's QR display once, online; the worker keeps the chunks the precache left out.
  await page.goto('/#/login?redirect=%2Fadmin');
  await loginAs(page, DEMO.admin);
  await expect(page.getByTestId('breadcrumb')).toBeVisible();
  const sessions = await page.request.get('/api/edu/course/page?mode=offline&size=1', {
    headers: { 'TENANT-ID': '1' },
  });
  const courseId = (await jsonOf<{ data: CoursePage }>(sessions)).data.records[0]!.id;
  const detail = await jsonOf<{ data: CourseDetails }>(
    await page.request.get(`/api/edu/course/details/${courseId}`, { headers: { 'TENANT-ID': '1' } }),
  );
  await page.goto(`/#/admin/edu/checkinQr?sessionId=${detail.data.sessions[0]!.id}`);
  await expect(page.getByTestId('session-qr-image')).toHaveAttribute('alt', /^PXQ1\./);
  const loaded = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => new URL(e.name).pathname)
      .filter((p) => p.startsWith('/assets/') && p.endsWith('.js')),
  );
  await expect
    .poll(async () => {
      const { precache: pre, runtime } = await cachedAssets(page);
      return loaded.filter((u) => !pre.includes(u) && !runtime.includes(u));
    })
    .toEqual([]);
  const { precache: pre } = await cachedAssets(page);
  const consoleOnly = loaded.filter((u) => !pre.includes(u));
  expect(consoleOnly.length).toBeGreaterThan(0); // the console's chunks were not in the precache

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('session-qr').getByTestId('offline-banner')).toBeVisible();
  await expect(page.getByTestId('session-qr-image')).toHaveAttribute('alt', /^PXQ1\./);
  await context.setOffline(false);
});

import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * A phone's first visit paints before the data arrives, and nothing moves when it does (CLS < 0.02):
 * skeletons hold the places of the site notice, the course cards and the detail, and covers have their box
 * before they load. Measured as Chromium reports it: the sum of every 'layout-shift' entry not caused by input
 * (at least the CLS Lighthouse reports, which takes the worst window of them). The API answers 1.5 s late, so
 * the shell always paints first and the data lands on a page already on screen: the case the skeletons are for.
 */
test.use({
  viewport: { width: 393, height: 851 },
  deviceScaleFactor: 2.75,
  isMobile: true,
  hasTouch: true,
  // A first visit: nothing cached, no service worker answering.
  serviceWorkers: 'block',
});

const API_DELAY_MS = 1500;
const BUDGET = 0.02;

declare global {
  interface Window {
    __shifts: { value: number; nodes: string[] }[];
  }
}

async function slowApi(page: Page) {
  await page.route('**/api/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, API_DELAY_MS));
    await route.continue();
  });
}

/** Records every layout shift of the page from its first paint on. */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    window.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        const nodes = (entry.sources ?? []).map((s) =>
          s.node instanceof Element ? `${s.node.tagName}.${s.node.className}` : String(s.node?.nodeName),
        );
        window.__shifts.push({ value: entry.value, nodes });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Waits for the images on screen to load and for anything late, then sums the shifts. */
async function shiftsAfterLoad(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() =>
    [...document.images]
      .filter((img) => img.getBoundingClientRect().top < innerHeight)
      .every((img) => img.complete),
  );
  await page.waitForTimeout(1000);
  const shifts = await page.evaluate(() => window.__shifts);
  return { cls: shifts.reduce((sum, s) => sum + s.value, 0), shifts };
}

async function visit(page: Page, path: string, ready: (page: Page) => Promise<void>, budget = BUDGET) {
  await recordShifts(page);
  await slowApi(page);
  await page.goto(path);
  await ready(page);
  const { cls, shifts } = await shiftsAfterLoad(page);
  expect(cls, `layout shifts of ${path}: ${JSON.stringify(shifts)}`).toBeLessThan(budget);
}

test('the home page does not move when the site texts and the catalog arrive', async ({ page }) => {
  await visit(page, '/#/home', async (p) => {
    await expect(p.getByTestId('course-card-skeleton').first()).toBeVisible();
    await expect(p.getByTestId('featured-courses').getByTestId('course-card').first()).toBeVisible();
    await expect(p.getByTestId('site-notice')).toBeVisible();
    await expect(p.getByTestId('course-card-skeleton')).toHaveCount(0);
  });
});

test('the online course list does not move when its first page arrives', async ({ page }) => {
  await visit(page, '/#/studyOnline', async (p) => {
    await expect(p.getByTestId('course-card-skeleton').first()).toBeVisible();
    await expect(p.getByTestId('course-card').first()).toBeVisible();
  });
});

test('a course detail does not move when the course arrives', async ({ page, request }) => {
  const listed = await request.get('/api/edu/course/page?mode=online&current=1&size=1');
  const { data } = (await listed.json()) as { data: { records: { id: string }[] } };
  const id = data.records[0]?.id ?? '';
  await visit(page, `/#/detail?id=${id}`, async (p) => {
    await expect(p.getByTestId('course-detail-skeleton')).toBeVisible();
    await expect(p.getByTestId('course-detail')).toBeVisible();
  });
});

for (const locale of ['zh-cn', 'en']) {
  test(`the login page in ${locale} does not move when the site title arrives`, async ({ page }) => {
    // The English title wraps to two lines on a phone; the Chinese one takes one.
    await page.addInitScript((l) => localStorage.setItem('peixun:locale', JSON.stringify(l)), locale);
    // A form with no pictures and no lists: nothing on it moves at all.
    await visit(
      page,
      '/#/login',
      async (p) => {
        await expect(p.getByTestId('login-submit')).toBeVisible();
        // The title is the site's own (its configuration), so it comes with the first answer, after the form.
        await expect(p.getByRole('heading', { level: 1 })).not.toBeEmpty();
      },
      0.001,
    );
  });
}

test('covers load as responsive copies: AVIF at the width of their box, with their size reserved', async ({
  page,
}) => {
  await page.goto('/#/studyOnline');
  const cover = page.getByTestId('course-card').first().locator('img');
  await expect(cover).toHaveJSProperty('complete', true);
  // The first card's cover is the listing's largest image in the first screen: fetched at once, first.
  await expect(cover).toHaveAttribute('fetchpriority', 'high');
  await expect(cover).toHaveAttribute('decoding', 'async');
  await expect(cover).toHaveAttribute('width', /^\d+$/);
  await expect(cover).toHaveAttribute('height', /^\d+$/);
  // 112 CSS px at 2.75 device pixels per px: the 320 px copy, in the best format the browser reads.
  expect(await cover.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/-w320\.avif&/);
  // Every later cover waits for its scroll (courses other specs create without a cover show no img at all).
  await expect(page.getByTestId('course-card').locator('img').nth(1)).toHaveAttribute('loading', 'lazy');
});

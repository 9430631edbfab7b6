import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { shellFromApp } from '../build/boot-shell';

/**
 * The home page's first paint comes from index.html alone (the boot shell), is exactly the page's own
 * first render, and gives way to it without a visible change. Run under the app's CSP (fixtures): the inline
 * boot script is allowed by its hash.
 */
test.use({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block' });

const holdApi = (page: Page) => page.route('**/api/**', () => undefined);
const holdCode = (page: Page) => page.route('**/assets/*.js', () => undefined);
const boxes = (page: Page, root: string) =>
  page
    .locator(`${root} :is(h1, .home-entry, .home-search, .chip, .section-title, .course-card)`)
    .evaluateAll((els: Element[]) =>
      els.map((e) => {
        const r = e.getBoundingClientRect();
        return [e.className, r.x, r.y, r.width, r.height];
      }),
    );

test('the home page paints from the HTML with no code, and the app takes its place box for box', async ({
  page,
  baseURL,
}) => {
  await holdApi(page);
  await holdCode(page);
  await page.goto(`${baseURL}/#/home`);
  const shell = page.locator('#boot-shell');
  await expect(shell.getByRole('heading', { level: 1, includeHidden: true })).toHaveText('培训平台');
  await expect(shell.locator('.home-entry')).toHaveCount(8);
  await expect(shell.locator('.home-entry').first()).toBeVisible();
  await expect(page.locator('#app')).toBeEmpty();
  const shellBoxes = await boxes(page, '#boot-shell');

  const app = await page.context().newPage();
  await holdApi(app);
  await app.goto(`${baseURL}/#/home`);
  await expect(app.getByTestId('course-card-skeleton').first()).toBeVisible();
  await expect(app.locator('#boot-shell')).toHaveCount(0);
  await expect(app.locator('html')).not.toHaveClass(/boot-shell/);
  expect(await boxes(app, '#app')).toEqual(shellBoxes);
});

test("the shell in index.html is the home page's first render (npm run boot-shell writes it)", async ({
  page,
  baseURL,
}) => {
  await holdApi(page);
  await page.goto(`${baseURL}/#/home`);
  await expect(page.getByTestId('course-card-skeleton').first()).toBeVisible();
  const rendered = shellFromApp(await page.locator('#app').innerHTML());
  expect(rendered).toBe(readFileSync('src/client/boot-shell.html', 'utf8').trim());
  const served = await (await page.request.get(`${baseURL}/`)).text();
  expect(served).toContain(rendered);
});

test('no shell where it would not be the page: another address, or a reader who chose English', async ({
  page,
  baseURL,
}) => {
  await holdCode(page);
  await page.goto(`${baseURL}/#/login`);
  await expect(page.locator('#boot-shell')).toBeHidden();

  await page.evaluate(() => localStorage.setItem('peixun:locale', JSON.stringify('en')));
  await page.goto(`${baseURL}/#/home`);
  await page.reload(); // a change of the hash alone is no new load
  await expect(page.locator('#boot-shell')).toBeHidden();

  await page.evaluate(() => localStorage.setItem('peixun:locale', JSON.stringify('zh-cn')));
  await page.goto(`${baseURL}/`);
  await expect(page.locator('#boot-shell .home-entry').first()).toBeVisible();
});

test('a home page whose code cannot load does not stay behind the shell', async ({ page, baseURL }) => {
  await page.route('**/assets/portal-*.js', (route) => route.abort());
  await page.goto(`${baseURL}/#/home`);
  await expect(page.locator('#boot-shell')).toHaveCount(0);
});

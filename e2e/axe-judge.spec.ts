import { expect, test } from './fixtures';
import { judge } from './axe';

/**
 * The accessibility checks' own check: `judge` runs axe in one pass over the page and its same-origin frames
 * (axe's legacy mode, e2e/axe.ts), so a finding inside a frame must still be reported, named with its frame.
 */
test('judge finds what is wrong in the page and inside a frame it shows', async ({ page }) => {
  await page.goto('/#/Agreement');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(async () => {
    const main = document.querySelector('main');
    if (!main) throw new Error('no main');
    const img = Object.assign(document.createElement('img'), { src: '/favicon.ico', id: 'top-img' });
    // The API reference: the one page of ours a frame may show (the app itself refuses to be framed).
    const frame = Object.assign(document.createElement('iframe'), {
      src: '/api/docs',
      title: 'API',
      id: 'docs',
    });
    main.append(img, frame);
    await new Promise((r) => frame.addEventListener('load', r));
  });
  const docs = page.frameLocator('#docs');
  await expect(docs.locator('.swagger-ui .opblock').first()).toBeVisible();
  await docs
    .locator('body')
    .evaluate((body) =>
      body.append(Object.assign(document.createElement('img'), { src: '/favicon.ico', id: 'inner-img' })),
    );
  const found = await judge(page);
  expect(found).toEqual([expect.stringMatching(/image-alt: #top-img, #docs #inner-img$/)]);
});

import { chromium } from '@playwright/test';
import { expect, test } from './fixtures';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, EXECUTABLE_PATH } from '../playwright.config';
import { firstVisitBytes } from '../bench/first-visit.mjs';

// 180 KiB since the learning slice: /#/home now renders the catalog (docs/decisions.md, "First-visit budget").
const BUDGET = 180 * 1024;

test('Chromium reports no installability errors for the manifest and service worker', async ({
  baseURL,
  browserName,
}) => {
  expect(browserName).toBe('chromium');
  // A normal context is off the record, where Chromium always reports "in-incognito": use a persistent one.
  const dir = mkdtempSync(join(tmpdir(), 'peixun-pwa-'));
  const ctx = await chromium.launchPersistentContext(dir, {
    executablePath: EXECUTABLE_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
  });
  try {
    const page = await ctx.newPage();
    await page.goto(`${baseURL}/#/home`);
    await page.evaluate(() => navigator.serviceWorker.ready);
    const cdp = await ctx.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const { errors } = await cdp.send('Page.getAppManifest');
    expect(errors).toEqual([]);
  } finally {
    await ctx.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

for (const path of ['/#/home', '/#/login']) {
  test(`the first visit of ${path} stays under ${BUDGET / 1024} KiB gzip JS+CSS`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const { total, files } = await firstVisitBytes(context, `${baseURL}${path}`);
    await context.close();
    test.info().annotations.push({
      type: 'bytes',
      description: `${path}: ${total} B gzip in ${Object.keys(files).length} files`,
    });
    expect(Object.keys(files).length).toBeGreaterThan(0);
    expect(total).toBeLessThan(BUDGET);
  });
}

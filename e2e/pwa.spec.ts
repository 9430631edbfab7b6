import { chromium } from '@playwright/test';
import { expect, test } from './fixtures';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, EXECUTABLE_PATH } from '../playwright.config';
import { budgetedPages, CAMERA_ARGS, firstVisitBytes } from '../bench/first-visit.mjs';
import { precacheBytes } from '../bench/precache.mjs';
import { PAGE_BUDGETS, PRECACHE_BUDGET } from '../bench/budgets.mjs';

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

test('each budgeted page stays within its first-visit bytes and requests, and the precache within its own', async ({
  baseURL,
}) => {
  const pages = await budgetedPages(baseURL ?? '');
  expect(Object.keys(pages).sort()).toEqual(Object.keys(PAGE_BUDGETS).sort());
  // As the bench measures: a camera and no BarcodeDetector, so /sign/home loads html5-qrcode as an iPhone does.
  const browser = await chromium.launch({
    executablePath: EXECUTABLE_PATH,
    args: [...CHROMIUM_ARGS, ...CAMERA_ARGS],
  });
  for (const [name, { path, ready }] of Object.entries(pages)) {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const { total, requests } = await firstVisitBytes(context, `${baseURL}${path}`, ready);
    await context.close();
    test
      .info()
      .annotations.push({ type: 'bytes', description: `${name}: ${total} B gzip in ${requests} requests` });
    expect(requests, name).toBeGreaterThan(0);
    expect(total, name).toBeLessThanOrEqual(PAGE_BUDGETS[name as keyof typeof PAGE_BUDGETS].bytes);
    expect(requests, name).toBeLessThanOrEqual(PAGE_BUDGETS[name as keyof typeof PAGE_BUDGETS].requests);
  }
  await browser.close();
  const { code } = precacheBytes();
  test.info().annotations.push({ type: 'bytes', description: `precache: ${code} B gzip JS+CSS` });
  expect(code).toBeLessThanOrEqual(PRECACHE_BUDGET);
});

test("every page runs on React DOM's production build, and no Preact ships", async ({ page, baseURL }) => {
  const scripts: string[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') scripts.push(res.url());
  });
  await page.goto(`${baseURL}/#/home`);
  await expect(page.getByTestId('home-page')).toBeVisible();
  const vendor = scripts.find((u) => /\/assets\/vendor-[\w-]+\.js$/.test(u));
  expect(vendor, scripts.join('\n')).toBeTruthy();
  const code = await (await page.request.get(vendor ?? '')).text();
  const { version } = JSON.parse(readFileSync('node_modules/react-dom/package.json', 'utf8')) as {
    version: string;
  };
  // React DOM registers itself with the DevTools as bundle type 0 in production (1 in development).
  expect(code).toMatch(
    new RegExp(
      `bundleType:0,version:["'\`]${version.replace(/\./g, '\\.')}["'\`],rendererPackageName:["'\`]react-dom["'\`]`,
    ),
  );
  for (const url of scripts) expect(await (await page.request.get(url)).text(), url).not.toMatch(/preact/i);
});

import { writeFileSync } from 'node:fs';
import { chromium, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import QRCode from 'qrcode';
import { publicData, type CourseDetails, type CoursePage } from './api';
import { expect, test } from './fixtures';
import { waitForServiceWorker } from './helpers';
import { CHROMIUM_ARGS, EXECUTABLE_PATH } from '../playwright.config';

/**
 * The camera scanner picks its engine: the browser's BarcodeDetector where it reads QR codes, html5-qrcode where
 * it does not. Chromium on Linux has a camera here (its fake device: a moving test pattern) but no
 * BarcodeDetector, which only exists on Android, macOS and ChromeOS; for the native path the test gives the page
 * one that reads what the test says is in front of the camera, and checks it is handed the live video.
 */
let browser: Browser;
test.beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: EXECUTABLE_PATH,
    args: [...CHROMIUM_ARGS, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
  });
});
test.afterAll(async () => browser?.close());

/** Whether the html5-qrcode bundle was downloaded by this page. */
function watchForFallback(page: Page) {
  const seen = { fallback: false };
  page.on('response', async (res) => {
    if (res.request().resourceType() !== 'script') return;
    const body = await res.text().catch(() => '');
    if (body.includes('qr-shaded-region')) seen.fallback = true;
  });
  return seen;
}

async function sessionCode(request: APIRequestContext) {
  const get = <T>(path: string) => publicData<T>(request, path);
  const demo = (await get<CoursePage>(`/api/edu/course/page?keyword=${encodeURIComponent('演示签到')}`))
    .records[0]!;
  const session = (await get<CourseDetails>(`/api/edu/course/details/${demo.id}`)).sessions[0]!;
  return `PXQ1.1.${session.id}.${Math.floor(Date.now() / 1000)}.AAAAAAAAAAAAAAAAAAAAAA`;
}

test('with BarcodeDetector the camera is read natively and html5-qrcode is never downloaded', async ({
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  await context.grantPermissions(['camera']);
  await context.addInitScript(() => {
    const w = window as unknown as { __qr?: string; __frames: number; BarcodeDetector: unknown };
    w.__frames = 0;
    w.BarcodeDetector = class {
      static getSupportedFormats() {
        return Promise.resolve(['qr_code', 'ean_13']);
      }
      detect(source: HTMLVideoElement) {
        // Only live camera frames count: a video element playing a stream of real size.
        if (!(source instanceof HTMLVideoElement) || !source.videoWidth || !source.srcObject)
          return Promise.resolve([]);
        w.__frames++;
        return Promise.resolve(w.__qr ? [{ rawValue: w.__qr }] : []);
      }
    };
  });
  const page = await context.newPage();
  const seen = watchForFallback(page);
  await page.goto('/#/sign/home');
  await expect(page.getByTestId('scanner')).toHaveAttribute('data-engine', 'native');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __frames: number }).__frames))
    .toBeGreaterThan(2);
  const code = await sessionCode(page.request);
  await page.evaluate((qr) => ((window as unknown as { __qr: string }).__qr = qr), code);
  await expect(page.getByTestId('sign-confirm')).toBeVisible();
  // The camera is released once the code is read.
  await expect(page.locator('video')).toHaveCount(0);
  expect(seen.fallback).toBe(false);
  await context.close();
});

test('without BarcodeDetector html5-qrcode runs the camera', async ({ baseURL }) => {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  await context.grantPermissions(['camera']);
  const page = await context.newPage();
  const seen = watchForFallback(page);
  await page.goto('/#/sign/home');
  await expect(page.getByTestId('scanner')).toHaveAttribute('data-engine', 'html5-qrcode');
  // html5-qrcode draws the camera's video inside its box once the camera runs.
  await expect(page.locator('#qr-scanner video')).toBeVisible();
  await expect(page.getByTestId('camera-failed')).toHaveCount(0);
  expect(seen.fallback).toBe(true);
  await context.close();
});

/** The page's layout shift so far (Chromium's layout-shift entries, from the start of the page). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) sum += (e as unknown as { value: number }).value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(sum), 100);
      }),
  );

test('the code entry stays where it first shows while the scanner loads and the camera starts', async ({
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  await context.grantPermissions(['camera']);
  const page = await context.newPage();
  await page.goto('/#/sign/home');
  await expect(page.locator('#qr-scanner video')).toBeVisible();
  expect(await layoutShift(page)).toBe(0);
  await context.close();
});

test('the code entry stays where it first shows when there is no camera', async ({ page }) => {
  await page.goto('/#/sign/home');
  await expect(page.getByTestId('camera-failed')).toBeVisible();
  expect(await layoutShift(page)).toBe(0);
});

/**
 * A camera that films `text` as a QR code: a Y4M video (the format Chromium's fake capture device plays), 640×480,
 * the code black on white in the middle, where the scanner's box looks.
 */
function qrVideo(text: string, file: string) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const [width, height, cell] = [640, 480, 6];
  const side = (modules.size + 8) * cell; // four modules of quiet zone on each side
  const [left, top] = [Math.floor((width - side) / 2), Math.floor((height - side) / 2)];
  const luma = Buffer.alloc(width * height, 255);
  for (let y = 0; y < modules.size; y++)
    for (let x = 0; x < modules.size; x++)
      if (modules.get(y, x))
        for (let dy = 0; dy < cell; dy++) {
          const start = (top + (y + 4) * cell + dy) * width + left + (x + 4) * cell;
          luma.fill(0, start, start + cell);
        }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(file, Buffer.concat([header, frame, frame]));
}

test('without a native detector, html5-qrcode reads a check-in code on a first launch with no network', async ({
  baseURL,
  request,
}, testInfo) => {
  const code = await sessionCode(request);
  const video = testInfo.outputPath('qr.y4m');
  qrVideo(code, video);
  const filming = await chromium.launch({
    executablePath: EXECUTABLE_PATH,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  try {
    const context = await filming.newContext({ baseURL });
    await context.grantPermissions(['camera']);
    const page = await context.newPage();
    // The app is installed from the home page: the scanner was never opened, so with the network gone its code
    // can only come from the service worker's precache.
    await page.goto('/#/home');
    await waitForServiceWorker(page);
    expect(await page.evaluate(() => 'BarcodeDetector' in window)).toBe(false);
    await context.setOffline(true);
    await page.goto('/#/sign/home');
    // No BarcodeDetector (checked above): what reads the code is html5-qrcode, the moment its camera runs.
    await expect(page.getByTestId('sign-confirm')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('camera-failed')).toHaveCount(0);
    await context.close();
  } finally {
    await filming.close();
  }
});

// Cumulative layout shift of a phone's first visit to /#/home, the course lists and a course detail on the
// production build (goal: CLS < 0.02), as Chromium reports it: the sum of every 'layout-shift' entry not caused
// by input, which is at least Lighthouse's CLS (the worst window of them). Pixel 5 screen, a slow 4G link
// (150 ms, 1.6 Mbit/s) and no service worker. `node bench/cls.mjs` (after `npm run build`); RUNS=n repeats each
// page, VERBOSE=1 names the elements that moved.
// @ts-check
import { chromium, devices } from '@playwright/test';
import { existsSync } from 'node:fs';
import { readJson, startServer } from './server.mjs';

const runs = Number(process.env.RUNS ?? 3);
const executablePath =
  process.env.CHROME_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const server = await startServer({ port: Number(process.env.CLS_PORT ?? 3294) });
const browser = await chromium.launch({
  executablePath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-proxy-server'],
});

/**
 * A layout-shift entry (the Layout Instability API, not yet in TypeScript's DOM types).
 * @typedef {PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] }} LayoutShift
 */
/** @typedef {{ at: number; value: number; nodes: string[] }} Shift */
/** The page's window, where its observer leaves what it collected. */
/** @typedef {{ __shifts?: Shift[] }} ShiftWindow */

/** @param {string} url */
async function measure(url) {
  const context = await browser.newContext({
    ...devices['Pixel 5'],
    serviceWorkers: 'block',
    locale: 'zh-CN',
  });
  const page = await context.newPage();
  await page.addInitScript(() => {
    /** @type {Shift[]} */
    const shifts = [];
    /** @type {ShiftWindow} */ (/** @type {unknown} */ (window)).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const e of /** @type {LayoutShift[]} */ (list.getEntries())) {
        if (e.hadRecentInput) continue;
        const nodes = (e.sources ?? []).map((s) =>
          s.node instanceof Element ? `${s.node.nodeName}.${s.node.className}` : (s.node?.nodeName ?? '?'),
        );
        shifts.push({ at: Math.round(e.startTime), value: e.value, nodes });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
  await page.waitForTimeout(1500);
  const shifts = await page.evaluate(
    () => /** @type {ShiftWindow} */ (/** @type {unknown} */ (window)).__shifts ?? [],
  );
  await context.close();
  return { cls: shifts.reduce((sum, s) => sum + s.value, 0), shifts };
}

try {
  const online = /** @type {{ data: { records: { id: number }[] } }} */ (
    await readJson(await fetch(`${server.base}/api/edu/course/page?current=1&size=1&mode=online`))
  );
  const detail = `/#/detail?id=${online.data.records[0]?.id ?? 0}`;
  for (const path of ['/#/home', '/#/studyOnline', '/#/studyOffline', detail]) {
    const results = [];
    for (let i = 0; i < runs; i++) results.push(await measure(server.base + path));
    console.log(`CLS ${path}: ${results.map((r) => r.cls.toFixed(4)).join(' ')} (budget 0.02)`);
    if (process.env.VERBOSE) for (const r of results) console.log(JSON.stringify(r.shifts));
  }
} finally {
  await browser.close();
  await server.stop();
}

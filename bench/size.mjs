// npm run bench (part 1): what a phone downloads and how fast it paints, on the production build with demo data.
// For /home, /studyOnline, /detail, /login and /sign/home: the JS+CSS the page loads (gzip, requests), the
// service worker's precache, and Lighthouse's mobile score (median of LIGHTHOUSE_RUNS, default 5; 0 skips it).
// @ts-check
import { chromium } from '@playwright/test';
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { startServer } from './server.mjs';
import { budgetedPages, CAMERA_ARGS, firstVisitBytes } from './first-visit.mjs';
import { precacheBytes } from './precache.mjs';
import { lighthouseMedian } from './lighthouse.mjs';
import { PAGE_BUDGETS, PRECACHE_BUDGET } from './budgets.mjs';

const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
// BENCH_PAGES=/#/home,/#/login measures only those pages (while working on one); the default is all five.
const only = process.env.BENCH_PAGES?.split(',').filter(Boolean);
const executablePath =
  process.env.CHROME_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
/** @param {number} b */
const kib = (b) => `${(b / 1024).toFixed(1)} KiB`;

/**
 * The first font fontconfig offers for Chinese, or null. A phone always has one; a server often has none, and then
 * Chromium lays Chinese text out through font fallback, several times slower: the home page's blocking time
 * roughly doubles (docs/decisions/performance.md, "A Chinese font on the measuring host"). Printed with the scores.
 */
function chineseFont() {
  try {
    const out = execFileSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' });
    return out.split('\n').find(Boolean)?.split(',')[0] ?? null;
  } catch {
    return null;
  }
}
const server = await startServer({ port: 3291 });
try {
  const pages = Object.fromEntries(
    Object.entries(await budgetedPages(server.base)).filter(([name]) => !only || only.includes(name)),
  );
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', ...CAMERA_ARGS],
  });
  /** @type {Record<string, { total: number; requests: number }>} */
  const bytes = {};
  try {
    for (const [name, { path, ready }] of Object.entries(pages)) {
      const context = await browser.newContext({ serviceWorkers: 'block' });
      bytes[name] = await firstVisitBytes(context, server.base + path, ready);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  for (const [name, { path }] of Object.entries(pages)) {
    const measured = bytes[name];
    const budget = PAGE_BUDGETS[/** @type {import('./budgets.mjs').PageName} */ (name)];
    if (!measured) throw new Error(`${name} was not measured`);
    const { total, requests } = measured;
    let line =
      `${name.padEnd(14)} ${kib(total).padStart(10)} in ${String(requests).padStart(2)} requests ` +
      `(budget ${kib(budget.bytes)} in ${budget.requests})`;
    if (runs > 0) {
      const lh = await lighthouseMedian(server.base + path, runs);
      line +=
        ` · Lighthouse ${lh.score} [${lh.scores.join(' ')}] FCP ${(lh.fcp / 1000).toFixed(1)} s ` +
        `LCP ${(lh.lcp / 1000).toFixed(1)} s TBT ${Math.round(lh.tbt)} ms CLS ${lh.cls.toFixed(3)} ` +
        `(CPU index ${Math.round(lh.benchmarkIndex)})` +
        (lh.errors.length ? ` (runs failed: ${lh.errors.join(', ')})` : '');
    }
    console.log(line);
  }
  if (runs > 0) {
    const font = chineseFont();
    console.log(
      font
        ? `Chinese font on this host: ${font}`
        : 'Chinese font on this host: none (Chinese text is laid out through font fallback, slower than on a ' +
            'phone; Debian: apt-get install fonts-noto-cjk)',
    );
  }
  const pre = precacheBytes();
  console.log(
    `precache       ${kib(pre.code).padStart(10)} JS+CSS ` +
      `(${kib(pre.all)} in all, ${pre.count} files; budget ${kib(PRECACHE_BUDGET)})`,
  );
} finally {
  await server.stop();
}

// npm run bench (part 1): first-visit JS+CSS bytes (gzip) of /#/home and /#/login on the production build.
import { chromium } from '@playwright/test';
import { existsSync } from 'node:fs';
import { startServer } from './server.mjs';
import { firstVisitBytes } from './first-visit.mjs';

// 180 KiB since the learning slice: /#/home now renders the catalog (docs/decisions.md, "First-visit budget").
const BUDGET = 180 * 1024;
const executablePath =
  process.env.CHROME_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const server = await startServer({ port: 3291 });
const browser = await chromium.launch({
  executablePath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  for (const path of ['/#/home', '/#/login']) {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const { total, files } = await firstVisitBytes(context, server.base + path);
    await context.close();
    console.log(
      `first visit ${path}: ${(total / 1024).toFixed(1)} KiB gzip JS+CSS in ${Object.keys(files).length} files (budget ${BUDGET / 1024} KiB)`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
}

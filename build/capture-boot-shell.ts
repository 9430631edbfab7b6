// npm run boot-shell: writes src/client/boot-shell.html from the built app's home page as it first renders (its
// calls held, so skeletons), in the default language. Run it after changing what the home page first shows;
// e2e/boot-shell.spec.ts fails while the two differ. Needs `npm run build` first; rebuild afterwards.
import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { startServer } from '../bench/server.mjs';
import { shellFromApp } from './boot-shell.ts';

const server = await startServer({ port: 3298 });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block' });
  await page.route('**/api/**', () => undefined); // never answered: the page stays as it first renders
  await page.goto(`${server.base}/#/home`);
  await page.waitForSelector('#app [data-testid="course-card-skeleton"]');
  const html = shellFromApp(await page.locator('#app').innerHTML());
  writeFileSync('src/client/boot-shell.html', html + '\n');
  console.log(`src/client/boot-shell.html: ${html.length} characters`);
} finally {
  await browser.close();
  await server.stop();
}

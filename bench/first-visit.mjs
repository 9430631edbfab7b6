// Measures what a first visit downloads: every JS and CSS response the page itself requests (not the service
// worker's background precache), gzipped at level 9 so the figure does not depend on the server's compression.
import { gzipSync } from 'node:zlib';

export async function firstVisitBytes(context, url) {
  const page = await context.newPage();
  const sizes = new Map();
  page.on('response', async (res) => {
    const type = res.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    try {
      const body = await res.body();
      sizes.set(res.url(), gzipSync(body, { level: 9 }).length);
    } catch {
      /* redirects have no body */
    }
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.close();
  const total = [...sizes.values()].reduce((a, b) => a + b, 0);
  return { total, files: Object.fromEntries(sizes) };
}

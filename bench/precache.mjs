// What the service worker downloads on a first visit: the precache manifest injected into dist/client/sw.js,
// gzipped at level 9 (JS+CSS, and everything), so the figure does not depend on the server's compression.
// @ts-check
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * @param {string} [dir] the built client
 * @returns {{ code: number; all: number; count: number; files: Record<string, number> }}
 */
export function precacheBytes(dir = 'dist/client') {
  const sw = readFileSync(join(dir, 'sw.js'), 'utf8');
  const urls = [...sw.matchAll(/"url":"([^"]+)"/g)].flatMap((m) => m[1] ?? []);
  let code = 0;
  let all = 0;
  /** @type {Record<string, number>} */
  const files = {};
  for (const url of urls) {
    const bytes = gzipSync(readFileSync(join(dir, url)), { level: 9 }).length;
    files[url] = bytes;
    all += bytes;
    if (/\.(js|css)$/.test(url)) code += bytes;
  }
  return { code, all, count: urls.length, files };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { code, all, count, files } = precacheBytes();
  const top = Object.entries(files)
    .sort((a, b) => b[1] - a[1])
    .slice(0, Number(process.env.TOP ?? 0));
  for (const [url, b] of top) console.log(`${(b / 1024).toFixed(1).padStart(7)} KiB  ${url}`);
  console.log(
    `precache: ${(code / 1024).toFixed(1)} KiB gzip JS+CSS, ${(all / 1024).toFixed(1)} KiB in all, ${count} files`,
  );
}

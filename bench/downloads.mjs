// npm run bench (part 6): a course download in Chromium, as a learner's phone makes it (2 MB ranges stored in
// IndexedDB as they arrive), against a plain fetch of the same bytes from the same page (goal: ≥ 80 % of its
// throughput); then the same download over a 8 MB/s link cut 5 times, and the bytes it fetched against the file's
// size (goal: ≤ 1.05 ×). Needs a build (dist/). BENCH_DOWNLOAD_MB sets the lesson video's size (default 64).
// @ts-check
import { existsSync, readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { readJson, startServer, tokenOf } from './server.mjs';

const executablePath =
  process.env.CHROME_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

const MB = 1024 * 1024;
const size = Number(process.env.BENCH_DOWNLOAD_MB ?? 64) * MB;
const server = await startServer({ port: Number(process.env.BENCH_PORT ?? 3293) });

/**
 * A call that must succeed: its data, of the shape the caller names (the bench reads what it set up).
 * @template [T={ id: string }]
 * @param {string} path
 * @param {Record<string, string>} headers
 * @param {{ method?: string; json?: unknown; body?: FormData }} [init]
 * @returns {Promise<T>}
 */
async function call(path, headers, init = {}) {
  const res = await fetch(`${server.base}${path}`, {
    method: init.method ?? 'GET',
    headers: init.json === undefined ? headers : { ...headers, 'Content-Type': 'application/json' },
    body: init.body ?? (init.json === undefined ? undefined : JSON.stringify(init.json)),
  });
  const body = /** @type {{ code: number; data: T; msg?: string }} */ (await readJson(res));
  if (body.code !== 0) throw new Error(`${path}: ${body.msg}`);
  return body.data;
}

/** @param {string} username @param {string} password */
const headersOf = async (username, password) => ({
  Authorization: `Bearer ${await tokenOf(server.base, username, password)}`,
  'TENANT-ID': '1',
});

try {
  // A lesson whose video is the demo's sample, padded to `size` (the bytes after its own are never played).
  const staff = await headersOf('admin', 'Admin@2026');
  const sample = readFileSync('seed/media/lesson-1.mp4');
  const video = Buffer.concat([sample, Buffer.alloc(size - sample.length, 7)]);
  const form = new FormData();
  form.set('dir', 'video');
  form.set('file', new Blob([video], { type: 'video/mp4' }), 'bench.mp4');
  const file = await call('/api/admin/sys-file/upload', staff, { method: 'POST', body: form });
  const course = await call('/api/edu/course', staff, {
    method: 'POST',
    json: { mode: 'online', title: '下载基准课', category: 'basics', creditHours: 1, fee: 0 },
  });
  const lesson = await call('/api/edu/lesson', staff, {
    method: 'POST',
    json: { courseId: course.id, chapter: '一', title: '大视频', durationSec: 30, fileId: file.id },
  });
  await call('/api/edu/course/status', staff, {
    method: 'PUT',
    json: { id: course.id, status: 'published' },
  });
  const learner = await headersOf('learner01', 'Learner@2026');
  await call('/api/edu/enrolment', learner, { method: 'POST', json: { courseId: course.id } });

  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.base}/#/login?redirect=${encodeURIComponent('/home')}`);
    await page.getByTestId('login-username').locator('input').fill('learner01');
    await page.getByTestId('login-password').locator('input').fill('Learner@2026');
    await page.getByTestId('login-submit').click();
    await page.getByTestId('login-submit').waitFor({ state: 'detached' });
    await page.goto(`${server.base}/#/person/myStudy/studyPageOnline?courseId=${course.id}`);
    await page.getByTestId('course-download').waitFor();

    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const fetches = new Set();
    let fetched = 0;
    cdp.on('Network.requestWillBeSent', (e) => {
      if (e.type === 'Fetch' && e.request.url.includes(`/api/edu/lesson/video/${lesson.id}`))
        fetches.add(e.requestId);
    });
    cdp.on('Network.dataReceived', (e) => {
      if (fetches.has(e.requestId)) fetched += e.dataLength;
    });

    /** Resolves when the page's store holds the whole file (polled: a page function's promise is not awaited). */
    const untilStored = async () => {
      for (;;) {
        const done = await page.evaluate(async (key) => {
          /** @type {IDBDatabase} */
          const db = await new Promise((resolve) => {
            const r = indexedDB.open('peixun-offline-files');
            r.onsuccess = () => resolve(r.result);
          });
          /** @type {{ state?: string } | undefined} */
          const rec = await new Promise((resolve) => {
            const r = /** @type {IDBRequest<{ state?: string } | undefined>} */ (
              db.transaction('files').objectStore('files').get(`f:${key}`)
            );
            r.onsuccess = () => resolve(r.result);
          });
          db.close();
          return rec?.state === 'done';
        }, `video:${lesson.id}`);
        if (done) return;
        await page.waitForTimeout(50);
      }
    };
    const downloadRow = page.getByTestId('lesson-download').first();

    // 1. A signed link to the video, for the plain fetch.
    const { url } = await call(
      /** @type {string} */ (`/api/edu/lesson/video-url/${lesson.id}`),
      learner,
    ).then((d) => /** @type {{ url: string }} */ (/** @type {unknown} */ (d)));
    const rate = (/** @type {number} */ ms) => ((size / MB) * 1000) / ms;
    /**
     * The plain fetch, then the app's download, on the same link; the copy is deleted after.
     * @param {string} label
     * @param {number} [mbps] the link's MB/s (none: loopback, as fast as this machine goes)
     */
    const compare = async (label, mbps) => {
      await cdp.send(
        'Network.emulateNetworkConditions',
        mbps
          ? { offline: false, latency: 20, downloadThroughput: mbps * MB, uploadThroughput: mbps * MB }
          : { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 },
      );
      const plain = await page.evaluate(async (u) => {
        const t0 = performance.now();
        const res = await fetch(u);
        const reader = /** @type {ReadableStream<Uint8Array>} */ (res.body).getReader();
        let n = 0;
        for (let r = await reader.read(); !r.done; r = await reader.read()) n += r.value.byteLength;
        return { ms: performance.now() - t0, bytes: n };
      }, url);
      const t0 = Date.now();
      await downloadRow.getByRole('button', { name: '下载 大视频' }).click();
      await untilStored();
      const appMs = Date.now() - t0;
      console.log(
        `${label.padEnd(18)} ${(size / MB).toFixed(0)} MB in ${(appMs / 1000).toFixed(2)} s ` +
          `(${rate(appMs).toFixed(1)} MB/s) · plain fetch ${(plain.ms / 1000).toFixed(2)} s ` +
          `(${rate(plain.ms).toFixed(1)} MB/s) · ${Math.round((100 * plain.ms) / appMs)} % of a plain fetch ` +
          '(goal ≥ 80 %)',
      );
      await downloadRow.getByRole('button', { name: '删除 大视频' }).click();
      await downloadRow.getByRole('button', { name: '下载 大视频' }).waitFor();
    };

    // 2. The app's download of the course against a plain fetch: on a 16 MB/s link (a fast phone network), and
    // on loopback, where the machine's two cores share the server's sending, the download and the disk.
    await compare('at 16 MB/s', 16);
    await compare('on loopback');

    // 3. Again over an 8 MB/s link, cut five times.
    const link = { offline: false, latency: 20, downloadThroughput: 8 * MB, uploadThroughput: 8 * MB };
    await cdp.send('Network.emulateNetworkConditions', link);
    fetched = 0;
    await downloadRow.getByRole('button', { name: '下载 大视频' }).click();
    const stored = untilStored();
    const cutEvery = (size / (8 * MB) / 7) * 1000;
    for (let cut = 0; cut < 5; cut++) {
      await page.waitForTimeout(cutEvery);
      // Through the session that throttles: Playwright's setOffline would leave the link unthrottled after.
      await cdp.send('Network.emulateNetworkConditions', { ...link, offline: true });
      await page.waitForTimeout(300);
      await cdp.send('Network.emulateNetworkConditions', link);
    }
    await stored;
    console.log(
      `after 5 cuts       ${(fetched / MB).toFixed(2)} MB fetched for a ${(size / MB).toFixed(0)} MB file: ` +
        `${(fetched / size).toFixed(3)} × its size (goal ≤ 1.05 ×)`,
    );
  } finally {
    await browser.close();
  }
} finally {
  await server.stop();
}

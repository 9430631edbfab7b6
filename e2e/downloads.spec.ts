import type { APIRequestContext, CDPSession, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { loginAs, waitForServiceWorker } from './helpers';
import { adminHeaders, api, headersOf } from './api';
import { newLearner } from './certificate-fixtures';

type Lesson = { id: string; fileId: string | null; videoSize: number | null };
type Detail = { chapters: { lessons: Lesson[] }[] };

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/**
 * A course to take away: three lessons with the demo's three sample videos (about 200 KB each), the first with a
 * PDF handout, and a new learner signed up for it (the demo's courses and learner stay as other specs expect).
 */
async function courseToTakeAway(request: APIRequestContext, n: string) {
  const staff = await adminHeaders(request);
  const seeded = await api<{ records: { id: string }[] }>(
    request,
    staff,
    'GET',
    '/api/edu/course/page?size=50',
  );
  const videos = new Set<string>();
  for (const { id } of seeded.records) {
    const detail = await api<Detail>(request, staff, 'GET', `/api/edu/course/details/${id}`);
    for (const l of detail.chapters.flatMap((c) => c.lessons)) if (l.fileId) videos.add(l.fileId);
    if (videos.size >= 3) break;
  }
  const [a, b, c] = [...videos];
  const upload = await request.post('/api/admin/sys-file/upload', {
    headers: staff,
    multipart: { dir: 'attachment', file: { name: '讲义.pdf', mimeType: 'application/pdf', buffer: PDF } },
  });
  const handout = ((await upload.json()) as { data: { id: string } }).data.id;
  const course = await api<{ id: string }>(request, staff, 'POST', '/api/edu/course', {
    mode: 'online',
    title: `离线学习示范课${n.slice(-4)}`,
    category: 'basics',
    creditHours: 1,
    fee: 0,
  });
  const lessons: string[] = [];
  for (const [i, fileId] of [a, b, c].entries()) {
    const lesson = await api<{ id: string }>(request, staff, 'POST', '/api/edu/lesson', {
      courseId: course.id,
      chapter: '第一章',
      title: `第 ${i + 1} 课`,
      sort: i,
      durationSec: 30,
      allowSkip: true,
      fileId,
      handoutIds: i === 0 ? [handout] : undefined,
    });
    lessons.push(lesson.id);
  }
  await api(request, staff, 'PUT', '/api/edu/course/status', { id: course.id, status: 'published' });
  made.push(course.id);
  const learner = await newLearner(request, staff, n);
  const mine = await headersOf(request, learner.username, learner.password);
  await api(request, mine, 'POST', '/api/edu/enrolment', { courseId: course.id });
  const detail = await api<Detail>(request, staff, 'GET', `/api/edu/course/details/${course.id}`);
  const size =
    detail.chapters.flatMap((ch) => ch.lessons).reduce((s, l) => s + (l.videoSize ?? 0), 0) + PDF.length;
  return { staff, courseId: course.id, lessons, videos: [a, b, c] as string[], learner, mine, size };
}

/**
 * Bytes of lesson files the page's downloads received from the network (Chromium's own count, whatever the app
 * thinks): fetches only, not the player streaming the lesson open on the page.
 */
async function countFileBytes(page: Page): Promise<{ cdp: CDPSession; bytes: () => number }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const files = new Set<string>();
  let bytes = 0;
  cdp.on('Network.requestWillBeSent', (e) => {
    if (e.type === 'Fetch' && /\/api\/edu\/lesson\/(video|handout)\/\d+/.test(e.request.url))
      files.add(e.requestId);
  });
  cdp.on('Network.dataReceived', (e) => {
    if (files.has(e.requestId)) bytes += e.dataLength;
  });
  return { cdp, bytes: () => bytes };
}

/** About 150 KB/s (or `kbps`): the three videos take a few seconds, long enough to cut half-way. */
const throttle = (cdp: CDPSession, kbps = 150) =>
  cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 40,
    downloadThroughput: kbps * 1024,
    uploadThroughput: kbps * 1024,
  });

/**
 * No network, through the same session that throttles (Playwright's setOffline sets the conditions of its own
 * session, and a throttle set after it no longer held after a reload).
 */
const cutOff = (cdp: CDPSession) =>
  cdp.send('Network.emulateNetworkConditions', {
    offline: true,
    latency: 0,
    downloadThroughput: 0,
    uploadThroughput: 0,
  });

/** The page's own record of what it stored: the bytes of each file, read from IndexedDB. */
const storedBytes = (page: Page) =>
  page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const r = indexedDB.open('peixun-offline-files');
      r.onsuccess = () => resolve(r.result);
      r.onerror = () => reject(new Error('open'));
    });
    const all = await new Promise<unknown[]>((resolve) => {
      const r = db.transaction('files').objectStore('files').getAll(IDBKeyRange.upperBound([], true));
      r.onsuccess = () => resolve(r.result);
    });
    db.close();
    return (all as { key: string; received: number; state: string; pieces: number[] }[])
      .filter((f) => typeof f === 'object' && f && 'pieces' in f)
      .map((f) => ({ key: f.key, received: f.received, state: f.state }));
  });

/** The courses these tests made: closed after each test, so the portal's listings stay as the demo seeded them. */
const made: string[] = [];
test.afterEach(async ({ request }) => {
  const staff = await adminHeaders(request);
  for (const id of made.splice(0))
    await api(request, staff, 'PUT', '/api/edu/course/status', { id, status: 'closed' });
});

async function openStudy(page: Page, courseId: string, lessonId?: string) {
  const search = lessonId ? `courseId=${courseId}&lessonId=${lessonId}` : `courseId=${courseId}`;
  await page.goto(`/#/person/myStudy/studyPageOnline?${search}`);
  await expect(page.getByTestId('course-download')).toBeVisible();
}

test('a course downloads over a slow link, survives a cut and a reload, plays and seeks offline, and is freed', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const n = String(Date.now());
  const c = await courseToTakeAway(page.request, n);
  await page.goto(`/#/login?redirect=${encodeURIComponent('/home')}`);
  await loginAs(page, c.learner);
  await expect(page.getByTestId('login-submit')).toHaveCount(0);
  await waitForServiceWorker(page);
  const net = await countFileBytes(page);
  await openStudy(page, c.courseId);
  await expect(page.getByTestId('lesson-download')).toHaveCount(3);
  await expect(page.getByTestId('lesson-download').first()).toHaveAttribute('data-state', 'missing');

  // Download the course over a slow link and cut the network part-way.
  await throttle(net.cdp);
  await page.getByRole('button', { name: '下载课程' }).click();
  // Read often, so the cut comes soon after a third (a loaded machine's slower reads let most of it through).
  await expect
    .poll(async () => (await storedBytes(page)).reduce((s, f) => s + f.received, 0), {
      timeout: 30_000,
      intervals: [100],
    })
    .toBeGreaterThan(c.size * 0.3);
  await cutOff(net.cdp);
  await page.waitForTimeout(500);
  const cut = await storedBytes(page);
  const atCut = cut.reduce((s, f) => s + f.received, 0);
  expect(atCut).toBeLessThan(c.size);
  // Offline, the reload shows what is saved and waits.
  await page.reload();
  await expect(page.getByTestId('course-download-total')).toBeVisible();
  await expect(page.getByTestId('lesson-download').first()).not.toHaveAttribute('data-state', 'missing');

  // The learner moves to the storage page, still offline. The network returns, slower now (so there is time to
  // pause one, however little is left): the queue goes on by itself, from the bytes stored. Paused, its bytes
  // stay; resumed, it goes on.
  await page.goto('/#/person/storage');
  await expect(page.getByTestId('queue-item').first()).toBeVisible();
  await throttle(net.cdp, 8);
  const active = page.locator('[data-testid="queue-item"][data-state="downloading"]');
  await expect(active).toHaveCount(1);
  const key = await active.getAttribute('data-key');
  await active.getByRole('button', { name: /^暂停 / }).click();
  const paused = page.locator(`[data-testid="queue-item"][data-key="${key}"]`);
  await expect(paused).toHaveAttribute('data-state', 'paused');
  const held = (await storedBytes(page)).find((f) => f.key === key)?.received;
  await page.waitForTimeout(1500);
  expect((await storedBytes(page)).find((f) => f.key === key)?.received).toBe(held);
  await expect(paused.getByTestId('queue-status')).toContainText('已暂停');
  await paused.getByRole('button', { name: /^继续 / }).click();
  await throttle(net.cdp);
  await expect
    .poll(async () => (await storedBytes(page)).filter((f) => f.state === 'done').length, { timeout: 60_000 })
    .toBe(4);
  const done = await storedBytes(page);
  expect(done.reduce((s, f) => s + f.received, 0)).toBe(c.size);
  expect(net.bytes()).toBeLessThanOrEqual(c.size * 1.05);
  expect(net.bytes()).toBeGreaterThanOrEqual(c.size - atCut);
  for (const row of await page.getByTestId('lesson-download').all())
    await expect(row).toHaveAttribute('data-state', 'done');

  // The saved bytes are the server's file, byte for byte.
  const served = await page.request.get(`/api/edu/lesson/video/${c.lessons[1]}`, { headers: c.mine });
  const local = await page.evaluate(
    async (path) => (await (await fetch(path)).arrayBuffer()).byteLength,
    `/api/edu/lesson/video/${c.lessons[1]}`,
  );
  expect(local).toBe((await served.body()).length);

  // Offline: the second lesson plays and seeks from the phone; the handout opens.
  await context.setOffline(true);
  await openStudy(page, c.courseId, c.lessons[1]);
  await page.reload();
  const video = page.getByTestId('lesson-video');
  await expect(video).toHaveAttribute('src', `/api/edu/lesson/video/${c.lessons[1]}`);
  await video.evaluate(async (v: HTMLVideoElement) => {
    v.muted = true;
    await v.play();
  });
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(1);
  await video.evaluate((v: HTMLVideoElement) => {
    v.currentTime = 12;
  });
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(12.5);
  expect(await video.evaluate((v: HTMLVideoElement) => v.error)).toBeNull();
  await video.evaluate((v: HTMLVideoElement) => v.pause());
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '下载 讲义.pdf' }).click();
  expect((await download).suggestedFilename()).toBe('讲义.pdf');

  // The storage page, offline: the course, its files and figures; deleting a lesson frees its bytes.
  await page.goto('/#/person/storage');
  await page.reload();
  await expect(page.getByTestId('storage-page')).toBeVisible();
  await expect(page.getByTestId('storage-course')).toContainText(`离线学习示范课${n.slice(-4)}`);
  await expect(page.getByTestId('storage-file')).toHaveCount(4);
  const before = await page.getByTestId('storage-downloads').textContent();
  await page.getByRole('button', { name: '删除 第 3 课' }).click();
  await expect(page.getByTestId('storage-file')).toHaveCount(3);
  await expect(page.getByTestId('storage-downloads')).not.toHaveText(before ?? '');
  expect((await storedBytes(page)).map((f) => f.key)).not.toContain(`video:${c.lessons[2]}`);
  await expect(page.getByTestId('setting-wifi-only')).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByText('此浏览器无法区分 Wi-Fi 和移动数据')).toBeVisible();
  await context.setOffline(false);

  // Staff change the first lesson's video: the saved copy says it is outdated, with "update".
  await api(page.request, c.staff, 'PUT', '/api/edu/lesson', { id: c.lessons[0], fileId: c.videos[2] });
  await openStudy(page, c.courseId, c.lessons[1]);
  const first = page.getByTestId('lesson-download').first();
  await expect(first).toHaveAttribute('data-state', 'outdated');
  await expect(first).toContainText('保存后服务器上的文件已更新');
  await first.getByRole('button', { name: '更新 第 1 课' }).click();
  await expect(first).toHaveAttribute('data-state', 'done');

  // Delete all: nothing stays.
  await page.goto('/#/person/storage');
  await page.getByTestId('delete-all').click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('还没有下载')).toBeVisible();
  expect(await storedBytes(page)).toEqual([]);
});

test('studying on one device resumes on another at the furthest position; the next lessons are kept ready', async ({
  browser,
  request,
}) => {
  const n = String(Date.now() + 1);
  const c = await courseToTakeAway(request, n);
  const open = async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`/#/login?redirect=${encodeURIComponent('/home')}`);
    await loginAs(page, c.learner);
    await expect(page.getByTestId('login-submit')).toHaveCount(0);
    return { context, page };
  };
  const phone = await open();
  const tablet = await open();
  // The tablet opens the lesson first: its saved study record says nothing was watched.
  await openStudy(tablet.page, c.courseId, c.lessons[0]);
  await expect(tablet.page.getByTestId('lesson-video')).toBeVisible();
  await tablet.page.goto('/#/home');

  // The phone watches 5 s of it, with "keep the next 2 lessons ready" on.
  await phone.page.goto('/#/person/storage');
  await phone.page.getByTestId('setting-keep-next').click();
  await expect(phone.page.getByTestId('setting-keep-next')).toHaveAttribute('aria-checked', 'true');
  await openStudy(phone.page, c.courseId, c.lessons[0]);
  const video = phone.page.getByTestId('lesson-video');
  await video.evaluate(async (v: HTMLVideoElement) => {
    v.muted = true;
    await v.play();
  });
  await phone.page.waitForTimeout(5000);
  const reached = await video.evaluate((v: HTMLVideoElement) => {
    v.pause();
    return v.currentTime;
  });
  await expect
    .poll(async () => {
      const records = await api<{ courseId: string; lessons: { position: number }[] }[]>(
        request,
        c.mine,
        'GET',
        '/api/edu/study/mine',
      );
      return records.find((r) => r.courseId === c.courseId)?.lessons[0]?.position ?? 0;
    })
    .toBeGreaterThan(reached - 1);
  // Lessons 2 and 3 were downloaded in the background; lesson 1 was not.
  const rows = phone.page.getByTestId('lesson-download');
  await expect(rows.nth(1)).toHaveAttribute('data-state', 'done', { timeout: 30_000 });
  await expect(rows.nth(2)).toHaveAttribute('data-state', 'done', { timeout: 30_000 });
  await expect(rows.nth(0)).toHaveAttribute('data-state', 'missing');

  // The tablet opens it again: within 5 s it plays from where the phone got to.
  const started = Date.now();
  await openStudy(tablet.page, c.courseId, c.lessons[0]);
  const there = tablet.page.getByTestId('lesson-video');
  await expect
    .poll(() => there.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 5000 })
    .toBeGreaterThan(reached - 1);
  expect(Date.now() - started).toBeLessThan(5000 + 1000);
  await phone.context.close();
  await tablet.context.close();
});

// Measures what a first visit downloads: every JS and CSS response the page itself requests (not the service
// worker's background precache), gzipped at level 9 so the figure does not depend on the server's compression.
// @ts-check
import { gzipSync } from 'node:zlib';
import { readJson } from './server.mjs';

/** @typedef {import('@playwright/test').BrowserContext} BrowserContext */
/** @typedef {{ id: number; sessions: { id: number }[] }} CourseDetail */

/**
 * The portal pages the first-visit budgets cover. They open seeded demo courses found by title, so the figure
 * is the same however many courses earlier tests added: a classroom course open for sign-up, and the check-in
 * demo's session.
 * @param {string} base
 * @returns {Promise<Record<string, { path: string; ready: string }>>}
 */
export async function budgetedPages(base) {
  /**
   * The API's envelope's data, of the shape the caller names (the demo data's, read by a benchmark).
   * @template T
   * @param {string} path
   * @returns {Promise<T>}
   */
  const get = async (path) => {
    const body = /** @type {{ data: T }} */ (
      await readJson(await fetch(base + path, { headers: { 'TENANT-ID': '1' } }))
    );
    return body.data;
  };
  /** @param {string} title */
  const byTitle = async (title) => {
    /** @type {{ records: { id: number }[] }} */
    const page = await get(`/api/edu/course/page?keyword=${encodeURIComponent(title)}`);
    const first = page.records[0];
    if (!first) throw new Error(`No demo course titled ${title}`);
    return first;
  };
  const course = await byTitle('物业服务企业安全生产管理培训');
  const demo = await byTitle('演示签到');
  /** @type {CourseDetail} */
  const detail = await get(`/api/edu/course/details/${demo.id}`);
  const session = detail.sessions[0];
  if (!session) throw new Error('The check-in demo course has no session');
  // Each with what shows once the page has its data: the visit is measured from there to network quiet.
  return {
    '/#/home': { path: '/#/home', ready: '[data-testid="home-page"] [data-testid="course-card"]' },
    '/#/studyOnline': { path: '/#/studyOnline', ready: '[data-testid="course-card"]' },
    '/#/detail': { path: `/#/detail?id=${course.id}`, ready: '[data-testid="seats-left"]' },
    '/#/login': { path: '/#/login', ready: '[data-testid="login-username"]' },
    '/#/sign/home': { path: `/#/sign/home?sessionId=${session.id}`, ready: '[data-testid="sign-home"]' },
  };
}

/**
 * A phone's camera for the measuring browser: Chromium's fake one, allowed. With it, and without BarcodeDetector
 * (Linux Chromium has none), /sign/home loads what an iPhone loads: html5-qrcode and its decoder. A device with
 * no camera at all never loads them.
 */
export const CAMERA_ARGS = ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'];

/**
 * @param {BrowserContext} context
 * @param {string} url
 * @param {string} [ready] what shows once the page has its data
 * @returns {Promise<{ total: number; requests: number; files: Record<string, number> }>}
 */
export async function firstVisitBytes(context, url, ready) {
  const page = await context.newPage();
  /** @type {Map<string, number>} */
  const sizes = new Map();
  /** @type {Promise<unknown>[]} */
  const pending = [];
  page.on('response', (res) => {
    const type = res.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      res.body().then(
        (body) => sizes.set(res.url(), gzipSync(body, { level: 9 }).length),
        () => undefined, // redirects have no body
      ),
    );
  });
  await page.goto(url);
  // Not network quiet alone: on a busy machine the first chunk can take longer to run than the quiet period.
  if (ready) await page.waitForSelector(ready, { timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  await page.close();
  const total = [...sizes.values()].reduce((a, b) => a + b, 0);
  return { total, requests: sizes.size, files: Object.fromEntries(sizes) };
}

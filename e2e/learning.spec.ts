import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO, loginAs, waitForServiceWorker } from './helpers';

type Record = { courseId: string; lessons: { lessonId: string; watchedSec: number; position: number }[] };

async function login(page: Page, path: string) {
  await page.goto(`/#/login?redirect=${encodeURIComponent(path)}`);
  await loginAs(page, DEMO.learner);
  await expect(page.getByTestId('login-submit')).toHaveCount(0);
}

/** The server's view of my study records, asked with the page's own token. */
async function serverRecords(page: Page): Promise<Record[]> {
  const token = await page.evaluate(() => {
    const raw = sessionStorage.getItem('token') ?? '';
    return raw.startsWith('"') ? (JSON.parse(raw) as string) : raw;
  });
  const res = await page.request.get('/api/edu/study/mine', {
    headers: { Authorization: `Bearer ${token}`, 'TENANT-ID': '1' },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: Record[] }).data;
}

async function openCourse(page: Page, list: '/studyOffline' | '/studyOnline', title: string) {
  await page.goto(`/#${list}`);
  await page.getByTestId('course-card').filter({ hasText: title }).click();
  await expect(page.getByTestId('course-detail')).toContainText(title);
  // The router writes string search values JSON-quoted (?id=%227%22).
  return (new URL(page.url().replace('/#/', '/')).searchParams.get('id') ?? '').replace(/"/g, '');
}

/** Plays the lesson video (muted, as autoplay rules allow) for about `seconds`, then pauses. */
async function watch(page: Page, seconds: number) {
  const video = page.getByTestId('lesson-video');
  await expect(video).toBeVisible();
  await video.evaluate(async (v: HTMLVideoElement) => {
    v.muted = true;
    await v.play();
  });
  await page.waitForTimeout(seconds * 1000);
  return video.evaluate((v: HTMLVideoElement) => {
    v.pause();
    return v.currentTime;
  });
}

test('browse, open a classroom course, sign up, and find it with its ticket in my sign-ups', async ({
  page,
}) => {
  await login(page, '/home');
  await expect(page.getByTestId('featured-courses').getByTestId('course-card').first()).toBeVisible();
  await openCourse(page, '/studyOffline', '客户投诉处理与沟通实务');
  await expect(page.getByTestId('session-option')).toHaveCount(1);
  const seats = Number(await page.getByTestId('seats-left').textContent());
  await page.getByTestId('sign-up').click();
  await expect(page.getByTestId('my-enrolment-status')).toContainText('已报名');
  await expect(page.getByTestId('seats-left')).toHaveText(String(seats - 1));

  await page.goto('/#/person/myStudy/signUp');
  const mine = page.getByTestId('my-enrolment').filter({ hasText: '客户投诉处理与沟通实务' });
  await expect(mine.getByTestId('enrolment-status')).toHaveText('已通过');
  await mine.getByTestId('show-ticket').click();
  await expect(page.getByTestId('ticket-qr')).toHaveAttribute('alt', /^PXT1\.1\.\d+\.\d+\.\d+\.[\w-]{22}$/);
});

test('a full session offers the waiting list, and a course needing approval starts pending', async ({
  page,
}) => {
  await login(page, '/home');
  await openCourse(page, '/studyOffline', '消防设施操作与应急疏散演练');
  await page.getByTestId('sign-up').click();
  await expect(page.getByTestId('my-enrolment-status')).toContainText('待审核');
});

test('the sign-up button says why it cannot be used', async ({ page }) => {
  await openCourse(page, '/studyOffline', '客户投诉处理与沟通实务');
  await expect(page.getByTestId('sign-up')).toHaveText('登录后报名');
  await openCourse(page, '/studyOffline', '2027 年度物业管理师继续教育（预告）');
  await expect(page.getByTestId('sign-up')).toContainText('开放报名');
  await expect(page.getByTestId('sign-up')).toBeDisabled();
});

test('watch a lesson partly, reload, resume; offline viewing and progress sync once; saved pages read offline', async ({
  page,
  context,
}) => {
  await login(page, '/home');
  await waitForServiceWorker(page);
  const courseId = await openCourse(page, '/studyOnline', '高层建筑消防常识');
  await page.getByTestId('sign-up').click();
  await page.getByTestId('start-study').click();
  await expect(page.getByTestId('lesson-title')).toHaveText('火灾的成因与预防');

  // Online: watch about 3 s; the pause sends a heartbeat.
  const reached = await watch(page, 3);
  expect(reached).toBeGreaterThan(2);
  await expect
    .poll(
      async () =>
        (await serverRecords(page)).find((r) => r.courseId === courseId)?.lessons[0]?.watchedSec ?? 0,
    )
    .toBeGreaterThan(2);
  const before = (await serverRecords(page)).find((r) => r.courseId === courseId)?.lessons[0];

  // Reload: the player resumes at the furthest position.
  await page.reload();
  const video = page.getByTestId('lesson-video');
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime))
    .toBeGreaterThan(reached - 1);

  // This lesson does not allow skipping ahead: a seek past the furthest point snaps back.
  await video.evaluate((v: HTMLVideoElement) => {
    v.currentTime = 25;
  });
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeLessThan(reached + 1.5);

  // Save the lesson for offline viewing, and visit the pages that must read offline.
  const saved = page.getByTestId('lesson-download').first();
  await saved.getByRole('button', { name: '下载 火灾的成因与预防' }).click();
  await expect(saved).toHaveAttribute('data-state', 'done');

  await page.goto('/#/person/myStudy/studyPage');
  await expect(page.getByTestId('study-record').filter({ hasText: '高层建筑消防常识' })).toBeVisible();
  await page.goto('/#/studyOnline');
  await expect(page.getByTestId('course-card').first()).toBeVisible();

  await context.setOffline(true);
  for (const [path, testId] of [
    ['/#/studyOnline', 'course-list-online'],
    [`/#/detail?id=${courseId}`, 'course-detail'],
    ['/#/person/myStudy/studyPage', 'study-records'],
  ] as const) {
    await page.goto(path);
    await page.reload();
    await expect(page.getByTestId(testId)).toBeVisible();
    await expect(page.getByTestId('freshness-note')).toBeVisible();
  }
  await expect(page.getByTestId('study-record').filter({ hasText: '高层建筑消防常识' })).toBeVisible();

  // Offline: the downloaded lesson plays from the service worker's cache; the heartbeat is queued.
  await page.goto(`/#/person/myStudy/studyPageOnline?courseId=${courseId}`);
  await page.reload();
  const start = await page.getByTestId('lesson-video').evaluate(async (v: HTMLVideoElement) => {
    if (v.readyState < 1) await new Promise((r) => v.addEventListener('loadedmetadata', r, { once: true }));
    return v.currentTime;
  });
  const end = await watch(page, 3);
  const playedOffline = end - start;
  expect(playedOffline).toBeGreaterThan(2);
  await expect(page.getByTestId('pending-count')).toBeVisible();
  // The queued update survives a reload.
  await page.reload();
  await expect(page.getByTestId('pending-count')).toBeVisible();

  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(page.getByTestId('pending-count')).toHaveCount(0);
  const after = (await serverRecords(page)).find((r) => r.courseId === courseId)?.lessons[0];
  const gained = (after?.watchedSec ?? 0) - (before?.watchedSec ?? 0);
  expect(gained).toBeGreaterThan(playedOffline - 1);
  expect(gained).toBeLessThan(playedOffline + 1.5);

  // Further replays (a reload runs the queue again) add nothing.
  await page.reload();
  await page.waitForTimeout(1500);
  expect((await serverRecords(page)).find((r) => r.courseId === courseId)?.lessons[0]?.watchedSec).toBe(
    after?.watchedSec,
  );
  await page.goto('/#/person/myStudy/studyPage');
  await expect(
    page
      .getByTestId('study-record')
      .filter({ hasText: '高层建筑消防常识' })
      .getByTestId('lesson-record')
      .first(),
  ).toContainText('/ 0:30');

  // The file bucket away (online): the server answers 503 for lesson videos; the downloaded copy plays all the same.
  const VIDEOS = '**/api/edu/lesson/video/**';
  let videoCalls = 0;
  await context.route(VIDEOS, (route) => {
    videoCalls++;
    return route.fulfill({
      status: 503,
      contentType: 'application/json',
      headers: { 'retry-after': '5' },
      body: JSON.stringify({ code: 1, msg: '服务暂时不可用，请稍后重试', data: null }),
    });
  });
  await page.goto(`/#/person/myStudy/studyPageOnline?courseId=${courseId}`);
  await page.reload();
  const resumedAt = await page.getByTestId('lesson-video').evaluate(async (v: HTMLVideoElement) => {
    if (v.readyState < 1) await new Promise((r) => v.addEventListener('loadedmetadata', r, { once: true }));
    return v.currentTime;
  });
  expect((await watch(page, 2)) - resumedAt).toBeGreaterThan(1);
  // Nothing of it came from the network.
  expect(videoCalls).toBe(0);
});

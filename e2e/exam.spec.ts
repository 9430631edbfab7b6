import type { Browser, Page } from '@playwright/test';
import { jsonOf, type CoursePage } from './api';
import { expect, test } from './fixtures';
import { DEMO, loginAs, waitForServiceWorker } from './helpers';

/**
 * Exams on the learner's phone: start the demo exam, answer, reload mid-exam (answers and timer
 * survive), a second phone sees the saved answers, go offline, answer more and submit (queued), come back online
 * → the result appears and the server graded exactly one submit; and the exam submits itself at its deadline.
 */

type MyExam = {
  id: string;
  courseId: string;
  title: string;
  state: string;
  attemptsUsed: number;
  inProgress: { attemptId: string } | null;
  lastAttempt: { attemptId: string; status: string } | null;
};

const tokenOf = (page: Page) =>
  page.evaluate(() => {
    const raw = sessionStorage.getItem('token') ?? '';
    return raw.startsWith('"') ? (JSON.parse(raw) as string) : raw;
  });

async function api<T>(page: Page, method: 'get' | 'post' | 'put', path: string, data?: unknown): Promise<T> {
  const headers = { Authorization: `Bearer ${await tokenOf(page)}`, 'TENANT-ID': '1' };
  const res = await page.request.fetch(`/api/${path}`, { method, headers, data });
  expect(res.status(), `${method} ${path}`).toBe(200);
  const body = (await res.json()) as { code: number; data: T; msg: string };
  expect(body.code, body.msg).toBe(0);
  return body.data;
}

async function login(page: Page, path: string, user: { username: string; password: string } = DEMO.learner) {
  await page.goto(`/#/login?redirect=${encodeURIComponent(path)}`);
  await loginAs(page, user);
  await expect(page.getByTestId('login-submit')).toHaveCount(0);
}

const confirmYes = (page: Page) =>
  page
    .getByRole('dialog')
    .getByRole('button', { name: /确定|确认/ })
    .click();

/** Answers the question on screen, whatever its type. */
async function answerCurrent(page: Page, n: number) {
  await expect(page.getByTestId('exam-stem')).toBeVisible();
  if (await page.getByTestId('blank-1').count()) {
    await page.getByTestId('blank-1').locator('input').fill(`答案${n}`);
  } else if (await page.getByTestId('option-T').count()) {
    await page.getByTestId('option-T').click();
  } else {
    await page.getByTestId('option-A').click();
  }
}

const answeredCount = async (page: Page) =>
  Number(/(\d+)\s*\/\s*\d+/.exec((await page.getByTestId('exam-map-open').textContent()) ?? '')?.[1] ?? -1);

/** The countdown in seconds. */
const timerSeconds = async (page: Page) => {
  const parts = ((await page.getByTestId('exam-timer').textContent()) ?? '').trim().split(':').map(Number);
  return parts.reduce((s, p) => s * 60 + p, 0);
};

/** Staff's browser (admin), for the console's API: attempts of an exam, a short exam made for a test. */
async function staffPage(browser: Browser) {
  const context = await browser.newContext({ locale: 'zh-CN' });
  const page = await context.newPage();
  await page.goto('/#/login?redirect=%2Fadmin');
  await loginAs(page, DEMO.admin);
  await expect(page.getByTestId('breadcrumb')).toBeVisible();
  return { context, page };
}

type AttemptRow = { id: string; username: string; status: string; score: number | null };

async function secondPhone(browser: Browser, path: string) {
  const context = await browser.newContext({ locale: 'zh-CN' });
  const page = await context.newPage();
  await login(page, path);
  return { context, page };
}

test('start, answer, reload, a second phone, offline answers and submit, then exactly one graded result', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(150_000);
  await login(page, '/person/test/test');
  await waitForServiceWorker(page);
  // The demo's final exam (two attempts allowed), open now.
  const row = page.locator('[data-testid="exam-row"][data-state="open"]').filter({ hasText: '结业考试' });
  await expect(row).toBeVisible();
  const title = ((await row.locator('[translate="no"]').first().textContent()) ?? '').trim();

  // Starting asks first: time, questions, attempts left and the multiple-choice rule.
  await row.getByTestId('exam-start').click();
  await expect(page.getByTestId('exam-start-confirm')).toContainText('多选题');
  await confirmYes(page);
  await expect(page.getByTestId('exam-stem')).toBeVisible();
  const url = new URL(page.url().replace('/#/', '/'));
  const attemptId = (url.searchParams.get('attemptId') ?? '').replace(/"/g, '');
  const examId = (url.searchParams.get('examId') ?? '').replace(/"/g, '');
  expect(attemptId).not.toBe('');

  // Two answers and a flag; then they reach the server (the sync after a short pause).
  await answerCurrent(page, 1);
  await page.getByTestId('exam-flag').click();
  await page.getByTestId('exam-next').click();
  await answerCurrent(page, 2);
  await expect.poll(() => answeredCount(page)).toBe(2);
  await page.waitForTimeout(2500);

  // Reload mid-exam: the same question, the answers, and a timer that went on (not restarted).
  const before = await timerSeconds(page);
  await page.reload();
  await expect(page.getByTestId('exam-position')).toContainText('第 2 /');
  await expect.poll(() => answeredCount(page)).toBe(2);
  const after = await timerSeconds(page);
  expect(after).toBeLessThanOrEqual(before);
  expect(after).toBeGreaterThan(before - 30);

  // A second phone on the same attempt sees the saved answers (and the flag).
  const other = await secondPhone(browser, `/person/test/exam?attemptId=${attemptId}&examId=${examId}`);
  await expect.poll(() => answeredCount(other.page)).toBe(2);
  await other.page.getByTestId('exam-map-open').click();
  await expect(other.page.locator('[data-testid="exam-map-item"][data-flagged="true"]')).toHaveCount(1);
  await other.context.close();

  // Offline: the exam keeps running, answers are kept on this phone, a reload still opens it.
  await context.setOffline(true);
  await expect(page.getByTestId('exam-offline')).toBeVisible();
  await page.getByTestId('exam-next').click();
  await answerCurrent(page, 3);
  await expect.poll(() => answeredCount(page)).toBe(3);
  await page.reload();
  await expect(page.getByTestId('exam-offline')).toBeVisible();
  await expect.poll(() => answeredCount(page)).toBe(3);
  await expect(page.getByTestId('exam-timer')).toHaveText(/\d+:\d\d/);

  // Submit offline: it asks with the count of unanswered questions, then is queued.
  await page.getByTestId('exam-map-open').click();
  await page.getByTestId('exam-map-submit').click();
  await expect(page.getByTestId('submit-confirm')).toBeVisible();
  await confirmYes(page);
  await expect(page.getByTestId('exam-queued')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('exam-queued')).toBeVisible();

  // Online again: sent once, received.
  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(page.getByTestId('exam-received')).toBeVisible({ timeout: 30_000 });
  const mine = await api<MyExam[]>(page, 'get', 'edu/exam/mine');
  const exam = mine.find((e) => e.id === examId);
  expect(exam?.attemptsUsed).toBe(1);
  expect(exam?.inProgress).toBeNull();
  expect(exam?.lastAttempt?.attemptId).toBe(attemptId);
  const result = await api<{ status: string; questions: { value: unknown }[] }>(
    page,
    'get',
    `edu/exam/attempt/${attemptId}/result`,
  );
  expect(result.status).not.toBe('in_progress');

  // Staff see one attempt of this learner, submitted and ended once.
  const staff = await staffPage(browser);
  const rows = await api<{ records: AttemptRow[]; total: number }>(
    staff.page,
    'get',
    `edu/exam/attempt/page?examId=${examId}&size=50`,
  );
  expect(rows.records.filter((r) => r.username === DEMO.learner.username)).toHaveLength(1);
  expect(rows.records[0]?.id).toBe(attemptId);
  expect(rows.records[0]?.status).not.toBe('in_progress');

  // Replays (a reload runs the queue again) change nothing.
  await page.reload();
  await page.waitForTimeout(1500);
  const again = (await api<MyExam[]>(page, 'get', 'edu/exam/mine')).find((e) => e.id === examId);
  expect(again?.attemptsUsed).toBe(1);
  const rowsAgain = await api<{ total: number }>(staff.page, 'get', `edu/exam/attempt/page?examId=${examId}`);
  expect(rowsAgain.total).toBe(rows.total);
  await staff.context.close();

  // The list shows it submitted, and the result page (or why there is none yet) opens from it.
  await page.goto('/#/person/test/test');
  const done = page.getByTestId('exam-row').filter({ hasText: title });
  await done.getByTestId('exam-result-link').click();
  await expect(page.getByTestId('result-has')).toBeVisible();
  await expect(page.getByTestId('result-question')).toHaveCount(result.questions.length);

  // The analysis: my answer, the right one, the explanation; the wrong ones to practise (nothing is sent).
  await page.getByTestId('result-analysis').click();
  await expect(page.getByTestId('analysis-item')).toHaveCount(result.questions.length);
  await expect(page.getByTestId('analysis-right').first()).toBeVisible();
  await page.getByTestId('analysis-wrong-tab').click();
  const wrong = page.getByTestId('analysis-item').first();
  await wrong.getByTestId('practise-check').click();
  await expect(wrong.getByTestId('practise-verdict')).toBeVisible();
  await expect(wrong.getByTestId('analysis-right')).toBeVisible();
});

test('at the deadline the exam submits itself, offline too, and the queued submit counts as on time', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  // The phone's clock is moved on instead of waiting twenty minutes. Offline, so no save re-measures the offset
  // (online, a save would notice the jump and correct the countdown: the server's clock rules). When the phone's
  // corrected time reaches the deadline the page submits by itself, without asking, and queues the submit.
  await page.clock.install();
  await login(page, '/person/test/test');
  await waitForServiceWorker(page);
  const row = page.locator('[data-testid="exam-row"][data-state="open"]').filter({ hasText: '随机抽题' });
  await row.getByTestId('exam-start').click();
  await confirmYes(page);
  await answerCurrent(page, 1);
  await expect(page.getByTestId('exam-map-open')).toContainText('已答 1');
  await page.waitForTimeout(2500); // the answer's save, before going offline
  await context.setOffline(true);
  await expect(page.getByTestId('exam-offline')).toBeVisible();
  const left = await timerSeconds(page);
  expect(left).toBeGreaterThan(19 * 60 - 60);
  await page.clock.fastForward(left * 1000 - 5000);
  await expect(page.getByTestId('exam-timer')).toHaveText(/^00:0[0-5]$/);
  await expect(page.getByTestId('submit-confirm')).toHaveCount(0);
  await page.clock.fastForward(6000);
  await expect(page.getByTestId('exam-queued')).toBeVisible();
  const url = new URL(page.url().replace('/#/', '/'));
  const attemptId = (url.searchParams.get('attemptId') ?? '').replace(/"/g, '');

  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(page.getByTestId('exam-received')).toBeVisible({ timeout: 30_000 });
  const result = await api<{ status: string }>(page, 'get', `edu/exam/attempt/${attemptId}/result`);
  // Ended on time (a fill-in of this paper may wait for staff), not left in progress nor judged late.
  expect(['graded', 'pending_review']).toContain(result.status);
});

test('a one-minute exam made by staff submits itself at the server’s deadline, online, as on time', async ({
  page,
  browser,
}) => {
  test.setTimeout(200_000);
  await login(page, '/person/test/test');
  // An online course I am approved on: its exam shows on my study records too (course completion). One no other
  // spec signs up for: the specs of a run share one server.
  const online = await jsonOf<{ data: CoursePage }>(
    await page.request.get(`/api/edu/course/page?keyword=${encodeURIComponent('电梯安全管理入门')}`, {
      headers: { 'TENANT-ID': '1' },
    }),
  );
  const courseId = online.data.records[0]?.id;
  expect(courseId).toBeTruthy();
  const signUp = await page.request.post('/api/edu/enrolment', {
    headers: { Authorization: `Bearer ${await tokenOf(page)}`, 'TENANT-ID': '1' },
    data: { courseId },
  });
  expect(signUp.status()).toBe(200);

  const staff = await staffPage(browser);
  const bank = await api<{ records: { id: string; type: string }[] }>(
    staff.page,
    'get',
    'edu/question/page?size=50',
  );
  const single = bank.records.find((q) => q.type === 'single');
  const judge = bank.records.find((q) => q.type === 'judge');
  expect(single && judge).toBeTruthy();
  await api(staff.page, 'post', 'edu/exam', {
    courseId,
    title: 'E2E 一分钟测验',
    status: 'published',
    mode: 'fixed',
    items: [
      { questionId: single?.id, score: 5 },
      { questionId: judge?.id, score: 5 },
    ],
    passScore: 0,
    durationMin: 1,
    attemptsAllowed: 1,
  });
  await staff.context.close();

  await page.reload();
  const row = page.locator('[data-testid="exam-row"][data-state="open"]').filter({ hasText: '一分钟' });
  await row.getByTestId('exam-start').click();
  await expect(page.getByTestId('exam-start-confirm')).toContainText('1 分钟');
  await confirmYes(page);
  await answerCurrent(page, 1);
  expect(await timerSeconds(page)).toBeGreaterThan(50);
  const url = new URL(page.url().replace('/#/', '/'));
  const attemptId = (url.searchParams.get('attemptId') ?? '').replace(/"/g, '');

  // Nobody taps submit: at the deadline the page submits by itself, without asking.
  await expect(page.getByTestId('exam-received')).toBeVisible({ timeout: 75_000 });
  await expect(page.getByTestId('submit-confirm')).toHaveCount(0);
  const result = await api<{ status: string; score: number | null }>(
    page,
    'get',
    `edu/exam/attempt/${attemptId}/result`,
  );
  expect(result.status).toBe('graded');
  const mine = (await api<MyExam[]>(page, 'get', 'edu/exam/mine')).find((e) => e.title === 'E2E 一分钟测验');
  expect(mine?.attemptsUsed).toBe(1);
  expect(mine?.inProgress).toBeNull();

  // My study records: the course's exam, passed (pass score 0); the course is not completed (lessons not done).
  await page.goto('/#/person/myStudy/studyPage');
  const record = page.getByTestId('study-record').filter({ hasText: '电梯安全管理入门' });
  await expect(record.getByTestId('study-exam')).toContainText('E2E 一分钟测验');
  await expect(record.getByTestId('study-exam')).toContainText('考试已通过');
  await expect(record.getByTestId('course-completed')).toHaveCount(0);
  // The exam's line leads to My exams.
  await record.getByTestId('study-exam-link').click();
  await expect(page).toHaveURL(/#\/person\/test\/test$/);
});

test('the home page has an entry for My exams with the count of exams open now', async ({ page }) => {
  await login(page, '/home');
  const open = (await api<MyExam[]>(page, 'get', 'edu/exam/mine')).filter(
    (e) => e.state === 'open' || e.state === 'in_progress',
  ).length;
  expect(open).toBeGreaterThan(0);
  const entry = page.locator('.home-entry', { hasText: '我的考试' });
  await expect(entry.getByTestId('open-exams')).toHaveText(String(open));
  await expect(entry).toHaveAccessibleName(new RegExp(`^我的考试\\s*（${open} 场可参加）$`));
  await entry.click();
  await expect(page).toHaveURL(/#\/person\/test\/test$/);
  await expect(page.getByTestId('exam-row').first()).toBeVisible();
});

test('a course’s detail leads its learner to My exams, with the open count; one without exams does not', async ({
  page,
}) => {
  await login(page, '/home');
  const mine = await api<MyExam[]>(page, 'get', 'edu/exam/mine');
  const withExams = mine[0]!.courseId;
  const open = mine.filter(
    (e) => e.courseId === withExams && (e.state === 'open' || e.state === 'in_progress'),
  ).length;
  await page.goto(`/#/detail?id=${withExams}`);
  const row = page.getByTestId('course-exams');
  await expect(row).toContainText(open > 0 ? `我的考试（${open} 场可参加）` : '我的考试');
  await row.getByTestId('course-exams-link').click();
  await expect(page).toHaveURL(/#\/person\/test\/test$/);

  // A published course none of the learner's exams belongs to: no row.
  const courses = await api<{ records: { id: string }[] }>(page, 'get', 'edu/course/page?size=50');
  const other = courses.records.find((c) => !mine.some((e) => e.courseId === c.id));
  expect(other).toBeTruthy();
  await page.goto(`/#/detail?id=${other!.id}`);
  await expect(page.getByTestId('course-detail')).toBeVisible();
  await expect(page.getByTestId('course-exams')).toHaveCount(0);
});

test('offline, an exam screen never opened on this phone says so in the reader’s language, opens once online', async ({
  page,
  context,
}) => {
  // The exam screens are not precached (kept once opened online): a phone that never opened them has no code for them.
  await login(page, '/home');
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.goto('/#/person/test/test');
  await expect(page.getByTestId('offline-empty')).toHaveText('当前离线，本设备没有此页面的已保存内容。');
  await context.setOffline(false);
  // The browser says it is online and the page loads itself again; the event is sent too in case it has not yet
  // (the page may already be reloading, which ends this evaluation).
  await page.evaluate(() => window.dispatchEvent(new Event('online'))).catch(() => undefined);
  await expect(page.locator('[data-testid="exam-row"]').first()).toBeVisible();
});

test.describe('online, a screen whose code does not arrive', () => {
  // Without the service worker, so the test decides which requests for the screen's code fail.
  test.use({ serviceWorkers: 'block' });

  test('says so in the reader’s language and loads itself again, and the screen opens', async ({ page }) => {
    await login(page, '/home');
    // The router loads the page once by itself after a chunk fails (once per error, for the session); the second
    // failure is the page's own to handle, as when a phone's network is back but not yet carrying requests.
    let failed = 0;
    await page.route(/\/assets\/exam-test-[^/]*\.js$/, (route) =>
      failed < 2 ? (failed++, route.abort('internetdisconnected')) : route.continue(),
    );
    await page.goto('/#/person/test/test');
    await expect(page.getByTestId('route-error')).toContainText('页面无法打开，请检查网络后重新加载。');
    await expect(page.getByText('Something went wrong!')).toHaveCount(0);
    await expect(page.locator('[data-testid="exam-row"]').first()).toBeVisible();
    expect(failed).toBe(2);
  });
});

import type { APIRequestContext, Page } from '@playwright/test';
import { adminHeaders, api, headersOf } from './api';
import { newLearner } from './certificate-fixtures';
import { judge } from './axe';
import { expect, test } from './fixtures';
import { DEMO, loginAs, waitForServiceWorker } from './helpers';
import { namePinyin } from '../src/server/lib/pinyin.ts';

/**
 * The check-in desk as staff use it at the door, on a phone: find a person in a keystroke by a Chinese character,
 * pinyin initials, a mobile number's last four or the enterprise, on the session's real list and on one of 5,000;
 * offline too, once the desk has been opened online.
 */
test.use({ viewport: { width: 390, height: 844 } });

const wire = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
const TITLE = `签到台课程 ${Date.now()}`;
let courseId = '';
let sessionId = '';
/** 陈员工's ticket, and 刘员工's, whose sign-up was cancelled (revoked). */
let memberTicket = '';
let revokedTicket = '';

test.beforeAll(async ({ request }) => {
  const staff = await adminHeaders(request);
  courseId = (
    await api<{ id: string }>(request, staff, 'POST', '/api/edu/course', {
      mode: 'offline',
      title: TITLE,
      category: 'safety',
      creditHours: 1,
      fee: 0,
    })
  ).id;
  const start = Date.now() + 30 * 60_000;
  sessionId = (
    await api<{ id: string }>(request, staff, 'POST', '/api/edu/session', {
      courseId,
      title: '签到台场次',
      startAt: wire(start),
      endAt: wire(start + 3 * 3_600_000),
      capacity: 50,
    })
  ).id;
  await api(request, staff, 'PUT', '/api/edu/course/status', { id: courseId, status: 'published' });
  // 张学员 on their own, and a member of 示范物业服务有限公司.
  for (const [username, password] of [
    [DEMO.learner.username, DEMO.learner.password],
    ['ent_member01', 'Learner@2026'],
  ] as const) {
    const e = await api<{ ticket: string }>(
      request,
      await headersOf(request, username, password),
      'POST',
      '/api/edu/enrolment',
      { courseId, sessionId },
    );
    if (username === 'ent_member01') memberTicket = e.ticket;
  }
  // 刘员工 signed up and cancelled: the ticket is revoked.
  const liu = await headersOf(request, 'ent_member02', 'Learner@2026');
  const cancelled = await api<{ id: string; ticket: string }>(request, liu, 'POST', '/api/edu/enrolment', {
    courseId,
    sessionId,
  });
  revokedTicket = cancelled.ticket;
  await api(request, liu, 'PUT', `/api/edu/enrolment/cancel/${cancelled.id}`);
});

test.afterAll(async ({ request }) => {
  if (courseId)
    await api(request, await adminHeaders(request), 'PUT', '/api/edu/course/status', {
      id: courseId,
      status: 'closed',
    });
});

test('find a person by a character, initials, a mobile’s last four or the enterprise; offline too', async ({
  page,
  context,
  request,
}) => {
  await page.goto(`/#/login?redirect=${encodeURIComponent(`/sign/list?sessionId=${sessionId}`)}`);
  await loginAs(page, DEMO.admin);
  await waitForServiceWorker(page);
  const rows = page.getByTestId('roster-row');
  await expect(rows).toHaveCount(2);
  const search = page.getByTestId('roster-search').locator('input');
  await expect(search).toHaveAttribute('placeholder', '姓名、拼音、手机尾号或单位');
  for (const typed of ['张', 'zxy', '0001']) {
    await search.fill(typed);
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText('张学员');
  }
  await search.fill('示范');
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('示范物业服务有限公司');
  await search.fill('zzzz');
  await expect(page.getByTestId('roster-none')).toHaveText('本场次名单中没有匹配的人。');
  expect(await judge(page, undefined, { name: 'desk search' })).toEqual([]);
  // Cleared by its button, the field keeps the focus for the next name.
  await page.getByTestId('roster-search').getByRole('button', { name: '清除' }).click();
  await expect(search).toHaveValue('');
  await expect(search).toBeFocused();
  await expect(rows).toHaveCount(2);

  // Found, let in without the ticket: staff say why, and the check-in keeps it.
  await search.fill('zxy');
  await rows.getByTestId('row-checkin').click();
  const choice = page.getByTestId('admit-choice');
  await expect(choice).toContainText('不凭电子票为 张学员 签到，原因：');
  await expect(choice.getByTestId('admit-id_checked')).toBeFocused();
  expect(await judge(page, undefined, { name: 'admit choice' })).toEqual([]);
  await choice.getByTestId('admit-id_checked').click();
  await expect(rows.getByTestId('row-done')).toBeVisible();
  await expect
    .poll(async () => {
      const page1 = await api<{ records: { name: string; admitReason: string | null }[] }>(
        request,
        await adminHeaders(request),
        'GET',
        `/api/edu/checkin/page?sessionId=${sessionId}&outcome=accepted`,
      );
      return page1.records.find((r) => r.name === '张学员')?.admitReason;
    })
    .toBe('id_checked');

  // Offline, reloaded: the desk opens from the service worker's copy and still finds people.
  await context.setOffline(true);
  await page.reload();
  await search.fill('示范');
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('示范物业服务有限公司');
  await context.setOffline(false);
});

test('on a list of 5,000, a keystroke finds them and lists 12 at most, saying how many in all', async ({
  page,
}) => {
  const surnames = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗';
  const given = '伟芳娜秀英敏静丽强磊军洋勇艳杰娟涛明超兰';
  const entries = Array.from({ length: 5000 }, (_, i) => {
    const name = i === 4321 ? '张学员' : surnames[i % 20]! + given[(i * 7) % 20]! + given[(i * 11) % 20]!;
    return {
      enrolmentId: String(900_000 + i),
      userId: String(800_000 + i),
      name,
      pinyin: namePinyin(name),
      mobile: `139${String(i).padStart(8, '0')}`,
      enterprise: null,
      checkedInAt: null,
      method: null,
    };
  });
  await page.route(`**/api/edu/session/roster/${sessionId}**`, async (route) => {
    const real = (await (await route.fetch()).json()) as { data: Record<string, unknown> };
    await route.fulfill({ json: { ...real, data: { ...real.data, entries, delta: false, removed: [] } } });
  });
  await page.goto(`/#/login?redirect=${encodeURIComponent(`/sign/list?sessionId=${sessionId}`)}`);
  await loginAs(page, DEMO.admin);
  const rows = page.getByTestId('roster-row');
  await expect(rows).toHaveCount(12);
  await expect(page.getByTestId('roster-more')).toHaveText('显示 5000 人中的 12 人：继续输入以缩小范围。');
  const search = page.getByTestId('roster-search').locator('input');
  await search.fill('zxy');
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('张学员');
  // 4321's number ends 4321; so do 1 in 10,000 numbers: here only theirs.
  await search.fill('4321');
  await expect(rows).toHaveCount(1);
  await search.fill('张');
  await expect(page.getByTestId('roster-more')).toContainText('显示 251 人中的 12 人');
});

/** Records the desk's sound (each tone's frequency) and vibration patterns, as a phone would play them. */
const RECORD_SIGNALS = `
  window.__signals = [];
  navigator.vibrate = (pattern) => { window.__signals.push({ vibrate: [].concat(pattern) }); return true; };
  const Real = window.AudioContext;
  window.AudioContext = class extends Real {
    createOscillator() {
      const osc = super.createOscillator();
      const start = osc.start.bind(osc);
      osc.start = (at) => { window.__signals.push({ tone: osc.frequency.value, type: osc.type }); start(at); };
      return osc;
    }
  };
`;
type Signal = { vibrate?: number[]; tone?: number; type?: string };
const signals = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __signals: Signal[] };
    const got = w.__signals;
    w.__signals = [];
    return got;
  });

test('two desks offline, one person: the verdicts large with sound and vibration, every refusal in the log', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const desk = async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await context.addInitScript(RECORD_SIGNALS);
    const page = await context.newPage();
    await page.goto(`/#/login?redirect=${encodeURIComponent(`/sign/home?sessionId=${sessionId}`)}`);
    await loginAs(page, DEMO.admin);
    await expect(page.getByTestId('staff-count')).toBeVisible();
    return { context, page };
  };
  const a = await desk();
  const b = await desk();
  const scan = async (page: Page, code: string) => {
    await page.getByTestId('code-entry').fill(code);
    await page.getByTestId('code-entry').press('Enter');
  };
  await a.context.setOffline(true);
  await b.context.setOffline(true);

  // A revoked ticket (刘员工 cancelled the sign-up) and a code that is no ticket: refused, said large, sounded low.
  await scan(a.page, revokedTicket);
  const verdict = a.page.getByTestId('scan-result');
  await expect(verdict).toHaveAttribute('data-kind', 'refused');
  await expect(verdict).toContainText('报名已取消或被驳回');
  expect(await signals(a.page)).toEqual([
    { tone: 196, type: 'square' },
    { vibrate: [180, 80, 180, 80, 180] },
  ]);
  expect(await judge(a.page, undefined, { name: 'desk verdict' })).toEqual([]);
  await scan(a.page, 'https://example.com/menu');
  await expect(verdict).toContainText('无法识别，不是电子票');

  // 陈员工 at both desks, offline: each lets them in (two rising beeps, one short buzz).
  await scan(a.page, memberTicket);
  await expect(verdict).toHaveAttribute('data-kind', 'accepted');
  await expect(verdict).toContainText('陈员工');
  await expect
    .poll(() => signals(a.page))
    .toEqual([
      { tone: 196, type: 'square' },
      { vibrate: [180, 80, 180, 80, 180] },
      { tone: 880, type: 'sine' },
      { tone: 1320, type: 'sine' },
      { vibrate: [60] },
    ]);
  await scan(b.page, memberTicket);
  await expect(b.page.getByTestId('scan-result')).toHaveAttribute('data-kind', 'accepted');

  // Desk B (which let them in second) syncs first and is told it stands; then desk A's earlier check-in takes
  // its place, and desk B learns it from its list and says so. Counted once throughout.
  await b.context.setOffline(false);
  await expect(b.page.getByTestId('pending-count')).toHaveCount(0, { timeout: 20_000 });
  await expect(b.page.getByTestId('desk-conflict')).toHaveCount(0);
  await a.context.setOffline(false);
  await expect(a.page.getByTestId('pending-count')).toHaveCount(0, { timeout: 20_000 });
  await expect(b.page.getByTestId('desk-conflict')).toHaveText('陈员工', { timeout: 20_000 });
  await expect(a.page.getByTestId('desk-conflict')).toHaveCount(0);
  expect(await judge(b.page, undefined, { name: 'desk conflicts' })).toEqual([]);

  // The console's log of rejected scans: each refusal with its reason and device, counted once, filterable.
  const console = a.page;
  await console.goto(`/#/admin/edu/checkin?sessionId=${sessionId}`);
  await console.getByRole('tab', { name: /拒绝记录/ }).click();
  const rows = console.getByTestId('refused-row');
  await expect(rows).toHaveCount(3);
  await expect(rows.filter({ hasText: '刘员工' })).toContainText('报名已取消或被驳回');
  await expect(rows.filter({ hasText: '无法识别' })).toHaveCount(1);
  await expect(rows.filter({ hasText: '陈员工' })).toContainText('已签到，请勿重复签到 · 其他签到台在先');
  await console.getByTestId('refused-reason').selectOption({ label: '报名已取消或被驳回' });
  await expect(rows).toHaveCount(1);
  expect(await judge(console, undefined, { name: 'rejected scans' })).toEqual([]);
  const download = console.waitForEvent('download');
  await console.getByTestId('export-refused').click();
  expect((await download).suggestedFilename()).toBe('拒绝记录.xlsx');
  const accepted = await api<{ records: { name: string }[] }>(
    request,
    await adminHeaders(request),
    'GET',
    `/api/edu/checkin/page?sessionId=${sessionId}&outcome=accepted`,
  );
  expect(accepted.records.filter((r) => r.name === '陈员工')).toHaveLength(1);
  await a.context.close();
  await b.context.close();
});

/** A new learner signed up for the desk's session: not checked in, whatever the tests before did. */
async function freshAttendee(request: APIRequestContext) {
  const person = await newLearner(request, await adminHeaders(request), String(Date.now()));
  const { ticket } = await api<{ ticket: string }>(
    request,
    await headersOf(request, person.username, person.password),
    'POST',
    '/api/edu/enrolment',
    { courseId, sessionId },
  );
  return { person, ticket };
}

/** When a desk's list was last read, by a request made when (ms): a list read after a change knows it. */
function listReads(page: Page) {
  const asked = new Map<object, number>();
  let last = 0;
  page.on('request', (r) => asked.set(r, Date.now()));
  page.on('response', (r) => {
    if (r.url().includes(`/api/edu/session/roster/${sessionId}`))
      last = Math.max(last, asked.get(r.request()) ?? 0);
  });
  return () => last;
}

test('entry and exit desks: people go out and back in, offline too, and a third screen sees who is inside', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const [p1, p2] = [await freshAttendee(request), await freshAttendee(request)];
  const screen = async (path = `/sign/home?sessionId=${sessionId}`) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`/#/login?redirect=${encodeURIComponent(path)}`);
    await loginAs(page, DEMO.admin);
    await expect(page.getByTestId('staff-count')).toHaveAttribute('data-source', 'server');
    return { context, page };
  };
  const entry = await screen();
  const exit = await screen();
  const watch = await screen();
  const figure = (page: Page, key: string) => page.getByTestId(`count-${key}`);
  const read = async (key: string) => Number(await figure(watch.page, key).textContent());
  const [inside0, left0, in0] = [await read('inside'), await read('left'), await read('checked-in')];
  const scan = async (page: Page, code: string) => {
    await page.getByTestId('code-entry').fill(code);
    await page.getByTestId('code-entry').press('Enter');
  };

  // The second desk is the exit (kept through a reload).
  await exit.page.getByTestId('desk-exit').click();
  await expect(exit.page.getByTestId('desk-exit')).toHaveAttribute('aria-pressed', 'true');
  await exit.page.reload();
  await expect(exit.page.getByTestId('desk-exit')).toHaveAttribute('aria-pressed', 'true');
  await expect(exit.page.getByTestId('staff-count')).toHaveAttribute('data-source', 'server');

  // In at the entry: the third screen's counts rise at once (pushed, not polled), and the exit's list follows.
  const exitListed = listReads(exit.page);
  const entryListed = listReads(entry.page);
  const saved = entry.page.waitForResponse((r) => r.url().endsWith('/api/edu/checkin'));
  const firstScanAt = Date.now();
  await scan(entry.page, p1.ticket);
  await expect(entry.page.getByTestId('scan-result')).toHaveAttribute('data-kind', 'accepted');
  await expect(figure(watch.page, 'inside')).toHaveText(String(inside0 + 1));
  await expect(figure(watch.page, 'checked-in')).toHaveText(String(in0 + 1));

  // Out through the exit, once its list has followed (at most a second after the push).
  const savedAt = (await saved, Date.now());
  await expect.poll(() => exitListed() > savedAt).toBe(true);
  const out = exit.page.waitForResponse((r) => r.url().endsWith('/api/edu/checkin'));
  await scan(exit.page, p1.ticket);
  await expect(exit.page.getByTestId('scan-verdict')).toHaveText('已离场');
  await expect(exit.page.getByTestId('scan-result')).toHaveAttribute('data-kind', 'accepted');
  await expect(figure(watch.page, 'inside')).toHaveText(String(inside0));
  await expect(figure(watch.page, 'left')).toHaveText(String(left0 + 1));
  expect(await judge(exit.page, undefined, { name: 'exit desk' })).toEqual([]);

  // Offline: the exit refuses someone who never came in; the entry, its list following the exit, lets the person
  // back in.
  const outAt = (await out, Date.now());
  await expect.poll(() => entryListed() > outAt).toBe(true);
  await exit.context.setOffline(true);
  await scan(exit.page, p2.ticket);
  await expect(exit.page.getByTestId('scan-result')).toContainText('不在场内：未签到或已离场');
  await expect(exit.page.getByTestId('staff-count')).toHaveAttribute('data-source', 'device');
  await entry.context.setOffline(true);
  // The same code at the same desk within 3 s is one scan (a camera reads a code many times a second).
  await expect.poll(() => Date.now() - firstScanAt, { intervals: [250] }).toBeGreaterThan(3000);
  await scan(entry.page, p1.ticket);
  await expect(entry.page.getByTestId('scan-result')).toContainText('欢迎回来：再次入场');
  await expect(entry.page.getByTestId('staff-count')).toContainText('按本机名单统计');
  await expect(figure(watch.page, 'inside')).toHaveText(String(inside0));
  // Back online, the re-entry and the refusal are sent: inside again, and the refusal is in the log.
  await entry.context.setOffline(false);
  await exit.context.setOffline(false);
  await expect(figure(watch.page, 'inside')).toHaveText(String(inside0 + 1), { timeout: 20_000 });
  await expect(figure(watch.page, 'left')).toHaveText(String(left0));
  await expect(figure(watch.page, 'checked-in')).toHaveText(String(in0 + 1));
  await expect(exit.page.getByTestId('pending-count')).toHaveCount(0, { timeout: 20_000 });
  const refused = await api<{ records: { name: string; reason: string; passage: string }[] }>(
    request,
    await adminHeaders(request),
    'GET',
    `/api/edu/checkin/page?sessionId=${sessionId}&refused=true&reason=not_inside`,
  );
  expect(refused.records.filter((r) => r.name === p2.person.name)).toEqual([
    expect.objectContaining({ passage: 'exit' }),
  ]);
  for (const s of [entry, exit, watch]) await s.context.close();
});

test('a desk on a slow network works on its own, says so, and is back online by itself', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { person, ticket } = await freshAttendee(request);
  await page.goto(`/#/login?redirect=${encodeURIComponent(`/sign/home?sessionId=${sessionId}`)}`);
  await loginAs(page, DEMO.admin);
  await expect(page.getByTestId('staff-count')).toHaveAttribute('data-source', 'server');
  // Check-ins take 8 s to reach the server.
  let slow = true;
  await page.route('**/api/edu/checkin', async (route) => {
    if (slow) await new Promise((resolve) => setTimeout(resolve, 8000));
    await route.continue();
  });
  await page.getByTestId('code-entry').fill(ticket);
  await page.getByTestId('code-entry').press('Enter');
  // The verdict does not wait; after 3 s the desk says it works on its own, and counts from its list.
  await expect(page.getByTestId('scan-result')).toHaveAttribute('data-kind', 'accepted');
  await expect(page.getByTestId('desk-slow')).toHaveText(
    '网络缓慢：本台正按本机名单工作，签到已保存在本机，网络恢复后自动发送。',
  );
  await expect(page.getByTestId('staff-count')).toHaveAttribute('data-source', 'device');
  expect(await judge(page, undefined, { name: 'slow desk' })).toEqual([]);
  // The network recovers: the desk is online again by itself, and the check-in is saved once.
  slow = false;
  await expect(page.getByTestId('desk-slow')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByTestId('pending-count')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByTestId('staff-count')).toHaveAttribute('data-source', 'server');
  const accepted = await api<{ records: { name: string }[] }>(
    request,
    await adminHeaders(request),
    'GET',
    `/api/edu/checkin/page?sessionId=${sessionId}&outcome=accepted`,
  );
  expect(accepted.records.filter((r) => r.name === person.name)).toHaveLength(1);
});

/** A wake lock that records what it was asked (headless Chromium has no screen to keep awake). */
const FAKE_WAKE_LOCK = `
  window.__wake = [];
  Object.defineProperty(navigator, 'wakeLock', { value: { request: async (type) => {
    window.__wake.push(type);
    const sentinel = new EventTarget();
    sentinel.type = type;
    sentinel.release = async () => { sentinel.dispatchEvent(new Event('release')); };
    return sentinel;
  } } });
`;

test('a kiosk at the entrance: self check-in offline, ready again within 3 s, left only with the staff PIN', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const admin = await adminHeaders(request);
  const { person, ticket } = await freshAttendee(request);
  const context = await browser.newContext({ viewport: { width: 800, height: 1280 } });
  await context.addInitScript(FAKE_WAKE_LOCK);
  const page = await context.newPage();
  await page.goto(`/#/login?redirect=${encodeURIComponent(`/sign/home?sessionId=${sessionId}`)}`);
  await loginAs(page, DEMO.admin);
  await page.getByTestId('kiosk-link').click();
  await expect(page.getByTestId('kiosk-setup')).toBeVisible();
  expect(await judge(page, undefined, { name: 'kiosk setup' })).toEqual([]);
  await page.getByTestId('kiosk-new-pin').fill('12');
  await page.getByTestId('kiosk-start').click();
  await expect(page.getByTestId('kiosk-setup').getByRole('alert')).toHaveText('PIN 为 4 到 8 位数字。');
  await page.getByTestId('kiosk-new-pin').fill('2468');
  await page.getByTestId('kiosk-start').click();
  const kiosk = page.getByTestId('kiosk-running');
  await expect(kiosk).toHaveAttribute('data-awake', 'true');
  expect(await page.evaluate(() => (window as unknown as { __wake: string[] }).__wake)).toEqual(['screen']);

  // Offline, an attendee types their code: the verdict large, then the screen is ready for the next person.
  await context.setOffline(true);
  await page.getByTestId('code-entry').fill(ticket);
  await page.getByTestId('code-entry').press('Enter');
  const verdict = page.getByTestId('scan-result');
  await expect(verdict).toHaveAttribute('data-kind', 'accepted');
  await expect(verdict).toContainText(person.name);
  const shownAt = Date.now();
  expect(await judge(page, undefined, { name: 'kiosk verdict' })).toEqual([]);
  await expect(verdict).toHaveCount(0, { timeout: 4000 });
  expect(Date.now() - shownAt).toBeLessThan(3500);
  await page.getByTestId('code-entry').fill(revokedTicket);
  await page.getByTestId('code-entry').press('Enter');
  await expect(verdict).toContainText('报名已取消或被驳回');

  // Reloaded, the kiosk is still running and locked; back does not leave it; a wrong PIN does not either.
  await page.reload();
  await expect(kiosk).toBeVisible();
  await page.goBack();
  await expect(kiosk).toBeVisible();
  await page.getByTestId('kiosk-staff').click();
  await page.getByTestId('kiosk-pin').fill('1357');
  await page.getByTestId('kiosk-leave').click();
  await expect(kiosk.getByRole('alert')).toHaveText('PIN 不正确。');
  await expect(kiosk).toBeVisible();
  await page.getByTestId('kiosk-pin').fill('2468');
  await page.getByTestId('kiosk-leave').click();
  await expect(page.getByTestId('staff-scan')).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByTestId('pending-count')).toHaveCount(0, { timeout: 20_000 });
  const accepted = await api<{ records: { name: string }[] }>(
    request,
    admin,
    'GET',
    `/api/edu/checkin/page?sessionId=${sessionId}&outcome=accepted`,
  );
  expect(accepted.records.filter((r) => r.name === person.name)).toHaveLength(1);
  await context.close();
});

/** The page sizes of a PDF, in millimetres, one per page. */
const pdfPages = (pdf: Buffer) =>
  [...pdf.toString('latin1').matchAll(/\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/g)].map(([, w, h]) => [
    Math.round((Number(w) * 25.4) / 72),
    Math.round((Number(h) * 25.4) / 72),
  ]);

test('badges print offline: the roster ahead on A6, one at the door on a 90 × 54 mm label', async ({
  page,
  context,
  request,
}) => {
  // Someone not checked in yet, whatever the tests before did.
  const { person, ticket } = await freshAttendee(request);
  await context.addInitScript('window.__printed = 0; window.print = () => { window.__printed++; };');
  await page.goto(`/#/login?redirect=${encodeURIComponent(`/sign/list?sessionId=${sessionId}`)}`);
  await loginAs(page, DEMO.admin);
  await expect(page.getByTestId('roster-row').first()).toBeVisible();
  await context.setOffline(true);
  const printed = () => page.evaluate(() => (window as unknown as { __printed: number }).__printed);

  // Those not checked in yet, on A6 (the size is kept for the next time).
  const ahead = page.getByTestId('print-badges');
  const count = Number((await ahead.textContent())?.match(/\d+/)?.[0]);
  await page.getByTestId('badge-size').selectOption('a6');
  await ahead.click();
  await expect.poll(printed).toBe(1);
  await expect(page.getByTestId('badge')).toHaveCount(count);
  expect(pdfPages(await page.pdf({ preferCSSPageSize: true }))).toEqual(Array(count).fill([105, 148]));
  expect(await judge(page, undefined, { name: 'badges' })).toEqual([]);

  // One badge after a scan at the door, on a label (the size chosen on the list is kept).
  await page.getByTestId('badge-size').selectOption('label');
  await context.setOffline(false);
  await page.goto(`/#/sign/home?sessionId=${sessionId}`);
  await expect(page.getByTestId('staff-count')).toBeVisible();
  await context.setOffline(true);
  await page.getByTestId('code-entry').fill(ticket);
  await page.getByTestId('code-entry').press('Enter');
  await expect(page.getByTestId('scan-result')).toHaveAttribute('data-kind', 'accepted');
  await page.getByTestId('print-badge').click();
  await expect(page.getByTestId('badge')).toHaveCount(1);
  await expect(page.getByTestId('badge')).toContainText(person.name);
  await expect(page.getByTestId('badge')).toContainText(`${TITLE} · 签到台场次`);
  await expect(page.getByTestId('badge').locator('img')).toHaveAttribute(
    'alt',
    `${person.name} 的电子票二维码`,
  );
  expect(pdfPages(await page.pdf({ preferCSSPageSize: true }))).toEqual([[90, 54]]);
  await context.setOffline(false);
});

import { readFileSync } from 'node:fs';
import ICAL from 'ical.js';
import { adminHeaders, api, headersOf } from './api';
import { judge } from './axe';
import { expect, test } from './fixtures';
import { DEMO, loginAs } from './helpers';

/**
 * Calendars as a learner meets them on a phone: "Add to calendar" on a signed-up session downloads an .ics a
 * calendar reads (Asia/Shanghai, the venue, two alarms), from the sign-ups list, the ticket and the course; the
 * person settings give the private feed's address, make a new one (the old one stops) and turn texts on and off.
 */
test.use({ viewport: { width: 390, height: 844 } });

const wire = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
const DAY = 86_400_000;
const TITLE = `日历课程 ${Date.now()}`;
const FOLLOWED = `关注课程 ${Date.now()}`;

let courseId = '';
let followedId = '';
let enrolmentId = '';
test.beforeAll(async ({ request }) => {
  const staff = await adminHeaders(request);
  const course = await api<{ id: string }>(request, staff, 'POST', '/api/edu/course', {
    mode: 'offline',
    title: TITLE,
    category: 'safety',
    creditHours: 1,
    fee: 0,
    enrolStartAt: wire(Date.now() - DAY),
    enrolEndAt: wire(Date.now() + 2 * DAY),
  });
  courseId = course.id;
  const start = Date.now() + 3 * DAY;
  const session = await api<{ id: string }>(request, staff, 'POST', '/api/edu/session', {
    courseId,
    title: '第一场',
    startAt: wire(start),
    endAt: wire(start + 2 * 3_600_000),
    capacity: 20,
    venue: '协会二楼报告厅',
  });
  await api(request, staff, 'PUT', '/api/edu/course/status', { id: courseId, status: 'published' });
  const learner = await headersOf(request, DEMO.learner.username, DEMO.learner.password);
  const e = await api<{ id: string }>(request, learner, 'POST', '/api/edu/enrolment', {
    courseId,
    sessionId: session.id,
  });
  enrolmentId = e.id;
  // A course the learner has not signed up for, whose sign-up closes in two days: to follow.
  followedId = (
    await api<{ id: string }>(request, staff, 'POST', '/api/edu/course', {
      mode: 'online',
      title: FOLLOWED,
      category: 'safety',
      creditHours: 1,
      fee: 0,
      enrolStartAt: wire(Date.now() - DAY),
      enrolEndAt: wire(Date.now() + 2 * DAY),
    })
  ).id;
  await api(request, staff, 'PUT', '/api/edu/course/status', { id: followedId, status: 'published' });
});

// The demo learner's sign-up is cancelled and the course closed: the portal's listings stay as seeded.
test.afterAll(async ({ request }) => {
  const learner = await headersOf(request, DEMO.learner.username, DEMO.learner.password);
  if (enrolmentId) await api(request, learner, 'PUT', `/api/edu/enrolment/cancel/${enrolmentId}`);
  await api(request, learner, 'PUT', '/api/edu/calendar/mine', { smsReminders: false });
  if (followedId) await api(request, learner, 'DELETE', `/api/edu/calendar/follow/${followedId}`);
  const staff = await adminHeaders(request);
  for (const id of [courseId, followedId].filter(Boolean))
    await api(request, staff, 'PUT', '/api/edu/course/status', { id, status: 'closed' });
});

test('"Add to calendar" downloads the session as an .ics a calendar reads', async ({ page }) => {
  await page.goto('/#/login?redirect=%2Fperson%2FmyStudy%2FsignUp');
  await loginAs(page, DEMO.learner);
  const row = page.locator('.adm-list-item').filter({ hasText: TITLE });
  const link = row.getByTestId('add-to-calendar');
  await expect(link).toHaveText('加入日历');
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const text = readFileSync((await download.path()) ?? '', 'utf8');
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent') ?? undefined);
  expect(event.summary).toBe(`${TITLE} · 第一场`);
  expect(event.location).toBe('协会二楼报告厅');
  expect(event.startDate.zone?.tzid).toBe('Asia/Shanghai');
  expect(event.component.getAllSubcomponents('valarm')).toHaveLength(2);
  // The ticket and the course page offer it too.
  await row.getByTestId('show-ticket').click();
  await expect(page.getByTestId('ticket').getByTestId('add-to-calendar')).toBeVisible();
  await page.getByTestId('ticket').getByRole('button').last().click();
  await page.goto(`/#/detail?id=${courseId}`);
  await expect(page.getByTestId('sign-up-panel').getByTestId('add-to-calendar')).toBeVisible();
});

test('person settings: the feed to subscribe to, a new address, texts on and off', async ({
  page,
  request,
}) => {
  await page.goto('/#/login?redirect=%2Fperson%2FpersonSetting');
  await loginAs(page, DEMO.learner);
  const section = page.getByTestId('calendar-settings');
  const feed = section.getByTestId('calendar-feed');
  await expect(feed).toHaveValue(/^webcal:\/\/.+\/api\/edu\/calendar\/[A-Za-z0-9_-]{32}\.ics$/);
  const first = (await feed.inputValue()).replace(/^webcal:\/\/[^/]+/, '');
  const polled = await request.get(first);
  expect(polled.status()).toBe(200);
  expect(await polled.text()).toContain(TITLE);
  expect(await judge(page)).toEqual([]);
  // A new address: the old one stops at once.
  await section.getByTestId('calendar-reset').click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(feed).not.toHaveValue(new RegExp(first.replace(/[.?]/g, '\\$&')));
  expect((await request.get(first)).status()).toBe(404);
  const second = (await feed.inputValue()).replace(/^webcal:\/\/[^/]+/, '');
  expect((await request.get(second)).status()).toBe(200);
  // Texts: off until turned on, and kept by the server.
  const texts = section.getByTestId('calendar-smsReminders');
  await expect(texts).toHaveAttribute('aria-checked', 'false');
  await texts.click();
  await expect(texts).toHaveAttribute('aria-checked', 'true');
  const learner = await headersOf(request, DEMO.learner.username, DEMO.learner.password);
  expect(
    (await api<{ smsReminders: boolean }>(request, learner, 'GET', '/api/edu/calendar/mine')).smsReminders,
  ).toBe(true);
  await texts.click();
  await expect(texts).toHaveAttribute('aria-checked', 'false');
});

test('follow a course: its sign-up deadline in the feed, the list in person settings, stop following', async ({
  page,
  context,
  request,
}) => {
  const learner = await headersOf(request, DEMO.learner.username, DEMO.learner.password);
  const feed = async () => {
    const mine = await api<{ feedUrl: string }>(request, learner, 'GET', '/api/edu/calendar/mine');
    return (await request.get(new URL(mine.feedUrl).pathname)).text();
  };
  const deadline = `报名截止：${FOLLOWED}`;
  expect(await feed()).not.toContain(deadline);
  await page.goto(`/#/login?redirect=${encodeURIComponent(`/detail?id=${followedId}`)}`);
  await loginAs(page, DEMO.learner);
  const follow = page.getByTestId('follow-button');
  await expect(follow).toHaveText('关注');
  await expect(follow).toHaveAttribute('aria-pressed', 'false');
  await follow.click();
  // In the panel (the toast says the same for a moment: a page-wide text match can find both).
  await expect(page.getByTestId('follow-course')).toContainText('已关注该课程');
  await expect(follow).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('follow-course')).toContainText('该课程的报名截止时间已加入您的日历订阅');
  expect(await judge(page, undefined, { name: 'course followed' })).toEqual([]);
  expect(await feed()).toContain(deadline);
  // Offline: what is followed shows; changing it waits for a connection.
  await context.setOffline(true);
  await expect(follow).toBeDisabled();
  await expect(page.getByTestId('follow-course')).toContainText('关注课程需要联网。');
  await context.setOffline(false);
  await expect(follow).toBeEnabled();

  // Person settings list it, with its deadline, and stop following it.
  await page.goto('/#/person/personSetting');
  const list = page.getByTestId('followed-courses');
  const row = list.getByTestId('followed-course').filter({ hasText: FOLLOWED });
  await expect(row).toContainText('报名截止');
  await row.getByTestId('unfollow').click();
  await expect(row).toHaveCount(0);
  expect(await feed()).not.toContain(deadline);
  // And in English.
  await page.goto('/#/home');
  await page.getByRole('button', { name: 'English' }).click();
  await page.goto('/#/person/personSetting');
  await expect(list).toContainText('Courses you follow');
  await expect(list).toContainText('None yet.');
  expect(await judge(page, undefined, { name: 'followed courses (en)' })).toEqual([]);
});

test.describe('staff', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('set how early a course reminds, remind a session now, and see the outcome', async ({
    page,
    request,
  }) => {
    await page.goto(`/#/login?redirect=${encodeURIComponent(`/admin/edu/courseEditor?id=${courseId}`)}`);
    await loginAs(page, DEMO.admin);
    await page.getByRole('tab', { name: '提醒' }).click();
    const panel = page.getByTestId('reminder-panel');
    await expect(panel.getByTestId('reminder-lead-1440')).toContainText('提前 1 天');
    await panel.getByTestId('reminder-lead-180').click();
    await panel.getByTestId('reminders-save').click();
    await expect(page.getByText('已保存').or(page.getByText('保存成功')).first()).toBeVisible();
    const staff = await adminHeaders(request);
    const saved = await api<{ leadMinutes: number[] }>(
      request,
      staff,
      'GET',
      `/api/edu/reminder/course?courseId=${courseId}`,
    );
    expect(saved.leadMinutes).toEqual([1440, 180, 60]);
    expect(await judge(page, undefined, { name: 'course reminders' })).toEqual([]);
    // Remind now: the count first, then the notice goes.
    await panel.getByTestId('remind-now').first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('现在提醒 1 位已通过审核的报名学员');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('已提醒 1 人')).toBeVisible();
    // Console › Notices › Reminders: the learner's notice, sent.
    await page.goto('/#/admin/message');
    await page.getByRole('tab', { name: '提醒' }).click();
    const row = page.getByTestId('reminder-row').filter({ hasText: '第一场' }).first();
    await expect(row).toContainText('工作人员提醒');
    await expect(row.getByTestId('reminder-status')).toHaveText('已发送');
    expect(await judge(page, undefined, { name: 'reminder log' })).toEqual([]);
    // Staff's own feed of every session, in the console's personal page.
    await page.goto('/#/admin/personal');
    const staffFeed = page.getByTestId('calendar-staff-feed');
    await expect(staffFeed).toHaveValue(/^webcal:\/\/.+\.ics\?staff=1$/);
    const polled = await request.get((await staffFeed.inputValue()).replace(/^webcal:\/\/[^/]+/, ''));
    expect(await polled.text()).toContain(`${TITLE} · 第一场`);
  });
});

import type { APIRequestContext, Page } from '@playwright/test';
import { adminHeaders, api, headersOf, type Headers } from './api';
import { expect, test } from './fixtures';
import { DEMO, loginAs, openFromMenu, waitForServiceWorker } from './helpers';

/**
 * Notices that arrive by themselves, and the staff's home: a learner signs up in another browser, and the staff
 * member's bell counts up without a reload; the notice opens the pending sign-ups; approving it puts a notice
 * in the learner's inbox. The home's work queue counts what its link lists.
 */
test.use({ viewport: { width: 1440, height: 900 } });

const REVIEW_COURSE = '业主沟通技巧（需审核）';
const PASSWORD = 'Learner@2026';

/** A learner of tenant 1 made through the console's API, with a name no other run uses. */
async function newLearner(request: APIRequestContext, admin: Headers) {
  const roles = await api<{ roleId: string; roleCode: string }[]>(
    request,
    admin,
    'GET',
    '/api/admin/role/list',
  );
  const learnerRole = roles.find((r) => r.roleCode === 'ROLE_LEARNER')!;
  const n = Date.now();
  const username = `notice_${n}`;
  const name = `通知学员${String(n).slice(-6)}`;
  const user = await api<{ userId: string }>(request, admin, 'POST', '/api/admin/user', {
    username,
    name,
    password: PASSWORD,
    phone: `136${String(n).slice(-8)}`,
    role: [learnerRole.roleId],
  });
  return { username, name, password: PASSWORD, userId: user.userId };
}

/** The bell's unread count, from its name ("消息，3 条未读", or "消息" when none): read without waiting. */
const bellCount = async (page: Page) => {
  const name = (await page.getByTestId('notice-bell').getAttribute('aria-label')) ?? '';
  return Number(/(\d+)/.exec(name)?.[1] ?? 0);
};

test('a sign-up reaches the staff bell live; its notice opens the pending list; approval tells the learner', async ({
  page,
  browser,
  request,
}) => {
  const admin = await adminHeaders(request);
  const learner = await newLearner(request, admin);

  const streamed = page.waitForResponse((r) => r.url().includes('sysMessage/stream'));
  await page.goto('/#/login?redirect=%2Fadmin');
  await loginAs(page, DEMO.admin);
  await expect(page.getByTestId('dashboard')).toBeVisible();
  await expect(page.getByTestId('notice-bell')).toBeVisible();
  // The live stream is open.
  expect((await streamed).status()).toBe(200);
  // The count before, from the server: the bell may still be fetching its own (it reads 0 until then).
  const before = (await api<{ count: number }>(request, admin, 'GET', '/api/admin/sysMessage/user/unread'))
    .count;
  await expect.poll(() => bellCount(page)).toBe(before);
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));

  // The learner signs up in a browser of their own.
  const other = await browser.newContext();
  const phone = await other.newPage();
  await phone.goto('/#/login?redirect=%2FstudyOnline');
  await loginAs(phone, learner);
  await phone.getByTestId('course-card').filter({ hasText: REVIEW_COURSE }).click();
  await phone.getByTestId('sign-up').click();
  await expect(phone.getByTestId('my-enrolment-status')).toContainText('待审核');

  // The staff page hears it: no reload (the marker is still there).
  await expect.poll(() => bellCount(page)).toBe(before + 1);
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  await expect(page.getByTestId('notice-bell')).toHaveAttribute('aria-label', `消息，${before + 1} 条未读`);

  // The home's work queue heard it too, and its count is what its link lists.
  const queued = page.getByTestId('queue-enrolmentReview');
  await expect(queued).toBeVisible();
  const count = Number(await queued.locator('.queue-count').innerText());
  expect(count).toBeGreaterThan(0);
  await queued.click();
  await expect(page).toHaveURL(/admin\/edu\/enrolment\?.*status=pending/);
  await expect(page.getByTestId('pager-summary').first()).toContainText(`共 ${count} 条`);

  // The notice itself leads to the pending sign-ups, and reading it takes one off the count.
  await page.getByTestId('notice-bell').click();
  const item = page.getByTestId('notice-item').filter({ hasText: REVIEW_COURSE }).first();
  await expect(item).toBeVisible();
  const unread = await bellCount(page);
  await item.click();
  await expect(page).toHaveURL(/admin\/edu\/enrolment\?.*status=pending/);
  await expect.poll(() => bellCount(page)).toBe(unread - 1);

  const row = page.getByTestId('enrolment-row').filter({ hasText: learner.name }).first();
  await row.getByTestId('approve').click();
  await expect(row).toBeHidden();

  // The learner has been told.
  const mine = await headersOf(request, learner.username, learner.password);
  const inbox = await api<{
    count: number;
    latest: { kind: string; title: string; content: string; link: string | null }[];
  }>(request, mine, 'GET', '/api/admin/sysMessage/user/unread');
  expect(inbox.count).toBeGreaterThanOrEqual(1);
  expect(inbox.latest[0]).toMatchObject({ kind: 'enrolment-reviewed' });
  expect(inbox.latest[0]).toMatchObject({ title: '报名已通过审核', link: '/person/myStudy/signUp' });
  expect(inbox.latest[0]!.content).toContain(REVIEW_COURSE);

  // …and sees it on the portal: the home's notices link counts it, the notification centre lists it, opening it
  // goes to the sign-ups and reads it.
  await phone.goto('/#/home');
  await waitForServiceWorker(phone);
  await expect(phone.getByTestId('notices-unread')).toHaveText(String(inbox.count));
  await phone.getByTestId('notices-link').click();
  const notice = phone.getByTestId('my-notice').filter({ hasText: '报名已通过审核' });
  await expect(notice).toContainText(REVIEW_COURSE);
  await expect(notice).toHaveClass(/unread/);
  await notice.getByTestId('my-notice-open').click();
  await expect(phone).toHaveURL(/#\/person\/myStudy\/signUp/);
  await phone.goBack();
  await expect(notice).not.toHaveClass(/unread/);
  // Offline, the list last read stays, saying how old it is; marking read waits for a connection.
  await other.setOffline(true);
  await phone.reload();
  await expect(notice).toBeVisible();
  await expect(phone.getByTestId('freshness-note')).toBeVisible();
  await expect(phone.getByTestId('my-notices-read-all')).toBeDisabled();
  await other.setOffline(false);
  await other.close();
});

test('the notification centre filters, marks read and marks all read; staff announce to everyone', async ({
  page,
  request,
}) => {
  const admin = await adminHeaders(request);
  const title = `E2E 公告 ${Date.now()}`;
  const made = await api<string | { id: string }>(request, admin, 'POST', '/api/admin/sysMessage', {
    category: '0',
    title,
    content: '本周六停电检修，线下课程顺延。',
  });
  const id = typeof made === 'string' ? made : made.id;
  await api(request, admin, 'POST', `/api/admin/sysMessage/send?id=${id}`);

  await page.goto('/#/login?redirect=%2Fadmin%2Fnotices');
  await loginAs(page, DEMO.admin);
  const centre = page.getByTestId('notice-centre');
  await expect(centre).toBeVisible();
  const row = centre.getByTestId('notice-row').filter({ hasText: title });
  await expect(row).toContainText('本周六停电检修');
  await expect(row).toContainText('未读');

  await centre.getByTestId('notice-filter-category').getByRole('button', { name: '公告' }).click();
  await expect(
    centre.getByTestId('notice-filter-category').getByRole('button', { name: '公告' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(centre.getByTestId('notice-row').filter({ hasText: title })).toHaveCount(1);
  await row.getByTestId('notice-mark-read').click();
  await expect(row).toContainText('已读');

  await centre.getByTestId('notice-filter-category').getByRole('button', { name: '公告' }).click();
  await centre.getByTestId('notice-filter-read').getByRole('button', { name: '未读' }).click();
  await expect(centre.getByTestId('notice-row').filter({ hasText: title })).toHaveCount(0);
  await centre.getByTestId('notice-centre-read-all').click();
  await expect(centre.getByTestId('notice-row')).toHaveCount(0);
  await expect(page.getByTestId('notice-count')).toHaveCount(0);

  // The user menu reaches the centre too.
  await page.getByTestId('user-menu').click();
  await expect(page.locator('[data-command="notices"]')).toBeVisible();
  await api(request, admin, 'DELETE', '/api/admin/sysMessage', [id]);
});

test('System › Notices: staff write an announcement, send it to everyone, and see who read it', async ({
  page,
  request,
}) => {
  const title = `E2E 全体公告 ${Date.now()}`;
  await page.goto('/#/login?redirect=%2Fadmin');
  await loginAs(page, DEMO.admin);
  // The menu holds pig's view path (/tools/message/index), so pig's console finds its page; ours opens here.
  await openFromMenu(page, '消息管理');
  await expect(page).toHaveURL(/#\/admin\/message/);
  const admin = page.getByTestId('message-admin');
  await expect(admin).toBeVisible();
  await admin.getByTestId('message-new').click();
  const drawer = page.getByTestId('message-drawer');
  await drawer.getByTestId('message-title').locator('input').fill(title);
  await drawer.getByTestId('message-content').locator('textarea').first().fill('培训中心本周六停电。');
  await drawer.getByTestId('message-save').click();
  const row = admin.getByTestId('message-row').filter({ hasText: title });
  await expect(row).toContainText('全体人员');
  await row.getByTestId('message-send').click();
  await page.getByRole('button', { name: /确定|确认/ }).click();
  await expect(row.getByTestId('message-send')).toHaveCount(0);

  // Everyone has it, the sender too: the bell counts it and the centre shows it.
  await expect(page.getByTestId('notice-bell')).toHaveAttribute('aria-label', /\d+ 条未读/);
  const learner = await headersOf(request, DEMO.learner.username, DEMO.learner.password);
  const inbox = await api<{ latest: { title: string }[] }>(
    request,
    learner,
    'GET',
    '/api/admin/sysMessage/user/unread',
  );
  expect(inbox.latest.map((m) => m.title)).toContain(title);

  await row.getByTestId('message-reads-open').click();
  const reads = page.getByTestId('message-reads-list');
  await expect(reads.getByTestId('message-read-row').first()).toBeVisible();
  await expect(reads).toContainText('未读');
});

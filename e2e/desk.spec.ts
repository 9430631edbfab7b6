import { adminHeaders, api, headersOf } from './api';
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
  ] as const)
    await api(request, await headersOf(request, username, password), 'POST', '/api/edu/enrolment', {
      courseId,
      sessionId,
    });
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

test('on a list of 5,000, a keystroke finds them and lists 20 at most, saying how many in all', async ({
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
  await expect(rows).toHaveCount(20);
  await expect(page.getByTestId('roster-more')).toHaveText('显示 5000 人中的 20 人：继续输入以缩小范围。');
  const search = page.getByTestId('roster-search').locator('input');
  await search.fill('zxy');
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('张学员');
  // 4321's number ends 4321; so do 1 in 10,000 numbers: here only theirs.
  await search.fill('4321');
  await expect(rows).toHaveCount(1);
  await search.fill('张');
  await expect(page.getByTestId('roster-more')).toContainText('显示 251 人中的 20 人');
});

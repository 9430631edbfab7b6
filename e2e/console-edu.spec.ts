import { expect, test } from './fixtures';
import { DEMO, loginAs } from './helpers';
import { adminHeaders, api } from './api';

test('staff create a classroom course with a session, publish it, and learners see it', async ({
  page,
  request,
}) => {
  await page.goto('/#/login?redirect=%2Fadmin%2Fedu%2Fcourse');
  await loginAs(page, DEMO.admin);
  await expect(page.getByTestId('course-admin')).toBeVisible();
  await expect(page.getByTestId('breadcrumb')).toContainText('课程管理');
  await page.getByTestId('course-new').click();
  const form = page.getByTestId('course-form');
  await form.getByTestId('course-title').locator('input').fill('E2E 物业安全巡检实操');
  await form.getByText('安全生产', { exact: true }).click();
  await page.getByTestId('course-save').click();

  await expect(page.getByTestId('editor-title')).toHaveText('E2E 物业安全巡检实操');
  const panel = page.getByTestId('sessions-panel');
  await panel.getByPlaceholder('如：第 1 期').fill('第 1 期');
  await panel.getByTestId('session-start').locator('input').fill('2030-05-01 09:00');
  await panel.getByTestId('session-end').locator('input').fill('2030-05-01 12:00');
  await page.getByTestId('session-add').click();
  await expect(panel.getByTestId('session-row')).toHaveCount(1);
  await expect(panel.getByTestId('session-row')).toContainText('2030-05-01 09:00');
  // The sessions' totals of every session of the course are the page call's, as the API gives them.
  // The router writes a text id quoted (`?id=%2213%22`).
  const courseId = new URL(page.url().replace('/#/', '/')).searchParams.get('id')?.replace(/"/g, '');
  const totals = await api<{ capacityTotal: number; seatsLeftTotal: number; signedUpTotal: number }>(
    request,
    await adminHeaders(request),
    'GET',
    `/api/edu/session/page?courseId=${courseId}`,
  );
  expect(totals).toMatchObject({ capacityTotal: 30, seatsLeftTotal: 30, signedUpTotal: 0 });
  // A multi-day session's daily automatic check-out, set on its row (saved when the field is left).
  const checkout = panel.getByTestId('session-auto-checkout');
  await expect(checkout).toHaveAccessibleName('每日自动签退： 第 1 期');
  await checkout.fill('18:00');
  // Saved when the field is left (Tab moves between its hour and minute first).
  await checkout.blur();
  await expect(page.getByText('自动签退时间已保存')).toBeVisible();
  await expect
    .poll(async () =>
      (
        await api<{ records: { autoCheckoutAt: string | null }[] }>(
          request,
          await adminHeaders(request),
          'GET',
          `/api/edu/session/page?courseId=${courseId}`,
        )
      ).records.map((r) => r.autoCheckoutAt),
    )
    .toEqual(['18:00']);
  await expect(panel.getByTestId('grid-total-all').locator('[data-total="seats"]')).toHaveText(
    `余 ${totals.seatsLeftTotal} / 共 ${totals.capacityTotal}，已报名 ${totals.signedUpTotal}`,
  );
  await expect(panel.getByTestId('grid-total-all')).toContainText('全部 1 个场次合计');

  await page.goto('/#/admin/edu/course');
  // The course list sorts by a header on the server, the sort in the address.
  const byTitle = page.waitForResponse(
    (r) => r.url().includes('/api/edu/course/page') && new URL(r.url()).searchParams.get('ascs') === 'title',
  );
  await page.getByRole('columnheader', { name: '名称', exact: true }).getByRole('button').click();
  await byTitle;
  expect(decodeURIComponent(page.url())).toContain('sort=title,asc');
  const row = page.getByTestId('course-row').filter({ hasText: 'E2E 物业安全巡检实操' });
  await expect(row.getByTestId('status-tag')).toHaveText('草稿');
  await row.getByTestId('course-publish').click();
  await expect(row.getByTestId('status-tag')).toHaveText('已发布');

  await page.goto('/#/studyOffline');
  await expect(page.getByTestId('course-card').filter({ hasText: 'E2E 物业安全巡检实操' })).toBeVisible();
});

test('staff review sign-ups: reject with a reason, export to Excel, and see the statistics chart', async ({
  page,
  browser,
}) => {
  // A learner signs up for a course that needs approval.
  const learner = await browser.newPage();
  await learner.goto('/#/login?redirect=%2FstudyOnline');
  await loginAs(learner, DEMO.learner);
  await learner.getByTestId('course-card').filter({ hasText: '业主沟通技巧（需审核）' }).click();
  await learner.getByTestId('sign-up').click();
  await expect(learner.getByTestId('my-enrolment-status')).toContainText('待审核');

  await page.goto('/#/login?redirect=%2Fadmin%2Fedu%2Fenrolment');
  await loginAs(page, DEMO.admin);
  const row = page.getByTestId('enrolment-row').filter({ hasText: '业主沟通技巧（需审核）' });
  await expect(row.getByTestId('status-tag')).toHaveText('待审核');
  await row.getByTestId('reject').click();
  await page.getByTestId('reject-reason').locator('textarea').fill('请先完成基础课程');
  await page.getByRole('button', { name: '确定' }).click();
  await expect(row.getByTestId('status-tag')).toHaveText('已驳回');
  await expect(row).toContainText('请先完成基础课程');

  const download = page.waitForEvent('download');
  await page.getByTestId('export-enrolments').click();
  expect((await download).suggestedFilename()).toBe('报名名单.xlsx');

  await learner.goto('/#/person/myStudy/signUp');
  const mine = learner.getByTestId('my-enrolment').filter({ hasText: '业主沟通技巧（需审核）' });
  await expect(mine.getByTestId('enrolment-status')).toHaveText('已驳回');
  await expect(mine).toContainText('请先完成基础课程');

  await page.goto('/#/admin/edu/course');
  await page
    .getByTestId('course-row')
    .filter({ hasText: '《物业管理条例》要点解读' })
    .getByRole('link')
    .first()
    .click();
  await page.getByRole('tab', { name: '学习统计' }).click();
  await expect(page.getByTestId('course-stats')).toBeVisible();
  await expect(page.getByTestId('stats-chart').locator('canvas')).toBeVisible();
});

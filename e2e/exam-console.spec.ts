import { createCipheriv } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect, test } from './fixtures';
import { DEMO, loginAs } from './helpers';

/**
 * Console › Question bank, Exams, Exam results, as staff do it: a category and one question of each
 * type, a workbook with a bad row refused by its line, a fixed paper made of the new questions and published; then
 * the results of the demo's random practice after learner01 (driven through the API) answered its fill-ins wrong:
 * the attempt waits for review, the chart is drawn, and marking the fill-ins grades it.
 */
test.use({ viewport: { width: 1366, height: 900 } });

const encrypted = (password: string) => {
  const key = Buffer.from('thanks,pig4cloud');
  const c = createCipheriv('aes-128-cfb', key, key);
  return Buffer.concat([c.update(password, 'utf8'), c.final()]).toString('base64');
};

/** A learner's token from the automation client (no captcha). */
async function tokenOf(request: APIRequestContext, user: { username: string; password: string }) {
  const res = await request.post(
    `/api/admin/oauth2/token?grant_type=password&scope=server&username=${user.username}`,
    {
      headers: {
        Authorization: `Basic ${Buffer.from('test:test').toString('base64')}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      data: new URLSearchParams({ password: encrypted(user.password) }).toString(),
    },
  );
  expect(res.status()).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

async function openConsole(page: Page, path: string) {
  await page.goto(`/#/login?redirect=${encodeURIComponent(path)}`);
  await loginAs(page, DEMO.admin);
  await expect(page).toHaveURL(new RegExp(`#${path.replace(/[?]/g, '\\?')}`));
}

/** The bank template's imported columns (read by header). */
const HEADERS = [
  '题目分类',
  '题型',
  '题干',
  ...'ABCDEFGH'.split('').map((k) => `选项${k}`),
  '正确答案',
  '分值',
  '答案解析',
];

async function workbook(rows: (string | number)[][]) {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('questions');
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

test('staff build a bank of the four types, import with a row error, and publish a fixed paper', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const n = String(Date.now()).slice(-6);
  const category = `E2E 分类${n}`;
  await openConsole(page, '/admin/edu/question');
  await expect(page.getByTestId('breadcrumb')).toContainText('题库管理');

  // A category, chosen once added.
  await page.getByTestId('category-name').locator('input').fill(category);
  await page.getByTestId('category-add').click();
  const node = page.getByTestId('category-node').filter({ hasText: category });
  await expect(node).toHaveAttribute('aria-pressed', 'true');
  // Renamed: the new name is the one shown.
  await page.getByTestId('category-rename').click();
  await page.getByTestId('category-new-name').locator('input').fill(`${category}改`);
  await page.getByTestId('category-rename-save').click();
  await expect(page.getByTestId('category-node').filter({ hasText: `${category}改` })).toBeVisible();
  await page.getByTestId('category-rename').click();
  await page.getByTestId('category-new-name').locator('input').fill(category);
  await page.getByTestId('category-rename-save').click();
  await expect(page.getByTestId('category-node').filter({ hasText: `${category}改` })).toHaveCount(0);

  const drawer = page.getByTestId('question-drawer');
  const stem = (text: string) => drawer.getByTestId('q-stem').locator('textarea').fill(`<p>${text}</p>`);
  const save = async () => {
    await drawer.getByTestId('q-save').click();
    await expect(drawer).toBeHidden();
  };

  // Single choice: B right.
  await page.getByTestId('question-new').click();
  await stem(`E2E 单选${n}：电梯困人首先？`);
  const options = async (texts: string[]) => {
    for (const [i, text] of texts.entries())
      await drawer.getByTestId(`q-option-${'ABCD'[i]}`).locator('input').fill(text);
  };
  await options(['撬门', '安抚并通知维保', '断电', '等待']);
  // Saving without a right answer is stopped before the server.
  await drawer.getByTestId('q-save').click();
  await expect(drawer.getByTestId('q-problem')).toHaveText('请标出正确答案');
  await drawer.getByTestId('q-right-B').click();
  await drawer.getByTestId('q-score').locator('input').fill('5');
  await save();

  // Multiple choice: A and C right, the partial rule said.
  await page.getByTestId('question-new').click();
  await drawer.getByTestId('q-type').getByRole('button', { name: '多选题' }).click();
  await expect(drawer.getByTestId('q-options')).toContainText('50%');
  await stem(`E2E 多选${n}：消防巡查包括？`);
  await options(['灭火器', '装修风格', '疏散指示', '绿化']);
  await drawer.getByTestId('q-right-A').click();
  await drawer.getByTestId('q-right-C').click();
  await drawer.getByTestId('q-score').locator('input').fill('10');
  await save();

  // True / false: false.
  await page.getByTestId('question-new').click();
  await drawer.getByTestId('q-type').getByRole('button', { name: '判断题' }).click();
  await stem(`E2E 判断${n}：压力表红区表示正常。`);
  await drawer.getByTestId('q-judge').getByRole('button', { name: '错误' }).click();
  await drawer.getByTestId('q-score').locator('input').fill('5');
  await save();

  // Fill-in: two blanks, the second with two accepted answers.
  await page.getByTestId('question-new').click();
  await drawer.getByTestId('q-type').getByRole('button', { name: '填空题' }).click();
  await stem(`E2E 填空${n}：火警电话 ___，计费面积单位 ___。`);
  const blanks = drawer.getByTestId('q-blank');
  await blanks.nth(0).getByTestId('q-blank-input').locator('input').fill('119');
  await blanks.nth(0).getByTestId('q-blank-input').locator('input').press('Enter');
  await drawer.getByTestId('q-blank-add').click();
  for (const alt of ['平方米', 'm2']) {
    await blanks.nth(1).getByTestId('q-blank-input').locator('input').fill(alt);
    await blanks.nth(1).getByTestId('q-blank-add-alt').click();
  }
  await expect(blanks.nth(1).getByTestId('q-alt')).toHaveCount(2);
  await drawer.getByTestId('q-score').locator('input').fill('10');
  await save();

  await expect(page.getByTestId('question-row')).toHaveCount(4);
  await expect(node).toContainText('4');
  for (const type of ['单选题', '多选题', '判断题', '填空题'])
    await expect(page.getByTestId('question-row').filter({ hasText: type })).toHaveCount(1);

  // The type filter narrows the table.
  await page.getByTestId('question-type-filter').getByRole('button', { name: '填空题' }).click();
  await expect(page.getByTestId('question-row')).toHaveCount(1);
  await page.getByTestId('question-type-filter').getByRole('button', { name: '填空题' }).click();

  // A workbook with one bad row (no right answer) is refused by its line.
  await page.getByTestId('question-import').click();
  const dialog = page.getByTestId('import-dialog');
  await dialog.getByTestId('import-file').setInputFiles({
    name: 'questions.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await workbook([
      HEADERS,
      [category, '单选', `E2E 导入${n} 一`, '甲', '乙', '', '', '', '', '', '', 'A', 2, ''],
      // No right answer: refused, and with it the whole workbook.
      [category, '单选', `E2E 导入${n} 二`, '甲', '乙', '', '', '', '', '', '', '', 2, ''],
    ]),
  });
  await dialog.getByTestId('import-submit').click();
  const errors = dialog.getByTestId('import-error-row');
  await expect(errors).toHaveCount(1);
  await expect(errors.first()).toContainText('3');
  await page
    .getByTestId('import-dialog')
    .getByRole('button', { name: /关闭|Close/ })
    .click();
  await expect(page.getByTestId('question-row').filter({ hasText: `E2E 导入${n}` })).toHaveCount(0);

  // The category's questions exported.
  const download = page.waitForEvent('download');
  await page.getByTestId('question-admin').getByTestId('toolbar-export').click();
  expect((await download).suggestedFilename()).toBe('试题.xlsx');

  // A fixed paper of the four on the course learner01 is on, published.
  await page.goto('/#/admin/edu/exam');
  await page.getByTestId('exam-new').click();
  const form = page.getByTestId('exam-form');
  await form.getByTestId('exam-course-pick').click();
  let chooser = page.getByTestId('record-chooser');
  await chooser.getByTestId('chooser-search').locator('input').fill('演示签到');
  await chooser.getByTestId('chooser-search').locator('input').press('Enter');
  await chooser.getByTestId('chooser-row').filter({ hasText: '演示签到' }).locator('.grid-tick').click();
  await chooser.getByTestId('chooser-ok').click();
  await expect(form.getByTestId('exam-course')).toContainText('演示签到');
  await form.getByTestId('exam-title').locator('input').fill(`E2E 结业测验${n}`);
  await form.getByTestId('exam-items-pick').click();
  chooser = page.getByTestId('record-chooser');
  await chooser.getByTestId('tree-node').filter({ hasText: category }).click();
  await expect(chooser.getByTestId('chooser-row')).toHaveCount(4);
  for (const box of await chooser.getByTestId('chooser-row').locator('.grid-tick').all()) await box.click();
  await chooser.getByTestId('chooser-ok').click();
  await expect(form.getByTestId('exam-item')).toHaveCount(4);
  await expect(form.getByTestId('exam-total')).toContainText('30');
  // A pass score above the total is stopped in the form.
  await form.getByTestId('exam-pass').locator('input').fill('40');
  await form.getByTestId('exam-save').click();
  await expect(form.getByTestId('exam-problem')).toContainText('30');
  await form.getByTestId('exam-pass').locator('input').fill('18');
  await form.getByTestId('exam-duration').locator('input').fill('20');
  await form.getByTestId('exam-save').click();
  await expect(page.getByTestId('exam-drawer')).toBeHidden();

  const row = page.getByTestId('exam-row').filter({ hasText: `E2E 结业测验${n}` });
  await expect(row.getByTestId('exam-status')).toHaveText('草稿');
  await expect(row).toContainText('30 / 18');
  await row.getByTestId('exam-publish').click();
  await expect(row.getByTestId('exam-status')).toHaveText('已发布');
});

test('results of an exam: the attempt, the score chart, and fill-ins marked by staff', async ({ page }) => {
  test.setTimeout(180_000);
  // learner01 takes the demo's random practice (fill-ins reviewed by staff) and answers its fill-ins wrongly.
  const token = await tokenOf(page.request, DEMO.learner);
  const headers = { Authorization: `Bearer ${token}`, 'TENANT-ID': '1' };
  const mine = (await (await page.request.get('/api/edu/exam/mine', { headers })).json()) as {
    data: { id: string; title: string }[];
  };
  const practice = mine.data.find((e) => e.title.startsWith('随机抽题练习'));
  expect(practice).toBeTruthy();
  const started = (await (
    await page.request.post(`/api/edu/exam/${practice?.id}/attempt`, { headers })
  ).json()) as {
    data: {
      attemptId: string;
      serverNowMs: number;
      questions: { id: string; type: string; blanks: number }[];
    };
  };
  const attempt = started.data;
  const answers = attempt.questions.map((q) => ({
    questionId: q.id,
    value:
      q.type === 'fill' ? Array.from({ length: q.blanks }, () => '不知道') : q.type === 'judge' ? 'T' : 'A',
    answeredAtMs: attempt.serverNowMs,
  }));
  const submitted = (await (
    await page.request.post(`/api/edu/exam/attempt/${attempt.attemptId}/submit`, {
      headers,
      data: { clientId: `e2e-${Date.now()}`, answers, deviceTime: Date.now(), clockOffsetMs: 0 },
    })
  ).json()) as { data: { status: string } };
  expect(submitted.data.status).toBe('pending_review');

  await openConsole(page, `/admin/edu/examResult?examId=${practice?.id}`);
  await expect(page.getByTestId('breadcrumb')).toContainText('成绩管理');
  await expect(page.getByTestId('result-exam-title')).toContainText('随机抽题练习');
  await expect(page.getByTestId('stat-attempts')).not.toHaveText('0');
  await expect(page.getByTestId('score-chart').locator('canvas')).toBeVisible();

  const row = page.getByTestId('attempt-row').filter({ hasText: 'learner01' }).first();
  await expect(row.getByTestId('attempt-status')).toHaveText('待阅卷');
  await row.getByTestId('attempt-open').click();
  const detail = page.getByTestId('attempt-detail');
  const waiting = detail.getByTestId('attempt-question').filter({ has: page.getByTestId('needs-review') });
  await expect(waiting).toHaveCount(2);
  await expect(waiting.first().getByTestId('attempt-value')).toContainText('不知道');
  // A mark above the question's score is refused in the form; then each fill-in gets 1.
  await waiting.first().getByTestId('attempt-mark-input').locator('input').fill('99');
  await expect(detail.getByTestId('review-save')).toBeDisabled();
  for (const q of await waiting.all()) await q.getByTestId('attempt-mark-input').locator('input').fill('1');
  await detail.getByTestId('review-save').click();
  await expect(detail.getByTestId('attempt-detail-status')).toHaveText('已评分');
  await expect(waiting).toHaveCount(0);
  await expect(detail.getByTestId('attempt-detail-score')).toContainText('/ 30');
  await page.screenshot({ path: test.info().outputPath('attempt.png') });
  await page
    .getByTestId('attempt-drawer')
    .getByRole('button', { name: /关闭|Close/ })
    .click();
  await expect(row.getByTestId('attempt-status')).toHaveText('已评分');

  // The status filter finds it among the graded.
  await page.getByTestId('attempt-status-filter').getByRole('button', { name: '已评分' }).click();
  await expect(page.getByTestId('attempt-row').filter({ hasText: 'learner01' })).not.toHaveCount(0);

  const download = page.waitForEvent('download');
  await page.getByTestId('exam-result').getByTestId('toolbar-export').click();
  expect((await download).suggestedFilename()).toBe('考试成绩.xlsx');

  // Re-opened for 15 minutes (the filter pressed again shows every status): in progress again, and the learner
  // resumes the same attempt.
  await page.getByTestId('attempt-status-filter').getByRole('button', { name: '已评分' }).click();
  await row.getByTestId('attempt-open').click();
  await detail.getByTestId('reopen-minutes').locator('input').fill('15');
  await detail.getByTestId('reopen').click();
  await expect(page.getByTestId('attempt-drawer')).toBeHidden();
  await expect(row.getByTestId('attempt-status')).toHaveText('答题中');
  const resumed = (await (
    await page.request.post(`/api/edu/exam/${practice?.id}/attempt`, { headers })
  ).json()) as { data: { attemptId: string } };
  expect(resumed.data.attemptId).toBe(attempt.attemptId);
  // The specs of a run share one server: learner01 hands the re-opened attempt in again, so the practice is not
  // left in progress for the learner's own exam spec.
  const again = await page.request.post(`/api/edu/exam/attempt/${attempt.attemptId}/submit`, {
    headers,
    data: { clientId: `e2e-resubmit-${Date.now()}`, answers: [], deviceTime: Date.now(), clockOffsetMs: 0 },
  });
  expect(again.status()).toBe(200);
});

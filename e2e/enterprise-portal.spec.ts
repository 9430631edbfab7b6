import type { Browser, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { creditCodeCheckChar } from '../src/contract/enterprise-rules';
import { solvePuzzle } from './captcha';
import { expect, test } from './fixtures';
import { DEMO, loginAs, outboxCode, waitForServiceWorker } from './helpers';

/**
 * The enterprise and feedback screens on a phone: a company registers through the UI (credit code
 * checked as typed, SMS code from the outbox, licence upload) and its admin sees "waiting for review"; the seeded
 * approved enterprise's admin adds, imports (a dry run with a row error first) and removes members; a learner's
 * feedback written and sent offline arrives exactly once, and staff's reply shows in the list; English too.
 */
test.describe.configure({ mode: 'serial' });

const ENT_ADMIN = { username: 'ent_admin01', password: 'Enterprise@2026' };
const run = Date.now().toString(36).slice(-5);

const tokenOf = (page: Page) =>
  page.evaluate(() => {
    const raw = sessionStorage.getItem('token') ?? '';
    return raw.startsWith('"') ? (JSON.parse(raw) as string) : raw;
  });

async function api<T>(page: Page, method: 'get' | 'put', path: string, data?: unknown): Promise<T> {
  const headers = { Authorization: `Bearer ${await tokenOf(page)}`, 'TENANT-ID': '1' };
  const res = await page.request.fetch(`/api/${path}`, { method, headers, data });
  expect(res.status(), `${method} ${path}`).toBe(200);
  const body = (await res.json()) as { code: number; data: T; msg: string };
  expect(body.code, body.msg).toBe(0);
  return body.data;
}

async function login(page: Page, user: { username: string; password: string }, path: string) {
  await page.goto(`/#/login?redirect=${encodeURIComponent(path)}`);
  await loginAs(page, user);
  await expect(page.getByTestId('login-submit')).toHaveCount(0);
}

const confirmYes = (page: Page) => page.getByRole('button', { name: /确定|确认/ }).click();

async function workbook(rows: string[][]) {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('members');
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** A credit code no one has: 17 random digits and their check character. */
function freshCreditCode() {
  const first17 = '9144' + String(Date.now()).slice(-13);
  return { first17, code: first17 + (creditCodeCheckChar(first17) ?? '') };
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

test('an enterprise registers from the login page and its admin sees it waiting for review', async ({
  page,
}) => {
  const phone = `1396${String(Date.now()).slice(-7)}`;
  const { first17, code } = freshCreditCode();
  const wrong = first17 + (code.endsWith('0') ? '1' : '0');
  await page.goto('/#/login');
  await page.getByTestId('login-enterprise-register').click();
  await expect(page.getByTestId('enterprise-register')).toBeVisible();

  await page.getByTestId('ent-name').locator('input').fill(`测试物业${run}有限公司`);
  // Upper-cased as typed; a wrong last character is told apart from a wrong shape.
  await page.getByTestId('ent-credit-code').locator('input').fill(wrong.toLowerCase());
  await expect(page.getByTestId('ent-credit-code').locator('input')).toHaveValue(wrong);
  await expect(page.getByTestId('credit-code-issue')).toContainText('校验位');
  await page.getByTestId('ent-credit-code').locator('input').fill('9144030070846113');
  await expect(page.getByTestId('credit-code-issue')).toHaveCount(0); // still being typed
  await page.getByTestId('ent-credit-code').locator('input').pressSequentially('I');
  await expect(page.getByTestId('credit-code-issue')).toContainText('格式不正确');
  await page.getByTestId('ent-credit-code').locator('input').fill(code);
  await expect(page.getByTestId('credit-code-issue')).toHaveCount(0);

  await page.getByTestId('ent-contact-name').locator('input').fill('王经理');
  await page.getByTestId('ent-mobile').locator('input').fill(phone);
  await page.getByTestId('sms-send').click();
  await solvePuzzle(page);
  await expect.poll(() => outboxCode(phone)).toMatch(/^\d{4}$/);
  await page
    .getByTestId('ent-code')
    .locator('input')
    .fill(outboxCode(phone) ?? '');

  // The licence: a wrong type is refused with its message, then a PDF goes.
  const input = page.getByTestId('licence-input');
  await input.setInputFiles({ name: 'licence.txt', mimeType: 'text/plain', buffer: Buffer.from('no') });
  await expect(page.getByTestId('licence-message')).toContainText('文件类型错误');
  await input.setInputFiles({ name: 'licence.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByTestId('licence-name')).toContainText('已上传');

  const username = `ent${run}x`;
  await page.getByTestId('ent-username').locator('input').fill(username);
  await page.getByTestId('ent-password').locator('input').fill('abcdefg');
  await page.getByTestId('ent-confirm').locator('input').fill('abcdefg');
  await page.getByTestId('ent-submit').click();
  await expect(page.getByText('密码强度太低')).toBeVisible();
  await expect(page.getByText('请阅读并同意用户协议')).toBeVisible();
  await page.getByTestId('ent-password').locator('input').fill('Fresh2026');
  await page.getByTestId('ent-confirm').locator('input').fill('Fresh2026');
  await page.getByTestId('ent-terms').locator('input[type=checkbox]').check();
  await page.getByTestId('ent-submit').click();
  await expect(page.getByTestId('enterprise-registered')).toContainText('等待审核');

  await page.getByTestId('enterprise-login-link').click();
  await loginAs(page, { username, password: 'Fresh2026' });
  await expect(page.getByTestId('enterprise-status-pending')).toBeVisible();
  await expect(page.getByTestId('members-after-review')).toBeVisible();
});

test('the approved enterprise adds, imports (after a dry run with a row error) and removes members', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await login(page, ENT_ADMIN, '/enterprise/info');
  await expect(page.getByTestId('enterprise-status-approved')).toBeVisible();
  const rows = page.getByTestId('member-row');
  await expect(rows.first()).toBeVisible();
  const before = await rows.count();

  const added = `1395${String(Date.now()).slice(-7)}`;
  await page.getByTestId('member-add').click();
  await page.getByTestId('member-name').locator('input').fill(`新成员${run}`);
  await page.getByTestId('member-phone').locator('input').fill('1395');
  await page.getByTestId('member-add-submit').click();
  await expect(page.getByTestId('member-add-form')).toContainText('手机号格式错误');
  await page.getByTestId('member-phone').locator('input').fill(added);
  await page.getByTestId('member-add-submit').click();
  const addedRow = rows.filter({ hasText: `新成员${run}` });
  await expect(addedRow).toContainText('从未登录');
  await expect(rows).toHaveCount(before + 1);

  // Import: the dry run names the bad row by its sheet line and writes nothing.
  const imported = `1394${String(Date.now()).slice(-7)}`;
  await page.getByTestId('member-import').click();
  const dialog = page.getByTestId('member-import-dialog');
  await dialog.getByTestId('member-import-file').setInputFiles({
    name: 'members.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await workbook([
      ['姓名', '手机号'],
      [`导入甲${run}`, imported],
      [`导入乙${run}`, '123'],
    ]),
  });
  await dialog.getByTestId('member-import-check').click();
  await expect(dialog.getByTestId('import-error-row')).toHaveCount(1);
  await expect(dialog.getByTestId('import-error-row')).toContainText('3');
  await dialog.getByTestId('member-import-file').setInputFiles({
    name: 'members.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await workbook([
      ['姓名', '手机号'],
      [`导入甲${run}`, imported],
    ]),
  });
  await dialog.getByTestId('member-import-check').click();
  await expect(dialog.getByTestId('import-checked')).toContainText('1');
  await expect(rows).toHaveCount(before + 1);
  await dialog.getByTestId('member-import-run').click();
  await expect(dialog).toBeHidden();
  await expect(rows).toHaveCount(before + 2);

  // Both removed again, each after a confirmation: the demo enterprise is left as it was.
  for (const name of [`新成员${run}`, `导入甲${run}`]) {
    await rows.filter({ hasText: name }).getByTestId('member-remove').click();
    await confirmYes(page);
    await expect(rows.filter({ hasText: name })).toHaveCount(0);
  }
  await expect(rows).toHaveCount(before);
});

async function staffPage(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await login(page, DEMO.admin, '/home');
  return { context, page };
}

test('feedback written and sent offline arrives once when back online, and staff reply shows', async ({
  page,
  context,
  browser,
}) => {
  const text = `离线写的反馈 ${run}`;
  await login(page, DEMO.learner, '/person/feedback');
  await waitForServiceWorker(page);
  await expect(page.getByTestId('feedback-form')).toBeVisible();
  await page.getByTestId('feedback-category').getByRole('button', { name: '考试' }).click();
  await page.getByTestId('feedback-content').locator('textarea').fill(text);
  await expect(page.getByTestId('feedback-counter')).toHaveText(`${text.length}/500`);

  // The draft survives a reload, and going offline.
  await page.waitForTimeout(600); // the draft's save after typing pauses
  await page.reload();
  await expect(page.getByTestId('feedback-content').locator('textarea')).toHaveValue(text);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('feedback-offline-note')).toBeVisible();
  await expect(page.getByTestId('feedback-content').locator('textarea')).toHaveValue(text);
  await expect(page.getByTestId('feedback-attachments')).toContainText('离线时无法上传附件');

  // Sent offline: queued, and it says so; a reload keeps the queue.
  await page.getByTestId('feedback-send').click();
  await expect(page.getByTestId('feedback-queued')).toContainText('恢复联网后');
  await expect(page.getByTestId('feedback-content').locator('textarea')).toHaveValue('');
  await page.reload();
  await expect(page.getByTestId('feedback-queued')).toBeVisible();

  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  const row = page.getByTestId('feedback-row').filter({ hasText: text });
  await expect(row).toHaveCount(1, { timeout: 30_000 });
  await expect(page.getByTestId('feedback-queued')).toHaveCount(0);
  type Mine = { records: { id: string; content: string; category: string }[] };
  const mine = await api<Mine>(page, 'get', 'edu/feedback/mine?current=1&size=100');
  const sent = mine.records.filter((f) => f.content === text);
  expect(sent).toHaveLength(1);
  expect(sent[0]?.category).toBe('exam');

  const staff = await staffPage(browser);
  await api(staff.page, 'put', 'edu/feedback/reply', { id: sent[0]?.id, reply: `已收到 ${run}` });
  await staff.context.close();
  await page.reload();
  await expect(row.getByTestId('feedback-reply')).toContainText(`已收到 ${run}`);
  await expect(row.getByTestId('feedback-status-replied')).toBeVisible();
});

test('in English: the feedback screen, and the enterprise page for someone who administers none', async ({
  page,
}) => {
  await page.goto('/#/login');
  await login(page, DEMO.learner, '/person/feedback');
  await page.evaluate(() => localStorage.setItem('peixun:locale', JSON.stringify('en')));
  await page.reload();
  await expect(page.getByTestId('feedback-form')).toContainText('Your feedback');
  await expect(page.getByTestId('feedback-category')).toContainText('Exams');
  await expect(page.getByTestId('feedback-mine')).toContainText('My feedback');
  await page.getByTestId('feedback-send').click();
  await expect(page.getByText('Please choose a category')).toBeVisible();
  await page.goto('/#/enterprise/info');
  await expect(page.getByTestId('enterprise-not-admin')).toContainText(
    'This page is for enterprise administrators',
  );
});

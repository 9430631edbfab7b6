import { readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { creditCodeCheckChar } from '../src/contract/enterprise-rules';
import { solvePuzzle } from './captcha';
import { expect, test } from './fixtures';
import { DEMO, loginAs, outboxCode } from './helpers';

/**
 * An enterprise's journey in one go, each step through the screen its user has: a company registers on a phone,
 * staff approve it in the console, its admin imports two members by Excel and enrols them in a paid course,
 * asks for an invoice, staff issue it with the e-invoice PDF, and the admin downloads it. (The feedback journey,
 * offline and back, is e2e/enterprise-portal.spec.ts.) Only fresh rows: the demo data stays as it was.
 */
test.describe.configure({ mode: 'serial' });

const run = String(Date.now()).slice(-6);
const PASSWORD = 'Flow2026ok';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const first17 = `9144031${run}${'0000'}`;
const CREDIT_CODE = first17 + (creditCodeCheckChar(first17) ?? '');
const COMPANY = `流程物业${run}有限公司`;
const USERNAME = `flow${run}`;
const MEMBERS = [`流程甲${run}`, `流程乙${run}`];
const COURSE = `E2E 流程收费课程 ${run}`;

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

async function staffConsole(browser: Browser, path: string) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await page.goto(`/#/login?redirect=${encodeURIComponent(path)}`);
  await loginAs(page, DEMO.admin);
  await expect(page).toHaveURL(new RegExp(`#${path}`));
  return { context, page };
}

async function membersSheet() {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('members');
  ws.addRow(['姓名', '手机号']);
  MEMBERS.forEach((name, i) => ws.addRow([name, `1386${run}${i}`.slice(0, 11)]));
  return Buffer.from(await wb.xlsx.writeBuffer());
}

test('an enterprise registers, is approved, enrols two imported members, and gets its invoice issued', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);

  // 1. The company registers on a phone.
  const phone = `1385${run}0`;
  await page.goto('/#/enterprise/register');
  await expect(page.getByTestId('enterprise-register')).toBeVisible();
  await page.getByTestId('ent-name').locator('input').fill(COMPANY);
  await page.getByTestId('ent-credit-code').locator('input').fill(CREDIT_CODE);
  await expect(page.getByTestId('credit-code-issue')).toHaveCount(0);
  await page.getByTestId('ent-contact-name').locator('input').fill('赵经理');
  await page.getByTestId('ent-mobile').locator('input').fill(phone);
  await page.getByTestId('sms-send').click();
  await solvePuzzle(page);
  await expect.poll(() => outboxCode(phone)).toMatch(/^\d{4}$/);
  await page
    .getByTestId('ent-code')
    .locator('input')
    .fill(outboxCode(phone) ?? '');
  await page
    .getByTestId('licence-input')
    .setInputFiles({ name: '营业执照.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByTestId('licence-name')).toContainText('已上传');
  await page.getByTestId('ent-username').locator('input').fill(USERNAME);
  await page.getByTestId('ent-password').locator('input').fill(PASSWORD);
  await page.getByTestId('ent-confirm').locator('input').fill(PASSWORD);
  await page.getByTestId('ent-terms').locator('input[type=checkbox]').check();
  await page.getByTestId('ent-submit').click();
  await expect(page.getByTestId('enterprise-registered')).toContainText('等待审核');
  await page.getByTestId('enterprise-login-link').click();
  await loginAs(page, { username: USERNAME, password: PASSWORD });
  await expect(page.getByTestId('enterprise-status-pending')).toBeVisible();

  // 2. Staff approve it in the console; the admin is texted.
  const staff = await staffConsole(browser, '/admin/edu/enterprise');
  const rows = staff.page.getByTestId('enterprise-row');
  await staff.page.getByTestId('enterprise-search-code').locator('input').fill(CREDIT_CODE);
  await staff.page.getByTestId('enterprise-search-code').locator('input').press('Enter');
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(COMPANY);
  await rows.getByTestId('enterprise-open').click();
  const drawer = staff.page.getByTestId('enterprise-drawer');
  await drawer.getByTestId('enterprise-approve').click();
  await expect(drawer).toBeHidden();
  await expect(rows.getByTestId('enterprise-status')).toHaveText('已通过');

  // 3. Its admin sees it approved and imports two members by Excel: a dry run, then the import.
  await page.reload();
  await expect(page.getByTestId('enterprise-status-approved')).toBeVisible();
  await page.getByTestId('member-import').click();
  const dialog = page.getByTestId('member-import-dialog');
  await dialog.getByTestId('member-import-file').setInputFiles({
    name: 'members.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await membersSheet(),
  });
  await dialog.getByTestId('member-import-check').click();
  await expect(dialog.getByTestId('import-checked')).toContainText('2');
  await dialog.getByTestId('member-import-run').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('member-row')).toHaveCount(2);

  // 4. Staff publish a paid online course (through the API); the admin enrols both members.
  const course = await api<{ id: string }>(staff.page, 'post', 'edu/course', {
    mode: 'online',
    title: COURSE,
    category: 'basics',
    creditHours: 1,
    fee: 26_800,
  });
  await api(staff.page, 'put', 'edu/course/status', { id: course.id, status: 'published' });
  await page.goto('/#/enterprise/record');
  await page.getByTestId('enrol-open').click();
  const sheet = page.getByTestId('enrol-sheet');
  await sheet.getByTestId('enrol-course-search').locator('input').fill(COURSE);
  await sheet.getByTestId('enrol-course-search').locator('input').press('Enter');
  await sheet.getByTestId('enrol-course').selectOption({ label: COURSE });
  await expect(sheet.getByTestId('enrol-member')).toHaveCount(2);
  await sheet.getByTestId('enrol-members-all').click();
  await sheet.getByTestId('enrol-dry-run').click();
  await expect(sheet.getByTestId('enrol-preview').getByTestId('enrol-outcome-row')).toHaveCount(2);
  await sheet.getByTestId('enrol-confirm').click();
  await expect(sheet.getByTestId('enrol-done').getByTestId('enrol-outcome-row')).toHaveCount(2);
  await sheet.getByTestId('enrol-close').click();
  await expect(page.getByTestId('record-row').filter({ hasText: COURSE })).toHaveCount(2);

  // 5. An invoice profile, then a request for both paid sign-ups.
  await api(page, 'post', 'edu/enterprise/invoice', {
    type: 'normal',
    title: COMPANY,
    taxNo: CREDIT_CODE,
    isDefault: true,
  });
  await page.goto('/#/enterprise/invoice');
  await page.getByRole('tab', { name: '申请开票' }).click();
  const billable = page.getByTestId('billable-row').filter({ hasText: COURSE });
  await expect(billable).toHaveCount(2);
  for (const row of await billable.all()) await row.locator('.tick-choice').click();
  await expect(page.getByTestId('request-total')).toHaveText('合计：¥536.00');
  await page.getByTestId('request-submit').click();
  await expect(billable).toHaveCount(0);

  // 6. Staff issue it in the console with the e-invoice PDF.
  await staff.page.getByRole('tab', { name: '开票申请' }).click();
  await staff.page.getByTestId('invoice-search').locator('input').fill(COMPANY);
  await staff.page.getByTestId('invoice-search').locator('input').press('Enter');
  const request = staff.page.getByTestId('invoice-row');
  await expect(request).toHaveCount(1);
  await expect(request).toContainText('¥536.00');
  await request.getByTestId('invoice-open').click();
  const invoice = staff.page.getByTestId('invoice-drawer');
  await invoice.getByTestId('invoice-issue-open').click();
  const invoiceNo = `FL${run}`;
  await invoice.getByTestId('invoice-no').locator('input').fill(invoiceNo);
  await invoice
    .getByTestId('invoice-file')
    .locator('input[type=file]')
    .setInputFiles({ name: '电子发票.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(invoice.locator('[data-testid=upload-entry][data-status=success]')).toHaveCount(1);
  await invoice.getByTestId('invoice-issue-submit').click();
  await expect(invoice).toBeHidden();
  await expect(request.getByTestId('invoice-status')).toHaveText('已开票');
  // Closed again: the portal's listings stay as the demo seeded them (other specs read them).
  await api(staff.page, 'put', 'edu/course/status', { id: course.id, status: 'closed' });
  await staff.context.close();

  // 7. The admin sees it issued and downloads the PDF.
  await page.reload();
  await page.getByRole('tab', { name: '开票申请记录' }).click();
  const issued = page.getByTestId('request-row').filter({ hasText: invoiceNo });
  await expect(issued.getByTestId('request-status')).toHaveText('已开票');
  const download = page.waitForEvent('download');
  await issued.getByTestId('request-download').click();
  const file = await download;
  expect(readFileSync((await file.path()) ?? '').toString('latin1')).toBe(PDF.toString('latin1'));
});

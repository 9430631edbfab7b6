import { readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect, test } from './fixtures';
import { DEMO, loginAs, waitForServiceWorker } from './helpers';

/**
 * An enterprise admin's invoice and sign-up screens, as the seeded ent_admin01 (an approved enterprise
 * with two members and a default invoice profile): a special VAT profile refused without its bank, then saved;
 * both members enrolled into a fresh paid course with a dry run first; the records, one cancelled, the export; an
 * invoice requested for the paid sign-up that staff issue with a PDF, which the admin downloads; offline, the
 * records stay readable and say changes need the network. What it creates it removes (the profile) or made fresh
 * (the course and its sign-ups).
 */

const ENT_ADMIN = { username: 'ent_admin01', password: 'Enterprise@2026' };
const SEED_PROFILE = '示范物业服务有限公司';
const MEMBERS = ['陈员工', '刘员工'] as const;

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

async function login(page: Page, path: string, user: { username: string; password: string } = ENT_ADMIN) {
  await page.goto(`/#/login?redirect=${encodeURIComponent(path)}`);
  await loginAs(page, user);
  await expect(page.getByTestId('login-submit')).toHaveCount(0);
}

const confirmYes = (page: Page) =>
  page
    .getByRole('dialog')
    .getByRole('button', { name: /确定|确认|OK|Confirm/ })
    .click();

/** Staff's browser (admin), for the console's API. */
async function staffPage(browser: Browser) {
  const context = await browser.newContext({ locale: 'zh-CN' });
  const page = await context.newPage();
  await page.goto('/#/login?redirect=%2Fadmin');
  await loginAs(page, DEMO.admin);
  await expect(page.getByTestId('breadcrumb')).toBeVisible();
  return { context, page };
}

/** A fresh published classroom course with a fee of ¥120.00 and one session, so the demo's seats stay as they were. */
async function paidCourse(staff: Page, title: string) {
  const course = await api<{ id: string }>(staff, 'post', 'edu/course', {
    mode: 'offline',
    title,
    category: 'safety',
    creditHours: 2,
    fee: 12000,
  });
  const at = (days: number, hour: number) => {
    const d = new Date(Date.now() + days * 86_400_000 + 8 * 3600_000);
    return `${d.toISOString().slice(0, 10)} ${String(hour).padStart(2, '0')}:00`;
  };
  await api(staff, 'post', 'edu/session', {
    courseId: course.id,
    title: '企业专场',
    startAt: at(6, 9),
    endAt: at(6, 17),
    capacity: 10,
    venue: '协会培训中心 301 教室',
  });
  await api(staff, 'put', 'edu/course/status', { id: course.id, status: 'published' });
  return course.id;
}

test('invoice profiles: a special VAT one without its bank refused, saved, made default, deleted; in English', async ({
  page,
}) => {
  await login(page, '/enterprise/invoice');
  const rows = page.getByTestId('profile-row');
  await expect(rows.filter({ hasText: SEED_PROFILE })).toContainText('默认');
  const before = await rows.count();

  await page.getByTestId('profile-add').click();
  const form = page.getByTestId('profile-form');
  await form.getByRole('button', { name: '增值税专用发票' }).click();
  await form.getByTestId('profile-title').locator('input').fill('E2E 专票抬头');
  // The taxpayer number is judged as it is typed: 16 characters are neither a credit code nor an older number.
  const taxNo = form.getByTestId('profile-taxNo').locator('input');
  await taxNo.fill('1101081234567890');
  await expect(form.getByTestId('profile-taxNo-error')).toContainText('统一社会信用代码');
  await taxNo.fill('110108123456789');
  await expect(form.getByTestId('profile-taxNo-error')).toHaveCount(0);
  await form.getByTestId('profile-account').locator('input').fill('6222020200112233445');
  await form.getByTestId('profile-address').locator('input').fill('深圳市南山区科技园 8 号');
  await form.getByTestId('profile-phone').locator('input').fill('0755-88886666');
  // No bank: the form says so and sends nothing.
  let sent = false;
  page.on('request', (r) => {
    if (r.url().includes('/api/edu/enterprise/invoice') && r.method() === 'POST') sent = true;
  });
  await form.getByTestId('profile-save').click();
  await expect(form.getByTestId('profile-bank-error')).toHaveText('请输入非空格信息');
  expect(sent).toBe(false);
  await form.getByTestId('profile-bank').locator('input').fill('中国工商银行深圳科技园支行');
  await expect(form.getByTestId('profile-bank-error')).toHaveCount(0);
  await form.getByTestId('profile-save').click();
  await expect(page.getByTestId('profile-sheet')).toHaveCount(0);
  await expect(rows).toHaveCount(before + 1);
  const mine = rows.filter({ hasText: 'E2E 专票抬头' });
  await expect(mine).toContainText('增值税专用发票');
  await expect(mine).toContainText('110108123456789');

  // The default moves to it, and back to the seeded one.
  await mine.getByTestId('profile-make-default').click();
  await expect(mine.getByTestId('profile-is-default')).toBeVisible();
  await expect(rows.filter({ hasText: SEED_PROFILE }).getByTestId('profile-is-default')).toHaveCount(0);
  await rows.filter({ hasText: SEED_PROFILE }).getByTestId('profile-make-default').click();
  await expect(rows.filter({ hasText: SEED_PROFILE }).getByTestId('profile-is-default')).toBeVisible();

  // In English.
  await page.evaluate(() => localStorage.setItem('peixun:locale', JSON.stringify('en')));
  await page.reload();
  await expect(page.getByTestId('enterprise-invoice')).toContainText('Invoices');
  await expect(page.getByRole('tab', { name: 'Invoice profiles' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Request an invoice' })).toBeVisible();
  await expect(mine).toContainText('Special VAT invoice');
  await expect(rows.filter({ hasText: SEED_PROFILE })).toContainText('Default');
  await mine.getByRole('button', { name: 'Edit' }).click();
  await page.getByTestId('profile-taxNo').locator('input').fill('ABC');
  await expect(page.getByTestId('profile-taxNo-error')).toHaveText(
    'Enter a unified social credit code, or 15, 17 or 20 capital letters and digits',
  );
  await page.getByTestId('profile-sheet').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId('profile-sheet')).toHaveCount(0);

  // Removed again: the demo keeps its one profile.
  await mine.getByTestId('profile-delete').click();
  await confirmYes(page);
  await expect(rows).toHaveCount(before);
});

test('members enrolled after a dry run, in the records, one cancelled; an invoice asked, issued, downloaded', async ({
  page,
  browser,
}) => {
  const staff = await staffPage(browser);
  const title = `E2E 企业报名课程 ${Date.now()}`;
  const courseId = await paidCourse(staff.page, title);

  await login(page, '/enterprise/record');
  await waitForServiceWorker(page);
  await page.getByTestId('enrol-open').click();
  const sheet = page.getByTestId('enrol-sheet');
  await sheet.getByTestId('enrol-course-search').locator('input').fill(title);
  await sheet.getByTestId('enrol-course-search').locator('input').press('Enter');
  await expect(sheet.getByTestId('enrol-course').locator('option', { hasText: title })).toHaveCount(1);
  await sheet.getByTestId('enrol-course').selectOption({ label: title });
  await expect(sheet.getByTestId('enrol-session').locator('option')).toHaveCount(2);
  await sheet.getByTestId('enrol-session').selectOption({ index: 1 });
  await expect(sheet.getByTestId('enrol-member')).toHaveCount(2);
  await sheet.getByTestId('enrol-members-all').click();
  // Confirming needs a dry run first.
  await expect(sheet.getByTestId('enrol-confirm')).toBeDisabled();
  await sheet.getByTestId('enrol-dry-run').click();
  const preview = sheet.getByTestId('enrol-preview');
  await expect(preview.getByTestId('enrol-outcome-row')).toHaveCount(2);
  for (const name of MEMBERS)
    await expect(preview.getByTestId('enrol-outcome-row').filter({ hasText: name })).toContainText('已通过');
  await sheet.getByTestId('enrol-confirm').click();
  await expect(sheet.getByTestId('enrol-done').getByTestId('enrol-outcome-row')).toHaveCount(2);
  await sheet.getByTestId('enrol-close').click();

  // Again for the same members: every row is refused, as the import dialog shows it, and nothing is written.
  await page.getByTestId('enrol-open').click();
  await sheet.getByTestId('enrol-course-search').locator('input').fill(title);
  await sheet.getByTestId('enrol-course-search').locator('input').press('Enter');
  await sheet.getByTestId('enrol-course').selectOption({ label: title });
  await sheet.getByTestId('enrol-session').selectOption({ index: 1 });
  await sheet.getByTestId('enrol-members-all').click();
  await sheet.getByTestId('enrol-dry-run').click();
  await expect(sheet.getByTestId('import-errors')).toContainText('导入失败，以下数据不合法');
  await expect(sheet.getByTestId('import-error-row')).toHaveCount(2);
  await expect(sheet.getByTestId('enrol-confirm')).toBeDisabled();
  await sheet.getByTestId('sheet-close').click();
  await expect(sheet).toHaveCount(0);

  // The records: both, approved; one cancelled.
  const records = page.getByTestId('record-row').filter({ hasText: title });
  await expect(records).toHaveCount(2);
  await expect(records.first()).toContainText('已通过');
  const second = records.filter({ hasText: MEMBERS[1] });
  await second.getByTestId('record-cancel').click();
  await confirmYes(page);
  await expect(second.getByTestId('record-status')).toHaveText('已取消');
  await expect(second.getByTestId('record-cancel')).toHaveCount(0);
  await page.getByTestId('record-filter-status').getByRole('button', { name: '已取消' }).click();
  await expect(page.getByTestId('record-row').filter({ hasText: title })).toHaveCount(1);
  const download = page.waitForEvent('download');
  await page.getByTestId('record-export').click();
  expect((await download).suggestedFilename()).toBe('报名记录.xlsx');
  await page.getByTestId('record-filter-status').getByRole('button', { name: '已取消' }).click();

  // Offline: the saved records stay, with the banner, and writes say they need the network.
  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await expect(page.getByTestId('online-only-note')).toBeVisible();
  await expect(page.getByTestId('record-row').filter({ hasText: title })).toHaveCount(2);
  await expect(page.getByTestId('enrol-open')).toBeDisabled();
  await page.context().setOffline(false);

  // An invoice for the paid sign-up that is left.
  await page.goto('/#/enterprise/invoice');
  await page.getByRole('tab', { name: '申请开票' }).click();
  const billable = page.getByTestId('billable-row').filter({ hasText: title });
  await expect(billable).toHaveCount(1);
  await expect(billable).toContainText(MEMBERS[0]);
  await expect(billable).toContainText('¥120.00');
  await expect(page.getByTestId('request-total')).toHaveText('合计：¥0.00');
  await billable.locator('.tick-choice').click();
  await expect(page.getByTestId('request-total')).toHaveText('合计：¥120.00');
  await expect(page.getByTestId('request-profile').locator('option:checked')).toContainText(SEED_PROFILE);
  await page.getByTestId('request-submit').click();
  await expect(page.getByTestId('billable-row').filter({ hasText: title })).toHaveCount(0);
  await page.getByRole('tab', { name: '开票申请记录' }).click();
  const request = page.getByTestId('request-row').filter({ hasText: '¥120.00' }).first();
  await expect(request.getByTestId('request-status')).toHaveText('已申请');

  // Staff issue it with the e-invoice PDF.
  type Req = { id: string; status: string; amount: number; items: { courseTitle: string }[] };
  const page1 = await api<{ records: Req[] }>(
    staff.page,
    'get',
    'edu/invoice/page?size=100&status=requested',
  );
  const mineReq = page1.records.find((r) => r.items.some((i) => i.courseTitle === title));
  expect(mineReq?.amount).toBe(12000);
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
  const upload = await staff.page.request.post('/api/admin/sys-file/upload', {
    headers: { Authorization: `Bearer ${await tokenOf(staff.page)}`, 'TENANT-ID': '1' },
    multipart: { dir: 'doc', file: { name: 'invoice.pdf', mimeType: 'application/pdf', buffer: pdf } },
  });
  const uploaded = (await upload.json()) as { code: number; data: { fileName: string } };
  expect(uploaded.code).toBe(0);
  const invoiceNo = `E2E${Date.now() % 100_000_000}`;
  await api(staff.page, 'put', 'edu/invoice/issue', {
    id: mineReq?.id,
    invoiceNo,
    invoiceFile: uploaded.data.fileName,
  });
  // Closed again: the portal's listings stay as the demo seeded them (other specs read them).
  await api(staff.page, 'put', 'edu/course/status', { id: courseId, status: 'closed' });
  await staff.context.close();

  // The admin sees it issued and downloads the PDF.
  await page.reload();
  await page.getByRole('tab', { name: '开票申请记录' }).click();
  const issued = page.getByTestId('request-row').filter({ hasText: invoiceNo });
  await expect(issued.getByTestId('request-status')).toHaveText('已开票');
  const pdfDownload = page.waitForEvent('download');
  await issued.getByTestId('request-download').click();
  const file = await pdfDownload;
  expect(file.suggestedFilename()).toBe(`${invoiceNo}.pdf`);
  expect(
    readFileSync((await file.path()) ?? '')
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  // Offline the invoices show from the saved copy, and what needs the network says so.
  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await expect(page.getByTestId('online-only-note')).toBeVisible();
  await expect(page.getByTestId('profile-add')).toBeDisabled();
  await page.getByRole('tab', { name: '开票申请记录' }).click();
  await expect(issued.getByTestId('request-status')).toHaveText('已开票');
  await expect(issued.getByTestId('request-download')).toBeDisabled();
  await page.context().setOffline(false);
});

/** An .xlsx of the enrolment template's columns with these rows (name, mobile). */
async function membersSheet(rows: string[][]) {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('member');
  ws.addRow(['姓名', '手机号']);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

test('members enrolled by Excel in an online course: template, a bad row by its line, dry run, enrolment', async ({
  page,
  browser,
}) => {
  const staff = await staffPage(browser);
  const title = `E2E 企业线上课程 ${Date.now()}`;
  const course = await api<{ id: string }>(staff.page, 'post', 'edu/course', {
    mode: 'online',
    title,
    category: 'safety',
    creditHours: 1,
    fee: 0,
  });
  await api(staff.page, 'put', 'edu/course/status', { id: course.id, status: 'published' });

  await login(page, '/enterprise/record');
  await page.getByTestId('enrol-open').click();
  const sheet = page.getByTestId('enrol-sheet');
  await sheet.getByTestId('enrol-course-search').locator('input').fill(title);
  await sheet.getByTestId('enrol-course-search').locator('input').press('Enter');
  await sheet.getByTestId('enrol-course').selectOption({ label: title });
  // An online course has no session to choose.
  await expect(sheet.getByTestId('enrol-session')).toHaveCount(0);
  await sheet.getByTestId('enrol-source').getByRole('button', { name: '上传 Excel' }).click();
  const template = page.waitForEvent('download');
  await sheet.getByTestId('import-template').click();
  expect((await template).suggestedFilename()).toBe('企业报名导入模板.xlsx');

  // Row 3 is nobody of this enterprise: the sheet is refused by its line, and nothing is enrolled.
  await sheet.getByTestId('import-file').setInputFiles({
    name: 'members.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await membersSheet([
      ['陈员工', '13800000011'],
      ['路人', '13900009999'],
    ]),
  });
  await sheet.getByTestId('enrol-dry-run').click();
  await expect(sheet.getByTestId('import-errors')).toContainText('导入失败，以下数据不合法');
  await expect(sheet.getByTestId('import-error-row')).toHaveCount(1);
  await expect(sheet.getByTestId('import-error-row').locator('td').first()).toHaveText('3');
  await expect(sheet.getByTestId('enrol-confirm')).toBeDisabled();

  await sheet.getByTestId('import-file').setInputFiles({
    name: 'members.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await membersSheet([
      ['陈员工', '13800000011'],
      ['刘员工', '13800000012'],
    ]),
  });
  await sheet.getByTestId('enrol-dry-run').click();
  await expect(sheet.getByTestId('enrol-preview').getByTestId('enrol-outcome-row')).toHaveCount(2);
  await expect(page.getByTestId('record-row').filter({ hasText: title })).toHaveCount(0);
  await sheet.getByTestId('enrol-confirm').click();
  await expect(sheet.getByTestId('enrol-done').getByTestId('enrol-outcome-row')).toHaveCount(2);
  await sheet.getByTestId('enrol-close').click();
  await expect(page.getByTestId('record-row').filter({ hasText: title })).toHaveCount(2);
  for (const name of MEMBERS)
    await expect(
      page.getByTestId('record-row').filter({ hasText: title }).filter({ hasText: name }),
    ).toContainText('已通过');
  // Closed again: the portal's listings stay as the demo seeded them (other specs read them).
  await api(staff.page, 'put', 'edu/course/status', { id: course.id, status: 'closed' });
  await staff.context.close();
});

import { createCipheriv } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { creditCodeCheckChar } from '../src/contract/enterprise-rules';
import { expect, test } from './fixtures';
import { DEMO, loginAs, outboxCode } from './helpers';
import { solvePuzzle } from './captcha';

/**
 * Console › Enterprises and Console › Feedback as staff use them, on fresh rows only: two enterprises
 * register through the API (a licence through the public licence endpoint, the contact's texted code read from
 * the outbox); staff approve one (its licence image shown) and reject the other with a reason (its PDF licence
 * opened in the browser's viewer). The approved one's admin sends a feedback with an attachment, which staff
 * answer, close and reopen (the inbox read in English too), and asks for an invoice, which staff issue with
 * the e-invoice PDF and download.
 */
test.use({ viewport: { width: 1366, height: 900 } });
test.describe.configure({ mode: 'serial' });

const TENANT = { 'TENANT-ID': '1' };
const PASSWORD = 'Enterprise@2026';
const n = String(Date.now()).slice(-6);
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

const encrypted = (password: string) => {
  const key = Buffer.from('thanks,pig4cloud');
  const c = createCipheriv('aes-128-cfb', key, key);
  return Buffer.concat([c.update(password, 'utf8'), c.final()]).toString('base64');
};

/** A bearer header from the automation client (no captcha). */
async function auth(request: APIRequestContext, username: string, password: string) {
  const res = await request.post(
    `/api/admin/oauth2/token?grant_type=password&scope=server&username=${username}`,
    {
      headers: {
        Authorization: `Basic ${Buffer.from('test:test').toString('base64')}`,
        'Content-Type': 'application/x-www-form-urlencoded',
        ...TENANT,
      },
      data: new URLSearchParams({ password: encrypted(password) }).toString(),
    },
  );
  expect(res.status()).toBe(200);
  const { access_token } = (await res.json()) as { access_token: string };
  return { Authorization: `Bearer ${access_token}`, ...TENANT };
}

/** The envelope's data of an API answer that must succeed. */
async function dataOf<T>(res: { json: () => Promise<unknown> }): Promise<T> {
  const body = (await res.json()) as { code: number; msg: string | null; data: T };
  expect(body.code, body.msg ?? '').toBe(0);
  return body.data;
}

/** A credit code of the tests with its GB 32100-2015 check character. */
const creditCode = (k: number) => {
  const first17 = `9144030${n}${String(k).padStart(4, '0')}`;
  return first17 + (creditCodeCheckChar(first17) ?? '');
};

/** A code texted to `phone`, asked for on the login page's registration tab (the puzzle solved). */
async function textedCode(page: Page, phone: string) {
  await page.goto('/#/login');
  // A fresh form: the previous number's resend countdown does not hold this one back.
  await page.reload();
  await page.getByTestId('login-tab-register').click();
  await page.getByTestId('register-mobile').locator('input').fill(phone);
  await page.getByTestId('sms-send').click();
  await solvePuzzle(page);
  await expect.poll(() => outboxCode(phone)).toMatch(/^\d{4,6}$/);
  return outboxCode(phone) ?? '';
}

type Registered = { name: string; username: string; phone: string; enterpriseId: string };

/** An enterprise registered through the API with its licence uploaded first (public calls). */
async function register(page: Page, k: number, licence: { name: string; mimeType: string; buffer: Buffer }) {
  const phone = `1370${n}${k}`;
  const code = await textedCode(page, phone);
  const uploaded = await dataOf<{ fileName: string }>(
    await page.request.post('/api/edu/enterprise/licence', { headers: TENANT, multipart: { file: licence } }),
  );
  const name = `E2E 物业${n}-${k}`;
  const username = `e2e_ent${n}${k}`;
  const answer = await dataOf<{ enterpriseId: string; status: string }>(
    await page.request.post('/api/edu/enterprise/register', {
      headers: TENANT,
      data: {
        name,
        creditCode: creditCode(k),
        contactName: `联系人${k}`,
        contactPhone: phone,
        code,
        licenceFile: uploaded.fileName,
        address: '深圳市南山区',
        username,
        password: PASSWORD,
      },
    }),
  );
  expect(answer.status).toBe('pending');
  return { name, username, phone, enterpriseId: answer.enterpriseId } satisfies Registered;
}

async function openConsole(page: Page, path: string) {
  await page.goto(`/#/login?redirect=${encodeURIComponent(path)}`);
  await page.reload();
  await loginAs(page, DEMO.admin);
  await expect(page).toHaveURL(new RegExp(`#${path}`));
}

let approved: Registered;
let rejected: Registered;

test('staff approve a registered enterprise and reject another with a reason', async ({ page }) => {
  test.setTimeout(180_000);
  const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#2a9d8f' } })
    .png()
    .toBuffer();
  approved = await register(page, 1, { name: '营业执照.png', mimeType: 'image/png', buffer: png });
  rejected = await register(page, 2, { name: '营业执照.pdf', mimeType: 'application/pdf', buffer: pdf });

  await openConsole(page, '/admin/edu/enterprise');
  await expect(page.getByTestId('breadcrumb')).toContainText('企业管理');
  const rows = page.getByTestId('enterprise-row');
  // The name filter finds both; the status filter keeps the pending ones.
  await page.getByTestId('enterprise-search-name').locator('input').fill(`E2E 物业${n}`);
  await page.getByTestId('enterprise-search-name').locator('input').press('Enter');
  await expect(rows).toHaveCount(2);
  await page.getByTestId('enterprise-status-filter').getByRole('button', { name: '已通过' }).click();
  await expect(page.getByTestId('enterprise-list-empty')).toBeVisible();
  await page.getByTestId('enterprise-status-filter').getByRole('button', { name: '待审核' }).click();
  await expect(rows).toHaveCount(2);
  // The credit code filter finds one.
  await page.getByTestId('enterprise-search-code').locator('input').fill(creditCode(1));
  await page.getByTestId('enterprise-search-code').locator('input').press('Enter');
  await expect(rows).toHaveCount(1);
  const first = rows.filter({ hasText: approved.name });
  await expect(first).toContainText(approved.username);
  await expect(first).toContainText(approved.phone);
  await expect(first.getByTestId('enterprise-status')).toHaveText('待审核');

  // Its detail: every field and the licence image shown inline; approved.
  await first.getByTestId('enterprise-open').click();
  const drawer = page.getByTestId('enterprise-drawer');
  await expect(drawer.getByTestId('enterprise-detail')).toContainText(creditCode(1));
  await expect(drawer.getByTestId('enterprise-detail')).toContainText('深圳市南山区');
  const image = drawer.getByTestId('file-view-image');
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
  await drawer.getByTestId('enterprise-approve').click();
  await expect(drawer).toBeHidden();
  await page.getByTestId('enterprise-status-filter').getByRole('button', { name: '待审核' }).click();
  await expect(rows.filter({ hasText: approved.name }).getByTestId('enterprise-status')).toHaveText('已通过');

  // The other: its PDF licence opens in the browser's viewer; a reject needs its reason.
  await page.getByTestId('enterprise-search-code').locator('input').fill(creditCode(2));
  await page.getByTestId('enterprise-search-code').locator('input').press('Enter');
  await expect(rows).toHaveCount(1);
  await rows.filter({ hasText: rejected.name }).getByTestId('enterprise-open').click();
  const popup = page.waitForEvent('popup');
  await drawer.getByTestId('licence-pdf').click();
  expect((await popup).url()).toMatch(/^blob:/);
  await (await popup).close();
  await drawer.getByTestId('enterprise-reject-open').click();
  await drawer.getByTestId('enterprise-reject-submit').click();
  await expect(drawer.getByTestId('enterprise-reject-problem')).toHaveText('请填写原因');
  await drawer.getByTestId('enterprise-reject-text').locator('textarea').fill('营业执照不清晰，请重新上传');
  await drawer.getByTestId('enterprise-reject-submit').click();
  await expect(drawer).toBeHidden();
  await expect(rows.getByTestId('enterprise-status')).toHaveText('已驳回');
  // Its admin reads the state and the reason.
  const mine = await dataOf<{ status: string; reviewReason: string }>(
    await page.request.get('/api/edu/enterprise/mine', {
      headers: await auth(page.request, rejected.username, PASSWORD),
    }),
  );
  expect(mine).toMatchObject({ status: 'rejected', reviewReason: '营业执照不清晰，请重新上传' });
});

test('staff reply to a feedback, close and reopen it, and read the inbox in English', async ({ page }) => {
  const sender = await auth(page.request, approved.username, PASSWORD);
  const shot = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#e76f51' } })
    .png()
    .toBuffer();
  const file = await dataOf<{ fileName: string }>(
    await page.request.post('/api/admin/sys-file/upload', {
      headers: sender,
      multipart: { dir: 'doc', file: { name: '截图.png', mimeType: 'image/png', buffer: shot } },
    }),
  );
  const content = `E2E 反馈${n}：报名页面的缴费说明不够清楚，希望补充发票开具的流程。`;
  await dataOf(
    await page.request.post('/api/edu/feedback', {
      headers: sender,
      data: { category: 'enrolment', content, attachments: [file.fileName] },
    }),
  );

  await openConsole(page, '/admin/edu/feedback');
  await page.getByTestId('feedback-search').locator('input').fill(`E2E 反馈${n}`);
  await page.getByTestId('feedback-search').locator('input').press('Enter');
  const row = page.getByTestId('feedback-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(approved.name);
  await expect(row).toContainText('报名与缴费');
  await expect(row.getByTestId('feedback-status')).toHaveText('待处理');
  await page.getByTestId('feedback-category-filter').getByRole('button', { name: '考试' }).click();
  await expect(page.getByTestId('feedback-list-empty')).toBeVisible();
  await page.getByTestId('feedback-category-filter').getByRole('button', { name: '报名与缴费' }).click();
  await page.getByTestId('feedback-category-filter').getByRole('button', { name: '报名与缴费' }).click();
  await expect(row).toHaveCount(1);

  // The whole text and the attachment; a blank reply is refused here; the reply reaches the sender.
  // Opened from the keyboard.
  await row.getByTestId('feedback-open').focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByTestId('feedback-drawer');
  await expect(drawer.getByTestId('feedback-content')).toHaveText(content);
  await drawer.getByTestId('feedback-attachment').getByRole('button').first().click();
  await expect(drawer.getByTestId('file-view-image')).toBeVisible();
  await drawer.getByTestId('feedback-send').click();
  await expect(drawer.getByTestId('feedback-reply-problem')).toBeVisible();
  const reply = '感谢反馈，缴费说明已补充发票开具流程。';
  await drawer.getByTestId('feedback-reply').locator('textarea').fill(reply);
  await drawer.getByTestId('feedback-send').click();
  await expect(drawer.getByTestId('feedback-detail-status')).toHaveText('已回复');
  await expect(row.getByTestId('feedback-status')).toHaveText('已回复');
  const mine = await dataOf<{ records: { content: string; reply: string | null; status: string }[] }>(
    await page.request.get('/api/edu/feedback/mine', { headers: sender }),
  );
  expect(mine.records.find((f) => f.content === content)).toMatchObject({ reply, status: 'replied' });

  // Offline, it still reads but its actions wait for the connection.
  await page.context().setOffline(true);
  await expect(drawer.getByTestId('offline-actions')).toBeVisible();
  await expect(drawer.getByTestId('feedback-close')).toBeDisabled();
  await page.context().setOffline(false);
  await expect(drawer.getByTestId('offline-actions')).toBeHidden();

  // Closed, then reopened.
  await drawer.getByTestId('feedback-close').click();
  await expect(drawer.getByTestId('feedback-detail-status')).toHaveText('已关闭');
  await expect(drawer.getByTestId('feedback-reply-text')).toHaveText(reply);
  await drawer.getByTestId('feedback-reopen').click();
  await expect(drawer.getByTestId('feedback-detail-status')).toHaveText('待处理');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(row.getByTestId('feedback-open')).toBeFocused();

  // The same inbox in English.
  await page.getByTestId('lang-en').click();
  await expect(page.getByRole('columnheader', { name: 'Sender' })).toBeVisible();
  await expect(row).toContainText('Enrolment and fees');
  await expect(row.getByTestId('feedback-status')).toHaveText('Open');
  await expect(
    page.getByTestId('feedback-status-filter').getByRole('button', { name: 'Replied' }),
  ).toBeVisible();
  await page.getByTestId('lang-zh').click();
  await expect(row.getByTestId('feedback-status')).toHaveText('待处理');
});

test('staff issue an invoice request with the e-invoice PDF, and download it', async ({ page }) => {
  // A fresh paid course.
  const staff = await auth(page.request, DEMO.admin.username, DEMO.admin.password);
  const title = `E2E 发票课程${n}`;
  const course = await dataOf<{ id: string }>(
    await page.request.post('/api/edu/course', {
      headers: staff,
      data: { mode: 'online', title, category: 'basics', creditHours: 1, fee: 12_345 },
    }),
  );
  await dataOf(
    await page.request.put('/api/edu/course/status', {
      headers: staff,
      data: { id: course.id, status: 'published' },
    }),
  );
  // The approved enterprise adds a member and enrols it: a sign-up of the enterprise's that can be invoiced.
  const ent = await auth(page.request, approved.username, PASSWORD);
  const member = await dataOf<{ userId: string }>(
    await page.request.post('/api/edu/enterprise/member', {
      headers: ent,
      data: { name: `员工${n}`, phone: `1371${n}1` },
    }),
  );
  const enrolled = await dataOf<{ enrolled: { status: string }[] }>(
    await page.request.post('/api/edu/enterprise/enrol', {
      headers: ent,
      data: { courseId: course.id, userIds: [member.userId] },
    }),
  );
  expect(enrolled.enrolled).toMatchObject([{ status: 'approved' }]);
  const profile = await dataOf<{ id: string }>(
    await page.request.post('/api/edu/enterprise/invoice', {
      headers: ent,
      data: { type: 'normal', title: approved.name, taxNo: creditCode(1), email: 'finance@example.com' },
    }),
  );
  const billable = await dataOf<{ enrolmentId: string; courseId: string }[]>(
    await page.request.get('/api/edu/enterprise/invoice/billable', { headers: ent }),
  );
  const enrolmentIds = billable.filter((b) => b.courseId === course.id).map((b) => b.enrolmentId);
  expect(enrolmentIds).toHaveLength(1);
  await dataOf(
    await page.request.post('/api/edu/enterprise/invoice/request', {
      headers: ent,
      data: { profileId: profile.id, enrolmentIds },
    }),
  );

  await openConsole(page, '/admin/edu/enterprise');
  await page.getByRole('tab', { name: '开票申请' }).click();
  await page.getByTestId('invoice-search').locator('input').fill(approved.name);
  await page.getByTestId('invoice-search').locator('input').press('Enter');
  const row = page.getByTestId('invoice-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('¥123.45');
  await expect(row.getByTestId('invoice-status')).toHaveText('已申请');
  // The totals under the grid: of the rows shown, and of every request of the filter as the API counts it.
  const listed = await dataOf<{ amountTotal: number }>(
    await page.request.get(`/api/edu/invoice/page?enterpriseName=${encodeURIComponent(approved.name)}`, {
      headers: staff,
    }),
  );
  expect(listed.amountTotal).toBe(12_345);
  await expect(page.getByTestId('grid-total-page').locator('[data-total="amount"]')).toHaveText('¥123.45');
  await expect(page.getByTestId('grid-total-all').locator('[data-total="amount"]')).toHaveText('¥123.45');
  // A header sorts on the server; the tab's sort is the address's `invoiceSort`.
  const byAmount = page.waitForResponse(
    (r) =>
      r.url().includes('/api/edu/invoice/page') &&
      new URL(r.url()).searchParams.get('descs') === null &&
      new URL(r.url()).searchParams.get('ascs') === 'amount',
  );
  await page.getByRole('columnheader', { name: '金额', exact: true }).getByRole('button').click();
  await byAmount;
  expect(decodeURIComponent(page.url())).toContain('invoiceSort=amount,asc');
  await expect(row).toHaveCount(1);
  // So are its page size and page (invoiceSize, invoicePage), kept over a reload.
  const bySize = page.waitForResponse(
    (r) => r.url().includes('/api/edu/invoice/page') && new URL(r.url()).searchParams.get('size') === '20',
  );
  await page.getByTestId('invoice-panel').getByTestId('pager-size').selectOption('20');
  await bySize;
  expect(page.url()).toContain('invoiceSize=20');
  await page.reload();
  await expect(page.getByTestId('invoice-panel').getByTestId('pager-size')).toHaveValue('20');
  // The name searched for is the field's, not the address's: typed again.
  await page.getByTestId('invoice-search').locator('input').fill(approved.name);
  await page.getByTestId('invoice-search').locator('input').press('Enter');
  await expect(row).toHaveCount(1);

  await row.getByTestId('invoice-open').click();
  const drawer = page.getByTestId('invoice-drawer');
  await expect(drawer.getByTestId('invoice-detail')).toContainText(creditCode(1));
  await expect(drawer.getByTestId('invoice-detail')).toContainText('finance@example.com');
  await expect(drawer.getByTestId('invoice-item')).toContainText(title);
  await expect(drawer.getByTestId('invoice-item')).toContainText(`员工${n}`);
  await expect(drawer.getByTestId('invoice-amount')).toHaveText('¥123.45');
  await drawer.getByTestId('invoice-issue-open').click();
  // Both the number and the PDF are needed; only a PDF is taken.
  await drawer.getByTestId('invoice-issue-submit').click();
  await expect(drawer.getByTestId('invoice-issue-problem')).toHaveText('请输入发票号码');
  await drawer.getByTestId('invoice-no').locator('input').fill(`E2E${n}`);
  await drawer.getByTestId('invoice-issue-submit').click();
  await expect(drawer.getByTestId('invoice-issue-problem')).toHaveText('请上传电子发票 PDF');
  const input = drawer.getByTestId('invoice-file').locator('input[type=file]');
  await input.setInputFiles({ name: '发票.docx', mimeType: 'application/octet-stream', buffer: pdf });
  await expect(drawer.getByTestId('upload-message')).toContainText('文件类型错误');
  await input.setInputFiles({ name: '电子发票.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(drawer.locator('[data-testid=upload-entry][data-status=success]')).toHaveCount(1);
  await drawer.getByTestId('invoice-issue-submit').click();
  await expect(drawer).toBeHidden();
  await expect(row.getByTestId('invoice-status')).toHaveText('已开票');
  await expect(row).toContainText(`E2E${n}`);

  // The issued PDF downloads as it was uploaded.
  await row.getByTestId('invoice-open').click();
  const download = page.waitForEvent('download');
  await drawer.getByTestId('invoice-download').click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe(`电子发票-E2E${n}.pdf`);
  const stream = await saved.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).toString('latin1')).toBe(pdf.toString('latin1'));
  // Closed again: the portal's listings stay as the demo seeded them (other specs read them).
  await dataOf(
    await page.request.put('/api/edu/course/status', {
      headers: staff,
      data: { id: course.id, status: 'closed' },
    }),
  );
});

import ExcelJS from 'exceljs';
import type { APIRequestContext, Page } from '@playwright/test';
import { adminHeaders, api, headersOf, jsonOf, menuIdOf } from './api';
import { inLanguage, judge, logIn } from './axe';
import { expect, test } from './fixtures';
import { DEMO, rowAction } from './helpers';

/**
 * Console › Training › Certificates as staff use it, on a certificate of its own: one issued by hand through the
 * API to the demo learner for a course made for this run. Staff find it, revoke it with a reason (the public
 * verify answer then says so), reissue it (the new number shown, the old one "replaced by" it) and export the
 * list; the page passes axe in Chinese and in English; staff without edu_certificate_edit see no revoke and the
 * server refuses theirs.
 */
test.use({ viewport: { width: 1440, height: 900 } });
test.describe.configure({ mode: 'serial' });

const n = String(Date.now()).slice(-7);
const REVOKE_REASON = `培训记录有误 ${n}`;
const STAFF_PASSWORD = 'Staff@2026';

type Issued = { id: string; number: string; verifyLink: string };
let issued: Issued;
let renewed: string;

/** The public verify answer of a certificate, with the check code its link carries. */
async function verified(request: APIRequestContext, number: string, link: string) {
  const code = new URL(link).searchParams.get('c') ?? '';
  const res = await request.get(`/api/edu/certificate/verify/${encodeURIComponent(number)}?c=${code}`);
  return (
    await jsonOf<{ data: { state: string; revokeReason: string | null; replacedBy: string | null } }>(res)
  ).data;
}

/** Types in one of the list's search fields and searches at once (Enter). */
async function searchBy(page: Page, key: 'number' | 'name' | 'course', text: string) {
  const input = page.getByTestId(`certificate-search-${key}`).locator('input');
  await input.fill(text);
  await input.press('Enter');
}

test.beforeAll(async ({ request }) => {
  const admin = await adminHeaders(request);
  const course = await api<{ id: string }>(request, admin, 'POST', '/api/edu/course', {
    mode: 'online',
    title: `E2E 证书课程 ${n}`,
    category: 'basics',
    creditHours: 2,
    fee: 0,
  });
  const learner = await headersOf(request, DEMO.learner.username, DEMO.learner.password);
  const me = await api<{ userId: string }>(request, learner, 'GET', '/api/admin/user/info');
  issued = await api<Issued>(request, admin, 'POST', '/api/edu/certificate', {
    userId: me.userId,
    courseId: course.id,
    reason: '线下培训补录',
  });
});

test('staff find a certificate, revoke it with a reason, reissue it and export the list', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await logIn(page, DEMO.admin, '/admin/edu/certificate');
  const list = page.getByTestId('certificate-admin');
  await expect(list).toBeVisible();
  await expect(page.getByTestId('breadcrumb')).toContainText('证书管理');
  const rows = page.getByTestId('certificate-row');
  await searchBy(page, 'number', issued.number);
  await expect(rows).toHaveCount(1);
  // The address keeps the search: a reload opens the same list.
  await expect(page).toHaveURL(new RegExp(`number=${issued.number}`));
  await page.reload();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`E2E 证书课程 ${n}`);
  await expect(rows.first().getByTestId('certificate-state')).toHaveText('有效');
  await expect(rows.first().getByTestId('certificate-issue-reason')).toHaveText('线下培训补录');
  expect(await judge(page, undefined, { name: 'certificates zh-cn' })).toEqual([]);

  // Revoke: the reason is required.
  await rowAction(rows.first(), 'certificate-revoke');
  const drawer = page.getByTestId('certificate-reason-drawer');
  await expect(drawer).toContainText(`撤销证书 ${issued.number}`);
  await page.getByTestId('certificate-reason-submit').click();
  await expect(drawer).toContainText('请输入原因');
  await page.getByTestId('certificate-reason').locator('textarea').fill(REVOKE_REASON);
  await page.getByTestId('certificate-reason-submit').click();
  await expect(drawer).toBeHidden();
  await expect(rows.first().getByTestId('certificate-state')).toHaveText('已撤销');
  await expect(rows.first().getByTestId('certificate-revoke-reason')).toHaveText(REVOKE_REASON);
  expect(await verified(page.request, issued.number, issued.verifyLink)).toMatchObject({
    state: 'revoked',
    revokeReason: REVOKE_REASON,
  });

  // Reissue: the answer names the new number; the old one says it was replaced by it.
  await rowAction(rows.first(), 'certificate-reissue');
  await page.getByTestId('certificate-reason').locator('textarea').fill('姓名更正后补发');
  await page.getByTestId('certificate-reason-submit').click();
  const notice = page.getByTestId('certificate-reissued');
  await expect(notice).toContainText(`${issued.number} 已补发为`);
  renewed = ((await notice.locator('span').nth(1).textContent()) ?? '').trim();
  expect(renewed).toMatch(/^PX\d*-\d{4}-\d{6,}$/);
  expect(renewed).not.toBe(issued.number);
  await expect(rows.first().getByTestId('certificate-state')).toHaveText('已替换');
  await expect(rows.first().getByTestId('certificate-replaced-by')).toHaveText(`已被 ${renewed} 替换`);
  expect(await verified(page.request, issued.number, issued.verifyLink)).toMatchObject({
    state: 'replaced',
    replacedBy: renewed,
  });

  // By course title: both, the new one valid; by state: the replaced one alone.
  await searchBy(page, 'number', '');
  await searchBy(page, 'course', `E2E 证书课程 ${n}`);
  await expect(rows).toHaveCount(2);
  // The new one is the row without the old number (the old one names the new as its successor).
  await expect(rows.filter({ hasNotText: issued.number }).getByTestId('certificate-state')).toHaveText(
    '有效',
  );
  await page.getByTestId('certificate-status-filter').getByRole('button', { name: '已替换' }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(issued.number);
  await page.getByTestId('certificate-status-filter').getByRole('button', { name: '已替换' }).click();
  await expect(rows).toHaveCount(2);

  // The export: the list's filter as an .xlsx, read back.
  const download = page.waitForEvent('download');
  await list.getByTestId('toolbar-export').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('证书.xlsx');
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(await file.path());
  const sheet = wb.worksheets[0]!;
  expect(sheet.getRow(1).getCell(1).value).toBe('证书编号');
  const numbers = [2, 3].map((r) => sheet.getRow(r).getCell(1).value);
  expect(numbers.sort()).toEqual([issued.number, renewed].sort());
  expect(sheet.rowCount).toBe(3);
});

test('the list in English: the states and their reasons, axe-clean with the revoke form open', async ({
  page,
}) => {
  await inLanguage(page, 'en');
  await logIn(page, DEMO.admin, `/admin/edu/certificate?course=${encodeURIComponent(`E2E 证书课程 ${n}`)}`);
  const rows = page.getByTestId('certificate-row');
  await expect(rows).toHaveCount(2);
  const old = rows.filter({ hasText: issued.number });
  await expect(old.getByTestId('certificate-state')).toHaveText('Replaced');
  await expect(old.getByTestId('certificate-replaced-by')).toHaveText(`replaced by ${renewed}`);
  expect(await judge(page, undefined, { name: 'certificates en' })).toEqual([]);
  // Sorted on the server by a header: the new one (a later number) last, then first; the address keeps it.
  const sortBy = page.locator('button.th-sort[data-sort-field="number"]');
  await sortBy.click();
  await expect(page).toHaveURL(/sort=number%2Casc|sort=number,asc/);
  await expect(rows.last()).not.toContainText(issued.number);
  await sortBy.click();
  await expect(page).toHaveURL(/sort=number%2Cdesc|sort=number,desc/);
  await expect(rows.first()).not.toContainText(issued.number);
  await rowAction(rows.filter({ hasNotText: issued.number }), 'certificate-revoke');
  await expect(page.getByTestId('certificate-reason-drawer')).toContainText(`Revoke certificate ${renewed}`);
  expect(await judge(page, undefined, { name: 'revoke form en', overlay: true })).toEqual([]);
});

test('staff issue one by hand: a course, one of its sign-ups, a reason', async ({ page, request }) => {
  const admin = await adminHeaders(request);
  const title = `E2E 手工签发 ${n}`;
  const course = await api<{ id: string }>(request, admin, 'POST', '/api/edu/course', {
    mode: 'online',
    title,
    category: 'basics',
    creditHours: 1,
    fee: 0,
  });
  await api(request, admin, 'PUT', '/api/edu/course/status', { id: course.id, status: 'published' });
  const learner = await headersOf(request, DEMO.learner.username, DEMO.learner.password);
  await api(request, learner, 'POST', '/api/edu/enrolment', { courseId: course.id });

  await logIn(page, DEMO.admin, '/admin/edu/certificate');
  await page.getByTestId('certificate-issue-open').click();
  const form = page.getByTestId('certificate-issue');
  // Nothing chosen: the form says what is missing.
  await page.getByTestId('issue-submit').click();
  await expect(form).toContainText('请先选择课程');
  await expect(page.getByTestId('issue-learner-choose')).toBeDisabled();
  expect(await judge(page, undefined, { name: 'issue form zh-cn', overlay: true })).toEqual([]);

  await page.getByTestId('issue-course-choose').click();
  const chooser = page.getByTestId('record-chooser');
  await chooser.getByTestId('chooser-search').locator('input').fill(title);
  await chooser.getByTestId('chooser-search').locator('input').press('Enter');
  await expect(chooser.getByTestId('chooser-row')).toHaveCount(1);
  await chooser.getByTestId('chooser-row').getByRole('checkbox').check();
  await chooser.getByTestId('chooser-ok').click();
  await expect(page.getByTestId('issue-course-chosen')).toHaveText(title);

  await page.getByTestId('issue-learner-choose').click();
  await expect(chooser.getByTestId('chooser-row')).toHaveCount(1);
  await chooser.getByTestId('chooser-row').getByRole('checkbox').check();
  await chooser.getByTestId('chooser-ok').click();
  await page.getByTestId('issue-reason').locator('textarea').fill('纸质证书转录');
  await page.getByTestId('issue-submit').click();
  await expect(form).toBeHidden();

  await searchBy(page, 'course', title);
  const rows = page.getByTestId('certificate-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.getByTestId('certificate-state')).toHaveText('有效');
  await expect(rows.getByTestId('certificate-issue-reason')).toHaveText('纸质证书转录');
});

test('staff without edu_certificate_edit see no revoke, and the server refuses theirs', async ({
  page,
  request,
}) => {
  const admin = await adminHeaders(request);
  const menuIds = await Promise.all([
    menuIdOf(request, admin, 'path=%2Fadmin%2Fedu'),
    menuIdOf(request, admin, 'path=%2Fadmin%2Fedu%2Fcertificate'),
    menuIdOf(request, admin, 'permission=edu_certificate_view'),
  ]);
  const role = await api<{ roleId: string }>(request, admin, 'POST', '/api/admin/role', {
    roleName: `证书查看${n}`,
    roleCode: `E2E_CERT_VIEW_${n}`,
  });
  await api(request, admin, 'PUT', '/api/admin/role/menu', { roleId: role.roleId, menuIds });
  const username = `cert_view_${n}`;
  const user = await api<{ userId: string }>(request, admin, 'POST', '/api/admin/user', {
    username,
    password: STAFF_PASSWORD,
    phone: `136${n.padStart(8, '0')}`,
    role: [role.roleId],
  });
  try {
    await logIn(page, { username, password: STAFF_PASSWORD }, `/admin/edu/certificate?number=${renewed}`);
    const row = page.getByTestId('certificate-row');
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('certificate-pdf')).toBeVisible();
    await expect(row.getByTestId('certificate-revoke')).toHaveCount(0);
    await expect(row.getByTestId('row-more')).toHaveCount(0);
    await expect(page.getByTestId('certificate-issue-open')).toHaveCount(0);
    const viewer = await headersOf(request, username, STAFF_PASSWORD);
    const refused = await request.put(`/api/edu/certificate/${issued.id}/revoke`, {
      headers: viewer,
      data: { reason: 'x' },
    });
    expect(refused.status()).toBe(403);
    const reissue = await request.post(`/api/edu/certificate/${issued.id}/reissue`, {
      headers: viewer,
      data: { reason: 'x' },
    });
    expect(reissue.status()).toBe(403);
  } finally {
    await api(request, admin, 'DELETE', '/api/admin/user', [user.userId]);
    await api(request, admin, 'DELETE', '/api/admin/role', [role.roleId]);
  }
});

import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { api, adminHeaders, headersOf, type Headers } from './api';
import { DESKTOP, ENTERPRISE, inLanguage, judge, logIn } from './axe';
import { expect, test } from './fixtures';
import { waitForServiceWorker } from './helpers';

/**
 * The enterprise admin's "Member certificates" page, as the seeded ent_admin01: a member added for the test holds
 * a certificate staff issued by hand; the admin finds the page from its enterprise info, sees the certificate and
 * the year's credit hours, downloads its PDF and the year's Excel (read back: two sheets), and offline sees the
 * saved copy with the downloads switched off. Judged by axe in both languages on a 390 px phone and a desktop.
 * What it adds (the member, a staff account, its role and, when the seed has none, the permission's button) it
 * removes; the certificate stays with the former member and the draft course it names.
 */
test.describe.configure({ mode: 'serial' });

const PHONE = { width: 390, height: 844 };
const run = Date.now().toString(36).slice(-5);
const MEMBER = `证书员工${run}`;
const COURSE = `E2E 证书课程 ${run}`;
/** The year in China, where certificates are dated. */
const YEAR = new Date(Date.now() + 8 * 3_600_000).getUTCFullYear();

/** A step that removes what the set-up made, with the request context of the hook that runs it. */
type Undo = (request: APIRequestContext) => Promise<unknown>;
type Seeded = { memberId: string; number: string; cleanup: Undo };
let seeded: Seeded | null = null;

/**
 * A member of ent_admin01's enterprise with a certificate issued by hand by a member of staff who holds only
 * edu_certificate_add (the seed may not give it to the demo's administrator).
 */
async function seed(request: APIRequestContext): Promise<Seeded> {
  const admin = await adminHeaders(request);
  const ent = await headersOf(request, ENTERPRISE.username, ENTERPRISE.password);
  const undo: Undo[] = [];
  const cleanup = async (r: APIRequestContext) => {
    for (const step of undo.reverse()) await step(r);
  };
  try {
    const phone = `137${String(Date.now()).slice(-8)}`;
    const member = await api<{ userId: string }>(request, ent, 'POST', '/api/edu/enterprise/member', {
      name: MEMBER,
      phone,
    });
    undo.push((r) => api(r, ent, 'DELETE', '/api/edu/enterprise/member', [member.userId]));
    const course = await api<{ id: string }>(request, admin, 'POST', '/api/edu/course', {
      mode: 'online',
      title: COURSE,
      category: 'safety',
      creditHours: 2.5,
      fee: 0,
    });
    const issuer = await issuingStaff(request, admin, undo);
    const certificate = await api<{ id: string; number: string }>(
      request,
      issuer,
      'POST',
      '/api/edu/certificate',
      { userId: member.userId, courseId: course.id, reason: 'E2E 线下补录' },
    );
    return { memberId: member.userId, number: certificate.number, cleanup };
  } catch (err) {
    await cleanup(request);
    throw err;
  }
}

/** A fresh member of staff whose role holds the button edu_certificate_add (made for the test when missing). */
async function issuingStaff(request: APIRequestContext, admin: Headers, undo: Undo[]) {
  const permission = 'edu_certificate_add';
  const found = await api<{ menuId: string }[]>(
    request,
    admin,
    'GET',
    `/api/admin/menu/details?permission=${permission}`,
  );
  let menuId = found[0]?.menuId;
  if (!menuId) {
    // A button sits under a page's menu: the courses page's, which the seed has.
    const [courses] = await api<{ menuId: string }[]>(
      request,
      admin,
      'GET',
      `/api/admin/menu/details?path=${encodeURIComponent('/admin/edu/course')}`,
    );
    menuId = (
      await api<{ menuId: string }>(request, admin, 'POST', '/api/admin/menu', {
        menuType: '1',
        name: `证书发放${run}`,
        permission,
        parentId: courses?.menuId,
      })
    ).menuId;
    const made = menuId;
    undo.push((r) => api(r, admin, 'DELETE', `/api/admin/menu/${made}`));
  }
  const role = await api<{ roleId: string }>(request, admin, 'POST', '/api/admin/role', {
    roleName: `证书发放${run}`,
    roleCode: `E2E_CERT_${run.toUpperCase()}`,
  });
  undo.push((r) => api(r, admin, 'DELETE', '/api/admin/role', [role.roleId]));
  await api(request, admin, 'PUT', '/api/admin/role/menu', { roleId: role.roleId, menuIds: [menuId] });
  const username = `cert_${run}`;
  const password = 'Staff@2026';
  const user = await api<{ userId: string }>(request, admin, 'POST', '/api/admin/user', {
    username,
    password,
    phone: `136${String(Date.now()).slice(-8)}`,
    role: [role.roleId],
    deptIds: [],
  });
  undo.push((r) => api(r, admin, 'DELETE', '/api/admin/user', [user.userId]));
  return headersOf(request, username, password);
}

test.beforeAll(async ({ request }) => {
  seeded = await seed(request);
});
test.afterAll(async ({ request }) => {
  await seeded?.cleanup(request);
});

const memberRow = (page: Page) => page.getByTestId('hours-row').filter({ hasText: MEMBER });
const certificateRow = (page: Page) =>
  page.getByTestId('certificate-row').filter({ hasText: seeded?.number ?? '-' });

test("the admin sees the member's certificate and hours, downloads its PDF and the year's Excel", async ({
  page,
}) => {
  const number = seeded!.number;
  await page.setViewportSize(PHONE);
  await logIn(page, ENTERPRISE, '/enterprise/info');
  await page.getByTestId('enterprise-certificates-link').click();
  await expect(page.getByTestId('enterprise-certificates')).toBeVisible();
  await waitForServiceWorker(page);

  // The year's hours: the member's one certificate of 2.5 hours; the seeded members without any at 0.
  await expect(page.getByTestId('certificates-year')).toHaveValue(String(YEAR));
  await expect(page.getByTestId('certificates-hours').getByRole('heading')).toHaveText(`${YEAR} 年学时`);
  await expect(memberRow(page).getByTestId('hours-count')).toHaveText('1');
  await expect(memberRow(page).getByTestId('hours-sum')).toHaveText('2.5');
  await expect(
    page.getByTestId('hours-row').filter({ hasText: '陈员工' }).getByTestId('hours-sum'),
  ).toHaveText('0');

  // The certificate, found by the member's name too, with its PDF.
  const row = certificateRow(page);
  await expect(row).toContainText(COURSE);
  await expect(row).toContainText(MEMBER);
  await expect(row.getByTestId('certificate-state')).toHaveText('有效');
  await page.getByTestId('certificates-filter-name').fill(MEMBER);
  await expect(page.getByTestId('certificate-row')).toHaveCount(1);
  await page.getByTestId('certificates-filter-state').getByRole('button', { name: '已撤销' }).click();
  await expect(page.getByTestId('certificates-empty')).toBeVisible();
  await page.getByTestId('certificates-filter-state').getByRole('button', { name: '已撤销' }).click();
  const pdf = page.waitForEvent('download');
  await row.getByTestId('certificate-pdf').click();
  const pdfFile = await pdf;
  expect(pdfFile.suggestedFilename()).toBe(`${number}.pdf`);
  expect(
    readFileSync((await pdfFile.path()) ?? '')
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  // The year's Excel: the certificates, and the hours per member.
  const download = page.waitForEvent('download');
  await page.getByTestId('certificates-export').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`成员证书与学时-${YEAR}.xlsx`);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(readFileSync((await file.path()) ?? '') as unknown as ArrayBuffer);
  expect(wb.worksheets.map((ws) => ws.name)).toEqual([`${YEAR}年证书`, `${YEAR}年学时`]);
  const rowsOf = (ws: ExcelJS.Worksheet) => {
    const rows: string[][] = [];
    ws.eachRow((r) => {
      const cells: string[] = [];
      r.eachCell({ includeEmpty: true }, (c) => cells.push(c.text));
      rows.push(cells);
    });
    return rows;
  };
  const [certificates, hours] = wb.worksheets.map(rowsOf);
  expect(certificates![0]).toEqual([
    '证书编号',
    '姓名',
    '用户名',
    '手机号',
    '课程',
    '学时',
    '完成日期',
    '有效期至',
    '状态',
    '撤销原因',
  ]);
  const mine = certificates!.find((r) => r[0] === number);
  expect(mine?.slice(0, 2)).toEqual([number, MEMBER]);
  expect([mine?.[4], mine?.[5], mine?.[8]]).toEqual([COURSE, '2.5', '有效']);
  expect(hours![0]).toEqual(['姓名', '用户名', '手机号', '学时', '证书数']);
  const memberHours = hours!.find((r) => r[0] === MEMBER);
  expect([memberHours?.[3], memberHours?.[4]]).toEqual(['2.5', '1']);

  // Offline: the saved copy, and the downloads say they need the network.
  await page.getByTestId('certificates-filter-name').fill('');
  await expect(certificateRow(page)).toBeVisible();
  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await expect(page.getByTestId('online-only-note')).toBeVisible();
  await expect(memberRow(page).getByTestId('hours-sum')).toHaveText('2.5');
  await expect(certificateRow(page)).toBeVisible();
  await expect(page.getByTestId('certificates-export')).toBeDisabled();
  await expect(certificateRow(page).getByTestId('certificate-pdf')).toBeDisabled();
  await page.context().setOffline(false);
});

for (const locale of ['zh-cn', 'en'] as const)
  for (const [device, viewport] of [
    ['a phone', PHONE],
    ['a desktop', DESKTOP],
  ] as const)
    test(`the page passes axe in ${locale} on ${device}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await inLanguage(page, locale);
      await logIn(page, ENTERPRISE, '/enterprise/certificates');
      await expect(certificateRow(page)).toBeVisible();
      if (locale === 'en') {
        await expect(page.getByTestId('certificates-hours').getByRole('heading')).toHaveText(
          `Credit hours in ${YEAR}`,
        );
        await expect(certificateRow(page).getByTestId('certificate-state')).toHaveText('Valid');
      }
      expect(await judge(page, undefined, { name: `/enterprise/certificates ${locale} ${device}` })).toEqual(
        [],
      );
    });

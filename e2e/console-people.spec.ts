import { createCipheriv } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect, test } from './fixtures';
import { DEMO, loginAs, rowAction } from './helpers';

/**
 * Console › Users, Departments, Posts, as a member of staff does it: a department and a post, a user
 * in both with a role, found by filter, locked (its login refused) and unlocked, given a new password, exported
 * and imported (a bad row named, then fixed), a batch delete that includes yourself refused, and the org picker's
 * rules while adding people to a department.
 */
test.use({ viewport: { width: 1366, height: 900 } });

const encrypted = (password: string) => {
  const key = Buffer.from('thanks,pig4cloud');
  const c = createCipheriv('aes-128-cfb', key, key);
  return Buffer.concat([c.update(password, 'utf8'), c.final()]).toString('base64');
};

/** A login with the automation client (no captcha): the status and pig's error code. */
async function tryLogin(request: APIRequestContext, username: string, password: string) {
  const res = await request.post(
    `/api/admin/oauth2/token?grant_type=password&scope=server&username=${username}`,
    {
      headers: {
        Authorization: `Basic ${Buffer.from('test:test').toString('base64')}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      data: new URLSearchParams({ password: encrypted(password) }).toString(),
    },
  );
  return { status: res.status(), error: res.ok() ? null : ((await res.json()) as { data: string }).data };
}

const confirmYes = (page: Page) => page.getByRole('button', { name: /确定|确认/ }).click();

async function openConsole(page: Page, path: string) {
  await page.goto(`/#/login?redirect=${encodeURIComponent(path)}`);
  await loginAs(page, DEMO.admin);
  await expect(page).toHaveURL(new RegExp(`#${path}`));
}

async function workbook(rows: string[][]) {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('users');
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
const HEADERS = [
  '用户名',
  '手机号',
  '昵称',
  '姓名',
  '邮箱',
  '部门名称',
  '角色',
  '岗位名称',
  '锁定标记',
  '初始密码',
];

test('staff manage departments, posts and users, with export, import and the org picker', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const n = String(Date.now()).slice(-6);
  const dept = `质检部${n}`;
  const post = `质检员${n}`;
  const username = `qc_${n}`;
  const phone = `136${n}01`;
  await openConsole(page, '/admin/system/dept');

  // A department, in the tree.
  await page.getByTestId('dept-new').click();
  await page.getByTestId('dept-name').locator('input').fill(dept);
  await page.getByTestId('dept-save').click();
  await expect(page.getByTestId('dept-node').filter({ hasText: dept })).toBeVisible();
  await page.getByTestId('dept-view').getByRole('button', { name: '表格' }).click();
  await expect(page.getByTestId('dept-row').filter({ hasText: dept })).toBeVisible();

  // A post.
  await page.goto('/#/admin/system/post');
  await page.getByTestId('post-new').click();
  await page.getByTestId('post-name').locator('input').fill(post);
  await page.getByTestId('post-code').locator('input').fill(`qc${n}`);
  await page.getByTestId('post-save').click();
  await expect(page.getByTestId('post-row').filter({ hasText: post })).toBeVisible();

  // A user in both, with a role; the username already taken is said as it is typed.
  await page.goto('/#/admin/system/user');
  await page.getByTestId('user-new').click();
  const form = page.getByTestId('user-form');
  await page.getByTestId('user-username').locator('input').fill('admin');
  await expect(form.getByText('用户名已存在')).toBeVisible();
  await page.getByTestId('user-username').locator('input').fill(username);
  await page.getByTestId('user-password').locator('input').fill('Quality@2026');
  await expect(page.getByTestId('strength-meter')).toContainText('强');
  await page.getByTestId('user-phone').locator('input').fill(phone);
  await page.getByTestId('user-name').locator('input').fill('质检员甲');
  await form.getByTestId('user-role').filter({ hasText: '普通用户' }).click();
  await form.getByTestId('user-post').filter({ hasText: post }).click();
  await page.getByTestId('user-choose-depts').click();
  const chooser = page.getByTestId('record-chooser');
  await chooser.getByTestId('chooser-search').locator('input').fill(dept);
  await chooser.getByTestId('chooser-search').locator('input').press('Enter');
  await chooser.getByTestId('chooser-row').filter({ hasText: dept }).locator('.grid-tick').first().click();
  await chooser.getByTestId('chooser-ok').click();
  await expect(form.getByTestId('user-dept')).toHaveText(dept);
  await page.getByTestId('user-save').click();
  await expect(page.getByTestId('user-drawer')).toBeHidden();

  // Found by the username filter, in its department and post.
  await page.getByTestId('user-search-username').locator('input').fill(username);
  await page.getByTestId('user-search-username').locator('input').press('Enter');
  const row = page.getByTestId('user-row').filter({ hasText: username });
  await expect(page.getByTestId('user-row')).toHaveCount(1);
  await expect(row).toContainText(dept);
  await expect(row).toContainText(post);

  // Locked: its login is refused; unlocked: it logs in.
  expect((await tryLogin(page.request, username, 'Quality@2026')).status).toBe(200);
  await row.getByTestId('user-lock').click();
  await expect(row).toContainText('已锁定');
  expect(await tryLogin(page.request, username, 'Quality@2026')).toEqual({
    status: 401,
    error: 'user_locked',
  });
  await row.getByTestId('user-lock').click();
  await expect(row).toContainText('正常');
  expect((await tryLogin(page.request, username, 'Quality@2026')).status).toBe(200);

  // A new password: the old one no longer works, the new one does.
  await rowAction(row, 'user-reset');
  await page.getByTestId('reset-password').locator('input').fill('Renewed@2027');
  await page.getByTestId('reset-save').click();
  await expect(page.getByTestId('reset-drawer')).toBeHidden();
  expect((await tryLogin(page.request, username, 'Quality@2026')).status).toBe(401);
  expect((await tryLogin(page.request, username, 'Renewed@2027')).status).toBe(200);

  // Export what the filter shows.
  const download = page.waitForEvent('download');
  await page.getByTestId('user-admin').getByTestId('toolbar-export').click();
  const file = await download;
  const exported = new ExcelJS.Workbook();
  await exported.xlsx.readFile(await file.path());
  const sheet = exported.worksheets[0]!;
  expect(sheet.getRow(1).getCell(2).text).toBe('用户名');
  expect(sheet.getRow(2).getCell(2).text).toBe(username);

  // Import: the bad row is named by its line; fixed, the file imports.
  const good = [`imp_${n}`, `136${n}02`, '', '导入甲', '', dept, '普通用户', post, '9', 'Import@2026'];
  const bad = [`imq_${n}`, `136${n}03`, '', '导入乙', '', '没有这个部门', '普通用户', '', '0', 'Import@2026'];
  const importFile = async (rows: string[][], name: string) => {
    await page.getByTestId('user-import').click();
    await page.getByTestId('import-file').setInputFiles({
      name,
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await workbook([HEADERS, ...rows]),
    });
    await page.getByTestId('import-submit').click();
  };
  await importFile([good, bad], 'bad.xlsx');
  const errors = page.getByTestId('import-errors');
  await expect(errors).toBeVisible();
  await expect(errors.getByTestId('import-error-row')).toHaveCount(1);
  await expect(errors.getByTestId('import-error-row').first()).toContainText('3');
  await expect(errors).toContainText('部门 没有这个部门 不存在');
  await page.getByTestId('import-dialog').getByRole('button', { name: '关闭' }).click();
  await importFile([good, [...bad.slice(0, 5), '培训部', ...bad.slice(6)]], 'fixed.xlsx');
  await expect(page.getByTestId('import-dialog')).toBeHidden();
  await page.getByTestId('user-search-username').locator('input').fill(`im`);
  await page.getByTestId('user-search-username').locator('input').press('Enter');
  await expect(page.getByTestId('user-row').filter({ hasText: `imp_${n}` })).toBeVisible();
  await expect(page.getByTestId('user-row').filter({ hasText: `imq_${n}` })).toBeVisible();

  // A batch delete that includes yourself is refused: nobody is deleted.
  await page.getByTestId('user-search-username').locator('input').fill('');
  await page.getByTestId('user-search-username').locator('input').press('Enter');
  await page
    .getByTestId('user-row')
    .filter({ hasText: 'admin' })
    .first()
    .locator('.grid-tick')
    .first()
    .click();
  // The selection stays while the filter changes.
  await page.getByTestId('user-search-username').locator('input').fill(`imq_${n}`);
  await page.getByTestId('user-search-username').locator('input').press('Enter');
  await expect(page.getByTestId('user-row')).toHaveCount(1);
  await page.getByTestId('user-row').locator('.grid-tick').first().click();
  await page.getByTestId('user-delete-selected').click();
  await confirmYes(page);
  await expect(page.getByText('不能删除自己的账号')).toBeVisible();
  await expect(page.getByTestId('user-row').filter({ hasText: `imq_${n}` })).toBeVisible();

  // The org picker: a locked person cannot be chosen; an unlocked one joins the department.
  await page.goto('/#/admin/system/dept');
  // The departments page is as it was left (its table view): back to the tree.
  await page.getByTestId('dept-view').getByRole('button', { name: '树形' }).click();
  await page.getByTestId('dept-node').filter({ hasText: dept }).getByTestId('dept-members').first().click();
  const picker = page.getByTestId('org-picker');
  await picker.getByTestId('org-search').locator('input').fill(`im`);
  await expect(picker.getByRole('checkbox', { name: new RegExp(`imp_${n}`) })).toBeDisabled();
  await picker
    .getByTestId('org-item')
    .filter({ hasText: `imq_${n}` })
    .locator('.tick-choice')
    .click();
  await expect(picker.getByTestId('org-chosen')).toHaveCount(1);
  await picker.getByTestId('org-clear').click();
  await expect(picker.getByTestId('org-chosen')).toHaveCount(0);
  await picker
    .getByTestId('org-item')
    .filter({ hasText: `imq_${n}` })
    .locator('.tick-choice')
    .click();
  await picker.getByTestId('org-ok').click();
  await expect(page.getByText('已加入部门')).toBeVisible();
});

test('the users list keeps its filters and page in the address: a reload shows the same page', async ({
  page,
}) => {
  // The demo's two enterprise members (ent_member01, ent_member02), both in the normal state, one to a page.
  await openConsole(page, '/admin/system/user');
  await page.goto('/#/admin/system/user?size=1');
  await page.getByTestId('user-search-username').locator('input').fill('ent_member');
  await page.getByTestId('user-search-username').locator('input').press('Enter');
  const state = page.getByTestId('user-lock-filter').getByRole('button', { name: '正常' });
  await state.click();
  await expect(page.getByTestId('user-row')).toHaveCount(1);
  await expect(page.getByTestId('user-row')).toContainText('ent_member01');
  await expect(page.getByText('共 2 条，第 1/2 页')).toBeVisible();
  await page.getByRole('button', { name: '下一页' }).click();
  await expect(page.getByTestId('user-row')).toContainText('ent_member02');
  for (const carried of [/current=2/, /size=1/, /username=ent_member/, /lockFlag=(%22)?0/])
    await expect(page).toHaveURL(carried);

  await page.reload();
  await expect(page.getByTestId('user-row')).toHaveCount(1);
  await expect(page.getByTestId('user-row')).toContainText('ent_member02');
  await expect(page.getByText('共 2 条，第 2/2 页')).toBeVisible();
  await expect(state).toHaveAttribute('aria-pressed', 'true');
  for (const carried of [/current=2/, /size=1/, /username=ent_member/, /lockFlag=(%22)?0/])
    await expect(page).toHaveURL(carried);
});

test('an export that matches nothing says the content is empty and saves no file', async ({ page }) => {
  await openConsole(page, '/admin/system/post');
  await page.getByTestId('post-search').locator('input').fill('没有这个岗位');
  await page.getByTestId('post-search').locator('input').press('Enter');
  await expect(page.getByTestId('post-row')).toHaveCount(0);
  let downloads = 0;
  page.on('download', () => downloads++);
  await page.getByTestId('post-admin').getByTestId('toolbar-export').click();
  await expect(page.getByText('内容为空，无法下载')).toBeVisible();
  expect(downloads).toBe(0);
});

import type { Page } from '@playwright/test';
import { GALLERY_GROUPS, GALLERY_LINKS } from '../src/contract/gallery';
import { adminHeaders, api } from './api';
import { judge } from './axe';
import { expect, test } from './fixtures';
import { DEMO, loginAs, openFromMenu } from './helpers';

/**
 * Console › Gallery: the spec's demonstration pages, each a demo built from the console's components with its
 * own code beside it, in both languages; the link view opens a new tab and the two embedded views frame this
 * server's API reference; a narrow screen and a member of staff without the permission are told why not.
 */
test.use({ viewport: { width: 1440, height: 900 } });

const ITEMS = GALLERY_GROUPS.flatMap((g) => g.items);
/** The gallery page on screen: the console keeps the pages of its other tabs, hidden. */
const shownPage = (page: Page) => page.locator('[data-testid="gallery-page"]:visible');

async function signIn(page: Page) {
  await page.goto('/#/login?redirect=%2Fadmin');
  await loginAs(page, DEMO.admin);
  await expect(page.getByTestId('dashboard')).toBeVisible();
}

/** Chinese text in the page's own words (what people wrote is marked translate="no"; the code is code). */
const chineseShown = (page: Page) =>
  shownPage(page).evaluate((root) => {
    const found: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      const text = n.textContent?.trim() ?? '';
      if (!el || !text || el.closest('pre, [translate="no"], [aria-hidden="true"]')) continue;
      if (/[\u3400-\u9fff]/.test(text) && el.checkVisibility()) found.push(text);
    }
    return found;
  });

for (const locale of ['zh-cn', 'en'] as const) {
  // One test per language: each walks every gallery page, about 20 s on a quiet machine and minutes on a busy one.
  test(`every gallery page shows its demo and its code (${locale})`, async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page);
    if (locale === 'zh-cn') {
      // Reached from the menu: Gallery › Functions › Count up.
      await openFromMenu(page, '组件示例');
      await openFromMenu(page, '功能');
      await openFromMenu(page, '数字滚动');
      await expect(page).toHaveURL(/#\/admin\/gallery\/count-up$/);
    }
    await page.evaluate((l) => localStorage.setItem('peixun:locale', JSON.stringify(l)), locale);
    await page.reload();
    for (const item of ITEMS) {
      await page.goto(`/#/admin/gallery/${item.slug}`);
      const shown = shownPage(page);
      await expect(shown.locator('h1'), item.slug).toHaveText(locale === 'en' ? item.en : item.zh);
      await expect(shown.locator('.gallery-source'), item.slug).toContainText('export default');
      await expect(shown.locator('.gallery-demo > *').first(), item.slug).toBeVisible();
      if (locale === 'en') expect(await chineseShown(page), item.slug).toEqual([]);
    }
  });
}

test('the link view opens a new tab; the embedded views frame the API reference', async ({
  page,
  context,
}) => {
  await signIn(page);
  const link = GALLERY_LINKS.find((l) => !l.embedded)!;
  await openFromMenu(page, '组件示例');
  const out = page.getByTestId('admin-menu').getByRole('link', { name: link.zh });
  await expect(out).toHaveAttribute('href', link.url);
  await expect(out).toHaveAttribute('target', '_blank');
  for (const framed of GALLERY_LINKS.filter((l) => l.embedded)) {
    await openFromMenu(page, framed.zh);
    const frame = page.locator('iframe.embedded-page');
    await expect(frame).toHaveAttribute('src', framed.url);
    await expect(page.frameLocator('iframe.embedded-page').locator('.swagger-ui').first()).toBeVisible();
  }
  expect(context.pages()).toHaveLength(1);
});

test('the dynamic route carries its id; an unknown page says so', async ({ page }) => {
  await signIn(page);
  await page.goto('/#/admin/gallery/params-dynamic');
  const demo = shownPage(page).locator('.gallery-demo');
  await demo.getByRole('link').first().click();
  await expect(page).toHaveURL(/#\/admin\/gallery\/params-dynamic\/[^/?]+$/);
  await page.goto('/#/admin/gallery/no-such-demo');
  await expect(shownPage(page)).toContainText('此示例页面不存在');
});

test('a narrow screen is told to open the gallery on a desktop', async ({ page }) => {
  await signIn(page);
  await page.setViewportSize({ width: 800, height: 900 });
  await page.goto('/#/admin/gallery/count-up');
  await expect(shownPage(page).getByRole('status')).toBeVisible();
  await expect(shownPage(page).locator('.gallery-source')).toHaveCount(0);
});

test('staff without the gallery permission are told so, and see no Gallery menu', async ({
  page,
  request,
}) => {
  const admin = await adminHeaders(request);
  const n = Date.now();
  // A role holding only the operation log page (a console page), not the gallery.
  const [logs] = await api<{ menuId: string }[]>(
    request,
    admin,
    'GET',
    '/api/admin/menu/details?path=%2Fadmin%2Flog%2Findex',
  );
  const role = await api<{ roleId: string }>(request, admin, 'POST', '/api/admin/role', {
    roleName: `无示例${n}`,
    roleCode: `E2E_NO_GALLERY_${n}`,
  });
  await api(request, admin, 'PUT', '/api/admin/role/menu', { roleId: role.roleId, menuIds: [logs!.menuId] });
  const username = `nog_${n}`;
  const user = await api<{ userId: string }>(request, admin, 'POST', '/api/admin/user', {
    username,
    password: 'Staff@2026',
    phone: `137${String(n).slice(-8)}`,
    role: [role.roleId],
  });
  try {
    await page.goto('/#/login?redirect=%2Fadmin');
    await loginAs(page, { username, password: 'Staff@2026' });
    await expect(page.getByTestId('console-frame')).toBeVisible();
    await expect(page.getByTestId('admin-menu').getByText('组件示例')).toHaveCount(0);
    await page.goto('/#/admin/gallery/count-up');
    await expect(shownPage(page).getByRole('alert')).toBeVisible();
    await expect(shownPage(page).locator('.gallery-source')).toHaveCount(0);
  } finally {
    await api(request, admin, 'DELETE', '/api/admin/user', [user.userId]);
    await api(request, admin, 'DELETE', '/api/admin/role', [role.roleId]);
  }
});

test('the upload widget lists its files as text, pictures or picture cards', async ({ page }) => {
  await signIn(page);
  await page.goto('/#/admin/gallery/large-preview');
  const demo = shownPage(page).getByTestId('upload-list-demo');
  const list = demo.locator('ul.upload-entries');
  await expect(list).toHaveAttribute('data-list-type', 'picture-card');
  await expect(list.locator('img.upload-thumb')).toHaveCount(2);
  await demo
    .locator('input[type=file]')
    .setInputFiles({ name: '课程表.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n') });
  await expect(demo.getByTestId('upload-entry')).toHaveCount(3);
  await expect(list.locator('.upload-thumb-ext')).toHaveText('PDF');
  // The picker is the last card.
  await expect(list.locator('li').last().locator('button.upload-button')).toHaveAccessibleName('选择文件');
  expect(await judge(page, undefined, { name: 'upload list, picture card' })).toEqual([]);
  const types = shownPage(page).getByTestId('upload-list-type');
  await types.getByRole('button', { name: '图片', exact: true }).click();
  await expect(list).toHaveAttribute('data-list-type', 'picture');
  await expect(list.locator('.upload-thumb')).toHaveCount(3);
  await expect(list.getByRole('button', { name: '选择文件' })).toHaveCount(0);
  await types.getByRole('button', { name: '文本' }).click();
  await expect(list).toHaveAttribute('data-list-type', 'text');
  await expect(list.locator('.upload-thumb')).toHaveCount(0);
  await expect(demo.getByTestId('upload-entry')).toHaveCount(3);
});

test('the permission pages judge by the server’s permissions; the back-end page asks the server', async ({
  page,
}) => {
  await signIn(page);
  await openFromMenu(page, '组件示例');
  await openFromMenu(page, '权限管理');
  await openFromMenu(page, '前端控制页面');
  const shown = shownPage(page);
  // The administrator holds every string: each page opens, until the preview takes one away.
  await expect(shown.getByTestId('perm-page')).toHaveCount(5);
  await expect(shown.getByText('您没有权限操作')).toHaveCount(0);
  await shown.getByTestId('perm-preview').getByText('sys_log_view').click();
  await expect(shown.getByTestId('perm-page').filter({ hasText: '操作日志' })).toContainText(
    '您没有权限操作',
  );

  await page.goto('/#/admin/gallery/perm-front-button');
  const all = shownPage(page).getByTestId('perm-button-row').filter({ hasText: '<AuthAll>' });
  await expect(all.getByRole('button', { name: '删除用户' })).toHaveCount(2);
  await shownPage(page).getByTestId('perm-preview').getByText('sys_user_del').click();
  // The gate as the user is still shows it; the preview without the string removes it.
  await expect(all.getByRole('button', { name: '删除用户' })).toHaveCount(1);
  await expect(all).toContainText('（已移除）');

  await page.goto('/#/admin/gallery/perm-back-page');
  const probes = shownPage(page).getByTestId('perm-probe');
  await expect(probes).toHaveCount(7);
  await expect(probes.filter({ hasText: '允许' })).toHaveCount(7);

  await page.goto('/#/admin/gallery/tools');
  await shownPage(page).getByTestId('tools-value').locator('input').fill('{a:1}');
  await expect(shownPage(page).getByTestId('tools-verdict')).toHaveText('json格式错误');
});

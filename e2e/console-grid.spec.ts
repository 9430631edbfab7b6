import type { APIRequestContext, Page } from '@playwright/test';
import { adminHeaders, api, type Headers } from './api';
import { expect, test } from './fixtures';
import { DEMO, loginAs } from './helpers';

/**
 * The console's data grid as staff use it at a desktop size (components/data-table.tsx): System › Users with more
 * people than a page holds — rows that stay on one line, a header that stays while the rows scroll, the numbered
 * pager and its jumper, a column resized and kept over a reload, the grid by keyboard alone; the page never
 * scrolls sideways at 1280 px; a log's details under its row; the count of ticked rows on the bulk action.
 */
const PASSWORD = 'Staff@2026';
let seq = 0;
const freshPhone = () => `134${String(Date.now() * 10 + (seq++ % 10)).slice(-8)}`;

async function makeUsers(request: APIRequestContext, admin: Headers, prefix: string, count: number) {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const user = await api<{ userId: string }>(request, admin, 'POST', '/api/admin/user', {
      username: `${prefix}${String(i).padStart(2, '0')}`,
      name: `网格用户${i}`,
      password: PASSWORD,
      phone: freshPhone(),
      role: [],
      deptIds: [],
    });
    ids.push(user.userId);
  }
  return ids;
}

async function openUsers(page: Page, search = '') {
  const path = `/admin/system/user${search}`;
  await page.goto(`/#/login?redirect=${encodeURIComponent(path)}`);
  await loginAs(page, DEMO.admin);
  await expect(page.getByTestId('user-row').first()).toBeVisible();
}

test.describe('the users grid at 1440 × 900', () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  const prefix = `grid${Date.now() % 100000}_`;
  let ids: string[] = [];
  test.beforeAll(async ({ request }) => {
    ids = await makeUsers(request, await adminHeaders(request), prefix, 12);
  });
  test.afterAll(async ({ request }) => {
    if (ids.length) await api(request, await adminHeaders(request), 'DELETE', '/api/admin/user', ids);
  });

  test('shows ten rows and more, each on one line, under a header that stays while they scroll', async ({
    page,
  }) => {
    await openUsers(page, '?size=50');
    const rows = page.getByTestId('user-row');
    // The demo's seven and this test's twelve at least (other tests may add more).
    await expect(rows.nth(18)).toBeVisible();
    const count = await rows.count();
    const shown = await rows.evaluateAll(
      (trs) => trs.filter((tr) => tr.getBoundingClientRect().bottom <= window.innerHeight).length,
    );
    expect(shown).toBeGreaterThanOrEqual(10);
    // No cell of username, phone, department, state or created time wraps: each is one line high.
    const heights = await page.locator('.data-grid').evaluate((table) => {
      const names = [...table.querySelectorAll('thead th')].map((th) =>
        th.textContent?.replace(/[↑↓↕]/g, '').trim(),
      );
      const wanted = ['用户名', '手机号', '部门', '状态', '创建时间'].map((n) => names.indexOf(n));
      return [...table.querySelectorAll('tbody tr')].flatMap((tr) =>
        wanted.map((i) => {
          const cell = (tr as HTMLTableRowElement).cells[i]?.querySelector('.cell') as HTMLElement;
          const line = parseFloat(getComputedStyle(cell).lineHeight) || 22;
          return { lines: Math.round(cell.getBoundingClientRect().height / line), text: cell.textContent };
        }),
      );
    });
    expect(heights.length).toBe(count * 5);
    expect(heights.filter((h) => h.lines > 1)).toEqual([]);
    // The page itself does not scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1440);

    // The header stays at the top of the grid's box while its rows scroll.
    const scroller = page.locator('.grid-scroll');
    await scroller.evaluate((el) => (el.scrollTop = 200));
    const [boxTop, headTop] = await scroller.evaluate((el) => [
      el.getBoundingClientRect().top,
      (el.querySelector('thead th') as HTMLElement).getBoundingClientRect().top,
    ]);
    expect(await scroller.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
    expect(Math.abs(headTop - boxTop)).toBeLessThanOrEqual(2);
    // The actions stay pinned at the right edge of the box.
    const [boxRight, actionsRight] = await scroller.evaluate((el) => [
      el.getBoundingClientRect().right,
      (el.querySelector('tbody td.cell-pinned-end') as HTMLElement).getBoundingClientRect().right,
    ]);
    expect(Math.abs(boxRight - actionsRight)).toBeLessThanOrEqual(2);
  });

  test('pages by number, over a gap and by "go to page"; the page and size live in the address', async ({
    page,
  }) => {
    await openUsers(page, `?username=${prefix}&size=1`);
    const pager = page.getByTestId('pager');
    const summary = page.getByTestId('pager-summary');
    const numbers = () => pager.locator('.pager-pages li').allTextContents();
    await expect(summary).toHaveText('共 12 条，第 1/12 页');
    expect(await numbers()).toEqual(['1', '2', '3', '4', '…', '12']);
    await pager.getByRole('button', { name: '第 3 页' }).click();
    await expect(page).toHaveURL(/current=3/);
    await expect(summary).toHaveText('共 12 条，第 3/12 页');
    await expect(pager.getByRole('button', { name: '第 3 页' })).toHaveAttribute('aria-current', 'page');
    // Row numbers go on from the pages before.
    await expect(page.getByTestId('user-row')).toHaveCount(1);
    await expect(page.getByTestId('user-row').locator('td').first()).toHaveText('3');
    await pager.getByTestId('pager-next-more').click();
    await expect(summary).toHaveText('共 12 条，第 6/12 页');
    expect(await numbers()).toEqual(['1', '…', '5', '6', '7', '…', '12']);
    await pager.getByTestId('pager-jump').fill('10');
    await pager.getByTestId('pager-jump').press('Enter');
    await expect(page).toHaveURL(/current=10/);
    await expect(summary).toHaveText('共 12 条，第 10/12 页');
    expect(await numbers()).toEqual(['1', '…', '9', '10', '11', '12']);
    // A page past the end goes to the last one.
    await pager.getByTestId('pager-jump').fill('99');
    await pager.getByTestId('pager-jump').press('Enter');
    await expect(summary).toHaveText('共 12 条，第 12/12 页');
    await page.reload();
    await expect(summary).toHaveText('共 12 条，第 12/12 页');
    await expect(page.getByTestId('pager-size')).toHaveValue('1');
    await page.getByTestId('pager-size').selectOption('10');
    await expect(summary).toHaveText('共 12 条，第 1/2 页');
  });

  test('a column resized by drag keeps its width over a reload; the settings give it back', async ({
    page,
  }) => {
    await openUsers(page, `?username=${prefix}`);
    const header = page.locator('thead th').filter({ hasText: '姓名' });
    const before = (await header.boundingBox())!.width;
    const handle = page.getByTestId('resize-name');
    const at = (await handle.boundingBox())!;
    await page.mouse.move(at.x + at.width / 2, at.y + at.height / 2);
    await page.mouse.down();
    await page.mouse.move(at.x + 120, at.y + at.height / 2, { steps: 5 });
    await page.mouse.up();
    const after = (await header.boundingBox())!.width;
    expect(after).toBeGreaterThan(before + 80);
    await page.reload();
    await expect(page.getByTestId('user-row').first()).toBeVisible();
    expect(Math.abs((await header.boundingBox())!.width - after)).toBeLessThanOrEqual(2);
    // By keyboard: Alt and the left arrow on the header cell in focus narrow it.
    await header.focus();
    await page.keyboard.press('Alt+ArrowLeft');
    expect((await header.boundingBox())!.width).toBeLessThan(after - 8);
    // Cut short, a cell shows its whole text beside it on hover and on keyboard focus.
    const username = page.locator('thead th').filter({ hasText: '用户名' });
    await username.focus();
    for (let i = 0; i < 6; i++) await page.keyboard.press('Alt+ArrowLeft');
    const cell = page.getByTestId('user-row').first().locator('td').nth(2);
    await expect(cell).toContainText(prefix);
    await cell.hover();
    await expect(page.getByRole('tooltip')).toHaveText(`${prefix}00`);
    await page.mouse.move(0, 0);
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await username.focus();
    await page.keyboard.press('ArrowDown');
    await expect(cell).toBeFocused();
    await expect(page.getByRole('tooltip')).toHaveText(`${prefix}00`);
    await page.getByTestId('column-settings').click();
    await page.getByTestId('column-reset').click();
    expect(Math.abs((await header.boundingBox())!.width - before)).toBeLessThanOrEqual(2);
  });

  test('by keyboard alone: Tab reaches the grid, arrows move, Space ticks, Enter opens the row', async ({
    page,
  }) => {
    await openUsers(page, `?username=${prefix}`);
    await page.getByTestId('column-settings').focus();
    await page.keyboard.press('Tab');
    const active = () =>
      page.evaluate(() => document.activeElement?.textContent?.replace(/[↑↓↕]/g, '').trim());
    await expect.poll(active).toBe('序号');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(active).toBe('用户名');
    // Enter on a sortable header sorts it.
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/sort=username%2Casc|sort=username,asc/);
    await page.keyboard.press('ArrowDown');
    await expect.poll(active).toBe(`${prefix}00`);
    await page.keyboard.press('ArrowDown');
    await expect.poll(active).toBe(`${prefix}01`);
    await page.keyboard.press('Space');
    await expect(page.getByTestId('selection-count')).toContainText('已选 1 项');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Space');
    await expect(page.getByTestId('selection-count')).toContainText('已选 2 项');
    await expect(page.getByTestId('user-delete-selected')).toHaveText('删除所选（2）');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('user-drawer')).toBeVisible();
    await expect(page.getByTestId('user-drawer').locator('input').first()).toHaveValue(`${prefix}00`);
    // The drawer takes the keys once it has the focus (its trap moves it in): then Escape closes it.
    await expect(page.getByTestId('user-drawer').locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('user-drawer')).toBeHidden();
    await page.getByTestId('selection-clear').click();
    await expect(page.getByTestId('selection-count')).not.toContainText('已选');
  });

  test('a row with more actions than fit keeps two on its line and the rest in More', async ({ page }) => {
    await openUsers(page, `?username=${prefix}00`);
    const row = page.getByTestId('user-row');
    await expect(row.getByTestId('user-edit')).toBeVisible();
    await expect(row.getByTestId('user-lock')).toBeVisible();
    await expect(row.getByTestId('user-delete')).toHaveCount(0);
    await row.getByTestId('row-more').click();
    const list = page.getByTestId('row-more-list');
    await expect(list.getByTestId('user-reset')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(list.getByTestId('user-delete')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(list).toHaveCount(0);
    await expect(row.getByTestId('row-more')).toBeFocused();
  });
});

test('at 1280 px the console never scrolls sideways, with many pages open', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openUsers(page);
  for (const path of [
    '/admin/system/role',
    '/admin/system/menu',
    '/admin/system/post',
    '/admin/system/tenant',
    '/admin/dict',
    '/admin/param',
    '/admin/client',
    '/admin/i18n',
    '/admin/log',
    '/admin/token',
    '/admin/edu/course',
    '/admin/edu/enrolment',
  ]) {
    await page.goto(`/#${path}`);
    await expect(page.locator('.console-page').last()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(1280);
  }
});

test("a log's details open under its row; Enter on the row opens the log entry", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/#/login?redirect=${encodeURIComponent('/admin/log')}`);
  await loginAs(page, DEMO.admin);
  const row = page.getByTestId('log-row').first();
  await expect(row).toBeVisible();
  await row.getByTestId('row-expand').click();
  await expect(row.getByTestId('row-expand')).toHaveAttribute('aria-expanded', 'true');
  const details = page.getByTestId('row-details');
  await expect(details).toHaveCount(1);
  await expect(details).toContainText('请求');
  await expect(details).toContainText('地址');
  await row.getByTestId('row-expand').click();
  await expect(details).toHaveCount(0);
  await row.locator('td').nth(3).click();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toContainText('请求');
});

import type { Locator, Page, Request, Response } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO, loginAs } from './helpers';

/**
 * The console's tables, on users and logs at a desktop size: a sortable header sends pig's `ascs` then `descs`
 * then neither and the rows follow; the page size goes to the server and the pager shows the total; a hidden
 * column stays hidden after a reload (per table, in this browser); the column list works by keyboard.
 */
test.use({ viewport: { width: 1440, height: 900 } });

async function openConsole(page: Page, path: string) {
  await page.goto(`/#/login?redirect=${encodeURIComponent(path)}`);
  await loginAs(page, DEMO.admin);
  await expect(page).toHaveURL(new RegExp(`#${path}`));
}

/** A page call of `path` whose query passes `check`. */
const pageCall = (path: string, check: (q: URLSearchParams) => boolean) => (r: Request | Response) => {
  const url = new URL(r.url());
  return url.pathname === `/api/${path}` && check(url.searchParams);
};
const sortOf = (q: URLSearchParams) => ({ ascs: q.get('ascs'), descs: q.get('descs') });
type Records<T> = { data: { records: T[]; total: string } };

/** The text of each row's cell under the header named `header`. */
async function column(table: Locator, rowTestId: string, header: string) {
  const names = await table.locator('thead th').allTextContents();
  const at = names.findIndex((n) => n.replace(/[↑↓↕]/g, '').trim() === header);
  expect(at, `column ${header} in ${names.join(' | ')}`).toBeGreaterThanOrEqual(0);
  return table
    .getByTestId(rowTestId)
    .evaluateAll((rows, i) => rows.map((r) => (r as HTMLTableRowElement).cells[i]?.textContent ?? ''), at);
}

test('users: a header sorts ascending, descending, then not; the page size and the column list hold', async ({
  page,
}) => {
  await openConsole(page, '/admin/system/user');
  const admin = page.getByTestId('user-admin');
  const table = admin.locator('table.data-table');
  await expect(admin.getByTestId('user-row').first()).toBeVisible();
  const usernames = () => column(table, 'user-row', '用户名');
  const first = await usernames();
  const header = admin.getByRole('columnheader', { name: '用户名', exact: true });
  const sort = header.getByRole('button');
  await expect(header).not.toHaveAttribute('aria-sort');

  // Ascending: `ascs=username`; the rows come back in the server's order, and it is not the one before.
  const ascending = page.waitForResponse(
    pageCall('admin/user/page', (q) => q.get('ascs') === 'username' && !q.has('descs')),
  );
  await sort.click();
  const ascRows = ((await (await ascending).json()) as Records<{ username: string }>).data.records;
  const asc = ascRows.map((u) => u.username);
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  await expect.poll(usernames).toEqual(asc);
  expect(asc).not.toEqual(first);
  expect(decodeURIComponent(page.url())).toContain('sort=username,asc');

  // Descending, by keyboard: `descs=username`.
  const descending = page.waitForRequest(
    pageCall('admin/user/page', (q) => q.get('descs') === 'username' && !q.has('ascs')),
  );
  await sort.focus();
  await page.keyboard.press('Enter');
  await descending;
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(async () => (await usernames())[0]).not.toBe(asc[0]);

  // Fifty to a page: `size=50` (the sort kept), back to page 1, and the total shown; every user is on this page,
  // so the descending list is the ascending one reversed.
  const fifty = page.waitForResponse(
    pageCall('admin/user/page', (q) => q.get('size') === '50' && q.get('descs') === 'username'),
  );
  await admin.getByTestId('pager-size').selectOption('50');
  const all = ((await (await fifty).json()) as Records<{ username: string; userId: string }>).data;
  await expect(admin.getByTestId('pager-summary')).toHaveText(`共 ${all.total} 条，第 1/1 页`);
  await expect(admin.getByTestId('pager-size')).toHaveValue('50');
  expect(Number(all.total)).toBe(all.records.length);
  expect(
    all.records
      .map((u) => u.username)
      .reverse()
      .slice(0, asc.length),
  ).toEqual(asc);

  // The third click: neither `ascs` nor `descs`, and the rows go back to the list's own order (by id).
  const unsorted = page.waitForResponse(
    pageCall('admin/user/page', (q) => q.get('size') === '50' && !q.has('ascs') && !q.has('descs')),
  );
  await sort.click();
  const plain = ((await (await unsorted).json()) as Records<{ username: string; userId: string }>).data
    .records;
  expect(plain.map((u) => Number(u.userId))).toEqual(
    plain.map((u) => Number(u.userId)).sort((a, b) => a - b),
  );
  await expect(header).not.toHaveAttribute('aria-sort');
  await expect.poll(usernames).toEqual(plain.map((u) => u.username));

  // Hide the mobile number column: the list opens on the first box, Escape closes it and focus goes back.
  const settings = admin.getByTestId('column-settings');
  await settings.click();
  const panel = admin.getByTestId('column-panel');
  await expect(panel.getByRole('checkbox').first()).toBeFocused();
  await panel.getByRole('checkbox', { name: '手机号' }).uncheck();
  await expect(admin.getByRole('columnheader', { name: '手机号', exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(settings).toBeFocused();
  await expect(settings).toHaveAttribute('aria-expanded', 'false');

  // After a reload the column is still hidden, and the address kept the page size.
  await page.reload();
  await expect(admin.getByTestId('user-row').first()).toBeVisible();
  await expect(admin.getByRole('columnheader', { name: '用户名', exact: true })).toBeVisible();
  await expect(admin.getByRole('columnheader', { name: '手机号', exact: true })).toHaveCount(0);
  await expect(admin.getByTestId('pager-size')).toHaveValue('50');

  // Shown again, through the same list.
  await settings.click();
  await panel.getByRole('checkbox', { name: '手机号' }).check();
  await expect(admin.getByRole('columnheader', { name: '手机号', exact: true })).toBeVisible();
});

test('logs: a header sorts ascending, descending, then not; the page size and the column list hold', async ({
  page,
}) => {
  await openConsole(page, '/admin/log');
  // A few entries of the admin's own: every write is one (a delete of an entry that is not there included).
  const token = await page.evaluate(() => {
    const raw = sessionStorage.getItem('token') ?? '';
    return raw.startsWith('"') ? (JSON.parse(raw) as string) : raw;
  });
  for (let i = 0; i < 3; i++) {
    const res = await page.request.delete('/api/admin/log', {
      headers: { Authorization: `Bearer ${token}`, 'TENANT-ID': '1' },
      data: [String(900_000_000 + i)],
    });
    expect(res.status()).toBeLessThan(500);
  }
  await page.reload();
  const admin = page.getByTestId('log-admin');
  const table = admin.locator('table.data-table');
  await expect(admin.getByTestId('log-row').nth(2)).toBeVisible();
  const header = admin.getByRole('columnheader', { name: '时间', exact: true });
  const sort = header.getByRole('button');
  const shown = () => column(table, 'log-row', '时间');
  type Entry = { id: string; createTime: string };
  const times = (rows: Entry[]) => rows.map((e) => e.createTime);

  const ascending = page.waitForResponse(
    pageCall('admin/log/page', (q) => q.get('ascs') === 'createTime' && !q.has('descs')),
  );
  await sort.click();
  const asc = ((await (await ascending).json()) as Records<Entry>).data.records;
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  expect(times(asc)).toEqual([...times(asc)].sort());
  await expect.poll(shown).toEqual(times(asc));

  const descending = page.waitForResponse(
    pageCall('admin/log/page', (q) => q.get('descs') === 'createTime' && !q.has('ascs')),
  );
  await sort.click();
  const desc = ((await (await descending).json()) as Records<Entry>).data.records;
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  expect(times(desc)).toEqual([...times(desc)].sort().reverse());
  // The oldest entry led the ascending page; the descending one starts elsewhere.
  expect(desc[0]?.id).not.toBe(asc[0]?.id);
  await expect.poll(shown).toEqual(times(desc));

  const fifty = page.waitForResponse(
    pageCall('admin/log/page', (q) => q.get('size') === '50' && sortOf(q).descs === 'createTime'),
  );
  await admin.getByTestId('pager-size').selectOption('50');
  const page50 = ((await (await fifty).json()) as Records<Entry>).data;
  await expect(admin.getByTestId('pager-summary')).toContainText(`共 ${page50.total} 条`);
  await expect(admin.getByTestId('log-row')).toHaveCount(Math.min(50, Number(page50.total)));

  // Neither: the log's own order, newest first.
  const unsorted = page.waitForResponse(
    pageCall('admin/log/page', (q) => q.get('size') === '50' && !q.has('ascs') && !q.has('descs')),
  );
  await sort.click();
  const plain = ((await (await unsorted).json()) as Records<Entry>).data.records;
  expect(times(plain)).toEqual([...times(plain)].sort().reverse());
  await expect(header).not.toHaveAttribute('aria-sort');

  // Hide the address column by keyboard; it stays hidden after a reload, and only on this table.
  const settings = admin.getByTestId('column-settings');
  await settings.focus();
  await page.keyboard.press('Enter');
  const address = admin.getByTestId('column-panel').getByRole('checkbox', { name: '地址' });
  await expect(admin.getByTestId('column-panel').getByRole('checkbox').first()).toBeFocused();
  await address.focus();
  await page.keyboard.press('Space');
  await expect(admin.getByRole('columnheader', { name: '地址', exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(settings).toBeFocused();
  await page.reload();
  await expect(admin.getByTestId('log-row').first()).toBeVisible();
  await expect(admin.getByRole('columnheader', { name: '地址', exact: true })).toHaveCount(0);
  await expect(admin.getByRole('columnheader', { name: '时间', exact: true })).toBeVisible();
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.includes('columns:')))).toEqual([
    'peixun:columns:logs',
  ]);
});

test("a hand-edited list address opens the list on a new visit: the contract's zod check keeps what is valid", async ({
  page,
}) => {
  await openConsole(page, '/admin/system/user');
  // A new visit (the console's check is not loaded yet) straight to an address with a bad page, a size the pager
  // does not offer and a sort that is not one: those are dropped, the filter and the good sort are kept.
  await page.goto('about:blank');
  const first = page.waitForRequest(pageCall('admin/user/page', () => true));
  await page.goto('/#/admin/system/user?current=abc&size=30&sort=username;x,asc&username=ent_member');
  const sent = new URL((await first).url()).searchParams;
  expect(Object.fromEntries(sent)).toEqual({ current: '1', size: '10', username: 'ent_member' });
  const admin = page.getByTestId('user-admin');
  await expect(admin.getByTestId('user-row')).toHaveCount(2);
  await expect(admin.getByTestId('pager-size')).toHaveValue('10');

  const sorted = page.waitForRequest(
    pageCall('admin/user/page', (q) => q.get('descs') === 'username' && q.get('size') === '20'),
  );
  await page.goto('about:blank');
  await page.goto('/#/admin/system/user?current=1&size=20&sort=username,desc&username=ent_member');
  await sorted;
  await expect(admin.getByRole('columnheader', { name: '用户名', exact: true })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
});

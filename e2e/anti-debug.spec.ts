import type { Page } from '@playwright/test';
import { adminHeaders, api } from './api';
import { expect, test } from './fixtures';

/**
 * Developer-tools blocking (site settings › 禁止调试): off by default; on, the portal loads disable-devtool, which
 * takes the context menu away; `?ddtk=<key>` lifts it for that visit. The setting is put back whatever happens.
 */
const contextMenuBlocked = (page: Page) =>
  page.evaluate(() => {
    const event = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
    document.body.dispatchEvent(event);
    return event.defaultPrevented;
  });
/**
 * Blocked: the context menu is taken away, or the page has already left for a blank one because it found tools
 * open. An automation client attached to the page reads as open tools to disable-devtool's timing check, and on a
 * slow host that check fired while the test was still looking at the context menu.
 */
const blocked = async (page: Page) =>
  page.url() === 'about:blank' || (await contextMenuBlocked(page).catch(() => page.url() === 'about:blank'));

test('developer tools are blocked only when the site says so, and the bypass key lifts it', async ({
  page,
  browser,
  request,
}) => {
  const admin = await adminHeaders(request);
  const set = (change: Record<string, unknown>) =>
    api(request, admin, 'PUT', '/api/admin/system/site-config', change);

  await page.goto('/#/home');
  await expect(page.getByTestId('home-page')).toBeVisible();
  expect(await contextMenuBlocked(page)).toBe(false);

  try {
    await set({ antiDebugEnable: true, antiDebugKey: 'e2e-bypass' });
    // A new visitor (no saved site settings: a device that has them reads the change within 10 minutes).
    const visitor = await (await browser.newContext()).newPage();
    const loaded = visitor.waitForRequest((r) => /anti-debug-.*\.js$/.test(r.url()));
    await visitor.goto('/#/home');
    await loaded;
    await expect.poll(() => blocked(visitor)).toBe(true);

    // The bypass key in the address: the block does not start.
    const bypass = await (await browser.newContext()).newPage();
    await bypass.goto('/?ddtk=e2e-bypass#/home');
    await expect(bypass.getByTestId('home-page')).toBeVisible();
    await bypass.waitForTimeout(1500);
    expect(await contextMenuBlocked(bypass)).toBe(false);
    // The key itself never reaches the browser, only its MD5.
    const config = await bypass.evaluate(() => fetch('/api/admin/system/config').then((r) => r.text()));
    expect(config).not.toContain('e2e-bypass');
  } finally {
    await set({ antiDebugEnable: false, antiDebugKey: '' });
  }
});

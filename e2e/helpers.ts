import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';

export const DEMO = {
  admin: { username: 'admin', password: 'Admin@2026' },
  learner: { username: 'learner01', password: 'Learner@2026' },
} as const;

/** Fills the account tab of /login and submits it. */
export async function loginAs(page: Page, user: { username: string; password: string }) {
  await page.getByTestId('login-username').locator('input').fill(user.username);
  await page.getByTestId('login-password').locator('input').fill(user.password);
  await page.getByTestId('login-submit').click();
}

/** Waits until the service worker is active and controls the page. */
export async function waitForServiceWorker(page: Page) {
  const state = await page.evaluate(async () => {
    const reg = await navigator.serviceWorker.ready;
    const active = reg.active!;
    if (active.state !== 'activated') {
      await new Promise<void>((resolve) =>
        active.addEventListener('statechange', () => active.state === 'activated' && resolve()),
      );
    }
    if (!navigator.serviceWorker.controller) {
      await new Promise<void>((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }),
      );
    }
    return reg.active?.state;
  });
  expect(state).toBe('activated');
}

/**
 * The code the server's outbox SMS driver wrote last for `phone` (README: trying SMS without a gateway), in the
 * data folder of the server this test's half runs against (playwright.config.ts).
 */
export function outboxCode(phone: string): string | undefined {
  try {
    const { dataDir } = test.info().project.metadata as { dataDir: string };
    const file = join(dataDir, 'outbox', 'sms.jsonl');
    const lines = readFileSync(file, 'utf8').trim().split('\n');
    return lines.map((l) => JSON.parse(l) as { to: string; code: string }).findLast((m) => m.to === phone)
      ?.code;
  } catch {
    return undefined;
  }
}

/**
 * Opens a console page from the side menu by its title: its branch is opened first when it is closed (one
 * branch is open at a time, the one of the page shown).
 */
export async function openFromMenu(page: Page, title: string) {
  const menu = page.getByTestId('admin-menu');
  const entry = menu.getByText(title, { exact: true });
  await menu.waitFor();
  if (!(await entry.isVisible())) {
    const branches = menu.locator(':scope > ul > li > button[aria-expanded]');
    for (let i = 0; i < (await branches.count()); i++) {
      if ((await branches.nth(i).getAttribute('aria-expanded')) === 'false') await branches.nth(i).click();
      if (await entry.isVisible()) break;
    }
  }
  await entry.click();
}

/**
 * Every entry of the console's side menu, branch by branch (each branch opened in turn): the branch's title,
 * then its pages' titles.
 */
export async function menuTitles(page: Page): Promise<string[]> {
  const menu = page.getByTestId('admin-menu');
  await menu.waitFor();
  const branches = menu.locator(':scope > ul > li > button[aria-expanded]');
  const titles: string[] = [];
  for (let i = 0; i < (await branches.count()); i++) {
    const branch = branches.nth(i);
    if ((await branch.getAttribute('aria-expanded')) === 'false') await branch.click();
    titles.push((await branch.innerText()).trim());
    const pages = menu.locator(':scope > ul > li').nth(i).locator('ul a');
    for (const text of await pages.allInnerTexts()) titles.push(text.trim());
  }
  return titles;
}

/**
 * Clicks a row's action, wherever the grid put it: on the row's line, or in its "More" list when the row has more
 * actions than fit (components/grid-actions.tsx).
 */
export async function rowAction(row: Locator, testId: string) {
  const inline = row.getByTestId(testId);
  if (await inline.count()) return inline.first().click();
  await row.getByTestId('row-more').click();
  await row.page().getByTestId('row-more-list').getByTestId(testId).click();
}

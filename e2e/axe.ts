import AxeBuilder from '@axe-core/playwright';
import { expect, type Browser, type Page } from '@playwright/test';
import { headersOf, type Headers } from './api';
import { loginAs } from './helpers';

/**
 * The accessibility checks' shared steps (e2e/accessibility*.spec.ts): WCAG 2.0/2.1 A and AA as axe-core checks
 * them, one h1 and one main landmark per page, and, in English, people's Chinese words marked lang="zh".
 */
export const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
export type Locale = 'zh-cn' | 'en';
export const LOCALES: Locale[] = ['zh-cn', 'en'];
export const PHONE = { width: 412, height: 823 };
export const DESKTOP = { width: 1440, height: 900 };
export const ENTERPRISE = { username: 'ent_admin01', password: 'Enterprise@2026' };

/** Waits until a page is judged fairly: no loading dots or skeletons, no toast fading (axe reads its opacity). */
export async function settled(page: Page) {
  await expect(page.locator('.loading-dots:visible, .skeleton:visible')).toHaveCount(0, {
    timeout: 15_000,
  });
  await expect(page.locator('.toast-host.shown')).toHaveCount(0, { timeout: 10_000 });
  // A dialog or popup fading in is judged once it is drawn whole: axe measures colours as they are drawn, and a
  // half-faded button fails a contrast the shown one passes. antd-mobile animates them with react-spring (inline
  // opacity, frame by frame), which document.getAnimations() does not see.
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll<HTMLElement>('[style*="opacity"]')].every((e) => {
        const opacity = Number(getComputedStyle(e).opacity);
        return opacity === 0 || opacity === 1;
      }),
    undefined,
    { timeout: 10_000 },
  );
}

/**
 * What is wrong with the page shown (after opening `path`, when given), one line each: axe's violations with
 * their elements; a count of h1 or main other than one (only on a page, not under a dialog: `overlay`); and in
 * English, what people wrote in Chinese (translate="no") without lang="zh" on it or above it.
 */
export async function judge(
  page: Page,
  path?: string,
  { overlay = false, name }: { overlay?: boolean; name?: string } = {},
): Promise<string[]> {
  if (path) await page.goto(`/#${path}`);
  await settled(page);
  const at = name ?? path ?? decodeURIComponent(new URL(page.url()).hash.slice(1));
  const found: string[] = [];
  // Legacy mode: one axe.run over the page and its frames. The default runs each frame apart, then opens a blank
  // page to merge the results: twice the time a page (about 2 s against 1 on a slow host, hundreds of pages in the
  // suite). Our frames are all same-origin, which legacy mode covers (e2e/axe-judge.spec.ts checks it).
  const axe = new AxeBuilder({ page }).withTags(TAGS).setLegacyMode(true);
  // axe enters every frame: the API reference the console frames (Swagger UI at /api/docs) is judged with it.
  const { violations } = await axe.analyze();
  for (const v of violations)
    found.push(`${at} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  if (!overlay) {
    const h1 = await page.getByRole('heading', { level: 1 }).count();
    const main = await page.getByRole('main').count();
    if (h1 !== 1) found.push(`${at} h1: ${h1}`);
    if (main !== 1) found.push(`${at} main: ${main}`);
  }
  return found;
}

/** Judges each path in turn. */
export async function judgeAll(page: Page, paths: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) found.push(...(await judge(page, path)));
  return found;
}

/** Sets the app's language (kept in localStorage) and reloads. */
export async function inLanguage(page: Page, locale: Locale) {
  await page.goto('/#/home');
  await page.evaluate((l) => localStorage.setItem('peixun:locale', JSON.stringify(l)), locale);
  await page.reload();
}

/** Logs in on the login page, then waits for it to go. */
export async function logIn(page: Page, user: { username: string; password: string }, to = '/home') {
  await page.goto(`/#/login?redirect=${encodeURIComponent(to)}`);
  await loginAs(page, user);
  await expect(page.getByTestId('login-submit')).toHaveCount(0);
}

/** Another browser (a second person) in `locale`, signed in as `user` when given. */
export async function person(
  browser: Browser,
  locale: Locale,
  viewport: { width: number; height: number },
  user?: { username: string; password: string },
) {
  const context = await browser.newContext({ viewport, locale: 'zh-CN' });
  const page = await context.newPage();
  await inLanguage(page, locale);
  if (user) await logIn(page, user);
  return { context, page };
}

/** A time on the server's wire (yyyy-MM-dd HH:mm, China time) `minutes` from now. */
export const wireTime = (minutes: number) =>
  new Date(Date.now() + minutes * 60_000 + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');

/** The token headers of `user`, for setting up through the API. */
export const tokenHeaders = (page: Page, user: { username: string; password: string }): Promise<Headers> =>
  headersOf(page.request, user.username, user.password);

/**
 * Every page the console's side menu opens, its branches opened one by one (one branch is open at a time):
 * the `#…` addresses of its entries, external links aside.
 */
export async function menuPages(page: Page): Promise<string[]> {
  const menu = page.getByTestId('admin-menu');
  await menu.waitFor();
  const pages = new Set<string>();
  const opened = new Set<string>();
  for (;;) {
    for (const href of await menu
      .locator('a[href^="#/"]')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? '')))
      pages.add(href.slice(1));
    const closed = menu.locator('button[aria-expanded="false"][data-menu-id]');
    const ids = await closed.evaluateAll((bs) => bs.map((b) => b.getAttribute('data-menu-id') ?? ''));
    const next = ids.find((id) => !opened.has(id));
    if (!next) return [...pages];
    opened.add(next);
    await menu.locator(`button[data-menu-id="${next}"]`).click();
  }
}

import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO, loginAs } from './helpers';

/**
 * WCAG 2.0/2.1 A and AA, as axe-core checks them, on the portal (a visitor's and a learner's pages, phone-sized)
 * and the console (1440×900), in both languages: any violation fails, named with its rule and elements.
 */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const VISITOR = [
  '/home',
  '/studyOffline',
  '/studyOnline',
  '/login',
  '/Agreement',
  '/person/register',
  '/sign/home',
];
const LEARNER = [
  '/home',
  '/person/myStudy/studyPage',
  '/person/myStudy/signUp',
  '/person/test/test',
  '/person/notices',
  '/person/personSetting',
  '/person/feedback',
];
const CONSOLE = [
  '/admin',
  '/admin/system/user',
  '/admin/system/role',
  '/admin/system/menu',
  '/admin/edu/course',
  '/admin/edu/enrolment',
  '/admin/edu/examResult',
  '/admin/notices',
  '/admin/message',
  '/admin/log',
  '/admin/gallery/table-demo',
];

async function violations(page: Page, paths: string[]) {
  const found: string[] = [];
  for (const path of paths) {
    await page.goto(`/#${path}`);
    // Judged once loaded: no loading dots or skeletons left (a page offline-empty has none either), and no toast
    // fading in or out (a login's, say), which axe would judge at the opacity of that moment.
    await expect(page.locator('.adm-dot-loading:visible, .skeleton:visible')).toHaveCount(0, {
      timeout: 15_000,
    });
    await expect(page.locator('.adm-toast-mask')).toHaveCount(0, { timeout: 10_000 });
    const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
    for (const v of violations)
      found.push(`${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }
  return found;
}

async function inLanguage(page: Page, locale: 'zh-cn' | 'en') {
  await page.goto('/#/home');
  await page.evaluate((l) => localStorage.setItem('peixun:locale', JSON.stringify(l)), locale);
  await page.reload();
}

for (const locale of ['zh-cn', 'en'] as const) {
  test.describe(`in ${locale}`, () => {
    test('the portal, a visitor’s and a learner’s pages, on a phone', async ({ page }) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width: 412, height: 823 });
      await inLanguage(page, locale);
      const found = await violations(page, VISITOR);
      await page.goto('/#/login?redirect=%2Fhome');
      await loginAs(page, DEMO.learner);
      await expect(page.getByTestId('current-user')).toBeVisible();
      found.push(...(await violations(page, LEARNER)));
      expect(found).toEqual([]);
    });

    test('the console, on a desktop', async ({ page }) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width: 1440, height: 900 });
      await inLanguage(page, locale);
      await page.goto('/#/login?redirect=%2Fadmin');
      await loginAs(page, DEMO.admin);
      await expect(page.getByTestId('dashboard')).toBeVisible();
      expect(await violations(page, CONSOLE)).toEqual([]);
    });
  });
}

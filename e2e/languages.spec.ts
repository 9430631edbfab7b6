import type { Page } from '@playwright/test';
import { publicData, type CourseDetails, type CoursePage } from './api';
import { expect, test } from './fixtures';
import { DEMO, loginAs } from './helpers';

/**
 * Every route of the portal (and the console's pages), in both languages: the UI chrome must be in the chosen
 * language. What people wrote (course titles, names, venues) is marked translate="no" in the app and is not
 * judged; everything else is. In English no Chinese may show; in Chinese no English word may, except the few
 * that are names everywhere (Excel, QR, PDF…).
 */

const NAMES_IN_EVERY_LANGUAGE = new Set([
  'Excel',
  'QR',
  'PDF',
  'PNG',
  'JPEG',
  'JPG',
  'GIF',
  'MP4',
  'WebM',
  'English',
  // Key names, as printed on keyboards everywhere (the menu search's Ctrl+K).
  'Ctrl',
  'Chrome',
  'Edge',
  'Safari',
  'Firefox',
]);

/** Visible texts, placeholders and accessible names on the page that are in the other language. */
function foreignTexts(page: Page, locale: 'en' | 'zh-cn') {
  return page.evaluate(
    ({ locale, allowed }) => {
      const chinese = /[\u3400-\u9fff]/;
      const englishWords = /[A-Za-z]{3,}/g;
      const foreign = (text: string) =>
        locale === 'en'
          ? chinese.test(text)
          : (text.match(englishWords) ?? []).some((w) => !allowed.includes(w));
      const judged = (el: Element | null) =>
        !!el &&
        !el.closest('[translate="no"], script, style, noscript, [aria-hidden="true"]') &&
        el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
      const found: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const text = n.textContent?.trim() ?? '';
        if (text && judged(n.parentElement) && foreign(text)) found.push(text);
      }
      for (const el of document.querySelectorAll('[placeholder], [aria-label], [title]'))
        for (const attr of ['placeholder', 'aria-label', 'title']) {
          const text = el.getAttribute(attr) ?? '';
          if (text && judged(el) && foreign(text)) found.push(`${attr}="${text}"`);
        }
      return [...new Set(found)];
    },
    { locale, allowed: [...NAMES_IN_EVERY_LANGUAGE] },
  );
}

type Ids = { offline: string; online: string; session: string };

/**
 * Chinese that people wrote, shown in the English interface without `lang="zh"` on it or around it: a screen
 * reader would read it with English rules (WCAG 3.1.2, language of parts).
 */
function unmarkedChinese(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      const text = n.textContent?.trim() ?? '';
      if (!el || !/[\u3400-\u9fff]/.test(text) || el.closest('script, style, noscript, [aria-hidden="true"]'))
        continue;
      if (!el.checkVisibility()) continue;
      if (!(el.closest('[lang]')?.getAttribute('lang') ?? '').startsWith('zh')) found.push(text);
    }
    return [...new Set(found)];
  });
}

async function demoIds(page: Page): Promise<Ids> {
  const get = <T>(path: string) => publicData<T>(page.request, path);
  const offline = (await get<CoursePage>(`/api/edu/course/page?keyword=${encodeURIComponent('演示签到')}`))
    .records[0]!.id;
  const online = (await get<CoursePage>('/api/edu/course/page?mode=online&size=1')).records[0]!.id;
  const session = (await get<CourseDetails>(`/api/edu/course/details/${offline}`)).sessions[0]!.id;
  return { offline, online, session };
}

const PUBLIC = (i: Ids) => [
  '/home',
  `/detail?id=${i.offline}`,
  `/detail?id=${i.online}`,
  '/studyOffline',
  '/studyOnline',
  '/authredirect',
  '/login',
  '/Agreement',
  '/person/register',
  '/person/resetPassword',
  '/enterprise/register',
  '/sign/home',
  '/sign/success?id=nothing-here',
  '/sign/list',
  '/401',
  '/no/such/page',
];
const LEARNER = (i: Ids) => [
  '/person/myStudy/studyPage',
  '/person/feedback',
  '/person/myStudy/signUp',
  '/person/personSetting',
  '/person/test/test',
  '/person/certificates',
  // Nothing downloaded yet: the figures, the settings and the empty list (downloads: downloads.spec.ts).
  '/person/storage',
  '/enterprise/feedback',
  '/enterprise/info',
  '/enterprise/invoice',
  '/enterprise/record',
  '/enterprise/certificates',
  `/person/myStudy/studyPageOnline?courseId=${i.online}`,
  '/person/test/analysis',
  '/person/test/exam',
  '/person/test/examSucess',
  '/person/test/resultHas',
  '/person/test/resultNo',
  `/sign/home?qr=PXQ1.1.${i.session}.1.AAAAAAAAAAAAAAAAAAAAAA`,
];
const STAFF = (i: Ids) => [
  '/admin',
  '/admin/system/user',
  '/admin/system/dept',
  '/admin/system/post',
  '/admin/system/role',
  '/admin/system/menu',
  '/admin/system/tenant',
  '/admin/client',
  '/admin/edu/course',
  `/admin/edu/courseEditor?id=${i.offline}`,
  `/admin/edu/courseEditor?id=${i.online}`,
  '/admin/edu/enrolment',
  `/admin/edu/checkin?sessionId=${i.session}`,
  `/admin/edu/checkinQr?sessionId=${i.session}`,
  '/admin/edu/question',
  '/admin/edu/exam',
  '/admin/edu/examResult',
  '/admin/edu/enterprise',
  '/admin/edu/feedback',
  `/sign/home?sessionId=${i.session}`,
  `/sign/list?sessionId=${i.session}`,
];

async function checkRoutes(page: Page, locale: 'en' | 'zh-cn', paths: string[]) {
  await page.evaluate((l) => localStorage.setItem('peixun:locale', JSON.stringify(l)), locale);
  await page.reload();
  for (const path of paths) {
    await page.goto(`/#${path}`);
    await expect(page.locator('html')).toHaveAttribute('lang', locale === 'en' ? 'en' : 'zh-CN');
    // The console's notice bell holds an event stream open, so its pages may never reach network idle: wait
    // for it a little, then for the route's own loading to end.
    await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => undefined);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect
      .poll(() => page.evaluate(() => document.body.innerText.trim().length), { message: path })
      .toBeGreaterThan(0);
    await expect.poll(() => foreignTexts(page, locale), { message: `${locale} ${path}` }).toEqual([]);
    if (locale === 'en')
      await expect.poll(() => unmarkedChinese(page), { message: `lang of ${path}` }).toEqual([]);
  }
}

// One test per locale and role: each walks a third of the routes and stays well inside its time (the two-role
// walk took 4.6–5 min under CI's load and timed out).
for (const locale of ['en', 'zh-cn'] as const) {
  test.describe(`every route speaks ${locale} in its chrome`, () => {
    test.describe.configure({ timeout: 240_000 });

    test('a visitor', async ({ page }) => {
      await page.goto('/#/home');
      await checkRoutes(page, locale, PUBLIC(await demoIds(page)));
    });

    test('a learner', async ({ page }) => {
      await page.goto('/#/home');
      const ids = await demoIds(page);
      await page.goto('/#/login');
      await loginAs(page, DEMO.learner);
      await expect(page.getByTestId('current-user')).toBeVisible();
      await checkRoutes(page, locale, LEARNER(ids));
    });

    test('staff', async ({ page }) => {
      await page.goto('/#/home');
      const ids = await demoIds(page);
      await page.goto('/#/login?redirect=%2Fadmin');
      await loginAs(page, DEMO.admin);
      await expect(page.getByTestId('breadcrumb')).toBeVisible();
      await checkRoutes(page, locale, STAFF(ids));
    });
  });
}

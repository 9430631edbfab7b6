import type { Page } from '@playwright/test';
import { publicData, type CourseDetails, type CoursePage } from './api';
import { DESKTOP, LOCALES, inLanguage, judge, judgeAll, logIn, menuPages, type Locale } from './axe';
import { expect, test } from './fixtures';
import { DEMO } from './helpers';

/**
 * Every console page the admin's menu opens, with the pages outside it (home, notices, personal centre, the
 * course editor, the session QR display), at 1440×900 in both languages: axe-core's WCAG 2.0/2.1 A and AA, one h1
 * and one main landmark on each; any finding fails, named with its page, rule and elements. One test per area.
 */

type Area = 'system' | 'training' | 'gallery';
const areaOf = (path: string): Area =>
  path.startsWith('/admin/edu/')
    ? 'training'
    : path.startsWith('/admin/gallery/') || path.startsWith('/admin/iframe')
      ? 'gallery'
      : 'system';

/** Signed in as the admin in `locale`: the menu's pages of `area`. */
async function consolePages(page: Page, locale: Locale, area: Area) {
  await page.setViewportSize(DESKTOP);
  await inLanguage(page, locale);
  await logIn(page, DEMO.admin, '/admin');
  await expect(page.getByTestId('dashboard')).toBeVisible();
  const pages = (await menuPages(page)).filter((p) => areaOf(p) === area);
  expect(pages.length).toBeGreaterThan(0);
  return pages;
}

/** The demo's check-in course and its session. */
async function demoIds(page: Page) {
  const get = <T>(path: string) => publicData<T>(page.request, path);
  const course = (await get<CoursePage>(`/api/edu/course/page?keyword=${encodeURIComponent('演示签到')}`))
    .records[0]!.id;
  const session = (await get<CourseDetails>(`/api/edu/course/details/${course}`)).sessions[0]!.id;
  return { course, session };
}

for (const locale of LOCALES) {
  test.describe(`the console in ${locale}, at 1440×900`, () => {
    // Home, System's pages and the header's, in halves: whole, it ran past its 3 minutes on a slow, busy host.
    for (const part of [0, 1]) {
      test(`home, System and the header’s pages, part ${part + 1} of 2`, async ({ page }) => {
        test.setTimeout(180_000);
        const system = await consolePages(page, locale, 'system');
        expect(system).toContain('/admin/system/user');
        const pages = ['/admin', ...system, '/admin/notices', '/admin/personal'];
        const size = Math.ceil(pages.length / 2);
        expect(await judgeAll(page, pages.slice(part * size, (part + 1) * size))).toEqual([]);
      });
    }

    test('Training, with the course editor and the session QR display', async ({ page }) => {
      test.setTimeout(180_000);
      const pages = await consolePages(page, locale, 'training');
      const { course, session } = await demoIds(page);
      const more = [
        `/admin/edu/courseEditor?id=${course}`,
        `/admin/edu/checkin?sessionId=${session}`,
        `/admin/edu/checkinQr?sessionId=${session}`,
      ];
      expect(await judgeAll(page, [...pages, ...more])).toEqual([]);
    });

    // The gallery's 36 pages in quarters, each well inside its time on a slow, busy host (a third took 2.5 of its
    // 3 minutes there).
    for (const part of [0, 1, 2, 3]) {
      test(`Gallery, part ${part + 1} of 4`, async ({ page }) => {
        test.setTimeout(180_000);
        // The framed pages last: a kept tab's frame is judged again on every later page (axe enters every frame).
        const pages = (await consolePages(page, locale, 'gallery')).sort(
          (a, b) => Number(a.startsWith('/admin/iframe')) - Number(b.startsWith('/admin/iframe')),
        );
        expect(pages.length).toBeGreaterThan(30);
        const size = Math.ceil(pages.length / 4);
        expect(await judgeAll(page, pages.slice(part * size, (part + 1) * size))).toEqual([]);
      });
    }
  });
}

test('the API reference (Swagger UI) with an operation open and tried out', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/api/docs');
  const name = '/api/docs';
  // A framed document of its own: judged by axe's rules; the console page around it has the h1 and main.
  await expect(page.locator('.swagger-ui .opblock').first()).toBeVisible();
  const found = await judge(page, undefined, { overlay: true, name });
  // The log listing's query has a choice (its kind): Swagger UI shows it as a select once tried out.
  await page.locator('[id$="-get_api_admin_log_page"] .opblock-summary-control').click();
  await page.getByRole('button', { name: 'Try it out' }).first().click();
  await expect(page.locator('tr[data-param-name] select').first()).toBeVisible();
  found.push(...(await judge(page, undefined, { overlay: true, name: `${name} tried` })));
  expect(found).toEqual([]);
});

import type { Page } from '@playwright/test';
import { api, publicData, type CourseDetails, type CoursePage } from './api';
import {
  ENTERPRISE,
  LOCALES,
  PHONE,
  inLanguage,
  judge,
  judgeAll,
  logIn,
  person,
  tokenHeaders,
  wireTime,
  type Locale,
} from './axe';
import { expect, test } from './fixtures';
import { DEMO } from './helpers';

/**
 * WCAG 2.0/2.1 A and AA (axe-core), one h1 and one main per page, on every route of the portal and the check-in
 * screens, on a phone, in both languages; any finding fails, named with its page, rule and elements. The exam
 * screens: accessibility-exam.spec.ts; the console: accessibility-console.spec.ts.
 */

type Ids = { offline: string; online: string; session: string };

/** The demo's check-in course and session, and the online course a learner studies here (no other spec's). */
async function demoIds(page: Page): Promise<Ids> {
  const get = <T>(path: string) => publicData<T>(page.request, path);
  const offline = (await get<CoursePage>(`/api/edu/course/page?keyword=${encodeURIComponent('演示签到')}`))
    .records[0]!.id;
  const online = (await get<CoursePage>(`/api/edu/course/page?keyword=${encodeURIComponent('物业管理条例')}`))
    .records[0]!.id;
  const session = (await get<CourseDetails>(`/api/edu/course/details/${offline}`)).sessions[0]!.id;
  return { offline, online, session };
}

const VISITOR = (i: Ids) => [
  '/home',
  `/detail?id=${i.offline}`,
  `/detail?id=${i.online}`,
  '/studyOffline',
  '/studyOnline',
  '/login',
  '/Agreement',
  '/person/register',
  '/person/resetPassword',
  '/enterprise/register',
  '/authredirect',
  '/401',
  '/no/such/page',
];
const LEARNER = (i: Ids) => [
  '/home',
  '/person/myStudy/studyPage',
  '/person/myStudy/signUp',
  `/person/myStudy/studyPageOnline?courseId=${i.online}`,
  '/person/test/test',
  '/person/notices',
  '/person/personSetting',
  '/person/feedback',
  // The exam screens opened without an attempt say so (one taken: accessibility-exam.spec.ts).
  '/person/test/exam',
  '/person/test/examSucess',
  '/person/test/resultHas',
  '/person/test/resultNo',
  '/person/test/analysis',
  // No certificate yet: the empty list (one with certificates, online and offline: certificates.spec.ts).
  '/person/certificates',
  // Nothing downloaded yet: the figures, the settings and the empty list (downloads: downloads.spec.ts).
  '/person/storage',
];
const ENTERPRISE_PAGES = [
  '/enterprise/info',
  '/enterprise/invoice',
  '/enterprise/record',
  '/enterprise/certificates',
  '/enterprise/feedback',
];

/** A fresh classroom course with a session open for check-in now, learner01 signed up (the demo's stays as it is). */
async function checkInSession(page: Page, locale: Locale) {
  const staff = await tokenHeaders(page, DEMO.admin);
  const course = await api<{ id: string }>(page.request, staff, 'POST', '/api/edu/course', {
    mode: 'offline',
    title: `无障碍签到 ${locale}`,
    category: 'safety',
    creditHours: 1,
    fee: 0,
  });
  const session = await api<{ id: string }>(page.request, staff, 'POST', '/api/edu/session', {
    courseId: course.id,
    title: '无障碍场次',
    startAt: wireTime(60),
    endAt: wireTime(180),
    checkinStartAt: wireTime(-60),
    checkinEndAt: wireTime(24 * 60),
    capacity: 10,
    venue: '协会培训中心 无障碍教室',
  });
  await api(page.request, staff, 'PUT', '/api/edu/course/status', { id: course.id, status: 'published' });
  const learner = await tokenHeaders(page, DEMO.learner);
  await api(page.request, learner, 'POST', '/api/edu/enrolment', {
    courseId: course.id,
    sessionId: session.id,
  });
  return session.id;
}

for (const locale of LOCALES) {
  test.describe(`in ${locale}, on a phone`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize(PHONE);
      await inLanguage(page, locale);
    });

    test('the portal: a visitor’s pages', async ({ page }) => {
      test.setTimeout(180_000);
      expect(await judgeAll(page, VISITOR(await demoIds(page)))).toEqual([]);
    });

    test('the portal: a learner’s pages, a lesson open', async ({ page }) => {
      test.setTimeout(180_000);
      const ids = await demoIds(page);
      // Signed up (once for both languages) so the lesson plays; the answer of the second time is a refusal.
      await page.request.post('/api/edu/enrolment', {
        headers: await tokenHeaders(page, DEMO.learner),
        data: { courseId: ids.online },
      });
      await logIn(page, DEMO.learner);
      await expect(page.getByTestId('current-user')).toBeVisible();
      const found = await judgeAll(page, LEARNER(ids).slice(0, 3));
      await page.goto(`/#/person/myStudy/studyPageOnline?courseId=${ids.online}`);
      await expect(page.getByTestId('lesson-video')).toBeVisible();
      found.push(...(await judge(page)), ...(await judgeAll(page, LEARNER(ids).slice(4))));
      expect(found).toEqual([]);
    });

    test('the portal: an enterprise’s pages', async ({ page }) => {
      await logIn(page, ENTERPRISE);
      expect(await judgeAll(page, ENTERPRISE_PAGES)).toEqual([]);
    });

    test('the check-in screens: a visitor, staff scanning and listing, an attendee’s result', async ({
      page,
      browser,
    }) => {
      test.setTimeout(180_000);
      const sessionId = await checkInSession(page, locale);
      const found = await judgeAll(page, ['/sign/home', '/sign/success?id=nothing-here', '/sign/list']);

      await logIn(page, DEMO.admin);
      found.push(
        ...(await judgeAll(page, [`/sign/home?sessionId=${sessionId}`, `/sign/list?sessionId=${sessionId}`])),
      );
      // The session's code as its QR display shows it, for the attendee to type (a scanner's keyboard path).
      await page.goto(`/#/admin/edu/checkinQr?sessionId=${sessionId}`);
      const payload = (await page.getByTestId('session-qr-image').getAttribute('alt')) ?? '';
      expect(payload).toMatch(/^PXQ1\./);

      const attendee = await person(browser, locale, PHONE, DEMO.learner);
      await attendee.page.goto('/#/sign/home');
      await attendee.page.getByTestId('code-entry').fill(payload);
      await attendee.page.getByTestId('code-entry').press('Enter');
      await expect(attendee.page.getByTestId('sign-confirm')).toBeVisible();
      found.push(...(await judge(attendee.page, undefined, { name: '/sign/home (confirm)' })));
      await attendee.page.getByTestId('checkin-submit').click();
      await expect(attendee.page.getByTestId('sign-success')).toBeVisible();
      await expect(attendee.page.getByTestId('success-pending')).toHaveCount(0);
      found.push(...(await judge(attendee.page)));
      await attendee.context.close();
      expect(found).toEqual([]);
    });
  });
}

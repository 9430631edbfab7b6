import { readFileSync } from 'node:fs';
import type { Download, Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { adminHeaders, api, headersOf } from './api';
import { judge } from './axe';
import { expect, test } from './fixtures';
import { loginAs, waitForServiceWorker } from './helpers';
import { newLearner, onlineCourse } from './certificate-fixtures';

/**
 * A learner's certificates: one earned by the rule (staff set it, the learner completes the lesson through the
 * API), one issued by staff's hand and then reissued, one revoked. The notices arrive and open My certificates,
 * which lists them with the credit hours per year; the PDF downloads with the learner's name and the course in
 * it; the verify link is copied; offline the list stays and the PDF downloaded opens, the PNG never downloaded
 * says it needs the network. In Chinese and English, on a phone, judged by axe.
 */
test.use({ viewport: { width: 390, height: 844 } });

type Certificate = {
  id: string;
  number: string;
  state: string;
  replacedBy: string | null;
  verifyLink: string;
};

/** The PDF's bytes and text (whitespace folded). */
async function pdfOf(download: Download) {
  const bytes = readFileSync(await download.path());
  const doc = await getDocumentProxy(new Uint8Array(bytes));
  const text = (await extractText(doc, { mergePages: true })).text.replace(/\s+/g, ' ');
  return { head: bytes.subarray(0, 5).toString(), text };
}

const download = async (page: Page, button: ReturnType<Page['getByTestId']>) => {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return file;
};

test('a learner earns and is given certificates, is told, lists, downloads and copies them, offline too', async ({
  page,
  context,
  request,
}) => {
  const n = String(Date.now());
  // The seeded administrator holds the certificate buttons (seed/menus.ts).
  const admin = await adminHeaders(request);
  const learner = await newLearner(request, admin, n);
  const mine = await headersOf(request, learner.username, learner.password);
  const earned = await onlineCourse(request, admin, `物业安全${n.slice(-4)}`, 2);
  const byHand = await onlineCourse(request, admin, `客户服务${n.slice(-4)}`, 1.5);
  const revoked = await onlineCourse(request, admin, `设备维护${n.slice(-4)}`, 1);

  // Earned by the rule: staff switch it on, the learner signs up and completes the lesson.
  await api(request, admin, 'PUT', '/api/edu/certificate/rule', {
    courseId: earned.courseId,
    enabled: true,
    checkinShare: 100,
    validityMonths: 24,
  });
  await api(request, mine, 'POST', '/api/edu/enrolment', { courseId: earned.courseId });
  await api(request, mine, 'POST', '/api/edu/progress', {
    clientId: `cert-e2e-${n}`,
    lessonId: earned.lessonId,
    position: 20,
    intervals: [[0, 20]],
  });
  const listed = () => api<Certificate[]>(request, mine, 'GET', '/api/edu/certificate/mine');
  await expect.poll(async () => (await listed()).length).toBe(1);

  // By hand, then reissued (a corrected name): the learner holds the new one; and one revoked with a reason.
  const issue = (courseId: string) =>
    api<Certificate>(request, admin, 'POST', '/api/edu/certificate', {
      userId: learner.userId,
      courseId,
      reason: '线下补考合格',
    });
  const first = await issue(byHand.courseId);
  const reissued = await api<Certificate>(
    request,
    admin,
    'POST',
    `/api/edu/certificate/${first.id}/reissue`,
    {
      reason: '姓名更正',
    },
  );
  const gone = await issue(revoked.courseId);
  await api(request, admin, 'PUT', `/api/edu/certificate/${gone.id}/revoke`, { reason: '材料不实' });
  const all = await listed();
  const rule = all.find((c) => c.state === 'valid' && c.number !== reissued.number)!;

  // The notices: in the notification centre, each leading to My certificates.
  await page.goto('/#/login?redirect=%2Fhome');
  await loginAs(page, learner);
  await expect(page.getByTestId('home-page')).toBeVisible();
  await waitForServiceWorker(page);
  await expect(page.getByTestId('notices-unread')).toBeVisible();
  await page.getByTestId('notices-link').click();
  const told = page.getByTestId('my-notice');
  await expect(told.filter({ hasText: '您获得了一张证书' })).toHaveCount(3);
  const reissueNotice = told.filter({ hasText: '证书已重新颁发' });
  await expect(reissueNotice).toContainText(`新编号 ${reissued.number}`);
  await told.filter({ hasText: rule.number }).getByTestId('my-notice-open').click();
  await expect(page).toHaveURL(/#\/person\/certificates$/);

  // The list: newest first, each with its state; the year's credit hours count the valid ones only.
  const page_ = page.getByTestId('certificates');
  await expect(page_.getByRole('heading', { level: 1 })).toHaveText('我的证书');
  const cards = page_.getByTestId('certificate');
  await expect(cards).toHaveCount(4);
  const card = (number: string) => cards.filter({ has: page.getByText(number, { exact: true }) });
  await expect(card(rule.number).getByTestId('certificate-state')).toHaveText('有效');
  await expect(card(rule.number)).toContainText(`物业安全${n.slice(-4)}`);
  await expect(card(reissued.number).getByTestId('certificate-state')).toHaveText('有效');
  await expect(card(first.number).getByTestId('certificate-state')).toHaveText('已替换');
  await expect(card(first.number).getByTestId('certificate-replaced')).toHaveText(
    `已被证书 ${reissued.number} 替换，请使用新证书。`,
  );
  await expect(card(first.number).getByTestId('certificate-pdf')).toHaveCount(0);
  await expect(card(gone.number).getByTestId('certificate-revoked')).toHaveText(
    '已被机构撤销，原因：材料不实',
  );
  const year = page_.getByTestId('certificate-year');
  await expect(year).toHaveCount(1);
  // The year in China's day, as certificates are dated.
  await expect(year).toContainText(String(new Date(Date.now() + 8 * 3_600_000).getUTCFullYear()));
  await expect(year.getByTestId('certificate-year-hours')).toHaveText('3.5 学时');
  await expect(year).toContainText('2 张证书');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await judge(page)).toEqual([]);

  // The PDF: the learner's name and the course are in its text.
  const pdf = await pdfOf(await download(page, card(rule.number).getByTestId('certificate-pdf')));
  expect(pdf.head).toBe('%PDF-');
  expect(pdf.text).toContain(learner.name);
  expect(pdf.text).toContain(`物业安全${n.slice(-4)}`);

  // The verify link, onto the clipboard.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await card(rule.number).getByTestId('certificate-copy').click();
  await expect(page.getByText('验证链接已复制')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(rule.verifyLink);

  // Offline, after a reload: the list last read, saying so; the PDF downloaded opens, the PNG never downloaded
  // needs the network.
  await context.setOffline(true);
  await page.reload();
  await expect(cards).toHaveCount(4);
  await expect(page_.getByTestId('certificates-offline')).toBeVisible();
  await expect(page.getByTestId('freshness-note')).toBeVisible();
  const offline = card(rule.number);
  await expect(offline.getByTestId('certificate-png')).toBeDisabled();
  await expect(offline.getByTestId('certificate-file-offline')).toHaveText('PNG 尚未下载到本机：需要联网。');
  await expect(card(reissued.number).getByTestId('certificate-file-offline')).toHaveText(
    '尚未下载到本机：文件需要联网下载。',
  );
  const kept = await pdfOf(await download(page, offline.getByTestId('certificate-pdf')));
  expect(kept.head).toBe('%PDF-');
  expect(kept.text).toContain(learner.name);
  expect(await judge(page)).toEqual([]);
  await context.setOffline(false);

  // In English: the same page and a PDF drawn in English, still with the name and the course.
  await page.goto('/#/home');
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByTestId('certificates-link').click();
  await expect(page_.getByRole('heading', { level: 1 })).toHaveText('My certificates');
  await expect(page_.getByRole('heading', { name: 'Credit hours by year' })).toBeVisible();
  await expect(year.getByTestId('certificate-year-hours')).toHaveText('3.5 credit hours');
  await expect(card(gone.number).getByTestId('certificate-state')).toHaveText('Revoked');
  const [english] = await Promise.all([
    page.waitForEvent('download'),
    card(reissued.number)
      .getByRole('button', { name: `Download PDF of ${reissued.number}` })
      .click(),
  ]);
  expect(english.suggestedFilename()).toBe(`${reissued.number}.pdf`);
  const en = await pdfOf(english);
  expect(en.text).toContain(learner.name);
  expect(en.text).toContain(`客户服务${n.slice(-4)}`);
  expect(await judge(page)).toEqual([]);
});

test('the QR link opens the server’s verify page, not the app, on a phone with the app installed', async ({
  page,
  request,
}) => {
  const n = String(Date.now());
  const admin = await adminHeaders(request);
  const learner = await newLearner(request, admin, n);
  const course = await onlineCourse(request, admin, `证书核验${n.slice(-4)}`, 1);
  await api(request, admin, 'POST', '/api/edu/certificate', {
    userId: learner.userId,
    courseId: course.courseId,
    reason: '线下补考合格',
  });
  const mine = await headersOf(request, learner.username, learner.password);
  const [cert] = await api<Certificate[]>(request, mine, 'GET', '/api/edu/certificate/mine');
  // The app is installed: its service worker answers every navigation it knows with the app shell.
  await page.goto('/#/home');
  await waitForServiceWorker(page);
  await page.goto(cert!.verifyLink.replace(/^https?:\/\/[^/]+/, ''));
  await expect(page.getByRole('heading', { name: '证书查验' })).toBeVisible();
  await expect(page.getByText(cert!.number).first()).toBeVisible();
  await expect(page.getByTestId('home-page')).toHaveCount(0);
});

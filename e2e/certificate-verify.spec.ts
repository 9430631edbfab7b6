import type { APIRequestContext, Page } from '@playwright/test';
import { adminHeaders, api, type Headers } from './api';
import { judge } from './axe';
import { expect, test } from './fixtures';
import { waitForServiceWorker } from './helpers';
import { newLearner, onlineCourse } from './certificate-fixtures';

/**
 * "Verify a certificate", beside check-in on /sign/home: a certificate's QR (its link, typed or pasted as a
 * keyboard-wedge scanner types it) is checked on the phone against the association's published keys, online
 * with the association's word on revocation, offline without it; one changed character makes it forged; a
 * revoked one says why. On a phone, as a visitor who never signed in, in Chinese and English, judged by axe.
 */
test.use({ viewport: { width: 390, height: 844 } });

type Issued = { id: string; number: string; verifyLink: string; holderName: string };

/** A learner given a certificate by staff's hand for a new course: its number and its QR's link. */
async function issuedCertificate(request: APIRequestContext, admin: Headers, n: string): Promise<Issued> {
  const learner = await newLearner(request, admin, n);
  const course = await onlineCourse(request, admin, `证书查验课${n.slice(-4)}`, 3);
  return api<Issued>(request, admin, 'POST', '/api/edu/certificate', {
    userId: learner.userId,
    courseId: course.courseId,
    reason: '线下补考合格',
  });
}

/** The link with one character of the signed payload changed. */
function tampered(link: string): string {
  const [before, token = ''] = link.split('#');
  const [header, payload = '', signature] = token.split('.');
  const at = 12;
  const changed = payload.slice(0, at) + (payload[at] === 'A' ? 'B' : 'A') + payload.slice(at + 1);
  return `${before}#${header}.${changed}.${signature}`;
}

async function verify(page: Page, link: string) {
  const again = page.getByTestId('verify-again');
  if (await again.isVisible()) await again.click();
  const entry = page.getByTestId('code-entry');
  await entry.fill(link);
  await entry.press('Enter');
  return page.getByTestId('verify-verdict');
}

test('checked on the phone: valid online and offline, forged when changed, revoked with its reason', async ({
  page,
  context,
  request,
}) => {
  const n = String(Date.now());
  const admin = await adminHeaders(request);
  const cert = await issuedCertificate(request, admin, n);

  await page.goto('/#/sign/home');
  await waitForServiceWorker(page);
  await page.getByRole('link', { name: '查验证书' }).click();
  const screen = page.getByTestId('certificate-verify');
  await expect(screen.getByText('查验证书', { exact: true })).toBeVisible();
  await expect(page).toHaveTitle(/查验证书/);
  await expect(screen.getByLabel('证书链接')).toBeVisible();

  // Online: the signature holds and the association says it stands.
  let verdict = await verify(page, cert.verifyLink);
  await expect(verdict).toHaveAttribute('data-state', 'valid');
  await expect(verdict.getByTestId('verify-title')).toHaveText('证书有效');
  await expect(verdict.getByTestId('verify-note')).toHaveText('签名有效，协会刚刚确认此证书未被撤销。');
  const facts = verdict.getByTestId('verify-facts');
  await expect(facts).toContainText(cert.number);
  // The holder's name masked, as the public verify page shows it: 查验学员123 → 查*****3.
  const name = cert.holderName;
  await expect(facts).toContainText(`${name[0]}${'*'.repeat(name.length - 2)}${name.at(-1)}`);
  await expect(facts).toContainText(`证书查验课${n.slice(-4)}`);
  await expect(facts).toContainText('长期有效');
  expect(await judge(page)).toEqual([]);

  // One character of the payload changed: forged, online as offline.
  verdict = await verify(page, tampered(cert.verifyLink));
  await expect(verdict).toHaveAttribute('data-state', 'forged');
  await expect(verdict.getByTestId('verify-title')).toHaveText('伪造证书');
  await expect(verdict.getByTestId('verify-facts')).toHaveCount(0);

  // Offline, even after a reload: the screen and the keys were kept the first time.
  await context.setOffline(true);
  await page.reload();
  await expect(screen).toBeVisible();
  verdict = await verify(page, cert.verifyLink);
  await expect(verdict).toHaveAttribute('data-state', 'valid');
  await expect(verdict.getByTestId('verify-note')).toHaveText(
    '已在本机离线核验：签名有效，但未能向协会确认是否已撤销。',
  );
  verdict = await verify(page, tampered(cert.verifyLink));
  await expect(verdict).toHaveAttribute('data-state', 'forged');
  expect(await judge(page)).toEqual([]);
  await context.setOffline(false);

  // Staff revoke it: online the phone says so, with the reason.
  await api(request, admin, 'PUT', `/api/edu/certificate/${cert.id}/revoke`, { reason: '培训记录有误' });
  verdict = await verify(page, cert.verifyLink);
  await expect(verdict).toHaveAttribute('data-state', 'revoked');
  await expect(verdict.getByTestId('verify-title')).toHaveText('已撤销');
  await expect(verdict.getByTestId('verify-note')).toHaveText('协会已撤销此证书：培训记录有误');
});

test('a certificate scanned at check-in is checked at once; Back returns to check-in; in English too', async ({
  page,
  request,
}) => {
  const n = String(Date.now());
  const admin = await adminHeaders(request);
  const cert = await issuedCertificate(request, admin, n);

  await page.goto('/#/sign/home');
  const checkin = page.getByTestId('sign-home');
  await expect(checkin).toBeVisible();
  await page.getByTestId('code-entry').fill(cert.verifyLink);
  await page.getByTestId('code-entry').press('Enter');
  await expect(page.getByTestId('verify-verdict')).toHaveAttribute('data-state', 'valid');
  await page.getByRole('button', { name: '返回' }).click();
  await expect(checkin).toBeVisible();
  // Opened again, it starts with the scanner, not the certificate shown before.
  await page.getByRole('link', { name: '查验证书' }).click();
  await expect(page.getByTestId('code-entry')).toBeVisible();
  await expect(page.getByTestId('verify-verdict')).toHaveCount(0);

  // Not a certificate's link: said so.
  const verdict = await verify(page, 'https://example.com/verify/PX-2026-000001?c=short');
  await expect(verdict).toHaveAttribute('data-state', 'not-certificate');
  await expect(verdict.getByTestId('verify-title')).toHaveText('这不是证书二维码');

  await page.goto('/#/home');
  await page.getByRole('button', { name: 'English' }).click();
  await page.goto('/#/sign/home?verify=1');
  await expect(
    page.getByTestId('certificate-verify').getByText('Verify a certificate', { exact: true }),
  ).toBeVisible();
  const english = await verify(page, cert.verifyLink);
  await expect(english.getByTestId('verify-title')).toHaveText('Valid certificate');
  await expect(english.getByTestId('verify-facts')).toContainText('No expiry');
  expect(await judge(page)).toEqual([]);
});

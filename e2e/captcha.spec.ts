import type { Page, Request } from '@playwright/test';
import { jsonOf } from './api';
import { expect, test } from './fixtures';
import { dragPieceTo, findGap } from './captcha';
import { DEMO, loginAs } from './helpers';

// page.route must see every request: no service worker answering from its cache.
test.use({ serviceWorkers: 'block' });

/**
 * The site's captchaType is a parameter staff set (sys_public_param); nothing in the console edits it yet, so
 * this test's page is told `blockPuzzle` by rewriting the one answer that carries it. Everything else — the
 * puzzle, its check, the token endpoint — is the real server, which runs with CAPTCHA on (the default).
 */
async function siteAsksForThePuzzle(page: Page) {
  await page.route('**/api/admin/system/config', async (route) => {
    const response = await route.fetch();
    const body = await jsonOf<{ data: { site: { captchaType: string } } }>(response);
    body.data.site.captchaType = 'blockPuzzle';
    await route.fulfill({ response, json: body });
  });
}

test('the password login asks for the slider puzzle when the site says so; the server takes its answer once', async ({
  page,
  request,
}) => {
  await siteAsksForThePuzzle(page);
  await page.goto('/#/login');
  await loginAs(page, DEMO.admin);
  const captcha = page.getByTestId('slider-captcha');
  await expect(captcha.getByRole('heading', { name: '请完成安全验证' })).toBeVisible();

  // A miss: the server says so, and a fresh puzzle replaces the spent one.
  const gap = await findGap(page);
  const first = await captcha.getByTestId('captcha-background').getAttribute('src');
  const missed = page.waitForResponse('**/api/admin/code/check?**');
  await dragPieceTo(page, gap > 150 ? gap - 60 : gap + 60);
  expect((await jsonOf<{ data: { repCode: string } }>(await missed)).data.repCode).toBe('6111');
  await expect(captcha.getByTestId('captcha-tip')).toHaveText('验证失败');
  await expect(captcha.getByTestId('captcha-background')).not.toHaveAttribute('src', first!);
  await expect(captcha.getByTestId('captcha-tip')).toHaveCount(0);

  // A fit: the login goes on with randomStr=blockPuzzle and the verification as `code`.
  const checked = page.waitForResponse('**/api/admin/code/check?**');
  const token = page.waitForRequest((r: Request) => r.url().includes('/oauth2/token'));
  await dragPieceTo(page, await findGap(page));
  const verification = (await jsonOf<{ data: { repData: { captchaVerification: string } } }>(await checked))
    .data.repData.captchaVerification;
  await expect(captcha.getByTestId('captcha-tip')).toHaveText('验证成功');
  const sent = new URL((await token).url()).searchParams;
  expect([sent.get('randomStr'), sent.get('code')]).toEqual(['blockPuzzle', verification]);
  await expect(page).toHaveURL(/#\/(home|admin)/);
  await expect(captcha).toHaveCount(0);

  // The PWA's client `pig` asks for no captcha (captcha_flag 0), so that verification is still unused: a client
  // whose flag is on (`app`) may log in with it once, and never again.
  const encrypted = new URLSearchParams((await token).postData() ?? '').get('password')!;
  const replay = () =>
    request.post(
      `/api/admin/oauth2/token?${new URLSearchParams({
        grant_type: 'password',
        scope: 'server',
        username: DEMO.admin.username,
        randomStr: 'blockPuzzle',
        code: verification,
      })}`,
      {
        headers: {
          Authorization: `Basic ${Buffer.from('app:app').toString('base64')}`,
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        data: new URLSearchParams({ password: encrypted }).toString(),
      },
    );
  expect((await replay()).status()).toBe(200);
  const again = await replay();
  expect(again.status()).toBe(401);
  expect(await again.json()).toMatchObject({ code: 1, data: 'captcha_invalid' });
});

test('closing the puzzle leaves the person on the login page, the form as it was', async ({ page }) => {
  await siteAsksForThePuzzle(page);
  await page.goto('/#/login');
  await loginAs(page, DEMO.learner);
  const captcha = page.getByTestId('slider-captcha');
  await expect(captcha).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(captcha).toHaveCount(0);
  await expect(page).toHaveURL(/#\/login/);
  await expect(page.getByTestId('login-username').locator('input')).toHaveValue(DEMO.learner.username);
  await expect(page.getByTestId('login-submit')).toBeEnabled();
});

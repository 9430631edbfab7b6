import { createCipheriv } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { jsonOf } from './api';
import { expect, test } from './fixtures';
import { DEMO, loginAs, outboxCode } from './helpers';
import { solvePuzzle } from './captcha';

/**
 * The person settings as the demo learner uses them on a phone-sized page: a new avatar cropped in the
 * browser, a nickname, a new password that then logs in. The e2e server's data is shared by every spec of a
 * run, so the learner's password, nickname and avatar are put back at the end, whatever happened before.
 */
const NEW_PASSWORD = 'Learner@2027';

test.use({ viewport: { width: 390, height: 844 } });

/** The password as the PWA sends it (AES-128-CFB with the demo key, as pig's clients do). */
const encrypted = (password: string) => {
  const key = Buffer.from('thanks,pig4cloud');
  const c = createCipheriv('aes-128-cfb', key, key);
  return Buffer.concat([c.update(password, 'utf8'), c.final()]).toString('base64');
};

/** A token of the automation client (`test`: never asks for a captcha), or null when the password is wrong. */
async function token(request: APIRequestContext, password: string): Promise<string | null> {
  const res = await request.post(
    `/api/admin/oauth2/token?grant_type=password&scope=server&username=${DEMO.learner.username}`,
    {
      headers: {
        Authorization: `Basic ${Buffer.from('test:test').toString('base64')}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      data: new URLSearchParams({ password: encrypted(password) }).toString(),
    },
  );
  return res.ok() ? ((await res.json()) as { access_token: string }).access_token : null;
}

/** The learner's nickname before the test, to put back. */
async function nicknameNow(request: APIRequestContext): Promise<string | null> {
  const access = await token(request, DEMO.learner.password);
  const res = await request.get('/api/admin/user/info', { headers: { Authorization: `Bearer ${access}` } });
  return ((await res.json()) as { data: { nickname: string | null } }).data.nickname;
}

/** learner01 as it was: the demo password, its nickname, no avatar. */
async function putLearnerBack(request: APIRequestContext, nickname: string | null) {
  const changed = await token(request, NEW_PASSWORD);
  const access = changed ?? (await token(request, DEMO.learner.password));
  if (!access) throw new Error('learner01 logs in with neither password');
  const headers = { Authorization: `Bearer ${access}` };
  if (changed)
    await request.put('/api/admin/user/personal/password', {
      headers,
      data: { password: NEW_PASSWORD, newpassword1: DEMO.learner.password },
    });
  await request.put('/api/admin/user/personal/edit', { headers, data: { nickname, avatar: '' } });
}

const toast = (page: Page, text: string) => expect(page.getByText(text, { exact: true })).toBeVisible();

test('the learner crops a new avatar, renames themself and changes the password, then logs in with it', async ({
  page,
  request,
}) => {
  const nickname = await nicknameNow(request);
  try {
    await page.goto('/#/login');
    await loginAs(page, DEMO.learner);
    await expect(page).toHaveURL(/#\/home/);
    await page.getByTestId('current-user').click();
    await expect(page).toHaveURL(/#\/person\/personSetting/);
    const settings = page.getByTestId('person-settings');
    await expect(settings.getByRole('heading', { name: '基本资料' })).toBeVisible();
    await expect(page.getByTestId('avatar-letter')).toBeVisible();

    // The image rules, checked before anything loads.
    const file = page.getByTestId('avatar-file');
    await file.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await toast(page, '文件格式不正确');
    await file.setInputFiles({
      name: 'big.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
    });
    await toast(page, '图片大小不能超过 5M');
    await expect(page.getByTestId('avatar-crop')).toHaveCount(0);

    // A wide picture, cropped to a square in the browser and uploaded.
    const picture = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#2f6fdd' } })
      .png()
      .toBuffer();
    await file.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: picture });
    const crop = page.getByTestId('avatar-crop');
    await expect(crop.locator('img')).toBeVisible();
    await crop.getByTestId('avatar-zoom').fill('1.5');
    const upload = page.waitForResponse('**/api/admin/sys-file/upload');
    await page.getByTestId('avatar-save').click();
    expect((await jsonOf<{ data: unknown }>(await upload)).data).toMatchObject({
      name: 'avatar.png',
      fileType: 'image/png',
    });
    await toast(page, '图片上传成功');
    const avatar = page.getByTestId('avatar-image');
    await expect(avatar).toHaveAttribute('src', /\/api\/admin\/sys-file\/oss\/file\?fileName=/);
    await expect(crop).toHaveCount(0);
    const [width, height] = await avatar.evaluate(async (img: HTMLImageElement) => {
      await img.decode();
      return [img.naturalWidth, img.naturalHeight];
    });
    // A square at the picture's own scale: 200 px high, zoomed 1.5 times, keeps about 133 px of it.
    expect(width).toBe(height);
    expect(Math.abs((width ?? 0) - 133)).toBeLessThanOrEqual(2);

    // The nickname, with its messages for a blank or too long one.
    const nickname = page.getByTestId('profile-nickname').locator('input');
    await nickname.fill('   ');
    await page.getByTestId('profile-save').click();
    await expect(page.getByTestId('profile-form').getByText('请输入非空格信息')).toBeVisible();
    await nickname.fill('小张');
    await page.getByTestId('profile-save').click();
    await toast(page, '保存成功');
    await page.reload();
    await expect(page.getByTestId('profile-nickname').locator('input')).toHaveValue('小张');
    await expect(page.getByTestId('avatar-image')).toBeVisible();

    // Offline nothing can be saved, and the page says why.
    await page.context().setOffline(true);
    await expect(page.getByTestId('settings-offline')).toBeVisible();
    await expect(page.getByTestId('profile-save')).toBeDisabled();
    await expect(page.getByTestId('avatar-change')).toBeDisabled();
    await expect(page.getByTestId('settings-password-toggle')).toBeDisabled();
    await page.context().setOffline(false);
    await expect(page.getByTestId('settings-offline')).toHaveCount(0);

    // A new password: both entries must match; this device stays signed in.
    await page.getByTestId('settings-password-toggle').click();
    await page.getByTestId('password-old').locator('input').fill(DEMO.learner.password);
    await page.getByTestId('password-new').locator('input').fill(NEW_PASSWORD);
    await expect(page.getByTestId('strength-meter')).toHaveAttribute('data-level', '3');
    await page.getByTestId('password-confirm').locator('input').fill('Learner@2028');
    await page.getByTestId('password-save').click();
    await expect(page.getByTestId('password-form').getByText('两次输入的密码不一致')).toBeVisible();
    await page.getByTestId('password-confirm').locator('input').fill(NEW_PASSWORD);
    await page.getByTestId('password-save').click();
    await toast(page, '密码已修改，其他设备上的登录已退出。');
    await expect(page.getByTestId('password-form')).toHaveCount(0);
    await expect(page.getByTestId('session-current')).toBeVisible();

    // Log out, and in again with the new password.
    await page.goto('/#/home');
    await page.getByTestId('logout').click();
    await page.getByRole('button', { name: /确定|确认/ }).click();
    await expect(page).toHaveURL(/#\/login/);
    await loginAs(page, { username: DEMO.learner.username, password: NEW_PASSWORD });
    await expect(page).toHaveURL(/#\/home/);
    await expect(page.getByTestId('current-user')).toContainText('张学员');
  } finally {
    await putLearnerBack(request, nickname);
  }
  expect(await token(request, DEMO.learner.password)).not.toBeNull();
  expect(await nicknameNow(request)).toBe(nickname);
});

/** The mobile number section: a new number, the code texted to it, saved; `from` is the number shown before. */
async function changeMobile(page: Page, from: string, to: string) {
  const section = page.getByTestId('settings-phone');
  await expect(section).toContainText(`${from.slice(0, 3)}****${from.slice(7)}`);
  await page.getByTestId('settings-phone-toggle').click();
  const mobile = page.getByTestId('phone-mobile').locator('input');
  // The number it already is: refused before anything is sent.
  await mobile.fill(from);
  await page.getByTestId('phone-code').locator('input').fill('1234');
  await page.getByTestId('phone-save').click();
  await expect(page.getByTestId('phone-form').getByText('这已是您的手机号')).toBeVisible();
  await mobile.fill(to);
  await page.getByTestId('sms-send').click();
  await solvePuzzle(page);
  await expect(page.getByText('验证码发送成功')).toBeVisible();
  await expect.poll(() => outboxCode(to)).toMatch(/^\d{4}$/);
  await page
    .getByTestId('phone-code')
    .locator('input')
    .fill(outboxCode(to) ?? '');
  await page.getByTestId('phone-save').click();
  await toast(page, '手机号已更换');
  await expect(page.getByTestId('phone-form')).toHaveCount(0);
  await expect(section).toContainText(`${to.slice(0, 3)}****${to.slice(7)}`);
}

test('the learner moves to a new mobile number with the code texted to it, then back', async ({ page }) => {
  await page.goto('/#/login');
  await loginAs(page, DEMO.learner);
  await expect(page).toHaveURL(/#\/home/);
  await page.goto('/#/person/personSetting');
  await changeMobile(page, '13800000001', '13900000077');
  await page.reload();
  await expect(page.getByTestId('settings-phone')).toContainText('139****0077');
  await changeMobile(page, '13900000077', '13800000001');
});

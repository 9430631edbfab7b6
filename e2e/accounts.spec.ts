import { expect, test } from './fixtures';
import { loginAs, outboxCode } from './helpers';
import { solvePuzzle } from './captcha';

test('SMS login: the code texted to the number logs the learner in', async ({ page }) => {
  await page.goto('/#/login');
  await page.getByTestId('login-tab-sms').click();
  const send = page.getByTestId('sms-send');
  await expect(send).toBeDisabled();
  await page.getByTestId('sms-mobile').locator('input').fill('13800000001');
  await send.click();
  // The server asks for a solved puzzle before it texts a code (CAPTCHA is on, as in production).
  await solvePuzzle(page);
  await expect(page.getByText('验证码发送成功')).toBeVisible();
  await expect(send).toContainText('秒后重发');
  await expect(send).toBeDisabled();
  await expect.poll(() => outboxCode('13800000001')).toMatch(/^\d{4}$/);
  await page
    .getByTestId('sms-code')
    .locator('input')
    .fill(outboxCode('13800000001') ?? '');
  await page.getByTestId('sms-submit').click();
  await expect(page).toHaveURL(/#\/home/);
  await expect(page.getByTestId('current-user')).toContainText('张学员');
});

test('an expired password goes through the Password Expire screen, then logs in', async ({ page }) => {
  await page.goto('/#/login');
  await loginAs(page, { username: 'expired01', password: 'Expired@2026' });
  const form = page.getByTestId('password-expire');
  await expect(form).toBeVisible();
  await page.getByTestId('expire-new').locator('input').fill('Renewed@2027');
  await expect(page.getByTestId('strength-meter')).toHaveAttribute('data-level', '3');
  await page.getByTestId('expire-confirm').locator('input').fill('Renewed@2028');
  await page.getByTestId('expire-submit').click();
  await expect(form.getByText('两次输入的密码不一致')).toBeVisible();
  await page.getByTestId('expire-confirm').locator('input').fill('Renewed@2027');
  await page.getByTestId('expire-submit').click();
  await expect(page).toHaveURL(/#\/home/);
  await expect(page.getByTestId('current-user')).toContainText('王过期');
});

test('a new user registers, logs out, and resets the forgotten password with a texted code', async ({
  page,
}) => {
  // One phone gets one code a minute: the reset waits for the registration code's countdown.
  test.setTimeout(150_000);
  const phone = '13966668888';
  await page.goto('/#/login');
  await page.getByTestId('login-tab-register').click();
  const form = page.getByTestId('register-form');
  await page.getByTestId('register-username').locator('input').fill('learner01');
  await expect(form.getByText('用户名已存在')).toBeVisible();
  await page.getByTestId('register-username').locator('input').fill('newcomer2026');
  await expect(form.getByText('用户名已存在')).toBeHidden();
  await page.getByTestId('register-mobile').locator('input').fill(phone);
  await page.getByTestId('sms-send').click();
  await solvePuzzle(page);
  await expect(page.getByText('验证码发送成功')).toBeVisible();
  await expect.poll(() => outboxCode(phone)).toMatch(/^\d{4}$/);
  await page
    .getByTestId('register-code')
    .locator('input')
    .fill(outboxCode(phone) ?? '');
  await page.getByTestId('register-password').locator('input').fill('abcdefg');
  await expect(page.getByTestId('strength-meter')).toHaveAttribute('data-level', '1');
  await page.getByTestId('register-confirm').locator('input').fill('abcdefg');
  await page.getByTestId('register-submit').click();
  await expect(form.getByText('密码强度太低')).toBeVisible();
  await expect(form.getByText('请阅读并同意用户协议')).toBeVisible();
  await page.getByTestId('register-password').locator('input').fill('Fresh2026');
  await page.getByTestId('register-confirm').locator('input').fill('Fresh2026');
  await page.getByTestId('register-terms').locator('input[type=checkbox]').check();
  await page.getByTestId('register-submit').click();
  await expect(page).toHaveURL(/#\/home/);
  await expect(page.getByTestId('current-user')).toContainText('newcomer2026');

  await page.getByTestId('logout').click();
  await page.getByRole('button', { name: /确定|确认/ }).click();
  await expect(page).toHaveURL(/#\/login/);
  await page.getByTestId('login-forgot').click();
  await expect(page).toHaveURL(/#\/person\/resetPassword/);
  await page.getByTestId('reset-mobile').locator('input').fill(phone);
  const previous = outboxCode(phone);
  // A fresh page does not know the phone got a code a moment ago: the server says how long it still waits
  // (before any puzzle), and the button counts that down.
  await page.getByTestId('sms-send').click();
  await expect(page.getByTestId('sms-send')).toContainText('秒后重发');
  await expect(page.getByTestId('sms-send')).toBeEnabled({ timeout: 75_000 });
  await page.getByTestId('sms-send').click();
  await solvePuzzle(page);
  await expect.poll(() => outboxCode(phone)).not.toBe(previous);
  await page
    .getByTestId('reset-code')
    .locator('input')
    .fill(outboxCode(phone) ?? '');
  await page.getByTestId('reset-password').locator('input').fill('Again2027!');
  await page.getByTestId('reset-confirm').locator('input').fill('Again2027!');
  await page.getByTestId('reset-submit').click();
  await expect(page.getByText('密码重置成功')).toBeVisible();
  await expect(page).toHaveURL(/#\/login/);
  await loginAs(page, { username: 'newcomer2026', password: 'Again2027!' });
  await expect(page).toHaveURL(/#\/home/);
});

test('the user agreement is a real page in both languages, linked from registration', async ({ page }) => {
  await page.goto('/#/Agreement');
  await expect(page.getByTestId('agreement-page')).toContainText('注册即表示您同意');
  await page.goto('/#/home');
  await page.getByRole('button', { name: 'English' }).click();
  await page.goto('/#/Agreement');
  await expect(page.getByTestId('agreement-page')).toContainText('By registering you agree');
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { adminHeaders, api } from './api';
import { judge } from './axe';
import { expect, test } from './fixtures';
import { DEMO, loginAs, rowAction } from './helpers';

/**
 * Console › Notices › Channels (pig's 信息推送): staff add an SMS channel through the outbox, see its secret
 * masked, keep it through an edit that sends the mask back, and send a test that reaches the outbox; a second SMS
 * channel points at a gateway nobody answers, and its test says why it failed; it is turned off; both are
 * deleted, so the tenant's texts go to the outbox again for the specs after this one.
 */
test.use({ viewport: { width: 1440, height: 900 } });

const STAMP = Date.now();
const OUTBOX = { name: `发件箱渠道 ${STAMP}`, key: `E2E_OUTBOX_${STAMP}` };
const DEAD = { name: `无应答网关 ${STAMP}`, key: `E2E_DEAD_${STAMP}` };
const SECRET = 'outbox-secret-123456';
/** maskSecret of SECRET: its first 3 and last 2 characters. */
const MASKED = 'out***56';
const MOBILE = '13800000000';

type Wire = { id: string; configKey: string; configValue: string; configStatus: string };

/** The channels of this spec the server holds, by their codes. */
async function ours(request: Parameters<typeof adminHeaders>[0]): Promise<Wire[]> {
  const staff = await adminHeaders(request);
  const found: Wire[] = [];
  for (const key of [OUTBOX.key, DEAD.key])
    found.push(
      ...(await api<Wire[]>(request, staff, 'GET', `/api/admin/system-config/details?configKey=${key}`)),
    );
  return found;
}

// Whatever a failed run left: deleted through the API.
test.afterAll(async ({ request }) => {
  const left = await ours(request);
  if (left.length)
    await api(
      request,
      await adminHeaders(request),
      'DELETE',
      '/api/admin/system-config',
      left.map((c) => c.id),
    );
});

/** Fills the drawer's common fields and the SMS supplier, name and code. */
async function fillSms(page: Page, c: { name: string; key: string }, supplier: string) {
  const drawer = page.getByTestId('channel-drawer');
  await drawer.getByTestId('channel-type').getByRole('button', { name: '短信' }).click();
  await drawer.getByTestId('channel-sms-supplier').getByRole('button', { name: supplier }).click();
  await drawer.getByTestId('channel-name').locator('input').fill(c.name);
  await drawer.getByTestId('channel-key').locator('input').fill(c.key);
}

/** Sends a test through a row's channel to a mobile number (judging the dialog that asks for it, when told). */
async function sendTest(page: Page, name: string, judged = false) {
  await rowAction(page.getByTestId('channel-row').filter({ hasText: name }), 'channel-test');
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: '手机号' }).fill(MOBILE);
  if (judged) expect(await judge(page, undefined, { overlay: true, name: 'channel test' })).toEqual([]);
  await dialog.getByRole('button', { name: '确定' }).click();
}

test('staff add, test, turn off and delete SMS channels', async ({ page, request }) => {
  await page.goto('/#/login?redirect=%2Fadmin%2Fmessage');
  await loginAs(page, DEMO.admin);
  await expect(page).toHaveURL(/#\/admin\/message/);
  await page.getByRole('tab', { name: '消息渠道' }).click();
  const admin = page.getByTestId('channel-admin');
  await expect(admin).toBeVisible();
  expect(await judge(page, undefined, { name: 'message channels' })).toEqual([]);

  // An SMS channel through the outbox, with a secret.
  await admin.getByTestId('channel-new').click();
  const drawer = page.getByTestId('channel-drawer');
  await fillSms(page, OUTBOX, '发件箱文件（仅供试用）');
  await drawer.getByTestId('channel-secret').locator('input').fill(SECRET);
  expect(await judge(page, undefined, { overlay: true, name: 'channel drawer' })).toEqual([]);
  await drawer.getByTestId('channel-save').click();
  await expect(drawer).toBeHidden();
  const outboxRow = admin.getByTestId('channel-row').filter({ hasText: OUTBOX.name });
  await expect(outboxRow).toContainText('短信');
  await expect(outboxRow).toContainText(OUTBOX.key);
  await expect(outboxRow).toContainText('已启用');

  // Its secret comes back masked; saved again unchanged, the stored one stays (a stored mask would read ******).
  await rowAction(outboxRow, 'channel-edit');
  await expect(drawer.getByTestId('channel-secret').locator('input')).toHaveValue(MASKED);
  await drawer.getByTestId('channel-save').click();
  await expect(drawer).toBeHidden();
  const [stored] = await ours(request);
  expect(JSON.parse(stored!.configValue)).toMatchObject({ supplier: 'outbox', accessKeySecret: MASKED });

  // A test through it reaches the outbox file.
  await sendTest(page, OUTBOX.name, true);
  await expect(page.getByText('测试消息已发送')).toBeVisible();
  const { dataDir } = test.info().project.metadata as { dataDir: string };
  const texts = readFileSync(join(dataDir, 'outbox', 'sms.jsonl'), 'utf8')
    .trim()
    .split('\n');
  const last = JSON.parse(texts.at(-1)!) as { to: string; text: string };
  expect(last.to).toBe(MOBILE);
  expect(last.text).toContain(OUTBOX.name);

  // An SMS channel to a gateway nobody answers: its test says why it failed.
  await admin.getByTestId('channel-new').click();
  await fillSms(page, DEAD, 'Webhook 网关');
  await drawer.getByTestId('channel-url').locator('input').fill('http://127.0.0.1:9/');
  await drawer.getByTestId('channel-save').click();
  await expect(drawer).toBeHidden();
  const deadRow = admin.getByTestId('channel-row').filter({ hasText: DEAD.name });
  await sendTest(page, DEAD.name);
  await expect(page.getByText(/^发送失败：无法连接网关/)).toBeVisible();

  // Turned off, and both deleted.
  await rowAction(deadRow, 'channel-toggle');
  await expect(deadRow).toContainText('已停用');
  for (const row of [deadRow, outboxRow]) {
    await rowAction(row, 'channel-delete');
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await expect(row).toHaveCount(0);
  }
  expect(await ours(request)).toEqual([]);
});

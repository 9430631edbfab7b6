import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO, loginAs } from './helpers';

/**
 * The console by keyboard alone (after logging in): every control is reached with Tab and worked with
 * Enter, Space or Escape; nothing here clicks. New strings are not translated until the lead extracts the
 * catalogs, so these tests find new controls by test id or role, never by their new text.
 */

/** Presses Tab until `target` (or something inside it) has the focus: proof that it is in the Tab order. */
async function tabTo(page: Page, target: Locator, max = 120) {
  // One handle, not the locator, per check: resolving a locator on every key press is what makes this slow.
  const el = await target.elementHandle();
  for (let i = 0; i < max; i++) {
    if (await el?.evaluate((node) => node.contains(document.activeElement))) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

const holdsFocus = (container: Locator) => container.evaluate((el) => el.contains(document.activeElement));

// Walking the page with Tab takes a round trip per key; these tests walk far.
test.describe.configure({ timeout: 120_000 });

test('courses by keyboard: the drawer traps focus, Escape returns it; chips, toggles, radios, dates, confirm', async ({
  page,
}) => {
  await page.goto('/#/login?redirect=%2Fadmin%2Fedu%2Fcourse');
  await loginAs(page, DEMO.admin);
  await expect(page.getByTestId('course-admin')).toBeVisible();

  // The drawer: Enter opens it on its first field, Tab and Shift+Tab stay inside, Escape closes it.
  const newCourse = page.getByTestId('course-new');
  await tabTo(page, newCourse);
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: '新建课程' });
  await expect(drawer).toBeVisible();
  await expect(drawer).toHaveAttribute('aria-modal', 'true');
  await expect(drawer.getByRole('radio', { name: '线下' })).toBeFocused();
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press('Tab');
    expect(await holdsFocus(drawer)).toBe(true);
  }
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press('Shift+Tab');
    expect(await holdsFocus(drawer)).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(newCourse).toBeFocused();

  // A course typed and chosen by keyboard.
  await page.keyboard.press('Enter');
  await expect(drawer).toBeVisible();
  const online = drawer.getByRole('radio', { name: '线上' });
  await tabTo(page, online);
  await page.keyboard.press('Space');
  await expect(online).toBeChecked();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Space');
  await expect(drawer.getByRole('radio', { name: '线下' })).toBeChecked();

  await tabTo(page, drawer.getByTestId('course-title'));
  await page.keyboard.type('键盘建的课程');
  const category = drawer.getByTestId('course-category').getByRole('button', { name: '安全生产' });
  await tabTo(page, category);
  await page.keyboard.press('Space');
  await expect(category).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Space');
  await expect(category).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press('Enter');
  await expect(category).toHaveAttribute('aria-pressed', 'true');

  const featured = drawer.getByRole('switch', { name: '推荐课程' });
  await tabTo(page, featured);
  await page.keyboard.press('Space');
  await expect(featured).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Enter');
  await expect(featured).toHaveAttribute('aria-checked', 'false');
  await page.keyboard.press('Space');
  await expect(featured).toHaveAttribute('aria-checked', 'true');

  // Times are typed as yyyy-MM-dd HH:mm; another shape is refused by the form.
  await tabTo(page, drawer.getByTestId('course-enrol-start'));
  await page.keyboard.type('2030-04/01');
  await tabTo(page, drawer.getByTestId('course-save'));
  await page.keyboard.press('Enter');
  await expect(drawer.locator('[data-form-notes] ~ *')).toHaveCount(1);
  await tabTo(page, drawer.getByTestId('course-enrol-start'));
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('2030-04-01 09:00');
  await tabTo(page, drawer.getByTestId('course-save'));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('editor-title')).toHaveText('键盘建的课程');

  // A session: dates typed, then checked in the picker, opened and closed by keyboard.
  const panel = page.getByTestId('sessions-panel');
  await tabTo(page, panel.getByPlaceholder('如：第 1 期'));
  await page.keyboard.type('键盘场次');
  await tabTo(page, panel.getByTestId('session-start'));
  await page.keyboard.type('2030-05-01 09:00');
  await tabTo(page, panel.getByTestId('session-end'));
  await page.keyboard.type('2030-05-01 12:00');
  const pick = panel.getByTestId('session-end-pick');
  await tabTo(page, pick);
  await page.keyboard.press('Enter');
  const picker = page.locator('.datetime-picker');
  await expect(picker.getByRole('button', { name: '取消' })).toBeFocused();
  await expect(picker).toContainText('2030年');
  await expect(picker).toContainText('5月');
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();
  await expect(pick).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(picker.getByRole('button', { name: '取消' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(picker.getByRole('button', { name: '确定' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(picker).toBeHidden();
  await expect(panel.getByTestId('session-end').locator('input')).toHaveValue('2030-05-01 12:00');

  const signature = panel.getByTestId('session-signature');
  await tabTo(page, signature);
  await page.keyboard.press('Space');
  await expect(signature).toHaveAttribute('aria-checked', 'true');
  await tabTo(page, panel.getByTestId('session-add'));
  await page.keyboard.press('Enter');
  const row = panel.getByTestId('session-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('2030-05-01 09:00 – 12:00');

  // Confirm: focus starts on Cancel; Escape backs out and returns focus; Enter on OK acts.
  const remove = row.getByRole('button', { name: '删除' });
  await tabTo(page, remove);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: '确定删除该场次吗？' });
  await expect(dialog.getByRole('button', { name: '取消' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: '确定' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: '取消' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(remove).toBeFocused();
  await expect(row).toHaveCount(1);
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: '取消' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('button', { name: '确定' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(row).toHaveCount(0);

  // antd-mobile's Tabs already work by keyboard: Tab reaches the selected tab, the arrows move.
  await tabTo(page, page.getByRole('tab', { selected: true }));
  await page.keyboard.press('ArrowRight');
  const stats = page.getByRole('tab', { name: '学习统计' });
  await expect(stats).toBeFocused();
  await expect(stats).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('course-stats')).toBeVisible();
});

test('sign-ups by keyboard: the status chips and the row checkboxes work with Space and Enter', async ({
  page,
}) => {
  await page.goto('/#/login?redirect=%2Fadmin%2Fedu%2Fenrolment');
  await loginAs(page, DEMO.admin);
  await expect(page.getByTestId('enrolment-row').first()).toBeVisible();

  const approved = page.getByTestId('enrolment-status-filter').getByRole('button', { name: '已通过' });
  await tabTo(page, approved);
  await page.keyboard.press('Space');
  await expect(approved).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('enrolment-row').first().getByTestId('status-tag')).toHaveText('已通过');
  await page.keyboard.press('Enter');
  await expect(approved).toHaveAttribute('aria-pressed', 'false');

  const select = page.getByTestId('enrolment-row').first().getByRole('checkbox', { name: '选择' });
  await tabTo(page, select);
  await page.keyboard.press('Space');
  await expect(select).toBeChecked();
  await expect(page.getByTestId('approve-selected')).toBeEnabled();
  await page.keyboard.press('Space');
  await expect(select).not.toBeChecked();
  await expect(page.getByTestId('approve-selected')).toBeDisabled();
});

test("antd-mobile's own buttons follow the app's language: confirm dialog and date picker", async ({
  page,
}) => {
  await page.goto('/#/login?redirect=%2Fadmin%2Fedu%2Fcourse');
  await page.getByTestId('lang-en').click();
  await loginAs(page, DEMO.admin);
  await expect(page.getByTestId('course-admin')).toBeVisible();

  const check = async (cancel: string, ok: string, month: string) => {
    const remove = page.getByTestId('course-row').first().getByTestId('course-delete');
    await tabTo(page, remove);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog').filter({ has: page.locator('[data-dialog-cancel]') });
    await expect(dialog.getByRole('button', { name: cancel, exact: true })).toBeFocused();
    await expect(dialog.getByRole('button', { name: ok, exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await tabTo(page, page.getByTestId('course-new'));
    await page.keyboard.press('Enter');
    const start = page.getByTestId('course-enrol-start');
    await tabTo(page, start);
    await page.keyboard.type('2030-05-01 09:00');
    await tabTo(page, page.getByTestId('course-enrol-start-pick'));
    await page.keyboard.press('Enter');
    const picker = page.locator('.datetime-picker');
    await expect(picker.getByRole('button', { name: cancel, exact: true })).toBeFocused();
    await expect(picker.getByRole('button', { name: ok, exact: true })).toBeVisible();
    await expect(picker).toContainText(month);
    await page.keyboard.press('Escape');
    await expect(picker).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('course-drawer')).toBeHidden();
  };

  await check('Cancel', 'Confirm', 'May');
  await tabTo(page, page.getByTestId('lang-zh'));
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('lang', /zh/i);
  await check('取消', '确定', '5月');
});

test('the ticket sheet: Enter opens it on Close, Escape closes it back to "show ticket"', async ({
  page,
}) => {
  await page.goto('/#/login?redirect=%2Fperson%2FmyStudy%2FsignUp');
  await loginAs(page, DEMO.learner);
  const show = page.getByTestId('show-ticket').first();
  await expect(show).toBeVisible();
  await tabTo(page, show);
  await page.keyboard.press('Enter');
  const ticket = page.getByRole('dialog').filter({ has: page.getByTestId('ticket-qr') });
  await expect(ticket).toBeVisible();
  await expect(ticket.getByRole('button', { name: '关闭' })).toBeFocused();
  // The session's time is a range, start to end.
  await expect(ticket).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2} – /);
  await page.keyboard.press('Tab');
  expect(await holdsFocus(ticket)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('ticket')).toHaveCount(0);
  await expect(show).toBeFocused();
});

import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { adminHeaders } from './api';
import { inLanguage, judge, logIn } from './axe';
import { DEMO } from './helpers';

/** The staff home's calendar (issue 51): pig's schedule in a month grid, by keyboard and by mouse. */

/** Today and the days around it in China (the display zone the calendar counts days in). */
const chinaDay = (offsetDays = 0) =>
  new Date(Date.now() + 8 * 3600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);
const zhDate = (day: string) => `${Number(day.slice(5, 7))}月${Number(day.slice(8))}日`;

const calendarOf = (page: Page) => page.getByTestId('dashboard-schedule');
const cell = (calendar: Locator, day: string) => calendar.locator(`td[data-day="${day}"]`);

async function openHome(page: Page) {
  await logIn(page, DEMO.admin, '/admin');
  const calendar = calendarOf(page);
  await expect(calendar.getByTestId('calendar-grid')).toBeVisible();
  return calendar;
}

test('staff add, edit and delete an entry of their schedule by keyboard and mouse', async ({ page }) => {
  const calendar = await openHome(page);
  const today = chinaDay();
  const target = chinaDay(8);
  const title = `周会 ${Date.now()}`;

  // Today is marked, chosen and the grid's one tab stop; the chosen day's entries are listed beside the grid.
  await expect(cell(calendar, today)).toHaveAttribute('aria-current', 'date');
  await expect(cell(calendar, today)).toHaveAttribute('aria-selected', 'true');
  await expect(calendar.locator('td[tabindex="0"]')).toHaveCount(1);
  await expect(calendar.getByTestId('calendar-day-title')).toContainText(zhDate(today));
  // Weeks start on Monday in Chinese.
  await expect(calendar.locator('thead th').first()).toHaveText('周一');

  // Keyboard: a day right and a week down (into next month when today is late in it), Enter chooses it.
  await cell(calendar, today).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await expect(cell(calendar, target)).toBeFocused();
  await expect(cell(calendar, target)).toHaveAttribute('tabindex', '0');
  await page.keyboard.press('Enter');
  await expect(cell(calendar, target)).toHaveAttribute('aria-selected', 'true');
  await expect(calendar.getByTestId('calendar-day-title')).toContainText(zhDate(target));
  await expect(calendar.getByTestId('calendar-day-empty')).toBeVisible();

  // Tab leaves the grid for "Add an entry"; the drawer's first field takes the focus; Enter in it saves.
  await page.keyboard.press('Tab');
  await expect(calendar.getByTestId('calendar-add')).toBeFocused();
  await page.keyboard.press('Enter');
  const drawer = page.getByTestId('schedule-drawer');
  await expect(drawer.getByTestId('schedule-title').locator('input')).toBeFocused();
  await expect(drawer.getByTestId('schedule-date').locator('input')).toHaveValue(target);
  await page.keyboard.type(title);
  await drawer.getByTestId('schedule-time').locator('input').fill('09:30');
  await drawer.getByTestId('schedule-title').locator('input').focus();
  await page.keyboard.press('Enter');
  await expect(drawer).toHaveCount(0);
  const entry = calendar.getByTestId('calendar-entry').filter({ hasText: title });
  await expect(entry).toContainText('09:30');
  await expect(entry).toContainText('日程记录 · 计划中');
  // The day is named with its entries and marked with their count.
  await expect(cell(calendar, target)).toContainText(`${zhDate(target)}，1 个日程`);
  await expect(cell(calendar, target).getByTestId('calendar-count')).toHaveText('1');
  // Focus came back to the button that opened the drawer.
  await expect(calendar.getByTestId('calendar-add')).toBeFocused();

  // Nothing on the page with an entry, nor in the drawer, is an accessibility fault.
  expect(await judge(page, undefined, { name: 'home calendar' })).toEqual([]);
  await entry.getByTestId('calendar-entry-edit').click();
  await expect(drawer).toBeVisible();
  expect(await judge(page, undefined, { overlay: true, name: 'calendar drawer' })).toEqual([]);

  // Mouse: edit the title and the state, save.
  await drawer.getByTestId('schedule-title').locator('input').fill(`${title} 改`);
  await drawer.getByTestId('schedule-state').getByRole('button', { name: '已开始' }).click();
  await drawer.getByTestId('schedule-save').click();
  await expect(drawer).toHaveCount(0);
  const edited = calendar.getByTestId('calendar-entry').filter({ hasText: `${title} 改` });
  await expect(edited).toContainText('已开始');

  // Mouse: away to the next months and back with "Today"; a click on a day chooses it.
  await calendar.getByTestId('calendar-next').click();
  await calendar.getByTestId('calendar-next').click();
  await expect(cell(calendar, today)).toHaveCount(0);
  await calendar.getByTestId('calendar-today').click();
  await expect(cell(calendar, today)).toHaveAttribute('aria-selected', 'true');
  await cell(calendar, target).click();
  await expect(calendar.getByTestId('calendar-day-title')).toContainText(zhDate(target));

  // Keyboard: delete after the confirm (its focus starts on Cancel); the focus goes to the day's heading.
  await edited.getByTestId('calendar-entry-delete').focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog').filter({ hasText: '确定删除日程' });
  await expect(dialog.getByRole('button', { name: '取消' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: '确定' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(calendar.getByTestId('calendar-day-empty')).toBeVisible();
  await expect(calendar.getByTestId('calendar-day-title')).toBeFocused();
  await expect(cell(calendar, target).getByTestId('calendar-count')).toHaveText('');
});

test('the calendar reads offline what it read before, with the offline note, and writes wait', async ({
  page,
}) => {
  const today = chinaDay();
  const title = `离线 ${Date.now()}`;
  const headers = await adminHeaders(page.request);
  const res = await page.request.post('/api/admin/schedule', {
    headers,
    data: { title, scheduleDate: today, scheduleTime: '14:00' },
  });
  expect(res.ok()).toBe(true);

  const calendar = await openHome(page);
  await expect(calendar.getByTestId('calendar-entry').filter({ hasText: title })).toBeVisible();
  await page.context().setOffline(true);
  await expect(calendar.getByTestId('freshness-note')).toBeVisible();
  await expect(calendar.getByTestId('offline-actions')).toBeVisible();
  await expect(calendar.getByTestId('calendar-add')).toBeDisabled();
  await expect(calendar.getByTestId('calendar-entry-edit').first()).toBeDisabled();
  // A month never read says so instead of showing an empty month; the chosen day's entries stay listed.
  await calendar.getByTestId('calendar-next').click();
  await expect(calendar.getByTestId('calendar-month-offline')).toBeVisible();
  await expect(calendar.getByTestId('calendar-count').filter({ hasText: /\d/ })).toHaveCount(0);
  await expect(calendar.getByTestId('calendar-entry').filter({ hasText: title })).toBeVisible();
  await calendar.getByTestId('calendar-today').click();
  await expect(cell(calendar, today).getByTestId('calendar-count')).not.toHaveText('');
  await page.context().setOffline(false);
  await expect(calendar.getByTestId('freshness-note')).toHaveCount(0);
  await expect(calendar.getByTestId('calendar-add')).toBeEnabled();
});

test('in English the calendar follows the English convention and names days in English', async ({ page }) => {
  await inLanguage(page, 'en');
  const calendar = await openHome(page);
  const today = chinaDay();
  // The browser speaks zh-CN only, so the app's English is plain 'en': weeks from Sunday, dates as "December 6, 2026".
  await expect(calendar.locator('thead th').first()).toHaveText('Sun');
  await expect(calendar.locator('thead th').first()).toHaveAttribute('abbr', 'Sunday');
  const long = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${today}T00:00:00Z`),
  );
  await expect(cell(calendar, today)).toContainText(long);
  await expect(calendar.getByTestId('calendar-add')).toHaveText('Add an entry');
  // Page Down moves to the same date next month (kept inside a shorter one), Space chooses it.
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const next = new Date(Date.UTC(y, m, Math.min(d, last))).toISOString().slice(0, 10);
  await cell(calendar, today).focus();
  await page.keyboard.press('PageDown');
  await expect(cell(calendar, next)).toBeFocused();
  await page.keyboard.press(' ');
  await expect(cell(calendar, next)).toHaveAttribute('aria-selected', 'true');
  const nextMonth = new Intl.DateTimeFormat('en', { year: 'numeric', month: 'long', timeZone: 'UTC' });
  await expect(calendar.getByTestId('calendar-month')).toHaveText(
    nextMonth.format(new Date(`${next}T00:00:00Z`)),
  );
  expect(await judge(page, undefined, { name: 'home calendar (en)' })).toEqual([]);
});

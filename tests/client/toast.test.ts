import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@lingui/core';
import { ANNOUNCE_DELAY_MS } from '@/lib/announce';
import { hideToast, showToast } from '@/lib/toast';

const byId = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`)!;
const host = () => byId('toast');
const close = () => host().querySelector<HTMLButtonElement>('.toast-close')!;
const shown = () => host().classList.contains('shown');
const rect = (top: number, height: number, left = 0, width = 400) =>
  ({ top, bottom: top + height, left, right: left + width, width, height }) as DOMRect;

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  hideToast();
  vi.useRealTimers();
  document.body.querySelectorAll('button.opener').forEach((b) => b.remove());
});

function opener(at: DOMRect) {
  const b = document.createElement('button');
  b.className = 'opener';
  b.textContent = 'Save';
  b.getBoundingClientRect = () => at;
  document.body.append(b);
  b.focus();
  return b;
}

describe('toasts', () => {
  it('errors go to the alert region, others to status; a new toast replaces the one showing', () => {
    showToast('Saved', 'success', 3000);
    showToast('Wrong password', 'error', 2000);
    vi.advanceTimersByTime(ANNOUNCE_DELAY_MS);
    expect(byId('toast-alert').getAttribute('role')).toBe('alert');
    expect(byId('toast-alert').textContent).toBe('Wrong password');
    // The earlier toast never shows: it was replaced before its moment came.
    expect(byId('toast-status').getAttribute('role')).toBe('status');
    expect(byId('toast-status').textContent).toBe('');
    expect(host().dataset.kind).toBe('error');
  });

  it('lasts its time exactly: shown 1 ms before the end, gone at the end', () => {
    showToast('Saved', 'info', 3000);
    vi.advanceTimersByTime(ANNOUNCE_DELAY_MS + 2999);
    expect(shown()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(shown()).toBe(false);
    expect(byId('toast-status').textContent).toBe('');
    expect(close().hidden).toBe(true);
  });

  it('has a named close button, outside the live regions, that closes it and gives focus back', () => {
    const save = opener(rect(600, 40));
    showToast('Saved', 'info', 3000);
    expect(close().hidden).toBe(true);
    vi.advanceTimersByTime(ANNOUNCE_DELAY_MS);
    expect(close().hidden).toBe(false);
    expect(close().getAttribute('aria-label')).toBe('Close');
    expect(close().closest('[role]')).toBeNull();
    close().focus();
    close().click();
    expect(shown()).toBe(false);
    expect(document.activeElement).toBe(save);
  });

  it('closes on an Escape nothing else took, after every listener had it; Escape with no toast passes by', () => {
    const heard = vi.fn();
    document.addEventListener('keydown', heard);
    showToast('Saved', 'info', 3000);
    vi.advanceTimersByTime(ANNOUNCE_DELAY_MS);
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(heard).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(0);
    expect(shown()).toBe(false);
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(heard).toHaveBeenCalledTimes(2);
    document.removeEventListener('keydown', heard);
  });

  it('leaves an Escape that what one works in took (a dialog, a menu), unless the toast holds the focus', () => {
    const dialog = (e: KeyboardEvent) => e.key === 'Escape' && e.preventDefault();
    document.addEventListener('keydown', dialog);
    showToast('Saved', 'info', 3000);
    vi.advanceTimersByTime(ANNOUNCE_DELAY_MS);
    document.body.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }),
    );
    vi.advanceTimersByTime(0);
    expect(shown()).toBe(true);
    close().focus();
    close().dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
    expect(shown()).toBe(false);
    document.removeEventListener('keydown', dialog);
  });

  it('is held while pointed at or focused, and runs its full time again once left', () => {
    showToast('Wrong password', 'error', 2000);
    vi.advanceTimersByTime(ANNOUNCE_DELAY_MS + 1500);
    host().dispatchEvent(new Event('pointerenter'));
    vi.advanceTimersByTime(10_000);
    expect(shown()).toBe(true);
    host().dispatchEvent(new Event('pointerleave'));
    vi.advanceTimersByTime(1999);
    expect(shown()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(shown()).toBe(false);
  });

  it.each([
    ['far below it', rect(600, 40), 'top'],
    ['under it', rect(20, 40), 'bottom'],
    ['7 px below it (inside its 8 px margin)', rect(107, 40), 'bottom'],
    ['8 px below it', rect(108, 40), 'top'],
    ['beside it, clear of it', rect(20, 40, 520, 80), 'top'],
  ])('never covers the control that made it: a control %s puts it at the %s', (_, at, place) => {
    opener(at);
    showToast('Saved', 'info', 3000);
    // The box's place at the top: 16 to 100 px, 100 to 500 px across.
    host().getBoundingClientRect = () => rect(16, 84, 100, 400);
    vi.advanceTimersByTime(ANNOUNCE_DELAY_MS);
    expect(host().dataset.place).toBe(place);
  });

  it('answers the control last focused or pressed when it lost the focus (disabled while its request ran)', () => {
    const save = opener(rect(20, 40));
    save.blur();
    expect(document.activeElement).toBe(document.body);
    showToast('Wrong password', 'error', 2000);
    host().getBoundingClientRect = () => rect(16, 84, 100, 400);
    vi.advanceTimersByTime(ANNOUNCE_DELAY_MS);
    expect(host().dataset.place).toBe('bottom');
    close().focus();
    close().click();
    expect(document.activeElement).toBe(save);
  });
});

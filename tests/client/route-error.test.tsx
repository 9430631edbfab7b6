import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isMissingCode, RETRY_AFTER_MS, RouteError } from '@/app/route-error';

const CHUNK = 'Failed to fetch dynamically imported module: http://127.0.0.1/assets/exam-test-CKiipQ-.js';

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

beforeEach(() => {
  sessionStorage.clear();
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  setOnline(true);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('what a page that could not open says and does', () => {
  it('knows a screen whose code did not arrive, in the words of Chromium, Safari, Firefox and Vite', () => {
    expect(isMissingCode(new TypeError(CHUNK))).toBe(true);
    expect(isMissingCode(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isMissingCode(new TypeError('error loading dynamically imported module: /a.js'))).toBe(true);
    expect(isMissingCode(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isMissingCode(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isMissingCode(CHUNK)).toBe(false);
    expect(isMissingCode(undefined)).toBe(false);
  });

  it('online, says so in the reader’s language with a button that loads the page again', () => {
    const reload = vi.fn();
    render(
      <I18nProvider i18n={i18n}>
        <RouteError error={new Error('a bug')} reload={reload} />
      </I18nProvider>,
    );
    expect(screen.getByRole('alert').textContent).toContain('This page could not be opened.');
    expect(screen.queryByText('Something went wrong!')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('online, a screen whose code did not arrive loads itself again once, and then waits for a tap', async () => {
    vi.useFakeTimers();
    const view = (reload: () => void) =>
      render(
        <I18nProvider i18n={i18n}>
          <RouteError error={new TypeError(CHUNK)} reload={reload} />
        </I18nProvider>,
      );
    const first = vi.fn();
    view(first);
    await act(() => vi.advanceTimersByTime(RETRY_AFTER_MS - 1));
    expect(first).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTime(1));
    expect(first).toHaveBeenCalledTimes(1);
    cleanup();

    // The page after that reload, failing the same way: no second reload by itself (it would loop).
    const again = vi.fn();
    view(again);
    await act(() => vi.advanceTimersByTime(60_000));
    expect(again).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    cleanup();

    // Another address has its own try.
    history.replaceState(null, '', '#/other');
    const other = vi.fn();
    view(other);
    await act(() => vi.advanceTimersByTime(RETRY_AFTER_MS));
    expect(other).toHaveBeenCalledTimes(1);
  });

  it('online, any other error waits for a tap', async () => {
    vi.useFakeTimers();
    const reload = vi.fn();
    render(
      <I18nProvider i18n={i18n}>
        <RouteError error={new Error('a bug')} reload={reload} />
      </I18nProvider>,
    );
    await act(() => vi.advanceTimersByTime(60_000));
    expect(reload).not.toHaveBeenCalled();
  });

  it('offline, says the page is not on this device, and loads it when the network returns', () => {
    const reload = vi.fn();
    setOnline(false);
    render(
      <I18nProvider i18n={i18n}>
        <RouteError error={new TypeError(CHUNK)} reload={reload} />
      </I18nProvider>,
    );
    expect(screen.getByTestId('offline-empty').textContent).toBe(
      'You are offline and this device has no saved copy of this page.',
    );
    expect(reload).not.toHaveBeenCalled();
    act(() => setOnline(true));
    expect(reload).toHaveBeenCalled();
  });
});

import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_MS } from '@contract/constants';
import type { Message, Unread } from '@contract/message';
import { ANNOUNCE_DELAY_MS } from '@/lib/announce';
import { freshNotices, MAX_POPUPS, NoticePopups } from '@/components/notice-popups';

const msg = (id: number, title = `Notice ${id}`): Message => ({
  id: String(id),
  category: '0',
  title,
  content: `About ${id}`,
  sendFlag: '1',
  allFlag: '0',
  sort: 0,
  kind: 'announcement',
  link: null,
  createBy: null,
  createTime: '2026-12-06 09:05:07',
  readFlag: '0',
});
const unread = (count: number, ...ids: number[]): Unread => ({ count, latest: ids.map((id) => msg(id)) });

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('freshNotices: which notices just arrived', () => {
  it('none on the first reading: what waited at sign-in is the count, not news', () => {
    expect(freshNotices(undefined, unread(3, 3, 2, 1))).toEqual([]);
  });
  it('as many unseen ones as the count rose by, newest first', () => {
    expect(freshNotices(unread(2, 2, 1), unread(3, 3, 2, 1)).map((m) => m.id)).toEqual(['3']);
    expect(freshNotices(unread(2, 2, 1), unread(4, 4, 3, 2, 1)).map((m) => m.id)).toEqual(['4', '3']);
    expect(freshNotices(unread(0), unread(1, 9)).map((m) => m.id)).toEqual(['9']);
  });
  it('none when the count fell or held: an older notice moving up after one is read is not new', () => {
    expect(freshNotices(unread(6, 6, 5, 4, 3, 2), unread(5, 5, 4, 3, 2, 1))).toEqual([]);
    expect(freshNotices(unread(2, 2, 1), unread(2, 3, 2))).toEqual([]);
  });
});

function Harness({ data, onOpen }: { data: Unread | undefined; onOpen: (m: Message) => void }) {
  return (
    <I18nProvider i18n={i18n}>
      <NoticePopups unread={data} onOpen={onOpen} />
    </I18nProvider>
  );
}

describe('the pop-up of a new notice', () => {
  const setup = () => {
    const onOpen = vi.fn();
    const view = render(<Harness data={unread(1, 1)} onOpen={onOpen} />);
    const next = (data: Unread) => view.rerender(<Harness data={data} onOpen={onOpen} />);
    return { onOpen, next };
  };

  it('shows for exactly 4,500 ms, with its time to the second, and is read politely', () => {
    const { next } = setup();
    expect(screen.queryByTestId('notice-popup')).toBeNull();
    next(unread(2, 2, 1));
    const popup = screen.getByRole('group', { name: 'New notice' });
    expect(popup.textContent).toContain('Notice 2');
    expect(popup.querySelector('time')!.textContent).toBe('2026-12-06 09:05:07');
    act(() => {
      vi.advanceTimersByTime(ANNOUNCE_DELAY_MS);
    });
    expect(document.querySelector('[data-testid="live-status"]')!.textContent).toBe('New notice: Notice 2');
    act(() => {
      vi.advanceTimersByTime(NOTIFICATION_MS - ANNOUNCE_DELAY_MS - 1);
    });
    expect(screen.queryByTestId('notice-popup')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByTestId('notice-popup')).toBeNull();
  });

  it('is held while pointed at, and runs its full time again once left', () => {
    const { next } = setup();
    next(unread(2, 2, 1));
    fireEvent.pointerEnter(screen.getByTestId('notice-popup'));
    act(() => {
      vi.advanceTimersByTime(NOTIFICATION_MS * 3);
    });
    expect(screen.queryByTestId('notice-popup')).not.toBeNull();
    fireEvent.pointerLeave(screen.getByTestId('notice-popup'));
    act(() => {
      vi.advanceTimersByTime(NOTIFICATION_MS - 1);
    });
    expect(screen.queryByTestId('notice-popup')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByTestId('notice-popup')).toBeNull();
  });

  it('closes by its button or Escape, and opens the notice when chosen', () => {
    const { next, onOpen } = setup();
    next(unread(3, 3, 2, 1));
    expect(screen.getAllByTestId('notice-popup')).toHaveLength(2);
    fireEvent.click(screen.getAllByRole('button', { name: 'Close' })[0]!);
    expect(screen.getAllByTestId('notice-popup')).toHaveLength(1);
    fireEvent.keyDown(screen.getByTestId('notice-popup-open'), { key: 'Escape' });
    expect(screen.queryByTestId('notice-popup')).toBeNull();
    next(unread(4, 4, 3, 2, 1));
    fireEvent.click(screen.getByTestId('notice-popup-open'));
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: '4' }));
    expect(screen.queryByTestId('notice-popup')).toBeNull();
  });

  it(`shows at most ${MAX_POPUPS}, the newest first`, () => {
    const { next } = setup();
    next(unread(3, 3, 2, 1));
    next(unread(5, 5, 4, 3, 2, 1));
    expect(screen.getAllByTestId('notice-popup').map((p) => p.textContent)).toEqual([
      expect.stringContaining('Notice 5'),
      expect.stringContaining('Notice 4'),
      expect.stringContaining('Notice 3'),
    ]);
  });
});

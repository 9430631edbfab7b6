import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PULL_THRESHOLD, PullToRefresh } from '@/components/pull-to-refresh';

afterEach(cleanup);
beforeEach(() => vi.useRealTimers());

const TEXTS = { pulling: 'Pull', canRelease: 'Release', refreshing: 'Loading', complete: 'Done' };

function setup(onRefresh: () => Promise<unknown>, disabled = false) {
  render(
    <PullToRefresh onRefresh={onRefresh} texts={TEXTS} disabled={disabled}>
      <p>list</p>
    </PullToRefresh>,
  );
  const box = screen.getByText('list').parentElement as HTMLElement;
  const head = box.firstElementChild as HTMLElement;
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', y: number) =>
    fireEvent[type](box, { touches: type === 'touchEnd' ? [] : [{ clientY: y }] });
  return { box, head, touch };
}

describe('PullToRefresh', () => {
  it('shows nothing until pulled, and does not refresh when let go short of the threshold', () => {
    const onRefresh = vi.fn(() => Promise.resolve());
    const { box, head, touch } = setup(onRefresh);
    expect(box.dataset.phase).toBe('idle');
    expect(head.textContent).toBe('');
    touch('touchStart', 100);
    // Damped by half: a finger moving 2 × threshold − 2 px pulls 1 px short.
    touch('touchMove', 100 + PULL_THRESHOLD * 2 - 2);
    expect(box.dataset.phase).toBe('pulling');
    expect(head.textContent).toBe('Pull');
    expect(head.style.height).toBe(`${PULL_THRESHOLD - 1}px`);
    touch('touchEnd', 0);
    expect(box.dataset.phase).toBe('idle');
    expect(onRefresh).not.toHaveBeenCalled();
  });

  it('refreshes once when let go at the threshold, says so, and folds away when done', async () => {
    vi.useFakeTimers();
    let finish = () => {};
    const onRefresh = vi.fn(() => new Promise<void>((r) => (finish = r)));
    const { box, head, touch } = setup(onRefresh);
    touch('touchStart', 0);
    touch('touchMove', PULL_THRESHOLD * 2);
    expect(box.dataset.phase).toBe('canRelease');
    expect(head.textContent).toBe('Release');
    touch('touchEnd', 0);
    expect(box.dataset.phase).toBe('refreshing');
    expect(head.textContent).toBe('Loading');
    // A second pull while refreshing starts nothing.
    touch('touchStart', 0);
    touch('touchMove', PULL_THRESHOLD * 4);
    touch('touchEnd', 0);
    expect(onRefresh).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    expect(box.dataset.phase).toBe('complete');
    expect(head.textContent).toBe('Done');
    await act(async () => vi.advanceTimersByTime(500));
    expect(box.dataset.phase).toBe('idle');
    expect(head.style.height).toBe('0px');
  });

  it('leaves the page’s scroll alone when it is not at the top', () => {
    const onRefresh = vi.fn(() => Promise.resolve());
    const { box, touch } = setup(onRefresh);
    const scroller = document.scrollingElement ?? document.documentElement;
    Object.defineProperty(scroller, 'scrollTop', { configurable: true, value: 200 });
    touch('touchStart', 0);
    touch('touchMove', PULL_THRESHOLD * 3);
    touch('touchEnd', 0);
    expect(box.dataset.phase).toBe('idle');
    expect(onRefresh).not.toHaveBeenCalled();
    Object.defineProperty(scroller, 'scrollTop', { configurable: true, value: 0 });
  });

  it('does nothing when disabled (offline)', () => {
    const onRefresh = vi.fn(() => Promise.resolve());
    const { box, touch } = setup(onRefresh, true);
    touch('touchStart', 0);
    touch('touchMove', PULL_THRESHOLD * 3);
    expect(box.dataset.phase).toBe('idle');
    touch('touchEnd', 0);
    expect(onRefresh).not.toHaveBeenCalled();
  });
});

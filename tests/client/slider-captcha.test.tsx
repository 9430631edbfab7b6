import type { ReactNode } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PuzzleImages } from '@contract/captcha-rules';
import { request } from '@/lib/api-client';
import { SliderCaptcha, solveCaptcha } from '@/components/slider-captcha';
import { puzzleCalls } from '@/lib/sign-up';

// The puzzle takes its calls as a prop: the app's (lib/sign-up's puzzleCalls) over a stand-in for the wire.
vi.mock('@/lib/api-client', () => ({ request: vi.fn() }));
vi.mock('@/lib/account', () => ({})); // sign-up's login flows are not under test
// antd-mobile's sheet (its animation and portal) is not under test here; the e2e test runs the real one.
vi.mock('antd-mobile', () => ({
  Popup: ({ visible, children }: { visible: boolean; children: ReactNode }) => (visible ? children : null),
}));
const api = vi.mocked(request);

const puzzle = (token: string): PuzzleImages => ({
  originalImageBase64: 'iVBORw0KGgo=',
  jigsawImageBase64: 'iVBORw0KGgo=',
  token,
  secretKey: null,
  captchaType: 'blockPuzzle',
});
const reply = (repData: unknown, repCode = '0000') => ({
  repCode,
  repMsg: null,
  repData,
  success: !!repData,
});

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
beforeEach(() => {
  api.mockReset();
  vi.useRealTimers();
});
afterEach(cleanup);

function setup() {
  const onDone = vi.fn();
  render(
    <I18nProvider i18n={i18n}>
      <SliderCaptcha first={puzzle('t1')} onDone={onDone} calls={puzzleCalls} />
    </I18nProvider>,
  );
  return { onDone, handle: screen.getByTestId('captcha-handle') };
}

/** The check call's token and dropped x, as pig's UI sends them (query string, pointJson). */
const checkCall = (n = 0) => {
  const calls = api.mock.calls.filter(([path]) => path === 'admin/code/check');
  const params = calls[n]?.[1]?.searchParams as Record<string, string>;
  return { token: params.token, point: JSON.parse(params.pointJson!) as { x: number; y: number } };
};

describe('SliderCaptcha', () => {
  it('is a titled dialog with the picture, the piece at the left and a slider', () => {
    const { handle } = setup();
    expect(screen.getByRole('dialog', { name: 'Please complete security verification' })).toBeTruthy();
    expect(screen.getByTestId('captcha-background').getAttribute('src')).toBe(
      'data:image/png;base64,iVBORw0KGgo=',
    );
    expect(screen.getByTestId('captcha-piece').style.left).toBe('0%');
    expect(handle.getAttribute('role')).toBe('slider');
    expect(handle.getAttribute('aria-valuenow')).toBe('0');
  });

  it('drags the piece with the pointer and checks where it was dropped; a fit resolves with the answer', async () => {
    vi.useFakeTimers();
    api.mockResolvedValueOnce(reply({ token: 't1', captchaVerification: 't1---v', result: true }));
    const { onDone, handle } = setup();
    // jsdom lays nothing out: the track counts as 310 px wide, one screen pixel per image pixel.
    fireEvent.pointerDown(handle, { clientX: 20, pointerId: 1 });
    fireEvent.pointerMove(handle, { clientX: 120, pointerId: 1 });
    fireEvent.pointerMove(handle, { clientX: 170.5, pointerId: 1 });
    expect(screen.getByTestId('captcha-piece').style.left).toBe(`${(150.5 / 310) * 100}%`);
    expect(handle.getAttribute('aria-valuenow')).toBe('151');
    await act(async () => {
      fireEvent.pointerUp(handle, { clientX: 170.5, pointerId: 1 });
    });
    expect(api).toHaveBeenCalledTimes(1);
    expect(checkCall()).toEqual({ token: 't1', point: { x: 150.5, y: 5 } });
    expect(screen.getByTestId('captcha-tip').textContent).toBe('Verification successful');
    expect(onDone).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(800));
    expect(onDone).toHaveBeenCalledWith('t1---v');
  });

  it('says so when the piece does not fit, then shows a fresh puzzle to try again', async () => {
    vi.useFakeTimers();
    api.mockResolvedValueOnce(reply(null, '6111')).mockResolvedValueOnce(reply(puzzle('t2')));
    const { onDone, handle } = setup();
    fireEvent.pointerDown(handle, { clientX: 0, pointerId: 1 });
    fireEvent.pointerMove(handle, { clientX: 90, pointerId: 1 });
    await act(async () => {
      fireEvent.pointerUp(handle, { clientX: 90, pointerId: 1 });
    });
    expect(screen.getByTestId('captcha-tip').textContent).toBe('Verification failed');
    // A spent puzzle does not move any more.
    fireEvent.keyDown(handle, { key: 'ArrowRight' });
    expect(handle.getAttribute('aria-valuenow')).toBe('90');
    await act(async () => vi.advanceTimersByTime(800));
    expect(api).toHaveBeenLastCalledWith('admin/code/create', expect.anything());
    expect(screen.queryByTestId('captcha-tip')).toBeNull();
    expect(handle.getAttribute('aria-valuenow')).toBe('0');
    api.mockResolvedValueOnce(reply({ token: 't2', captchaVerification: 't2---w', result: true }));
    fireEvent.keyDown(handle, { key: 'End' });
    await act(async () => {
      fireEvent.keyDown(handle, { key: 'Enter' });
    });
    expect(checkCall(1)).toEqual({ token: 't2', point: { x: 263, y: 5 } });
    expect(onDone).not.toHaveBeenCalled();
  });

  it('works by keyboard: arrows move the piece (Shift: 10 px), Enter drops it', async () => {
    api.mockResolvedValueOnce(reply(null, '6111'));
    const { handle } = setup();
    fireEvent.keyDown(handle, { key: 'ArrowRight' });
    fireEvent.keyDown(handle, { key: 'ArrowRight' });
    fireEvent.keyDown(handle, { key: 'ArrowRight', shiftKey: true });
    fireEvent.keyDown(handle, { key: 'ArrowLeft' });
    fireEvent.keyDown(handle, { key: 'ArrowLeft', shiftKey: true });
    fireEvent.keyDown(handle, { key: 'ArrowLeft', shiftKey: true });
    expect(handle.getAttribute('aria-valuenow')).toBe('0');
    for (let i = 0; i < 12; i++) fireEvent.keyDown(handle, { key: 'ArrowUp' });
    await act(async () => {
      fireEvent.keyDown(handle, { key: 'Enter' });
    });
    expect(checkCall()).toEqual({ token: 't1', point: { x: 12, y: 5 } });
  });

  it('does not check a piece let go where it started; closing answers null', () => {
    const { onDone, handle } = setup();
    fireEvent.pointerDown(handle, { clientX: 50, pointerId: 1 });
    fireEvent.pointerUp(handle, { clientX: 50, pointerId: 1 });
    expect(api).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onDone).toHaveBeenCalledWith(null);
  });
});

describe('solveCaptcha', () => {
  it('resolves with an empty verification, showing nothing, when the server has puzzles off', async () => {
    api.mockResolvedValueOnce(reply(null));
    await expect(solveCaptcha(puzzleCalls)).resolves.toBe('');
    expect(document.querySelector('[data-testid="slider-captcha"]')).toBeNull();
  });

  it('shows the puzzle and resolves with the verification once solved', async () => {
    vi.useFakeTimers();
    api
      .mockResolvedValueOnce(reply(puzzle('t3')))
      .mockResolvedValueOnce(reply({ token: 't3', captchaVerification: 't3---z', result: true }));
    const solving = solveCaptcha(puzzleCalls);
    await act(async () => {});
    const handle = await vi.waitFor(() => screen.getByTestId('captcha-handle'));
    fireEvent.keyDown(handle, { key: 'End' });
    await act(async () => {
      fireEvent.keyDown(handle, { key: 'Enter' });
    });
    await act(async () => vi.advanceTimersByTime(800));
    await expect(solving).resolves.toBe('t3---z');
    expect(document.querySelector('[data-testid="slider-captcha"]')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import {
  CONFIRM_BYTES,
  CONFIRM_METERED_BYTES,
  KEEP_FREE_BYTES,
  downloadVerdict,
  formatSize,
  isMetered,
  knowsNetworkType,
  mustWaitForWifi,
  nextLessons,
  percentOf,
} from '@/features/study/downloads/rules';

const MB = 1024 * 1024;

describe('when a download may start', () => {
  it('goes ahead up to 100 MB, asks above it', () => {
    expect(downloadVerdict(CONFIRM_BYTES, 10_000 * MB, false)).toEqual({ kind: 'go' });
    expect(downloadVerdict(CONFIRM_BYTES + 1, 10_000 * MB, false)).toEqual({
      kind: 'confirm',
      bytes: CONFIRM_BYTES + 1,
      free: 10_000 * MB,
    });
  });

  it('asks above 10 MB on a cellular or data-saving connection', () => {
    expect(downloadVerdict(CONFIRM_METERED_BYTES, 10_000 * MB, true)).toEqual({ kind: 'go' });
    expect(downloadVerdict(CONFIRM_METERED_BYTES + 1, 10_000 * MB, true).kind).toBe('confirm');
  });

  it('refuses, with both figures, when less than 50 MB would be left', () => {
    const free = 120 * MB;
    expect(downloadVerdict(free - KEEP_FREE_BYTES, free, false)).toEqual({ kind: 'go' });
    expect(downloadVerdict(free - KEEP_FREE_BYTES + 1, free, false)).toEqual({
      kind: 'refuse',
      bytes: free - KEEP_FREE_BYTES + 1,
      free,
    });
    // A refusal wins over a question: a large download that does not fit is refused outright.
    expect(downloadVerdict(CONFIRM_BYTES * 2, CONFIRM_BYTES, false).kind).toBe('refuse');
  });

  it('asks (never refuses) where the browser does not say how much is free', () => {
    expect(downloadVerdict(5 * MB, null, false)).toEqual({ kind: 'go' });
    expect(downloadVerdict(CONFIRM_BYTES + 1, null, false)).toEqual({
      kind: 'confirm',
      bytes: CONFIRM_BYTES + 1,
      free: null,
    });
  });
});

describe('the connection', () => {
  it('is metered on cellular or with the data saver on', () => {
    expect(isMetered({ type: 'cellular' })).toBe(true);
    expect(isMetered({ type: 'wifi', saveData: true })).toBe(true);
    expect(isMetered({ type: 'wifi' })).toBe(false);
    expect(isMetered(undefined)).toBe(false);
  });

  it('"Wi-Fi only" waits on another network the browser can tell, never where it cannot tell', () => {
    expect(mustWaitForWifi(true, { type: 'cellular' })).toBe(true);
    expect(mustWaitForWifi(true, { type: 'wifi' })).toBe(false);
    expect(mustWaitForWifi(true, { type: 'ethernet' })).toBe(false);
    expect(mustWaitForWifi(false, { type: 'cellular' })).toBe(false);
    expect(mustWaitForWifi(true, undefined)).toBe(false);
    expect(mustWaitForWifi(true, { type: 'unknown' })).toBe(false);
    expect(knowsNetworkType(undefined)).toBe(false);
    expect(knowsNetworkType({ type: 'unknown' })).toBe(false);
    expect(knowsNetworkType({ type: 'wifi' })).toBe(true);
  });
});

describe('keeping the next lessons ready', () => {
  const lessons = [
    { id: '1', fileId: '11' },
    { id: '2', fileId: null },
    { id: '3', fileId: '13' },
    { id: '4', fileId: '14' },
    { id: '5', fileId: '15' },
  ];
  it('keeps the next two lessons with a video after the current one', () => {
    expect(nextLessons(lessons, '1').map((l) => l.id)).toEqual(['3', '4']);
    expect(nextLessons(lessons, '4').map((l) => l.id)).toEqual(['5']);
    expect(nextLessons(lessons, '5')).toEqual([]);
    expect(nextLessons(lessons, 'unknown')).toEqual([]);
  });
});

describe('figures', () => {
  it('shows MB below a GB and GB from there', () => {
    expect(formatSize(0)).toBe('0.0 MB');
    expect(formatSize(198_262)).toBe('0.2 MB');
    expect(formatSize(1024 * MB - 1)).toBe('1024.0 MB');
    expect(formatSize(1024 * MB)).toBe('1.0 GB');
  });
  it('rounds the per cent down: a file is 100 % only when whole', () => {
    expect(percentOf(999, 1000)).toBe(99);
    expect(percentOf(1000, 1000)).toBe(100);
    expect(percentOf(2000, 1000)).toBe(100);
    expect(percentOf(0, 0)).toBe(100);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { activateLocale } from '@/lib/i18n';
import { fullTime, localFullTime, timeRange } from '@/lib/format';

describe('timeRange', () => {
  beforeAll(() => activateLocale('en'));

  it('leaves out the end date only when it is the start date', () => {
    expect(timeRange('2026-11-23 18:50:00', '2026-11-23 20:50:00')).toBe('2026-11-23 18:50 – 20:50');
    expect(timeRange('2026-11-23 00:00:00', '2026-11-23 23:59:00')).toBe('2026-11-23 00:00 – 23:59');
  });

  it('shows the end date when the span passes midnight, a month or a year', () => {
    expect(timeRange('2026-11-23 20:50:00', '2026-11-24 18:50:00')).toBe(
      '2026-11-23 20:50 – 2026-11-24 18:50',
    );
    expect(timeRange('2026-11-30 23:00:00', '2026-12-01 01:00:00')).toBe(
      '2026-11-30 23:00 – 2026-12-01 01:00',
    );
    expect(timeRange('2026-12-31 23:00:00', '2027-01-01 01:00:00')).toBe(
      '2026-12-31 23:00 – 2027-01-01 01:00',
    );
  });

  it('reads an open end as "from" or "until", and nothing as empty', async () => {
    expect(timeRange('2026-11-23 18:50:00', null)).toBe('From 2026-11-23 18:50');
    expect(timeRange(undefined, '2026-11-24 18:50:00')).toBe('Until 2026-11-24 18:50');
    expect(timeRange(null, '')).toBe('');
    await activateLocale('zh-cn');
    expect(timeRange('2026-11-23 18:50:00', null)).toBe('2026-11-23 18:50 起');
    expect(timeRange(null, '2026-11-24 18:50:00')).toBe('至 2026-11-24 18:50');
  });
});

describe('fullTime: a moment as the spec displays it, to the second', () => {
  it('keeps the seconds, adds ":00" to a time without them, and shows nothing for none', () => {
    expect(fullTime('2026-12-06 09:05:07')).toBe('2026-12-06 09:05:07');
    expect(fullTime('2026-12-06 23:59:59')).toBe('2026-12-06 23:59:59');
    expect(fullTime('2026-12-06 00:00')).toBe('2026-12-06 00:00:00');
    expect(fullTime(null)).toBe('');
    expect(fullTime('')).toBe('');
  });
});

describe('localFullTime: a moment on this device, to the second', () => {
  it('pads every part, from the first second of a year to the last', () => {
    expect(localFullTime(new Date(2026, 0, 1, 0, 0, 0).getTime())).toBe('2026-01-01 00:00:00');
    expect(localFullTime(new Date(2026, 11, 31, 23, 59, 59, 999).getTime())).toBe('2026-12-31 23:59:59');
    expect(localFullTime(new Date(2026, 11, 6, 9, 5, 7).getTime())).toBe('2026-12-06 09:05:07');
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { activateLocale } from '@/lib/i18n';
import { timeRange } from '@/lib/format';

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

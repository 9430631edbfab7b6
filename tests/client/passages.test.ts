import { describe, expect, it } from 'vitest';
import { AUTO_CHECKOUT_PATTERN, isInside, lastAutoCheckoutMs } from '@contract/passage-rules';

// 2026-12-07 09:00 in China is 01:00 UTC.
const china = (day: number, hhmm: string) =>
  Date.parse(`2026-12-${String(day).padStart(2, '0')}T${hhmm}:00+08:00`);

describe("a session's automatic check-out", () => {
  const opens = china(7, '08:00');

  it('is the last HH:mm China time at or before now, from the day check-in opens', () => {
    expect(lastAutoCheckoutMs('18:00', opens, china(7, '17:59'))).toBeNull();
    expect(lastAutoCheckoutMs('18:00', opens, china(7, '18:00'))).toBe(china(7, '18:00'));
    expect(lastAutoCheckoutMs('18:00', opens, china(8, '09:00'))).toBe(china(7, '18:00'));
    expect(lastAutoCheckoutMs('18:00', opens, china(8, '18:00'))).toBe(china(8, '18:00'));
    // Past midnight in China (still the day before in UTC).
    expect(lastAutoCheckoutMs('00:30', opens, china(9, '00:29'))).toBe(china(8, '00:30'));
    expect(lastAutoCheckoutMs('00:30', opens, china(9, '00:30'))).toBe(china(9, '00:30'));
  });

  it('is none without a time, or with a malformed one', () => {
    expect(lastAutoCheckoutMs(null, opens, china(9, '12:00'))).toBeNull();
    for (const bad of ['24:00', '7:00', '18:60', '18:00:00', ''])
      expect([AUTO_CHECKOUT_PATTERN.test(bad), lastAutoCheckoutMs(bad, opens, china(9, '12:00'))]).toEqual([
        false,
        null,
      ]);
    for (const good of ['00:00', '23:59', '18:30']) expect(AUTO_CHECKOUT_PATTERN.test(good)).toBe(true);
  });
});

describe('who is inside', () => {
  const checkout = china(7, '18:00');
  it('the latest passage let them in, after the last automatic check-out', () => {
    expect(isInside({ out: false, atMs: checkout + 1 }, checkout)).toBe(true);
    expect(isInside({ out: false, atMs: checkout }, checkout)).toBe(false);
    expect(isInside({ out: true, atMs: checkout + 1 }, checkout)).toBe(false);
    expect(isInside({ out: false, atMs: 0 }, null)).toBe(true);
    expect(isInside({ out: true, atMs: 0 }, null)).toBe(false);
  });
});

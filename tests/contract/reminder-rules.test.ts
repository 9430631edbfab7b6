import { describe, expect, it } from 'vitest';
import { textTime } from '../../src/contract/reminder-rules';

/** China's clock is UTC+8: 22:00 there is 14:00 UTC, 08:00 there is 00:00 UTC. */
const china = (day: string, time: string) => new Date(`${day}T${time}+08:00`);

describe('quiet hours move a text to 08:00 (China)', () => {
  it('leaves a text due in the day as it is, up to the last second before 22:00', () => {
    expect(textTime(china('2026-12-08', '08:00:00'))).toEqual(china('2026-12-08', '08:00:00'));
    expect(textTime(china('2026-12-08', '12:30:00'))).toEqual(china('2026-12-08', '12:30:00'));
    expect(textTime(china('2026-12-08', '21:59:59'))).toEqual(china('2026-12-08', '21:59:59'));
  });

  it('moves one due from 22:00 to midnight to the next morning', () => {
    expect(textTime(china('2026-12-08', '22:00:00'))).toEqual(china('2026-12-09', '08:00:00'));
    expect(textTime(china('2026-12-08', '23:59:59'))).toEqual(china('2026-12-09', '08:00:00'));
    // Across a month's and a year's end.
    expect(textTime(china('2026-12-31', '23:00:00'))).toEqual(china('2027-01-01', '08:00:00'));
  });

  it('moves one due after midnight to 08:00 the same day', () => {
    expect(textTime(china('2026-12-09', '00:00:00'))).toEqual(china('2026-12-09', '08:00:00'));
    expect(textTime(china('2026-12-09', '07:59:59'))).toEqual(china('2026-12-09', '08:00:00'));
  });
});

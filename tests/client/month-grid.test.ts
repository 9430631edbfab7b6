import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayForKey,
  daysInMonth,
  firstDayOf,
  intlLocaleOf,
  isoWeekday,
  monthWeeks,
  sameDateIn,
  shiftMonth,
  todayIn,
  weekdays,
} from '@/features/admin/model/month-grid';

const MONDAY = 1;
const SUNDAY = 7;

describe('days of a month', () => {
  it('counts February 29 days in leap years only (every 4th, not centuries unless by 400)', () => {
    expect(daysInMonth({ year: 2024, month: 2 })).toBe(29);
    expect(daysInMonth({ year: 2026, month: 2 })).toBe(28);
    expect(daysInMonth({ year: 1900, month: 2 })).toBe(28);
    expect(daysInMonth({ year: 2000, month: 2 })).toBe(29);
    expect(daysInMonth({ year: 2026, month: 4 })).toBe(30);
    expect(daysInMonth({ year: 2026, month: 12 })).toBe(31);
  });

  it('steps over month, year and leap-day ends', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(shiftMonth({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(shiftMonth({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(shiftMonth({ year: 2026, month: 5 }, -17)).toEqual({ year: 2024, month: 12 });
  });

  it('keeps a date inside a shorter month', () => {
    expect(sameDateIn('2026-01-31', 1)).toBe('2026-02-28');
    expect(sameDateIn('2024-01-31', 1)).toBe('2024-02-29');
    expect(sameDateIn('2024-02-29', 12)).toBe('2025-02-28');
    expect(sameDateIn('2026-03-31', -1)).toBe('2026-02-28');
    expect(sameDateIn('2026-12-15', 1)).toBe('2027-01-15');
  });

  it('names weekdays as ISO does', () => {
    expect(isoWeekday('2026-12-06')).toBe(SUNDAY);
    expect(isoWeekday('2026-12-07')).toBe(MONDAY);
    expect(weekdays(MONDAY)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(weekdays(SUNDAY)).toEqual([7, 1, 2, 3, 4, 5, 6]);
    expect(weekdays(6)).toEqual([6, 7, 1, 2, 3, 4, 5]);
  });
});

describe('the month grid', () => {
  const firstAndLast = (weeks: string[][]) => [weeks[0]?.[0], weeks.at(-1)?.[6]];

  it('is whole weeks from the week of the 1st to the week of the last day', () => {
    for (const year of [2024, 2026, 2027])
      for (let month = 1; month <= 12; month++)
        for (const first of [MONDAY, SUNDAY] as const) {
          const weeks = monthWeeks({ year, month }, first);
          expect(weeks.every((w) => w.length === 7)).toBe(true);
          expect(isoWeekday(weeks[0]![0]!)).toBe(first);
          const days = weeks.flat();
          const own = days.filter((d) => d.startsWith(`${year}-${String(month).padStart(2, '0')}`));
          expect(own).toHaveLength(daysInMonth({ year, month }));
          // No row is only of the months around.
          expect(weeks[0]!.at(-1)!.slice(5, 7)).toBe(String(month).padStart(2, '0'));
          expect(weeks.at(-1)![0]!.slice(5, 7)).toBe(String(month).padStart(2, '0'));
        }
  });

  it('takes 4 rows for a February of 28 days starting on the first weekday', () => {
    // 1 February 2021 was a Monday, 1 February 2015 a Sunday.
    expect(monthWeeks({ year: 2021, month: 2 }, MONDAY)).toHaveLength(4);
    expect(monthWeeks({ year: 2015, month: 2 }, SUNDAY)).toHaveLength(4);
    // A leap February never fits in 4.
    expect(monthWeeks({ year: 2044, month: 2 }, MONDAY)).toHaveLength(5);
  });

  it('takes 6 rows for a long month starting late in the week', () => {
    // 1 March 2026 is a Sunday: the last column of a Monday week, the first of a Sunday week.
    const mondays = monthWeeks({ year: 2026, month: 3 }, MONDAY);
    expect(mondays).toHaveLength(6);
    expect(firstAndLast(mondays)).toEqual(['2026-02-23', '2026-04-05']);
    const sundays = monthWeeks({ year: 2026, month: 3 }, SUNDAY);
    expect(sundays).toHaveLength(5);
    expect(firstAndLast(sundays)).toEqual(['2026-03-01', '2026-04-04']);
    // 1 August 2026 is a Saturday: 6 rows either way.
    expect(monthWeeks({ year: 2026, month: 8 }, MONDAY)).toHaveLength(6);
    expect(monthWeeks({ year: 2026, month: 8 }, SUNDAY)).toHaveLength(6);
  });

  it('starts a month that starts on Monday with it in a Monday week', () => {
    // 1 June 2026 is a Monday.
    expect(firstAndLast(monthWeeks({ year: 2026, month: 6 }, MONDAY))).toEqual(['2026-06-01', '2026-07-05']);
    expect(firstAndLast(monthWeeks({ year: 2026, month: 6 }, SUNDAY))).toEqual(['2026-05-31', '2026-07-04']);
  });

  it('crosses the year in December and January', () => {
    expect(firstAndLast(monthWeeks({ year: 2026, month: 12 }, MONDAY))).toEqual(['2026-11-30', '2027-01-03']);
    expect(firstAndLast(monthWeeks({ year: 2027, month: 1 }, MONDAY))).toEqual(['2026-12-28', '2027-01-31']);
  });
});

describe('keys of the grid', () => {
  it('moves by a day, a week, the week’s ends, a month and a year', () => {
    const from = '2026-12-06'; // a Sunday
    expect(dayForKey(from, 'ArrowLeft', false, MONDAY)).toBe('2026-12-05');
    expect(dayForKey(from, 'ArrowRight', false, MONDAY)).toBe('2026-12-07');
    expect(dayForKey(from, 'ArrowUp', false, MONDAY)).toBe('2026-11-29');
    expect(dayForKey(from, 'ArrowDown', false, MONDAY)).toBe('2026-12-13');
    expect(dayForKey(from, 'Home', false, MONDAY)).toBe('2026-11-30');
    expect(dayForKey(from, 'End', false, MONDAY)).toBe('2026-12-06');
    expect(dayForKey(from, 'Home', false, SUNDAY)).toBe('2026-12-06');
    expect(dayForKey(from, 'End', false, SUNDAY)).toBe('2026-12-12');
    expect(dayForKey(from, 'PageUp', false, MONDAY)).toBe('2026-11-06');
    expect(dayForKey(from, 'PageDown', false, MONDAY)).toBe('2027-01-06');
    expect(dayForKey(from, 'PageUp', true, MONDAY)).toBe('2025-12-06');
    expect(dayForKey('2024-02-29', 'PageDown', true, MONDAY)).toBe('2025-02-28');
    expect(dayForKey(from, 'Enter', false, MONDAY)).toBeNull();
    expect(dayForKey(from, 'a', false, MONDAY)).toBeNull();
  });
});

describe('locale and today', () => {
  it('starts weeks on Monday in Chinese and as the reader’s English does in English', () => {
    expect(intlLocaleOf('zh-cn', ['en-US'])).toBe('zh-CN');
    expect(intlLocaleOf('en', ['zh-CN', 'en-GB'])).toBe('en-GB');
    expect(intlLocaleOf('en', ['zh-CN'])).toBe('en');
    expect(intlLocaleOf('en', ['english'])).toBe('en');
    expect(firstDayOf('zh-CN')).toBe(MONDAY);
    expect(firstDayOf('en')).toBe(SUNDAY);
    expect(firstDayOf('en-US')).toBe(SUNDAY);
    expect(firstDayOf('en-GB')).toBe(MONDAY);
    expect(firstDayOf('not a tag')).toBe(MONDAY);
  });

  it('reads today in the display zone, not the browser’s', () => {
    // 17:30 UTC on 6 December is already the 7th in Shanghai (UTC+8), still the 6th in New York.
    const at = new Date(Date.UTC(2026, 11, 6, 17, 30));
    expect(todayIn('Asia/Shanghai', at)).toBe('2026-12-07');
    expect(todayIn('America/New_York', at)).toBe('2026-12-06');
  });
});

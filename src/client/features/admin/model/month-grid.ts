/**
 * The arithmetic of the home's month calendar, on days as the wire writes them (yyyy-MM-dd). Days are counted in
 * UTC, where every day has 24 hours, so no daylight-saving change moves one.
 */

/** A day of the week as ISO 8601 and Intl's weekInfo count them: 1 Monday … 7 Sunday. */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;
export type YearMonth = { year: number; month: number };

const DAY_MS = 86_400_000;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const toDay = (d: Date) => `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
const parse = (day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
};

/** A day as a Date at its UTC midnight, for Intl to write with `timeZone: 'UTC'`. */
export const dateOf = (day: string) => parse(day);

/** The days of a month: 28 to 31 (February has 29 in a leap year). */
export const daysInMonth = ({ year, month }: YearMonth) => new Date(Date.UTC(year, month, 0)).getUTCDate();

export const isoWeekday = (day: string): IsoWeekday => (((parse(day).getUTCDay() + 6) % 7) + 1) as IsoWeekday;

export const addDays = (day: string, n: number) => toDay(new Date(parse(day).getTime() + n * DAY_MS));

export const monthOf = (day: string): YearMonth => {
  const d = parse(day);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1 };
};

export const shiftMonth = ({ year, month }: YearMonth, n: number): YearMonth => {
  const i = year * 12 + (month - 1) + n;
  return { year: Math.floor(i / 12), month: (i % 12) + 1 };
};

/** The same date `n` months away, kept inside that month (31 January + 1 month is the 28th or 29th). */
export function sameDateIn(day: string, n: number): string {
  const target = shiftMonth(monthOf(day), n);
  const date = Math.min(parse(day).getUTCDate(), daysInMonth(target));
  return `${pad(target.year, 4)}-${pad(target.month)}-${pad(date)}`;
}

/** The first day of the week `day` is in, weeks starting on `firstDay`. */
const weekStart = (day: string, firstDay: IsoWeekday) =>
  addDays(day, -((isoWeekday(day) - firstDay + 7) % 7));

/**
 * The month as a grid of whole weeks: from the week of its 1st to the week of its last day, so 4 rows (a February
 * of 28 days starting on the week's first day), 5, or 6 (a long month starting late in the week). Days of the
 * months around fill the first and last rows.
 */
export function monthWeeks(ym: YearMonth, firstDay: IsoWeekday): string[][] {
  const first = `${pad(ym.year, 4)}-${pad(ym.month)}-01`;
  const last = addDays(first, daysInMonth(ym) - 1);
  const weeks: string[][] = [];
  for (let start = weekStart(first, firstDay); start <= last; start = addDays(start, 7))
    weeks.push(Array.from({ length: 7 }, (_, i) => addDays(start, i)));
  return weeks;
}

/** The weekdays of a row, in order, starting on `firstDay`. */
export const weekdays = (firstDay: IsoWeekday): IsoWeekday[] =>
  Array.from({ length: 7 }, (_, i) => (((firstDay - 1 + i) % 7) + 1) as IsoWeekday);

/**
 * Where a key moves the focus from `day` in the grid (WAI-ARIA's date grid): arrows by a day or a week, Home and
 * End to the week's ends, Page Up / Page Down by a month (with Shift, a year). Null: not a key of the grid.
 */
export function dayForKey(day: string, key: string, shiftKey: boolean, firstDay: IsoWeekday): string | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'Home':
      return weekStart(day, firstDay);
    case 'End':
      return addDays(weekStart(day, firstDay), 6);
    case 'PageUp':
      return sameDateIn(day, shiftKey ? -12 : -1);
    case 'PageDown':
      return sameDateIn(day, shiftKey ? 12 : 1);
    default:
      return null;
  }
}

/** Today in `timeZone` (the display zone: entries' days are that zone's). */
export const todayIn = (timeZone: string, now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    now,
  );

/**
 * The locale whose conventions (first day of the week, how a date is written) the calendar follows: China's in
 * Chinese; in English, the reader's own English (en-GB starts on Monday) when the browser names one, else 'en'.
 */
export function intlLocaleOf(appLocale: string, browserLanguages: readonly string[]): string {
  if (appLocale !== 'en') return 'zh-CN';
  return browserLanguages.find((l) => /^en(-|$)/i.test(l)) ?? 'en';
}

type WeekInfoLocale = Intl.Locale & {
  getWeekInfo?: () => { firstDay: number };
  weekInfo?: { firstDay: number };
};

/** The first day of the week where `locale` is spoken (Intl's weekInfo); Monday (ISO) when the browser has none. */
export function firstDayOf(locale: string): IsoWeekday {
  try {
    const l = new Intl.Locale(locale) as WeekInfoLocale;
    const first = (l.getWeekInfo?.() ?? l.weekInfo)?.firstDay;
    if (first && first >= 1 && first <= 7) return first as IsoWeekday;
  } catch {
    // A malformed tag from the browser: the ISO week.
  }
  return 1;
}

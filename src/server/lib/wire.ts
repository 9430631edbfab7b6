import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import { DISPLAY_TIME_ZONE, RESULT_FAIL, RESULT_OK } from '@contract/constants';
import type { Envelope, Page } from '@contract/envelope';

dayjs.extend(utc);
dayjs.extend(timezone);

export const ok = <T>(data: T): Envelope<T> => ({ code: RESULT_OK, msg: null, data });
export const fail = <T = null>(msg: string, data: T = null as T): Envelope<T> => ({
  code: RESULT_FAIL,
  msg,
  data,
});

// One formatter for the process, asked only for the zone's offset once per quarter hour: formatToParts on every
// field (and dayjs's tz() before it) showed at the top of the check-in profile. Offsets change only on quarter
// hours (DST and zone changes happen on the hour or half hour), so a quarter hour's offset holds for all of it.
const displayParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: DISPLAY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});
const QUARTER_HOUR_MS = 15 * 60_000;
const offsets = new Map<number, number>();

/** Milliseconds to add to an instant to read the display zone's wall clock off its UTC fields. */
function displayOffsetMs(ms: number): number {
  const quarter = Math.floor(ms / QUARTER_HOUR_MS);
  let offset = offsets.get(quarter);
  if (offset === undefined) {
    const at = quarter * QUARTER_HOUR_MS;
    const p: Record<string, string> = {};
    for (const { type, value } of displayParts.formatToParts(at)) p[type] = value;
    offset =
      Date.UTC(
        Number(p.year),
        Number(p.month) - 1,
        Number(p.day),
        Number(p.hour),
        Number(p.minute),
        Number(p.second),
      ) - at;
    if (offsets.size > 10_000) offsets.clear();
    offsets.set(quarter, offset);
  }
  return offset;
}

const two = (n: number) => (n < 10 ? `0${n}` : String(n));

/** pig's time format, shown in the tenant's zone (Asia/Shanghai). */
export function formatTime(d: Date | null | undefined): string | null {
  if (!d) return null;
  const ms = d.getTime();
  if (Number.isNaN(ms)) return null;
  const w = new Date(ms + displayOffsetMs(ms));
  const year = w.getUTCFullYear();
  const yyyy = year < 1000 ? String(year).padStart(4, '0') : year;
  const date = `${yyyy}-${two(w.getUTCMonth() + 1)}-${two(w.getUTCDate())}`;
  return `${date} ${two(w.getUTCHours())}:${two(w.getUTCMinutes())}:${two(w.getUTCSeconds())}`;
}

export const idOf = (n: number | null | undefined): string | null =>
  n === null || n === undefined ? null : String(n);

export const page = <T>(records: T[], total: number, current: number, size: number): Page<T> => ({
  records,
  total: String(total),
  size: String(size),
  current: String(current),
  pages: String(Math.ceil(total / size)),
});

/** Reads pig's time format (seconds optional) in the tenant's zone; undefined and null pass through. */
export function parseTime(s: string): Date;
export function parseTime(s: string | null | undefined): Date | null | undefined;
export function parseTime(s: string | null | undefined): Date | null | undefined {
  if (s === null || s === undefined) return s;
  return dayjs.tz(s.length === 16 ? `${s}:00` : s, DISPLAY_TIME_ZONE).toDate();
}

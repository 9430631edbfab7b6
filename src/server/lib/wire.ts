import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import { DISPLAY_TIME_ZONE } from '@contract/constants';
import type { Envelope, Page } from '@contract/envelope';

dayjs.extend(utc);
dayjs.extend(timezone);

export const ok = <T>(data: T): Envelope<T> => ({ code: 0, msg: null, data });
export const fail = <T = null>(msg: string, data: T = null as T): Envelope<T> => ({ code: 1, msg, data });

// One formatter for the process: dayjs's tz() builds its answer through Intl on every call, which cost about
// 0.15 ms a field and showed at the top of the check-in profile.
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

/** pig's time format, shown in the tenant's zone (Asia/Shanghai). */
export function formatTime(d: Date | null | undefined): string | null {
  if (!d) return null;
  const p: Record<string, string> = {};
  for (const { type, value } of displayParts.formatToParts(d)) p[type] = value;
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

export const idOf = (n: number | null | undefined): string | null => (n === null || n === undefined ? null : String(n));

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

import { t } from '@lingui/core/macro';

/** Money travels in fen; shown as yuan, and "free" for zero. */
export const formatFee = (fen: number): string => (fen === 0 ? t`Free` : `¥${(fen / 100).toFixed(2)}`);

export const formatDuration = (sec: number): string => {
  const s = Math.max(0, Math.round(sec));
  const h = Math.floor(s / 3600);
  const mm = String(Math.floor((s % 3600) / 60)).padStart(h ? 2 : 1, '0');
  const ss = String(s % 60).padStart(2, '0');
  return h ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
};

/** A size as people read it: 812 B, 35.2 KB, 4.8 MB. */
export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KB`;
  return `${(n / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * A moment something happened (sent, submitted, checked in), as the spec displays date-times: pig's
 * "yyyy-MM-dd HH:mm:ss", seconds and all. A wire time without seconds gains ":00".
 */
export const fullTime = (wire: string | null | undefined): string =>
  !wire ? '' : wire.length === 16 ? `${wire}:00` : wire.slice(0, 19);

/** pig's "yyyy-MM-dd HH:mm:ss" without the seconds: times people set to the minute (schedules, windows). */
export const shortTime = (wire: string | null | undefined): string => (wire ? wire.slice(0, 16) : '');

/**
 * A span of wire times for people: the end's date is left out only when it is the start's date
 * ("2026-11-23 18:50 – 20:50"), so a session running past midnight never reads as ending before it starts
 * ("2026-11-23 20:50 – 2026-11-24 18:50"). One end missing reads "from …" or "until …".
 */
export function timeRange(start: string | null | undefined, end: string | null | undefined): string {
  const from = shortTime(start);
  const to = shortTime(end);
  if (from && to) return `${from} – ${to.slice(0, 10) === from.slice(0, 10) ? to.slice(11) : to}`;
  if (from) return t`From ${from}`;
  if (to) return t`Until ${to}`;
  return '';
}

export const localTime = (ms: number): string => {
  const d = new Date(ms);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
};

/** A moment on this device's clock, to the second, as the spec displays date-times. */
export const localFullTime = (ms: number): string =>
  `${localTime(ms)}:${String(new Date(ms).getSeconds()).padStart(2, '0')}`;

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

/** pig's "yyyy-MM-dd HH:mm:ss" without the seconds, for people. */
export const shortTime = (wire: string | null | undefined): string => (wire ? wire.slice(0, 16) : '');

export const localTime = (ms: number): string => {
  const d = new Date(ms);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
};

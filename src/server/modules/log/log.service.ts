import type { LogEntry, LogExportQuery, LogPageQuery, LogSum } from '@contract/log';
import { LOG_EXPORT_MAX, LOG_SUM_DAYS, LOG_SUM_MAX_DAYS } from '@contract/log';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { DomainError } from '../../lib/domain-error';
import { formatTime, page, parseTime } from '../../lib/wire';
import * as repo from './log.repo';
import { breathe, SLICE_ROWS } from '../../lib/pace';

const view = (r: repo.LogRow): LogEntry => ({
  id: String(r.id),
  logType: r.logType === '9' ? '9' : '0',
  title: r.title,
  serviceId: r.serviceId,
  remoteAddr: r.remoteAddr,
  userAgent: r.userAgent,
  requestUri: r.requestUri,
  method: r.method,
  params: r.params,
  time: r.time,
  exception: r.exception,
  createBy: r.createBy,
  createTime: formatTime(r.createTime),
});

/** A day given alone covers that whole day: "to 2026-11-24" includes the 24th. */
const dayEnd = (text: string) => {
  const at = parseTime(text.length === 10 ? `${text} 00:00` : text);
  return text.length === 10 ? new Date(at.getTime() + 86_400_000) : at;
};

const dayStart = (text: string) => parseTime(text.length === 10 ? `${text} 00:00` : text);

/** The page's filters as the repo takes them: a range of days or times, ticked ids. */
const filterOf = (q: Omit<LogExportQuery, 'ids'> & { ids?: string[] }): repo.LogFilter => {
  const [from, to] = q.createTime ?? [];
  return {
    logType: q.logType,
    createBy: q.createBy,
    title: q.title,
    from: from ? dayStart(from) : undefined,
    to: to ? dayEnd(to) : undefined,
    ids: q.ids?.map(Number),
  };
};

export async function logPage(db: Db, tenantId: number, q: LogPageQuery) {
  const { rows, total } = await repo.pageOf(db, tenantId, {
    ...filterOf(q),
    current: q.current,
    size: q.size,
    sort: { ascs: q.ascs, descs: q.descs },
  });
  return page(rows.map(view), total, q.current, q.size);
}

/** The entries of the export: the filter's (or the ticked ones), newest first, at most LOG_EXPORT_MAX. */
export async function exportRows(db: Db, tenantId: number, q: LogExportQuery) {
  const filter = filterOf(q);
  const entries: LogEntry[] = [];
  let after: { createTime: Date | null; id: number } | null = null;
  while (entries.length < LOG_EXPORT_MAX) {
    const rows = await repo.exportPage(
      db,
      tenantId,
      filter,
      after,
      Math.min(EXPORT_PAGE, LOG_EXPORT_MAX - entries.length),
    );
    entries.push(...rows.map(view));
    const last = rows[rows.length - 1];
    if (!last || rows.length < EXPORT_PAGE) break;
    after = { createTime: last.createTime, id: last.id };
    await breathe();
  }
  return entries;
}

/** Entries the export reads at a time (see SLICE_ROWS), the loop free between pages. */
const EXPORT_PAGE = SLICE_ROWS;

const DAY_MS = 86_400_000;
/** The display zone's calendar day of an instant, as yyyy-MM-dd. */
const dayOf = (at: Date) => formatTime(at)?.slice(0, 10) ?? '';

/**
 * pig's /log/sum: for each day of the range (the last LOG_SUM_DAYS days up to today by default), how many
 * entries of each type were written; days without any are there with zeros, so a chart has every day.
 */
export async function logSum(db: Db, tenantId: number, range?: string[]): Promise<LogSum> {
  const [fromText, toText] = range ?? [];
  const to = toText ? dayEnd(toText.slice(0, 10)) : dayEnd(dayOf(new Date()));
  const from = fromText ? dayStart(fromText.slice(0, 10)) : new Date(to.getTime() - LOG_SUM_DAYS * DAY_MS);
  const days = Math.round((to.getTime() - from.getTime()) / DAY_MS);
  if (days > LOG_SUM_MAX_DAYS) throw new DomainError('logRangeTooLong', { n: String(LOG_SUM_MAX_DAYS) });
  const counts = new Map<string, { '0': number; '9': number }>();
  // Noon of each day names it whatever the zone's offset.
  for (let at = from.getTime() + DAY_MS / 2; at < to.getTime(); at += DAY_MS)
    counts.set(dayOf(new Date(at)), { '0': 0, '9': 0 });
  for (const r of await repo.countsByDay(db, tenantId, from, to)) {
    const day = counts.get(r.day);
    if (day) day[r.logType === '9' ? '9' : '0'] += r.n;
  }
  return [...counts].map(([createTime, n]) => ({ createTime, ...n }));
}

export async function remove(db: Db, actor: Actor, ids: number[]) {
  if ((await repo.remove(db, actor.tenantId, ids)) === 0) throw new DomainError('logNotFound', {}, 404);
  return true as const;
}

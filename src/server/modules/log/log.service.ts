import type { LogEntry, LogPageQuery } from '@contract/log';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { DomainError } from '../../lib/domain-error';
import { formatTime, page, parseTime } from '../../lib/wire';
import * as repo from './log.repo';

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

export async function logPage(db: Db, tenantId: number, q: LogPageQuery) {
  const [from, to] = q.createTime ?? [];
  const { rows, total } = await repo.pageOf(db, tenantId, {
    ...q,
    from: from ? parseTime(from.length === 10 ? `${from} 00:00` : from) : undefined,
    to: to ? dayEnd(to) : undefined,
  });
  return page(rows.map(view), total, q.current, q.size);
}

export async function remove(db: Db, actor: Actor, ids: number[]) {
  if ((await repo.remove(db, actor.tenantId, ids)) === 0) throw new DomainError('logNotFound', {}, 404);
  return true as const;
}

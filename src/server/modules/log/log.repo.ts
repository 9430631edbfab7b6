import { and, count, desc, eq, gte, ilike, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { DISPLAY_TIME_ZONE } from '@contract/constants';
import type { LogSortField } from '@contract/log';
import type { Db } from '../../db/client';
import { sysLog } from '../../db/schema';
import { containing } from '../../lib/text';
import { pageRows } from '../../db/paged';
import { orderOf, type SortColumns, type SortQuery } from '../../db/sort';

export type LogRow = typeof sysLog.$inferSelect;

export const insert = (db: Db, row: typeof sysLog.$inferInsert) => db.insert(sysLog).values(row);

export type LogFilter = {
  logType?: string;
  createBy?: string;
  title?: string;
  from?: Date;
  to?: Date;
  ids?: number[];
};

const matching = (tenantId: number, q: LogFilter) =>
  and(
    eq(sysLog.tenantId, tenantId),
    eq(sysLog.delFlag, '0'),
    q.logType ? eq(sysLog.logType, q.logType) : undefined,
    q.createBy ? eq(sysLog.createBy, q.createBy) : undefined,
    q.title ? ilike(sysLog.title, containing(q.title)) : undefined,
    q.from ? gte(sysLog.createTime, q.from) : undefined,
    q.to ? lt(sysLog.createTime, q.to) : undefined,
    q.ids?.length ? inArray(sysLog.id, q.ids) : undefined,
  );

/** The log page's sortable fields (the contract's LogSortField). */
const LOG_SORT: SortColumns<LogSortField> = {
  id: sysLog.id,
  logType: sysLog.logType,
  title: sysLog.title,
  createBy: sysLog.createBy,
  remoteAddr: sysLog.remoteAddr,
  time: sysLog.time,
  createTime: sysLog.createTime,
};

/** One page of the tenant's log, newest first unless a sort is asked for. */
export async function pageOf(
  db: Db,
  tenantId: number,
  q: LogFilter & { current: number; size: number; sort?: SortQuery<LogSortField> },
) {
  const where = matching(tenantId, q);
  const order = orderOf(LOG_SORT, q.sort ?? {}, [desc(sysLog.createTime), desc(sysLog.id)], sysLog.id);
  const [rows, [total]] = await Promise.all([
    pageRows(
      db
        .select()
        .from(sysLog)
        .where(where)
        .orderBy(...order)
        .$dynamic(),
      q.current,
      q.size,
    ),
    db.select({ n: count() }).from(sysLog).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Deletes the tenant's entries of those ids; answers how many went. */
export async function remove(db: Db, tenantId: number, ids: number[]) {
  const gone = await db
    .delete(sysLog)
    .where(and(eq(sysLog.tenantId, tenantId), inArray(sysLog.id, ids)))
    .returning({ id: sysLog.id });
  return gone.length;
}

/**
 * The export's entries a page at a time, in the page's order (newest first; PostgreSQL puts an entry without a
 * time first): the `limit` entries the filter selects after `after`, the last entry of the page before, so each
 * page is one short statement.
 */
export const exportPage = (
  db: Db,
  tenantId: number,
  q: LogFilter,
  after: { createTime: Date | null; id: number } | null,
  limit: number,
) =>
  db
    .select()
    .from(sysLog)
    .where(and(matching(tenantId, q), after ? following(after) : undefined))
    .orderBy(desc(sysLog.createTime), desc(sysLog.id))
    .limit(limit);

/**
 * What comes after an entry in the order by time (descending, no time first), then id (descending); for an entry
 * with a time, a row comparison the (tenant, time, id) index answers as a range.
 */
const following = (after: { createTime: Date | null; id: number }) =>
  after.createTime === null
    ? or(isNotNull(sysLog.createTime), and(isNull(sysLog.createTime), lt(sysLog.id, after.id)))
    : sql`(${sysLog.createTime}, ${sysLog.id}) < (${after.createTime}, ${after.id})`;

/** How many entries of each type were written on each day (the display zone's days) of [from, to). */
export async function countsByDay(db: Db, tenantId: number, from: Date, to: Date) {
  // The zone is our constant, written into the statement: as a parameter, the select and the group by would
  // name it by two different placeholders, and PostgreSQL would not see them as one expression.
  const zone = sql.raw(`'${DISPLAY_TIME_ZONE.replace(/'/g, '')}'`);
  const day = sql<string>`to_char(${sysLog.createTime} AT TIME ZONE ${zone}, 'YYYY-MM-DD')`;
  return db
    .select({ day, logType: sysLog.logType, n: count() })
    .from(sysLog)
    .where(matching(tenantId, { from, to }))
    .groupBy(day, sysLog.logType);
}

import { and, count, desc, eq, gte, ilike, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sysLog } from '../../db/schema';
import { containing } from '../../lib/text';

export type LogRow = typeof sysLog.$inferSelect;

export const insert = (db: Db, row: typeof sysLog.$inferInsert) => db.insert(sysLog).values(row);

/** One page of the tenant's log, newest first. */
export async function pageOf(
  db: Db,
  tenantId: number,
  q: {
    logType?: string;
    createBy?: string;
    title?: string;
    from?: Date;
    to?: Date;
    current: number;
    size: number;
  },
) {
  const where = and(
    eq(sysLog.tenantId, tenantId),
    eq(sysLog.delFlag, '0'),
    q.logType ? eq(sysLog.logType, q.logType) : undefined,
    q.createBy ? eq(sysLog.createBy, q.createBy) : undefined,
    q.title ? ilike(sysLog.title, containing(q.title)) : undefined,
    q.from ? gte(sysLog.createTime, q.from) : undefined,
    q.to ? lt(sysLog.createTime, q.to) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(sysLog)
      .where(where)
      .orderBy(desc(sysLog.createTime), desc(sysLog.id))
      .limit(q.size)
      .offset((q.current - 1) * q.size),
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

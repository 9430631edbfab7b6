import { and, asc, count, desc, eq, gte, ilike, inArray, lte, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sysSchedule } from '../../db/schema';
import { pageRows } from '../../db/paged';
import { containing } from '../../lib/text';

export type ScheduleRow = typeof sysSchedule.$inferSelect;

/** Only ever a person's own entries. */
const own = (tenantId: number, userId: number) =>
  and(eq(sysSchedule.tenantId, tenantId), eq(sysSchedule.userId, userId), eq(sysSchedule.delFlag, '0'));

export type ScheduleFilter = { title?: string; scheduleType?: string; scheduleDate?: string };

/** A page of the person's entries, the latest day first. */
export async function pageOf(
  db: Db,
  tenantId: number,
  userId: number,
  q: ScheduleFilter & { current: number; size: number },
) {
  const where = and(
    own(tenantId, userId),
    q.title ? ilike(sysSchedule.title, containing(q.title)) : undefined,
    q.scheduleType ? eq(sysSchedule.scheduleType, q.scheduleType) : undefined,
    q.scheduleDate ? eq(sysSchedule.scheduleDate, q.scheduleDate) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    pageRows(
      db
        .select()
        .from(sysSchedule)
        .where(where)
        .orderBy(desc(sysSchedule.scheduleDate), desc(sysSchedule.scheduleTime), desc(sysSchedule.id))
        .$dynamic(),
      q.current,
      q.size,
    ),
    db.select({ n: count() }).from(sysSchedule).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The person's entries of [from, to] (days) not in state `ended`, by day and time. */
export async function between(
  db: Db,
  tenantId: number,
  userId: number,
  from: string,
  to: string,
  ended: string,
  limit: number,
) {
  return db
    .select()
    .from(sysSchedule)
    .where(
      and(
        own(tenantId, userId),
        gte(sysSchedule.scheduleDate, from),
        lte(sysSchedule.scheduleDate, to),
        ne(sysSchedule.scheduleState, ended),
      ),
    )
    .orderBy(asc(sysSchedule.scheduleDate), asc(sysSchedule.scheduleTime), asc(sysSchedule.id))
    .limit(limit);
}

export async function byId(db: Db, tenantId: number, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(sysSchedule)
    .where(and(own(tenantId, userId), eq(sysSchedule.id, id)));
  return row;
}

export async function insert(db: Db, row: typeof sysSchedule.$inferInsert) {
  const [created] = await db.insert(sysSchedule).values(row).returning();
  return created;
}

/** Changes one of the person's entries; undefined when they have no such entry. */
export async function update(
  db: Db,
  tenantId: number,
  userId: number,
  id: number,
  set: Partial<typeof sysSchedule.$inferInsert>,
) {
  const [row] = await db
    .update(sysSchedule)
    .set({ ...set, updateTime: new Date() })
    .where(and(own(tenantId, userId), eq(sysSchedule.id, id)))
    .returning({ id: sysSchedule.id });
  return row;
}

/** Deletes (pig's del_flag) those of the ids that are the person's entries: how many. */
export async function remove(db: Db, tenantId: number, userId: number, ids: number[], by: string) {
  const rows = await db
    .update(sysSchedule)
    .set({ delFlag: '1', updateBy: by, updateTime: new Date() })
    .where(and(own(tenantId, userId), inArray(sysSchedule.id, ids)))
    .returning({ id: sysSchedule.id });
  return rows.length;
}

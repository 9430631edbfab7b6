import { and, asc, count, eq, ilike, inArray } from 'drizzle-orm';
import type { ChannelSortField, ChannelType } from '@contract/channel';
import type { Db } from '../../db/client';
import { pageRows } from '../../db/paged';
import { sysSystemConfig as cfg } from '../../db/schema';
import { orderOf, type SortColumns, type SortQuery } from '../../db/sort';
import { containing } from '../../lib/text';

export type ChannelRow = typeof cfg.$inferSelect;

const SORT: SortColumns<ChannelSortField> = {
  id: cfg.id,
  configName: cfg.configName,
  configKey: cfg.configKey,
  configStatus: cfg.configStatus,
  createTime: cfg.createTime,
};

/** One page of a tenant's channels, oldest first unless a sort is asked for; kind, name (contains) and code. */
export async function pageOf(
  db: Db,
  tenantId: number,
  q: {
    configType?: ChannelType;
    configName?: string;
    configKey?: string;
    current: number;
    size: number;
    sort: SortQuery<ChannelSortField>;
  },
) {
  const where = and(
    eq(cfg.tenantId, tenantId),
    q.configType ? eq(cfg.configType, q.configType) : undefined,
    q.configName ? ilike(cfg.configName, containing(q.configName)) : undefined,
    q.configKey ? ilike(cfg.configKey, containing(q.configKey)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    pageRows(
      db
        .select()
        .from(cfg)
        .where(where)
        .orderBy(...orderOf(SORT, q.sort, [asc(cfg.id)], cfg.id))
        .$dynamic(),
      q.current,
      q.size,
    ),
    db.select({ n: count() }).from(cfg).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The channels equal to every field given (pig's details query), at most `limit`. */
export const matching = (
  db: Db,
  tenantId: number,
  q: { id?: number; configType?: string; configKey?: string; configName?: string; configStatus?: string },
  limit: number,
) =>
  db
    .select()
    .from(cfg)
    .where(
      and(
        eq(cfg.tenantId, tenantId),
        q.id === undefined ? undefined : eq(cfg.id, q.id),
        q.configType ? eq(cfg.configType, q.configType) : undefined,
        q.configKey ? eq(cfg.configKey, q.configKey) : undefined,
        q.configName ? eq(cfg.configName, q.configName) : undefined,
        q.configStatus ? eq(cfg.configStatus, q.configStatus) : undefined,
      ),
    )
    .orderBy(asc(cfg.id))
    .limit(limit);

export async function byId(db: Db, tenantId: number, id: number) {
  const [row] = await db
    .select()
    .from(cfg)
    .where(and(eq(cfg.tenantId, tenantId), eq(cfg.id, id)));
  return row;
}

/** A tenant's enabled channels, oldest first (what sending reads, cached per process). */
export const enabledOf = (db: Db, tenantId: number) =>
  db
    .select()
    .from(cfg)
    .where(and(eq(cfg.tenantId, tenantId), eq(cfg.configStatus, '1')))
    .orderBy(asc(cfg.id));

export async function insert(db: Db, row: typeof cfg.$inferInsert) {
  const [created] = await db.insert(cfg).values(row).returning();
  return created;
}

export async function update(
  db: Db,
  tenantId: number,
  id: number,
  set: Partial<Omit<typeof cfg.$inferInsert, 'id' | 'tenantId'>>,
) {
  const [row] = await db
    .update(cfg)
    .set({ ...set, updateTime: new Date() })
    .where(and(eq(cfg.tenantId, tenantId), eq(cfg.id, id)))
    .returning();
  return row;
}

/** Deletes the tenant's channels among these ids; answers the ids deleted. */
export const remove = (db: Db, tenantId: number, ids: number[]) =>
  db
    .delete(cfg)
    .where(and(eq(cfg.tenantId, tenantId), inArray(cfg.id, ids)))
    .returning({ id: cfg.id });

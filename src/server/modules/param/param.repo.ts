import { and, asc, count, eq, ilike, inArray } from 'drizzle-orm';
import type { ParamSortField } from '@contract/param';
import type { Db } from '../../db/client';
import { sysPublicParam } from '../../db/schema';
import { containing } from '../../lib/text';
import { pageRows } from '../../db/paged';
import { orderOf, type SortColumns, type SortQuery } from '../../db/sort';

export type ParamRow = typeof sysPublicParam.$inferSelect;

/** The parameters page's sortable fields (the contract's ParamSortField). */
const PARAM_SORT: SortColumns<ParamSortField> = {
  publicId: sysPublicParam.id,
  publicName: sysPublicParam.publicName,
  publicKey: sysPublicParam.publicKey,
  publicValue: sysPublicParam.publicValue,
  status: sysPublicParam.status,
};

/**
 * One page of the tenant's parameters, by key unless a sort is asked for; filters on name and key (contains) and
 * the system flag.
 */
export async function pageOf(
  db: Db,
  tenantId: number,
  q: {
    publicName?: string;
    publicKey?: string;
    systemFlag?: string;
    current: number;
    size: number;
    sort?: SortQuery<ParamSortField>;
  },
) {
  const where = and(
    eq(sysPublicParam.tenantId, tenantId),
    eq(sysPublicParam.delFlag, '0'),
    q.publicName ? ilike(sysPublicParam.publicName, containing(q.publicName)) : undefined,
    q.publicKey ? ilike(sysPublicParam.publicKey, containing(q.publicKey)) : undefined,
    q.systemFlag ? eq(sysPublicParam.systemFlag, q.systemFlag) : undefined,
  );
  const order = orderOf(PARAM_SORT, q.sort ?? {}, [asc(sysPublicParam.publicKey)], sysPublicParam.id);
  const [rows, [total]] = await Promise.all([
    pageRows(
      db
        .select()
        .from(sysPublicParam)
        .where(where)
        .orderBy(...order)
        .$dynamic(),
      q.current,
      q.size,
    ),
    db.select({ n: count() }).from(sysPublicParam).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function byId(db: Db, tenantId: number, id: number) {
  const [row] = await db
    .select()
    .from(sysPublicParam)
    .where(
      and(eq(sysPublicParam.tenantId, tenantId), eq(sysPublicParam.id, id), eq(sysPublicParam.delFlag, '0')),
    );
  return row;
}

/** The live parameter with that key, or with that name (pig's console checks both as staff type them). */
export async function byKey(db: Db, tenantId: number, key: string, by: 'key' | 'name' = 'key') {
  const [row] = await db
    .select()
    .from(sysPublicParam)
    .where(
      and(
        eq(sysPublicParam.tenantId, tenantId),
        eq(by === 'key' ? sysPublicParam.publicKey : sysPublicParam.publicName, key),
        eq(sysPublicParam.delFlag, '0'),
      ),
    );
  return row;
}

/** The values in force (status '0') of the given keys. */
export const valuesOf = (db: Db, tenantId: number, keys: string[]) =>
  db
    .select({ key: sysPublicParam.publicKey, value: sysPublicParam.publicValue })
    .from(sysPublicParam)
    .where(
      and(
        eq(sysPublicParam.tenantId, tenantId),
        inArray(sysPublicParam.publicKey, keys),
        eq(sysPublicParam.status, '0'),
        eq(sysPublicParam.delFlag, '0'),
      ),
    );

export async function insert(db: Db, row: typeof sysPublicParam.$inferInsert) {
  const [created] = await db.insert(sysPublicParam).values(row).onConflictDoNothing().returning();
  return created;
}

export async function update(
  db: Db,
  tenantId: number,
  id: number,
  change: Partial<typeof sysPublicParam.$inferInsert>,
) {
  const [row] = await db
    .update(sysPublicParam)
    .set({ ...change, updateTime: new Date() })
    .where(
      and(eq(sysPublicParam.tenantId, tenantId), eq(sysPublicParam.id, id), eq(sysPublicParam.delFlag, '0')),
    )
    .returning();
  return row;
}

/** Deletes for good (a key may be added again): the tenant's rows of those ids. */
export const remove = (db: Db, tenantId: number, ids: number[]) =>
  db
    .delete(sysPublicParam)
    .where(and(eq(sysPublicParam.tenantId, tenantId), inArray(sysPublicParam.id, ids)))
    .returning({ id: sysPublicParam.id });

export const byIds = (db: Db, tenantId: number, ids: number[]) =>
  db
    .select()
    .from(sysPublicParam)
    .where(
      and(
        eq(sysPublicParam.tenantId, tenantId),
        inArray(sysPublicParam.id, ids),
        eq(sysPublicParam.delFlag, '0'),
      ),
    );

/** The tenant's parameters of these keys, whatever their status (the site settings form). */
export const byKeys = (db: Db, tenantId: number, keys: string[]) =>
  db
    .select()
    .from(sysPublicParam)
    .where(
      and(
        eq(sysPublicParam.tenantId, tenantId),
        inArray(sysPublicParam.publicKey, keys),
        eq(sysPublicParam.delFlag, '0'),
      ),
    );

/**
 * Sets several values in one transaction: a key the tenant has is changed, a missing one is made (built in:
 * the platform's form writes it). All or nothing.
 */
export const setValues = (
  db: Db,
  tenantId: number,
  values: { key: string; value: string; name: string; type: string }[],
  by: string,
) =>
  db.transaction(async (tx) => {
    for (const v of values)
      await tx
        .insert(sysPublicParam)
        .values({
          tenantId,
          publicKey: v.key,
          publicValue: v.value,
          publicName: v.name,
          publicType: v.type,
          systemFlag: '1',
          createBy: by,
        })
        .onConflictDoUpdate({
          target: [sysPublicParam.tenantId, sysPublicParam.publicKey],
          set: { publicValue: v.value, updateBy: by, updateTime: new Date() },
        });
  });

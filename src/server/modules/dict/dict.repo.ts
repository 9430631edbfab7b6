import { and, asc, count, desc, eq, ilike, inArray, max, ne, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eduCourse, sysDict, sysDictItem } from '../../db/schema';
import { containing } from '../../lib/text';
import { pageRows } from '../../db/paged';

export type DictRow = typeof sysDict.$inferSelect;
export type ItemRow = typeof sysDictItem.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const dictOf = (tenantId: number, ...more: (SQL | undefined)[]) =>
  and(eq(sysDict.tenantId, tenantId), eq(sysDict.delFlag, '0'), ...more);
const itemOf = (tenantId: number, ...more: (SQL | undefined)[]) =>
  and(eq(sysDictItem.tenantId, tenantId), eq(sysDictItem.delFlag, '0'), ...more);

/** One page of the tenant's dictionaries, by type; type and description contain, the system flag is. */
export async function dictPage(
  db: Db,
  tenantId: number,
  q: { dictType?: string; description?: string; systemFlag?: string; current: number; size: number },
) {
  const where = dictOf(
    tenantId,
    q.dictType ? ilike(sysDict.dictType, containing(q.dictType)) : undefined,
    q.description ? ilike(sysDict.description, containing(q.description)) : undefined,
    q.systemFlag ? eq(sysDict.systemFlag, q.systemFlag) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    pageRows(
      db.select().from(sysDict).where(where).orderBy(asc(sysDict.dictType)).$dynamic(),
      q.current,
      q.size,
    ),
    db.select({ n: count() }).from(sysDict).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** pig's /dict/list: every dictionary whose type or description contains `name`, newest first. */
export const dictList = (db: Db, tenantId: number, name?: string) =>
  db
    .select()
    .from(sysDict)
    .where(
      dictOf(
        tenantId,
        name
          ? or(ilike(sysDict.dictType, containing(name)), ilike(sysDict.description, containing(name)))
          : undefined,
      ),
    )
    .orderBy(desc(sysDict.createTime), desc(sysDict.id));

export async function dictById(db: Db | Tx, tenantId: number, id: number) {
  const [row] = await db
    .select()
    .from(sysDict)
    .where(dictOf(tenantId, eq(sysDict.id, id)));
  return row;
}

export async function dictByType(db: Db, tenantId: number, type: string) {
  const [row] = await db
    .select()
    .from(sysDict)
    .where(dictOf(tenantId, eq(sysDict.dictType, type)));
  return row;
}

export const dictsByIds = (db: Db, tenantId: number, ids: number[]) =>
  db
    .select()
    .from(sysDict)
    .where(dictOf(tenantId, inArray(sysDict.id, ids)));

export async function insertDict(db: Db, row: typeof sysDict.$inferInsert) {
  const [created] = await db.insert(sysDict).values(row).returning();
  return created;
}

/** Changes a dictionary; a new type is written on its items too (they carry it for /dict/type/{type}). */
export function updateDict(
  db: Db,
  tenantId: number,
  id: number,
  change: Partial<typeof sysDict.$inferInsert>,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(sysDict)
      .set({ ...change, updateTime: new Date() })
      .where(dictOf(tenantId, eq(sysDict.id, id)))
      .returning();
    if (row && change.dictType)
      await tx
        .update(sysDictItem)
        .set({ dictType: change.dictType })
        .where(and(eq(sysDictItem.tenantId, tenantId), eq(sysDictItem.dictId, id)));
    return row;
  });
}

/** Deletes dictionaries for good, with their items: both or neither. */
export const removeDicts = (db: Db, tenantId: number, ids: number[]) =>
  db.transaction(async (tx) => {
    await tx
      .delete(sysDictItem)
      .where(and(eq(sysDictItem.tenantId, tenantId), inArray(sysDictItem.dictId, ids)));
    await tx.delete(sysDict).where(and(eq(sysDict.tenantId, tenantId), inArray(sysDict.id, ids)));
  });

/** One page of items, in their order; by dictionary (id or type) and label (contains). */
export async function itemPage(
  db: Db,
  tenantId: number,
  q: { dictId?: number; dictType?: string; label?: string; current: number; size: number },
) {
  const where = itemOf(
    tenantId,
    q.dictId ? eq(sysDictItem.dictId, q.dictId) : undefined,
    q.dictType ? eq(sysDictItem.dictType, q.dictType) : undefined,
    q.label ? ilike(sysDictItem.label, containing(q.label)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    pageRows(
      db
        .select()
        .from(sysDictItem)
        .where(where)
        .orderBy(asc(sysDictItem.sortOrder), asc(sysDictItem.id))
        .$dynamic(),
      q.current,
      q.size,
    ),
    db.select({ n: count() }).from(sysDictItem).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The first item matching every given field exactly (pig's uniqueness checks), or undefined. */
export async function itemMatching(
  db: Db,
  tenantId: number,
  q: { dictId?: number; dictType?: string; label?: string; value?: string },
) {
  const [row] = await db
    .select()
    .from(sysDictItem)
    .where(
      itemOf(
        tenantId,
        q.dictId ? eq(sysDictItem.dictId, q.dictId) : undefined,
        q.dictType ? eq(sysDictItem.dictType, q.dictType) : undefined,
        q.label !== undefined ? eq(sysDictItem.label, q.label) : undefined,
        q.value !== undefined ? eq(sysDictItem.itemValue, q.value) : undefined,
      ),
    )
    .orderBy(asc(sysDictItem.sortOrder), asc(sysDictItem.id))
    .limit(1);
  return row;
}

export async function itemById(db: Db, tenantId: number, id: number) {
  const [row] = await db
    .select()
    .from(sysDictItem)
    .where(itemOf(tenantId, eq(sysDictItem.id, id)));
  return row;
}

/** Every item of a dictionary (or of all the tenant's), in order: the export, and a sort's whole list. */
export const itemsOf = (db: Db | Tx, tenantId: number, q: { dictId?: number; dictType?: string }) =>
  db
    .select()
    .from(sysDictItem)
    .where(
      itemOf(
        tenantId,
        q.dictId ? eq(sysDictItem.dictId, q.dictId) : undefined,
        q.dictType ? eq(sysDictItem.dictType, q.dictType) : undefined,
      ),
    )
    .orderBy(asc(sysDictItem.dictType), asc(sysDictItem.sortOrder), asc(sysDictItem.id));

/** The sort order after the dictionary's last item. */
export async function nextSortOrder(db: Db, tenantId: number, dictId: number) {
  const [row] = await db
    .select({ top: max(sysDictItem.sortOrder) })
    .from(sysDictItem)
    .where(itemOf(tenantId, eq(sysDictItem.dictId, dictId)));
  return row?.top === null || row?.top === undefined ? 0 : row.top + 1;
}

export async function insertItem(db: Db, row: typeof sysDictItem.$inferInsert) {
  const [created] = await db.insert(sysDictItem).values(row).returning();
  return created;
}

export async function updateItem(
  db: Db,
  tenantId: number,
  id: number,
  change: Partial<typeof sysDictItem.$inferInsert>,
) {
  const [row] = await db
    .update(sysDictItem)
    .set({ ...change, updateTime: new Date() })
    .where(itemOf(tenantId, eq(sysDictItem.id, id)))
    .returning();
  return row;
}

export const removeItem = (db: Db, tenantId: number, id: number) =>
  db
    .delete(sysDictItem)
    .where(and(eq(sysDictItem.tenantId, tenantId), eq(sysDictItem.id, id)))
    .returning({ id: sysDictItem.id });

/**
 * A new order for a dictionary's items, in one transaction: `order(items)` gets the items as they are (locked,
 * in their order) and answers the ids in their new order, or a reason to change nothing.
 */
export function reorder<E>(
  db: Db,
  tenantId: number,
  dictId: number,
  order: (items: ItemRow[]) => number[] | E,
): Promise<number[] | E> {
  return db.transaction(async (tx) => {
    const items = await tx
      .select()
      .from(sysDictItem)
      .where(itemOf(tenantId, eq(sysDictItem.dictId, dictId)))
      .orderBy(asc(sysDictItem.sortOrder), asc(sysDictItem.id))
      .for('update');
    const ids = order(items);
    if (!Array.isArray(ids)) return ids;
    const before = new Map(items.map((i) => [i.id, i.sortOrder]));
    for (const [index, id] of ids.entries())
      if (before.get(id) !== index)
        await tx
          .update(sysDictItem)
          .set({ sortOrder: index, updateTime: new Date() })
          .where(and(eq(sysDictItem.tenantId, tenantId), eq(sysDictItem.id, id)));
    return ids;
  });
}

/** Up to `limit` titles of the tenant's courses in a category, and how many there are. */
export async function coursesInCategory(db: Db, tenantId: number, category: string, limit = 3) {
  const where = and(
    eq(eduCourse.tenantId, tenantId),
    eq(eduCourse.category, category),
    ne(eduCourse.delFlag, '1'),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ title: eduCourse.title })
      .from(eduCourse)
      .where(where)
      .orderBy(asc(eduCourse.id))
      .limit(limit),
    db.select({ n: count() }).from(eduCourse).where(where),
  ]);
  return { titles: rows.map((r) => r.title), total: total?.n ?? 0 };
}

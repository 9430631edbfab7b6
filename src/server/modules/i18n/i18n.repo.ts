import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { I18nFilter, I18nSortField } from '@contract/i18n';
import type { Db } from '../../db/client';
import { sysI18n } from '../../db/schema';
import { containing } from '../../lib/text';
import { pageRows } from '../../db/paged';
import { orderOf, type SortColumns, type SortQuery } from '../../db/sort';

export type I18nRow = typeof sysI18n.$inferSelect;

const matching = (f: I18nFilter, ids?: number[]): SQL | undefined =>
  and(
    eq(sysI18n.delFlag, '0'),
    f.name ? ilike(sysI18n.name, containing(f.name)) : undefined,
    f.zhCn ? ilike(sysI18n.zhCn, containing(f.zhCn)) : undefined,
    f.en ? ilike(sysI18n.en, containing(f.en)) : undefined,
    f.text
      ? or(
          ilike(sysI18n.name, containing(f.text)),
          ilike(sysI18n.zhCn, containing(f.text)),
          ilike(sysI18n.en, containing(f.text)),
        )
      : undefined,
    ids?.length ? inArray(sysI18n.id, ids) : undefined,
  );

/** The translations page's sortable fields (the contract's I18nSortField). */
const I18N_SORT: SortColumns<I18nSortField> = {
  id: sysI18n.id,
  name: sysI18n.name,
  zhCn: sysI18n.zhCn,
  en: sysI18n.en,
  // The page's Updated column shows the creation of an entry never changed.
  updateTime: sql`coalesce(${sysI18n.updateTime}, ${sysI18n.createTime})`,
};

/** One page of the entries, by key unless a sort is asked for. */
export async function pageOf(
  db: Db,
  f: I18nFilter & { current: number; size: number; sort?: SortQuery<I18nSortField> },
) {
  const where = matching(f);
  const order = orderOf(I18N_SORT, f.sort ?? {}, [asc(sysI18n.name)], sysI18n.id);
  const [rows, [total]] = await Promise.all([
    pageRows(
      db
        .select()
        .from(sysI18n)
        .where(where)
        .orderBy(...order)
        .$dynamic(),
      f.current,
      f.size,
    ),
    db.select({ n: count() }).from(sysI18n).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Every entry the filter (or the ticked ids) selects, by key: the export. */
export const allOf = (db: Db, f: I18nFilter, ids?: number[]) =>
  db.select().from(sysI18n).where(matching(f, ids)).orderBy(asc(sysI18n.name));

export async function byId(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(sysI18n)
    .where(and(eq(sysI18n.id, id), eq(sysI18n.delFlag, '0')));
  return row;
}

/** The first entry whose key, Chinese or English text is exactly the one given (pig's uniqueness checks). */
export async function matchingExactly(db: Db, q: { name?: string; zhCn?: string; en?: string }) {
  const [row] = await db
    .select()
    .from(sysI18n)
    .where(
      and(
        eq(sysI18n.delFlag, '0'),
        q.name !== undefined ? eq(sysI18n.name, q.name) : undefined,
        q.zhCn !== undefined ? eq(sysI18n.zhCn, q.zhCn) : undefined,
        q.en !== undefined ? eq(sysI18n.en, q.en) : undefined,
      ),
    )
    .orderBy(asc(sysI18n.id))
    .limit(1);
  return row;
}

export async function insert(db: Db, row: typeof sysI18n.$inferInsert) {
  const [created] = await db.insert(sysI18n).values(row).onConflictDoNothing().returning();
  return created;
}

export async function update(db: Db, id: number, change: Partial<typeof sysI18n.$inferInsert>) {
  const [row] = await db
    .update(sysI18n)
    .set({ ...change, updateTime: new Date() })
    .where(and(eq(sysI18n.id, id), eq(sysI18n.delFlag, '0')))
    .returning();
  return row;
}

/** Deletes for good (a key may be added again); answers how many went. */
export async function remove(db: Db, ids: number[]) {
  const gone = await db.delete(sysI18n).where(inArray(sysI18n.id, ids)).returning({ id: sysI18n.id });
  return gone.length;
}

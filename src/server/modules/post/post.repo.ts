import { and, asc, count, eq, ilike, inArray } from 'drizzle-orm';
import type { PostSortField } from '@contract/post';
import type { Db } from '../../db/client';
import { sysPost, sysUser, sysUserPost } from '../../db/schema';
import { containing } from '../../lib/text';
import { pageRows } from '../../db/paged';
import { orderOf, type SortColumns, type SortQuery } from '../../db/sort';

export type PostRow = typeof sysPost.$inferSelect;

const live = (tenantId: number) => and(eq(sysPost.tenantId, tenantId), eq(sysPost.delFlag, '0'));

/** The posts page's sortable fields (the contract's PostSortField). */
const POST_SORT: SortColumns<PostSortField> = {
  postId: sysPost.postId,
  postName: sysPost.postName,
  postCode: sysPost.postCode,
  postSort: sysPost.postSort,
  remark: sysPost.remark,
};

/**
 * The tenant's posts by sort order unless a sort is asked for, optionally those whose name contains `postName`,
 * or those of `ids`.
 */
export async function pageOf(
  db: Db,
  tenantId: number,
  q: { postName?: string; ids?: number[]; current: number; size: number; sort?: SortQuery<PostSortField> },
) {
  const where = and(
    live(tenantId),
    q.postName ? ilike(sysPost.postName, containing(q.postName)) : undefined,
    q.ids?.length ? inArray(sysPost.postId, q.ids) : undefined,
  );
  const order = orderOf(
    POST_SORT,
    q.sort ?? {},
    [asc(sysPost.postSort), asc(sysPost.postId)],
    sysPost.postId,
  );
  const [rows, [total]] = await Promise.all([
    pageRows(
      db
        .select()
        .from(sysPost)
        .where(where)
        .orderBy(...order)
        .$dynamic(),
      q.current,
      q.size,
    ),
    db.select({ n: count() }).from(sysPost).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export const all = (db: Db, tenantId: number) =>
  db.select().from(sysPost).where(live(tenantId)).orderBy(asc(sysPost.postSort), asc(sysPost.postId));

export async function byId(db: Db, tenantId: number, id: number) {
  const [row] = await db
    .select()
    .from(sysPost)
    .where(and(live(tenantId), eq(sysPost.postId, id)));
  return row;
}

/** The first post named or coded so (pig's getOne of the non-null fields). */
export async function findBy(db: Db, tenantId: number, q: { postName?: string; postCode?: string }) {
  const [row] = await db
    .select()
    .from(sysPost)
    .where(
      and(
        live(tenantId),
        q.postName ? eq(sysPost.postName, q.postName) : undefined,
        q.postCode ? eq(sysPost.postCode, q.postCode) : undefined,
      ),
    )
    .limit(1);
  return row;
}

export const insertMany = (db: Db, rows: (typeof sysPost.$inferInsert)[]) =>
  db.insert(sysPost).values(rows).returning();

export async function update(
  db: Db,
  tenantId: number,
  id: number,
  change: Partial<typeof sysPost.$inferInsert>,
) {
  const [row] = await db
    .update(sysPost)
    .set({ ...change, updateTime: new Date() })
    .where(and(live(tenantId), eq(sysPost.postId, id)))
    .returning();
  return row;
}

export const byIds = (db: Db, tenantId: number, ids: number[]) =>
  db
    .select()
    .from(sysPost)
    .where(and(live(tenantId), inArray(sysPost.postId, ids)));

/** The first of these posts that a live user holds, with its name. */
export async function firstInUse(db: Db, ids: number[]) {
  const [row] = await db
    .select({ postName: sysPost.postName })
    .from(sysUserPost)
    .innerJoin(sysPost, eq(sysPost.postId, sysUserPost.postId))
    .innerJoin(sysUser, and(eq(sysUser.userId, sysUserPost.userId), eq(sysUser.delFlag, '0')))
    .where(inArray(sysUserPost.postId, ids))
    .limit(1);
  return row;
}

/** Soft delete, as pig (@TableLogic): the code is free again (the unique index covers live rows only). */
export const remove = (db: Db, tenantId: number, ids: number[]) =>
  db
    .update(sysPost)
    .set({ delFlag: '1', updateTime: new Date() })
    .where(and(live(tenantId), inArray(sysPost.postId, ids)))
    .returning({ id: sysPost.postId });

/** Codes of live posts among `codes` (an import's check). */
export const codesTaken = (db: Db, tenantId: number, codes: string[]) =>
  codes.length
    ? db
        .select({ code: sysPost.postCode })
        .from(sysPost)
        .where(and(live(tenantId), inArray(sysPost.postCode, codes)))
        .then((rows) => new Set(rows.map((r) => r.code)))
    : Promise.resolve(new Set<string>());

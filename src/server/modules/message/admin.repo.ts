import { and, asc, count, desc, eq, ilike, inArray, notInArray, sql } from 'drizzle-orm';
import type { MessageSortField } from '@contract/message';
import type { Db } from '../../db/client';
import { pageRows } from '../../db/paged';
import { orderOf, type SortColumns, type SortQuery } from '../../db/sort';
import { sysMessage, sysMessageRelation as rel, sysUser } from '../../db/schema';
import { containing } from '../../lib/text';

/** Staff's side of messages: the tenant's list, one message and its recipients, edits, sending, deletes. */

const live = (tenantId: number) => and(eq(sysMessage.tenantId, tenantId), eq(sysMessage.delFlag, '0'));

// Qualified by hand: inside the subquery drizzle writes a column without its table, and "id" would be the
// recipient row's own.
const recipients = sql<number>`(select count(*) from ${rel} r where r.msg_id = ${sysMessage}.id)`.mapWith(
  Number,
);

/** Staff's messages page's sortable fields (the contract's MessageSortField). */
const MESSAGE_SORT: SortColumns<MessageSortField> = {
  id: sysMessage.id,
  title: sysMessage.title,
  category: sysMessage.category,
  sendFlag: sysMessage.sendFlag,
  recipients,
  createTime: sysMessage.createTime,
};

/**
 * The tenant's messages by title and category, newest first unless a sort is asked for, each with how many people
 * it names.
 */
export async function adminPage(
  db: Db,
  tenantId: number,
  q: { title?: string; category?: string; current: number; size: number; sort?: SortQuery<MessageSortField> },
) {
  const where = and(
    live(tenantId),
    q.title ? ilike(sysMessage.title, containing(q.title)) : undefined,
    q.category ? eq(sysMessage.category, q.category) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    pageRows(
      db
        .select({ message: sysMessage, recipients })
        .from(sysMessage)
        .where(where)
        .orderBy(
          ...orderOf(
            MESSAGE_SORT,
            q.sort ?? {},
            [desc(sysMessage.createTime), desc(sysMessage.id)],
            sysMessage.id,
          ),
        )
        .$dynamic(),
      q.current,
      q.size,
    ),
    db.select({ n: count() }).from(sysMessage).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function byId(db: Db, tenantId: number, id: number) {
  const [row] = await db
    .select()
    .from(sysMessage)
    .where(and(live(tenantId), eq(sysMessage.id, id)));
  return row;
}

/** The people a message names, at most `limit` of them, by user id. */
export const recipientsOf = (db: Db, tenantId: number, msgId: number, limit: number) =>
  db
    .select({
      id: sysUser.userId,
      username: sysUser.username,
      name: sysUser.name,
      avatar: sysUser.avatar,
    })
    .from(rel)
    .innerJoin(sysUser, and(eq(sysUser.userId, rel.userId), eq(sysUser.tenantId, tenantId)))
    .where(and(eq(rel.tenantId, tenantId), eq(rel.msgId, msgId)))
    .orderBy(asc(sysUser.userId))
    .limit(limit);

/** The user ids of a message's recipients, at most `limit` (a caller that gets `limit` assumes more). */
export const recipientIds = (db: Db, tenantId: number, msgIds: number[], limit: number) =>
  db
    .selectDistinct({ userId: rel.userId })
    .from(rel)
    .where(and(eq(rel.tenantId, tenantId), inArray(rel.msgId, msgIds)))
    .limit(limit)
    .then((rows) => rows.map((r) => r.userId));

export async function updateMessage(
  db: Db,
  tenantId: number,
  id: number,
  set: Partial<typeof sysMessage.$inferInsert>,
) {
  const [row] = await db
    .update(sysMessage)
    .set({ ...set, updateTime: new Date() })
    .where(and(live(tenantId), eq(sysMessage.id, id)))
    .returning();
  return row;
}

/** Recipients no longer named leave the message (everyone named stays, with their read flag). */
export const dropRecipientsBut = (db: Db, tenantId: number, msgId: number, keep: number[]) =>
  db
    .delete(rel)
    .where(
      and(
        eq(rel.tenantId, tenantId),
        eq(rel.msgId, msgId),
        keep.length ? notInArray(rel.userId, keep) : undefined,
      ),
    );

/** Soft-deletes the tenant's messages among `ids`; answers those deleted. */
export const removeMessages = (db: Db, tenantId: number, ids: number[], by: string) =>
  db
    .update(sysMessage)
    .set({ delFlag: '1', updateBy: by, updateTime: new Date() })
    .where(and(live(tenantId), inArray(sysMessage.id, ids)))
    .returning();

/** Who of a message's recipients read it, by the recipient's name. */
export async function readPage(
  db: Db,
  tenantId: number,
  msgId: number,
  q: { name?: string; current: number; size: number },
) {
  const where = and(
    eq(rel.tenantId, tenantId),
    eq(rel.msgId, msgId),
    q.name ? ilike(sysUser.name, containing(q.name)) : undefined,
  );
  const user = and(eq(sysUser.userId, rel.userId), eq(sysUser.tenantId, tenantId));
  const [rows, [total]] = await Promise.all([
    pageRows(
      db
        .select({ relation: rel, username: sysUser.username, name: sysUser.name })
        .from(rel)
        .innerJoin(sysUser, user)
        .where(where)
        .orderBy(asc(rel.id))
        .$dynamic(),
      q.current,
      q.size,
    ),
    db.select({ n: count() }).from(rel).innerJoin(sysUser, user).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pageRows } from '../../db/paged';
import {
  sysMenu,
  sysMessage,
  sysMessageRelation as rel,
  sysRole,
  sysRoleMenu,
  sysUser,
  sysUserRole,
} from '../../db/schema';

/** Messages and their recipients: what a reader sees, and the one-statement writes of who receives one. */

export type MessageRow = typeof sysMessage.$inferSelect;

const liveUsers = (tenantId: number) => and(eq(sysUser.tenantId, tenantId), eq(sysUser.delFlag, '0'));
/** What a recipient sees: sent and not deleted. */
const visible = and(eq(sysMessage.sendFlag, '1'), eq(sysMessage.delFlag, '0'));
const own = (tenantId: number, userId: number) => and(eq(rel.tenantId, tenantId), eq(rel.userId, userId));

export async function insertMessage(db: Db, row: typeof sysMessage.$inferInsert) {
  const [created] = await db.insert(sysMessage).values(row).returning();
  if (!created) throw new Error('sys_message insert returned nothing');
  return created;
}

export const removeMessage = (db: Db, id: number) => db.delete(sysMessage).where(eq(sysMessage.id, id));

/** Who receives a message: a query of live users of the tenant (their ids, each once). */
type Users = ReturnType<typeof usersQuery>;
const usersQuery = (db: Db, tenantId: number, ids?: number[]) =>
  db
    .selectDistinct({ userId: sysUser.userId })
    .from(sysUser)
    .where(and(liveUsers(tenantId), ids ? inArray(sysUser.userId, ids) : undefined));

/**
 * Writes the recipients of message `msgId` in one INSERT … SELECT (never a row at a time), each person once;
 * answers the user ids it added. The statement names its columns (the id is the database's own, an identity
 * column, and the flag and times are the columns' defaults), which drizzle's insert-select cannot do.
 */
async function deliver(db: Db, msgId: number, tenantId: number, users: Users) {
  const result = await db.execute(sql`
    insert into ${rel} (msg_id, user_id, tenant_id)
    select ${msgId}::bigint, u.user_id, ${tenantId}::bigint from (${users}) u
    on conflict do nothing
    returning user_id`);
  // Both drivers answer { rows }; node-postgres gives a bigint as text.
  return (result as { rows: { user_id: unknown }[] }).rows.map((r) => Number(r.user_id));
}

/** To these users of the tenant (others are skipped), or to everyone of it when `ids` is undefined. */
export const deliverTo = (db: Db, msgId: number, tenantId: number, ids?: number[]) =>
  deliver(db, msgId, tenantId, usersQuery(db, tenantId, ids));

/**
 * To every user of the tenant whose roles hold `permission`, through the roles' menu grants (the way a user's
 * permissions are read), in the same statement.
 */
export function deliverByPermission(db: Db, msgId: number, tenantId: number, permission: string) {
  const holders = db
    .selectDistinct({ userId: sysUser.userId })
    .from(sysUser)
    .innerJoin(sysUserRole, eq(sysUserRole.userId, sysUser.userId))
    .innerJoin(
      sysRole,
      and(eq(sysRole.roleId, sysUserRole.roleId), eq(sysRole.tenantId, tenantId), eq(sysRole.delFlag, '0')),
    )
    .innerJoin(sysRoleMenu, eq(sysRoleMenu.roleId, sysRole.roleId))
    .innerJoin(
      sysMenu,
      and(
        eq(sysMenu.menuId, sysRoleMenu.menuId),
        eq(sysMenu.permission, permission),
        eq(sysMenu.delFlag, '0'),
      ),
    )
    .where(liveUsers(tenantId));
  return deliver(db, msgId, tenantId, holders);
}

/** Of these ids, the live users of the tenant. */
export async function usersOf(db: Db, tenantId: number, ids: number[]) {
  if (!ids.length) return [];
  return (await usersQuery(db, tenantId, ids)).map((r) => r.userId);
}

/** A reader's sent messages with their read flag, by category and read flag; higher sort, then newest first. */
export async function userPage(
  db: Db,
  tenantId: number,
  userId: number,
  q: { category?: string; readFlag?: string; current: number; size: number },
) {
  const where = and(
    own(tenantId, userId),
    visible,
    q.category ? eq(sysMessage.category, q.category) : undefined,
    q.readFlag ? eq(rel.readFlag, q.readFlag) : undefined,
  );
  const joined = and(eq(sysMessage.id, rel.msgId), eq(sysMessage.tenantId, tenantId));
  const [rows, [total]] = await Promise.all([
    pageRows(
      db
        .select({ message: sysMessage, readFlag: rel.readFlag })
        .from(rel)
        .innerJoin(sysMessage, joined)
        .where(where)
        .orderBy(desc(sysMessage.sort), desc(sysMessage.createTime), desc(sysMessage.id))
        .$dynamic(),
      q.current,
      q.size,
    ),
    db.select({ n: count() }).from(rel).innerJoin(sysMessage, joined).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** How many sent messages each of these users of the tenant has not read (users with none are absent). */
export async function unreadCounts(db: Db, tenantId: number, userIds: number[]) {
  if (!userIds.length) return new Map<number, number>();
  const rows = await db
    .select({ userId: rel.userId, n: count() })
    .from(rel)
    .innerJoin(sysMessage, eq(sysMessage.id, rel.msgId))
    .where(and(eq(rel.tenantId, tenantId), inArray(rel.userId, userIds), eq(rel.readFlag, '0'), visible))
    .groupBy(rel.userId);
  return new Map(rows.map((r) => [r.userId, r.n]));
}

/** A reader's read flag goes to '1' on one message (`msgId`) or all their sent ones; answers how many changed. */
export async function markRead(db: Db, tenantId: number, userId: number, msgId?: number) {
  const sent = db
    .select({ id: sysMessage.id })
    .from(sysMessage)
    .where(and(eq(sysMessage.tenantId, tenantId), visible));
  const rows = await db
    .update(rel)
    .set({ readFlag: '1', updateTime: new Date() })
    .where(
      and(
        own(tenantId, userId),
        eq(rel.readFlag, '0'),
        msgId === undefined ? undefined : eq(rel.msgId, msgId),
        inArray(rel.msgId, sent),
      ),
    )
    .returning({ id: rel.id });
  return rows.length;
}

import { and, count, desc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { FeedbackSortField } from '@contract/feedback';
import type { Db } from '../../db/client';
import { eduEnterprise, eduFeedback, sysDictItem, sysFile, sysUser } from '../../db/schema';
import { containing } from '../../lib/text';
import { pageRows } from '../../db/paged';
import { orderOf, type SortColumns, type SortQuery } from '../../db/sort';

export type FeedbackRow = typeof eduFeedback.$inferSelect;

const own = (tenantId: number, userId: number) =>
  and(eq(eduFeedback.tenantId, tenantId), eq(eduFeedback.userId, userId), eq(eduFeedback.delFlag, '0'));

/** The feedback a queued draft already made (same user, same client key). */
export async function byClientId(db: Db, tenantId: number, userId: number, clientId: string) {
  const [row] = await db
    .select()
    .from(eduFeedback)
    .where(and(own(tenantId, userId), eq(eduFeedback.clientId, clientId)));
  return row;
}

export async function insert(db: Db, row: typeof eduFeedback.$inferInsert) {
  const [created] = await db.insert(eduFeedback).values(row).onConflictDoNothing().returning();
  return created;
}

/** The user's own feedback, newest first, optionally of one status. */
export async function pageOfUser(
  db: Db,
  tenantId: number,
  userId: number,
  q: { status?: string; current: number; size: number },
) {
  const where = and(own(tenantId, userId), q.status ? eq(eduFeedback.status, q.status) : undefined);
  const [rows, [total]] = await Promise.all([
    pageRows(
      db.select().from(eduFeedback).where(where).orderBy(desc(eduFeedback.id)).$dynamic(),
      q.current,
      q.size,
    ),
    db.select({ n: count() }).from(eduFeedback).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Whether `value` is a live item of the tenant's dictionary `dictType`. */
export async function isDictItem(db: Db, tenantId: number, dictType: string, value: string) {
  const [row] = await db
    .select({ id: sysDictItem.id })
    .from(sysDictItem)
    .where(
      and(
        eq(sysDictItem.tenantId, tenantId),
        eq(sysDictItem.dictType, dictType),
        eq(sysDictItem.itemValue, value),
        eq(sysDictItem.delFlag, '0'),
      ),
    );
  return !!row;
}

/** Of these stored names, the documents `username` uploaded in the tenant. */
export async function ownDocuments(db: Db, tenantId: number, username: string, fileNames: string[]) {
  if (!fileNames.length) return [];
  const rows = await db
    .select({ fileName: sysFile.fileName })
    .from(sysFile)
    .where(
      and(
        eq(sysFile.tenantId, tenantId),
        inArray(sysFile.fileName, fileNames),
        eq(sysFile.dir, 'doc'),
        eq(sysFile.createBy, username),
        eq(sysFile.delFlag, '0'),
      ),
    );
  return rows.map((r) => r.fileName);
}

export async function fileOf(db: Db, tenantId: number, fileName: string) {
  const [row] = await db
    .select()
    .from(sysFile)
    .where(and(eq(sysFile.tenantId, tenantId), eq(sysFile.fileName, fileName), eq(sysFile.delFlag, '0')));
  return row;
}

const live = (tenantId: number) => and(eq(eduFeedback.tenantId, tenantId), eq(eduFeedback.delFlag, '0'));

export async function byId(db: Db, tenantId: number, id: number) {
  const [row] = await db
    .select()
    .from(eduFeedback)
    .where(and(live(tenantId), eq(eduFeedback.id, id)));
  return row;
}

/** The inbox's sortable fields (the contract's FeedbackSortField). */
const INBOX_SORT: SortColumns<FeedbackSortField> = {
  id: eduFeedback.id,
  category: eduFeedback.category,
  status: eduFeedback.status,
  username: sysUser.username,
  name: sysUser.name,
  enterpriseName: eduEnterprise.name,
  createTime: eduFeedback.createTime,
  replyTime: eduFeedback.replyTime,
};
export type InboxFilter = { status?: string; category?: string; keyword?: string };

const sender = (tenantId: number) =>
  and(eq(sysUser.userId, eduFeedback.userId), eq(sysUser.tenantId, tenantId));
function inboxWhere(tenantId: number, q: InboxFilter) {
  const kw = q.keyword ? containing(q.keyword) : undefined;
  return and(
    live(tenantId),
    q.status ? eq(eduFeedback.status, q.status) : undefined,
    q.category ? eq(eduFeedback.category, q.category) : undefined,
    kw ? or(ilike(eduFeedback.content, kw), ilike(sysUser.username, kw), ilike(sysUser.name, kw)) : undefined,
  );
}

/** How many feedbacks the inbox holds with this filter (and the console home's count of the open ones). */
export async function inboxTotal(db: Db, tenantId: number, q: InboxFilter): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(eduFeedback)
    .leftJoin(sysUser, sender(tenantId))
    .where(inboxWhere(tenantId, q));
  return row?.n ?? 0;
}

/**
 * Staff's inbox: by status and category; keyword: the text, the sender's username or name; newest first unless
 * a sort is asked for.
 */
export async function inboxPage(
  db: Db,
  tenantId: number,
  q: InboxFilter & { current: number; size: number; sort?: SortQuery<FeedbackSortField> },
) {
  const where = inboxWhere(tenantId, q);
  const enterprise = and(
    eq(eduEnterprise.id, eduFeedback.enterpriseId),
    eq(eduEnterprise.tenantId, tenantId),
  );
  const [rows, total] = await Promise.all([
    pageRows(
      db
        .select({
          feedback: eduFeedback,
          username: sysUser.username,
          name: sysUser.name,
          enterpriseName: eduEnterprise.name,
        })
        .from(eduFeedback)
        .leftJoin(sysUser, sender(tenantId))
        .leftJoin(eduEnterprise, enterprise)
        .where(where)
        .orderBy(...orderOf(INBOX_SORT, q.sort ?? {}, [desc(eduFeedback.id)], eduFeedback.id))
        .$dynamic(),
      q.current,
      q.size,
    ),
    inboxTotal(db, tenantId, q),
  ]);
  return { rows, total };
}

/** Moves a feedback from one of `from` to a state; undefined when it was in none of them (or is not there). */
export async function transition(
  db: Db,
  tenantId: number,
  id: number,
  from: string[],
  set: Partial<typeof eduFeedback.$inferInsert>,
) {
  const [row] = await db
    .update(eduFeedback)
    .set({ ...set, updateTime: new Date() })
    .where(and(live(tenantId), eq(eduFeedback.id, id), inArray(eduFeedback.status, from)))
    .returning();
  return row;
}

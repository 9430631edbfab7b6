import { and, count, desc, eq, ilike, ne, sql } from 'drizzle-orm';
import type { EnterpriseSortField } from '@contract/enterprise';
import type { Db } from '../../../db/client';
import { eduEnterprise, eduEnterpriseMember, sysFile, sysUser } from '../../../db/schema';
import { containing } from '../../../lib/text';
import { pageRows } from '../../../db/paged';
import { orderOf, type SortColumns, type SortQuery } from '../../../db/sort';

export type EnterpriseRow = typeof eduEnterprise.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The tenant's enterprises that are not deleted. */
export const liveEnterprise = (tenantId: number) =>
  and(eq(eduEnterprise.tenantId, tenantId), eq(eduEnterprise.delFlag, '0'));

/** The enterprise the user administers in the tenant. */
export async function byAdmin(db: Db, tenantId: number, userId: number) {
  const [row] = await db
    .select()
    .from(eduEnterprise)
    .where(and(liveEnterprise(tenantId), eq(eduEnterprise.adminUserId, userId)));
  return row;
}

/** The tenant's live enterprise with that credit code, other than `exceptId`. */
export async function byCreditCode(db: Db, tenantId: number, creditCode: string, exceptId?: number) {
  const [row] = await db
    .select({ id: eduEnterprise.id })
    .from(eduEnterprise)
    .where(
      and(
        liveEnterprise(tenantId),
        eq(eduEnterprise.creditCode, creditCode),
        exceptId === undefined ? undefined : ne(eduEnterprise.id, exceptId),
      ),
    );
  return row;
}

export async function insertEnterprise(tx: Tx, row: typeof eduEnterprise.$inferInsert) {
  const [created] = await tx.insert(eduEnterprise).values(row).returning();
  return created;
}

export async function updateEnterprise(
  db: Db,
  tenantId: number,
  id: number,
  set: Partial<typeof eduEnterprise.$inferInsert>,
) {
  const [row] = await db
    .update(eduEnterprise)
    .set({ ...set, updateTime: new Date() })
    .where(and(liveEnterprise(tenantId), eq(eduEnterprise.id, id)))
    .returning();
  return row;
}

/** One of the tenant's live enterprises. */
export async function byId(db: Db, tenantId: number, id: number) {
  const [row] = await db
    .select()
    .from(eduEnterprise)
    .where(and(liveEnterprise(tenantId), eq(eduEnterprise.id, id)));
  return row;
}

/** A business licence uploaded in the tenant (the licence folder, never another's file). */
export async function licenceFile(db: Db, tenantId: number, fileName: string) {
  const [row] = await db
    .select()
    .from(sysFile)
    .where(
      and(
        eq(sysFile.tenantId, tenantId),
        eq(sysFile.fileName, fileName),
        eq(sysFile.dir, 'licence'),
        eq(sysFile.delFlag, '0'),
      ),
    );
  return row;
}

export type EnterpriseFilter = { name?: string; creditCode?: string; status?: string };

const enterpriseWhere = (tenantId: number, f: EnterpriseFilter) =>
  and(
    liveEnterprise(tenantId),
    f.name ? ilike(eduEnterprise.name, containing(f.name)) : undefined,
    f.creditCode ? ilike(eduEnterprise.creditCode, containing(f.creditCode)) : undefined,
    f.status ? eq(eduEnterprise.status, f.status) : undefined,
  );

/** How many enterprises match: the page's total (and the console home's count of those waiting for review). */
export async function enterpriseTotal(db: Db, tenantId: number, f: EnterpriseFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(eduEnterprise).where(enterpriseWhere(tenantId, f));
  return row?.n ?? 0;
}

/** Staff's page of enterprises with their admin and member count, newest first unless a sort is asked for. */
export async function enterprisePage(
  db: Db,
  tenantId: number,
  q: EnterpriseFilter & { current: number; size: number; sort?: SortQuery<EnterpriseSortField> },
) {
  const where = enterpriseWhere(tenantId, q);
  const members = sql<number>`(select count(*) from ${eduEnterpriseMember} m
    where m.tenant_id = ${eduEnterprise.tenantId} and m.enterprise_id = ${eduEnterprise.id}
    and m.del_flag = '0')`.mapWith(Number);
  const sortBy: SortColumns<EnterpriseSortField> = {
    id: eduEnterprise.id,
    name: eduEnterprise.name,
    creditCode: eduEnterprise.creditCode,
    contactName: eduEnterprise.contactName,
    contactPhone: eduEnterprise.contactPhone,
    adminUsername: sysUser.username,
    memberCount: members,
    status: eduEnterprise.status,
    createTime: eduEnterprise.createTime,
    reviewTime: eduEnterprise.reviewTime,
  };
  const [rows, total] = await Promise.all([
    pageRows(
      db
        .select({ enterprise: eduEnterprise, adminUsername: sysUser.username, memberCount: members })
        .from(eduEnterprise)
        .leftJoin(sysUser, and(eq(sysUser.userId, eduEnterprise.adminUserId), eq(sysUser.tenantId, tenantId)))
        .where(where)
        .orderBy(...orderOf(sortBy, q.sort ?? {}, [desc(eduEnterprise.id)], eduEnterprise.id))
        .$dynamic(),
      q.current,
      q.size,
    ),
    enterpriseTotal(db, tenantId, q),
  ]);
  return { rows, total };
}

/** A review, only of a pending enterprise (two reviewers at once: one wins); undefined when it was not pending. */
export async function review(
  db: Db,
  tenantId: number,
  id: number,
  set: { status: 'approved' | 'rejected'; reviewReason: string | null; reviewBy: string },
) {
  const [row] = await db
    .update(eduEnterprise)
    .set({ ...set, reviewTime: new Date(), updateBy: set.reviewBy, updateTime: new Date() })
    .where(and(liveEnterprise(tenantId), eq(eduEnterprise.id, id), eq(eduEnterprise.status, 'pending')))
    .returning();
  return row;
}

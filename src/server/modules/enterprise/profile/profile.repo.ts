import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { eduEnterprise, eduEnterpriseMember, eduInvoiceProfile, sysFile, sysUser } from '../../../db/schema';
import { containing } from '../../../lib/text';
import { pageRows } from '../../../db/paged';

export type EnterpriseRow = typeof eduEnterprise.$inferSelect;
export type InvoiceProfileRow = typeof eduInvoiceProfile.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const liveEnterprise = (tenantId: number) =>
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

const liveProfiles = (tenantId: number, enterpriseId: number) =>
  and(
    eq(eduInvoiceProfile.tenantId, tenantId),
    eq(eduInvoiceProfile.enterpriseId, enterpriseId),
    eq(eduInvoiceProfile.delFlag, '0'),
  );

/** The enterprise's invoice profiles, the default first, then the newest. */
export const profiles = (db: Db, tenantId: number, enterpriseId: number) =>
  db
    .select()
    .from(eduInvoiceProfile)
    .where(liveProfiles(tenantId, enterpriseId))
    .orderBy(desc(eduInvoiceProfile.isDefault), desc(eduInvoiceProfile.id));

export async function profile(db: Db, tenantId: number, enterpriseId: number, id: number) {
  const [row] = await db
    .select()
    .from(eduInvoiceProfile)
    .where(and(liveProfiles(tenantId, enterpriseId), eq(eduInvoiceProfile.id, id)));
  return row;
}

type ProfileFields = Omit<
  typeof eduInvoiceProfile.$inferInsert,
  'id' | 'tenantId' | 'enterpriseId' | 'createTime' | 'updateTime' | 'delFlag'
>;

/**
 * Writes a profile (a new one when `id` is absent) keeping one default per enterprise: a default one takes the
 * mark from the others; the enterprise's only profile is its default.
 */
export function saveProfile(
  db: Db,
  tenantId: number,
  enterpriseId: number,
  fields: ProfileFields,
  id?: number,
) {
  return db.transaction(async (tx) => {
    const others = await tx
      .select({ id: eduInvoiceProfile.id })
      .from(eduInvoiceProfile)
      .where(
        and(
          liveProfiles(tenantId, enterpriseId),
          id === undefined ? undefined : ne(eduInvoiceProfile.id, id),
        ),
      );
    const isDefault = fields.isDefault === true || others.length === 0;
    if (isDefault && others.length)
      await tx
        .update(eduInvoiceProfile)
        .set({ isDefault: false, updateTime: new Date() })
        .where(liveProfiles(tenantId, enterpriseId));
    if (id === undefined) {
      const [row] = await tx
        .insert(eduInvoiceProfile)
        .values({ ...fields, isDefault, tenantId, enterpriseId, createBy: fields.updateBy })
        .returning();
      return row;
    }
    const [row] = await tx
      .update(eduInvoiceProfile)
      .set({ ...fields, isDefault, updateTime: new Date() })
      .where(and(liveProfiles(tenantId, enterpriseId), eq(eduInvoiceProfile.id, id)))
      .returning();
    return row;
  });
}

/** Deletes the enterprise's profiles of `ids` (others' ids are ignored); a deleted default passes to the oldest. */
export function deleteProfiles(db: Db, tenantId: number, enterpriseId: number, ids: number[], by: string) {
  return db.transaction(async (tx) => {
    const gone = await tx
      .update(eduInvoiceProfile)
      .set({ delFlag: '1', isDefault: false, updateBy: by, updateTime: new Date() })
      .where(and(liveProfiles(tenantId, enterpriseId), inArray(eduInvoiceProfile.id, ids)))
      .returning({ id: eduInvoiceProfile.id });
    const rest = await tx
      .select({ id: eduInvoiceProfile.id, isDefault: eduInvoiceProfile.isDefault })
      .from(eduInvoiceProfile)
      .where(liveProfiles(tenantId, enterpriseId))
      .orderBy(asc(eduInvoiceProfile.id));
    const first = rest[0];
    if (first && !rest.some((r) => r.isDefault))
      await tx.update(eduInvoiceProfile).set({ isDefault: true }).where(eq(eduInvoiceProfile.id, first.id));
    return gone.length;
  });
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

const liveMembers = (tenantId: number, enterpriseId: number) =>
  and(
    eq(eduEnterpriseMember.tenantId, tenantId),
    eq(eduEnterpriseMember.enterpriseId, enterpriseId),
    eq(eduEnterpriseMember.delFlag, '0'),
  );

/** Staff's list: the tenant's enterprises by name, credit code and state, newest first, with admin and size. */
export async function enterprisePage(
  db: Db,
  tenantId: number,
  q: { name?: string; creditCode?: string; status?: string; current: number; size: number },
) {
  const where = and(
    liveEnterprise(tenantId),
    q.name ? ilike(eduEnterprise.name, containing(q.name)) : undefined,
    q.creditCode ? ilike(eduEnterprise.creditCode, containing(q.creditCode)) : undefined,
    q.status ? eq(eduEnterprise.status, q.status) : undefined,
  );
  const members = sql<number>`(select count(*) from ${eduEnterpriseMember} m
    where m.tenant_id = ${eduEnterprise.tenantId} and m.enterprise_id = ${eduEnterprise.id}
    and m.del_flag = '0')`.mapWith(Number);
  const [rows, [total]] = await Promise.all([
    pageRows(
      db
        .select({ enterprise: eduEnterprise, adminUsername: sysUser.username, memberCount: members })
        .from(eduEnterprise)
        .leftJoin(sysUser, and(eq(sysUser.userId, eduEnterprise.adminUserId), eq(sysUser.tenantId, tenantId)))
        .where(where)
        .orderBy(desc(eduEnterprise.id))
        .$dynamic(),
      q.current,
      q.size,
    ),
    db.select({ n: count() }).from(eduEnterprise).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
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

/** Whether the user is a live member of the enterprise (helpers of other modules scope by it). */
export async function memberOf(db: Db, tenantId: number, enterpriseId: number, userId: number) {
  const [row] = await db
    .select({ id: eduEnterpriseMember.id })
    .from(eduEnterpriseMember)
    .where(and(liveMembers(tenantId, enterpriseId), eq(eduEnterpriseMember.userId, userId)));
  return !!row;
}

/** The enterprise's live members' user ids (of `userIds` only, when given). */
export async function memberIds(db: Db, tenantId: number, enterpriseId: number, userIds?: number[]) {
  if (userIds && !userIds.length) return [];
  const rows = await db
    .select({ userId: eduEnterpriseMember.userId })
    .from(eduEnterpriseMember)
    .where(
      and(
        liveMembers(tenantId, enterpriseId),
        userIds ? inArray(eduEnterpriseMember.userId, userIds) : undefined,
      ),
    );
  return rows.map((r) => r.userId);
}

/** The enterprise whose live member the user is (any enterprise of the tenant), if any. */
export async function membershipOf(db: Db | Tx, tenantId: number, userId: number) {
  const [row] = await db
    .select({ enterpriseId: eduEnterpriseMember.enterpriseId })
    .from(eduEnterpriseMember)
    .where(
      and(
        eq(eduEnterpriseMember.tenantId, tenantId),
        eq(eduEnterpriseMember.userId, userId),
        eq(eduEnterpriseMember.delFlag, '0'),
      ),
    );
  return row?.enterpriseId;
}

/**
 * A page of the enterprise's members with their accounts, newest first; keyword: name, username or mobile
 * (userId: that member only).
 */
export async function memberPage(
  db: Db,
  tenantId: number,
  enterpriseId: number,
  q: { keyword?: string; userId?: number; current: number; size: number },
) {
  const kw = q.keyword ? containing(q.keyword) : undefined;
  const where: SQL | undefined = and(
    liveMembers(tenantId, enterpriseId),
    q.userId === undefined ? undefined : eq(eduEnterpriseMember.userId, q.userId),
    eq(sysUser.delFlag, '0'),
    kw ? or(ilike(sysUser.name, kw), ilike(sysUser.username, kw), ilike(sysUser.phone, kw)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    pageRows(
      db
        .select({
          userId: sysUser.userId,
          username: sysUser.username,
          name: sysUser.name,
          phone: sysUser.phone,
          lastLoginTime: sysUser.lastLoginTime,
          createTime: eduEnterpriseMember.createTime,
        })
        .from(eduEnterpriseMember)
        .innerJoin(
          sysUser,
          and(eq(sysUser.userId, eduEnterpriseMember.userId), eq(sysUser.tenantId, tenantId)),
        )
        .where(where)
        .orderBy(desc(eduEnterpriseMember.id))
        .$dynamic(),
      q.current,
      q.size,
    ),
    db
      .select({ n: count() })
      .from(eduEnterpriseMember)
      .innerJoin(sysUser, and(eq(sysUser.userId, eduEnterpriseMember.userId), eq(sysUser.tenantId, tenantId)))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The tenant's live accounts with these mobiles. */
export const usersByPhones = (db: Db, tenantId: number, phones: string[]) =>
  phones.length
    ? db
        .select({ userId: sysUser.userId, username: sysUser.username, phone: sysUser.phone })
        .from(sysUser)
        .where(and(eq(sysUser.tenantId, tenantId), inArray(sysUser.phone, phones), eq(sysUser.delFlag, '0')))
    : Promise.resolve([]);

/** The tenant's live accounts with these usernames. */
export const usersByNames = (db: Db, tenantId: number, usernames: string[]) =>
  usernames.length
    ? db
        .select({ userId: sysUser.userId, username: sysUser.username })
        .from(sysUser)
        .where(
          and(eq(sysUser.tenantId, tenantId), inArray(sysUser.username, usernames), eq(sysUser.delFlag, '0')),
        )
    : Promise.resolve([]);

/** Where each of these users is a live member (user id → enterprise id). */
export async function memberships(db: Db, tenantId: number, userIds: number[]) {
  if (!userIds.length) return new Map<number, number>();
  const rows = await db
    .select({ userId: eduEnterpriseMember.userId, enterpriseId: eduEnterpriseMember.enterpriseId })
    .from(eduEnterpriseMember)
    .where(
      and(
        eq(eduEnterpriseMember.tenantId, tenantId),
        inArray(eduEnterpriseMember.userId, userIds),
        eq(eduEnterpriseMember.delFlag, '0'),
      ),
    );
  return new Map(rows.map((r) => [r.userId, r.enterpriseId]));
}

/** Which of these users administer an enterprise of the tenant. */
export async function adminsAmong(db: Db, tenantId: number, userIds: number[]) {
  if (!userIds.length) return new Set<number>();
  const rows = await db
    .select({ userId: eduEnterprise.adminUserId })
    .from(eduEnterprise)
    .where(and(liveEnterprise(tenantId), inArray(eduEnterprise.adminUserId, userIds)));
  return new Set(rows.map((r) => r.userId));
}

export async function insertMember(
  tx: Db | Tx,
  row: { tenantId: number; enterpriseId: number; userId: number; createBy: string },
) {
  await tx.insert(eduEnterpriseMember).values(row);
}

/** Ends the links of these users with the enterprise (others' ids are ignored); the accounts stay. */
export async function removeMembers(
  db: Db,
  tenantId: number,
  enterpriseId: number,
  userIds: number[],
  by: string,
) {
  const gone = await db
    .update(eduEnterpriseMember)
    .set({ delFlag: '1', updateBy: by, updateTime: new Date() })
    .where(and(liveMembers(tenantId, enterpriseId), inArray(eduEnterpriseMember.userId, userIds)))
    .returning({ id: eduEnterpriseMember.id });
  return gone.length;
}

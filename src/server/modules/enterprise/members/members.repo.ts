import { and, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { ROLE_CODES } from '@contract/permissions';
import type { Db } from '../../../db/client';
import {
  eduEnterprise,
  eduEnterpriseMember,
  sysDept,
  sysRole,
  sysUser,
  sysUserRole,
} from '../../../db/schema';
import { containing } from '../../../lib/text';
import { pageRows } from '../../../db/paged';
import { liveEnterprise } from '../profile/profile.repo';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
import { DomainError } from '../../../lib/domain-error';
import { pacer } from '../../../lib/pace';

/** A member to add: an existing account of the tenant (userId), or a new learner named by its mobile. */
export type NewMember = { userId?: number; name: string; phone: string; passwordHash?: string };

/**
 * Adds members in one transaction: new accounts (username = mobile, role ROLE_LEARNER, the tenant's top
 * department, as a registration makes them) and the links. Any failure (a username or member taken meanwhile)
 * leaves none of them. Answers the members' user ids, in order.
 */
export function addMembers(db: Db, tenantId: number, enterpriseId: number, members: NewMember[], by: string) {
  return db.transaction(async (tx) => {
    const [role] = await tx
      .select({ roleId: sysRole.roleId })
      .from(sysRole)
      .where(
        and(
          eq(sysRole.tenantId, tenantId),
          eq(sysRole.roleCode, ROLE_CODES.learner),
          eq(sysRole.delFlag, '0'),
        ),
      );
    const [top] = await tx
      .select({ deptId: sysDept.deptId })
      .from(sysDept)
      .where(and(eq(sysDept.tenantId, tenantId), eq(sysDept.parentId, 0), eq(sysDept.delFlag, '0')))
      .limit(1);
    const userIds: number[] = [];
    const pace = pacer();
    for (const m of members) {
      await pace();
      let userId = m.userId;
      if (userId === undefined) {
        const [user] = await tx
          .insert(sysUser)
          .values({
            tenantId,
            username: m.phone,
            password: m.passwordHash ?? '',
            name: m.name,
            nickname: m.name,
            phone: m.phone,
            deptId: top?.deptId ?? null,
            passwordModifyTime: new Date(),
            createBy: by,
          })
          .onConflictDoNothing()
          .returning({ userId: sysUser.userId });
        if (!user) throw new DomainError('usernameTakenNamed', { username: m.phone });
        if (role) await tx.insert(sysUserRole).values({ userId: user.userId, roleId: role.roleId });
        userId = user.userId;
      }
      await insertMember(tx, { tenantId, enterpriseId, userId, createBy: by });
      userIds.push(userId);
    }
    return userIds;
  });
}

const liveMembers = (tenantId: number, enterpriseId: number) =>
  and(
    eq(eduEnterpriseMember.tenantId, tenantId),
    eq(eduEnterpriseMember.enterpriseId, enterpriseId),
    eq(eduEnterpriseMember.delFlag, '0'),
  );

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

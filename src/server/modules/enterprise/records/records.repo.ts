import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { eduEnterpriseMember, sysUser } from '../../../db/schema';

/** A current member of an enterprise, as a sign-up row names them. */
export type MemberRow = { userId: number; name: string | null; phone: string | null };

const members = (db: Db) =>
  db
    .select({ userId: sysUser.userId, name: sysUser.name, phone: sysUser.phone })
    .from(eduEnterpriseMember)
    .innerJoin(
      sysUser,
      and(eq(sysUser.userId, eduEnterpriseMember.userId), eq(sysUser.tenantId, eduEnterpriseMember.tenantId)),
    )
    .$dynamic();

const current = (tenantId: number, enterpriseId: number) =>
  and(
    eq(eduEnterpriseMember.tenantId, tenantId),
    eq(eduEnterpriseMember.enterpriseId, enterpriseId),
    eq(eduEnterpriseMember.delFlag, '0'),
    eq(sysUser.delFlag, '0'),
  );

/** The enterprise's current members among `userIds` (others' users and strangers are simply absent). */
export async function membersByIds(
  db: Db,
  tenantId: number,
  enterpriseId: number,
  userIds: number[],
): Promise<MemberRow[]> {
  if (!userIds.length) return [];
  return members(db).where(
    and(current(tenantId, enterpriseId), inArray(eduEnterpriseMember.userId, userIds)),
  );
}

/** The enterprise's current members whose mobile is among `phones`. */
export async function membersByPhones(
  db: Db,
  tenantId: number,
  enterpriseId: number,
  phones: string[],
): Promise<MemberRow[]> {
  if (!phones.length) return [];
  return members(db).where(and(current(tenantId, enterpriseId), inArray(sysUser.phone, phones)));
}

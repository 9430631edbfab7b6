import { and, eq } from 'drizzle-orm';
import { ROLE_CODES } from '@contract/permissions';
import type { Db } from '../../../db/client';
import { sysDept, sysRole, sysUser, sysUserRole } from '../../../db/schema';
import { DomainError } from '../../../lib/domain-error';
import { insertMember } from '../profile/profile.repo';
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

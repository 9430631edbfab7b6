import { and, eq } from 'drizzle-orm';
import { ROLE_CODES } from '@contract/permissions';
import type { Db } from '../../db/client';
import { sysDept, sysRole, sysUser, sysUserRole } from '../../db/schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type NewAccount = { tenantId: number; username: string; passwordHash: string; phone: string };

/** A learner of the tenant, in its top department; null when the username was taken meanwhile. */
export const insertLearner = (db: Db, row: NewAccount) => insertAccount(db, row, ROLE_CODES.learner);

/**
 * A user of the tenant with one role, in its top department; null when the username or phone was taken meanwhile.
 * `also` writes in the same transaction what the account comes with (an enterprise's row); it may throw to undo it.
 */
export async function insertAccount(
  db: Db,
  row: NewAccount,
  roleCode: string,
  also?: (tx: Tx, user: typeof sysUser.$inferSelect) => Promise<void>,
) {
  return db.transaction(async (tx) => {
    const [role] = await tx
      .select({ roleId: sysRole.roleId })
      .from(sysRole)
      .where(
        and(eq(sysRole.tenantId, row.tenantId), eq(sysRole.roleCode, roleCode), eq(sysRole.delFlag, '0')),
      );
    const [top] = await tx
      .select({ deptId: sysDept.deptId })
      .from(sysDept)
      .where(and(eq(sysDept.tenantId, row.tenantId), eq(sysDept.parentId, 0), eq(sysDept.delFlag, '0')))
      .limit(1);
    const [user] = await tx
      .insert(sysUser)
      .values({
        tenantId: row.tenantId,
        username: row.username,
        password: row.passwordHash,
        phone: row.phone,
        nickname: row.username,
        deptId: top?.deptId ?? null,
        passwordModifyTime: new Date(),
        createBy: row.username,
      })
      .onConflictDoNothing()
      .returning();
    if (!user) return null;
    if (role) await tx.insert(sysUserRole).values({ userId: user.userId, roleId: role.roleId });
    if (also) await also(tx, user);
    return user;
  });
}

/** Sets a new password: its time restarts the expiry, and a staff-forced change is done. */
export const setPassword = (db: Db, userId: number, passwordHash: string) =>
  db
    .update(sysUser)
    .set({
      password: passwordHash,
      passwordModifyTime: new Date(),
      passwordExpireFlag: '0',
      updateTime: new Date(),
    })
    .where(eq(sysUser.userId, userId));

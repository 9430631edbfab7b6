import { and, asc, eq, gt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sysOauthToken, sysUser, sysUserDept } from '../../db/schema';

export type ProfileChange = Partial<
  Record<'nickname' | 'name' | 'email' | 'avatar' | 'phone', string | null>
> & { updateBy: string };

/** Writes the fields given (the others stay as they are) of one live user of the tenant. */
export async function updateProfile(db: Db, tenantId: number, userId: number, change: ProfileChange) {
  await db
    .update(sysUser)
    .set({ ...change, updateTime: new Date() })
    .where(and(eq(sysUser.tenantId, tenantId), eq(sysUser.userId, userId), eq(sysUser.delFlag, '0')));
}

/**
 * Makes one of the user's extra departments its main (current) one, in one transaction: the former main one
 * becomes an extra department, so the user belongs to the same departments as before.
 */
export const switchMainDept = (
  db: Db,
  tenantId: number,
  userId: number,
  change: { from: number | null; to: number; by: string },
) =>
  db.transaction(async (tx) => {
    await tx
      .update(sysUser)
      .set({ deptId: change.to, updateBy: change.by, updateTime: new Date() })
      .where(and(eq(sysUser.tenantId, tenantId), eq(sysUser.userId, userId), eq(sysUser.delFlag, '0')));
    await tx
      .delete(sysUserDept)
      .where(and(eq(sysUserDept.userId, userId), eq(sysUserDept.deptId, change.to)));
    if (change.from !== null)
      await tx.insert(sysUserDept).values({ userId, deptId: change.from }).onConflictDoNothing();
  });

/**
 * The user's live sessions, oldest first: tokens not revoked whose refresh token still works (an access token
 * that expired is still a session its phone renews). Tokens live in the auth module's table; these two queries
 * are the person settings' own view of it.
 */
export async function liveSessions(db: Db, userId: number, now = new Date()) {
  return db
    .select({
      id: sysOauthToken.id,
      clientId: sysOauthToken.clientId,
      createdAt: sysOauthToken.createdAt,
      expiresAt: sysOauthToken.refreshExpiresAt,
    })
    .from(sysOauthToken)
    .where(
      and(
        eq(sysOauthToken.userId, userId),
        eq(sysOauthToken.revoked, false),
        gt(sysOauthToken.refreshExpiresAt, now),
      ),
    )
    .orderBy(asc(sysOauthToken.createdAt), asc(sysOauthToken.id));
}

/** Revokes every token of the user but one (the caller's); answers how many sessions that ended. */
export async function revokeOtherSessions(db: Db, userId: number, keepTokenId: number): Promise<number> {
  const rows = await db
    .update(sysOauthToken)
    .set({ revoked: true })
    .where(
      and(
        eq(sysOauthToken.userId, userId),
        ne(sysOauthToken.id, keepTokenId),
        eq(sysOauthToken.revoked, false),
        gt(sysOauthToken.refreshExpiresAt, new Date()),
      ),
    )
    .returning({ id: sysOauthToken.id });
  return rows.length;
}

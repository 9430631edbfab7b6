import { and, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sysLog, sysLoginFailure, sysOauthClientDetails, sysOauthToken, sysUser } from '../../db/schema';
import { sha256 } from '../../lib/crypto';

export type ClientRow = typeof sysOauthClientDetails.$inferSelect;
export type TokenRow = typeof sysOauthToken.$inferSelect;

export async function findClient(db: Db, clientId: string): Promise<ClientRow | undefined> {
  const [row] = await db
    .select()
    .from(sysOauthClientDetails)
    .where(and(eq(sysOauthClientDetails.clientId, clientId), eq(sysOauthClientDetails.delFlag, '0')));
  return row;
}

/** When this source failed to log in as this user lately, newest first (at most `limit`). */
export async function recentFailuresFrom(
  db: Db,
  tenantId: number,
  username: string,
  source: string,
  since: Date,
  limit: number,
): Promise<Date[]> {
  const rows = await db
    .select({ at: sysLoginFailure.failedAt })
    .from(sysLoginFailure)
    .where(
      and(
        eq(sysLoginFailure.tenantId, tenantId),
        eq(sysLoginFailure.username, username),
        eq(sysLoginFailure.source, source),
        gt(sysLoginFailure.failedAt, since),
      ),
    )
    .orderBy(desc(sysLoginFailure.failedAt))
    .limit(limit);
  return rows.map((r) => r.at);
}

export const recordFailure = (db: Db, tenantId: number, username: string, source: string) =>
  db.insert(sysLoginFailure).values({ tenantId, username, source });

/** Forgets the failures of one source (a login that worked), or of every source (staff unlocking). */
export const clearFailures = (db: Db, tenantId: number, username: string, source?: string) =>
  db
    .delete(sysLoginFailure)
    .where(
      and(
        eq(sysLoginFailure.tenantId, tenantId),
        eq(sysLoginFailure.username, username),
        source === undefined ? undefined : eq(sysLoginFailure.source, source),
      ),
    );

/** Clears a user's manual lock (lock_flag); answers whether the user exists in the tenant. */
export async function unlockUser(db: Db, tenantId: number, username: string): Promise<boolean> {
  const rows = await db
    .update(sysUser)
    .set({ lockFlag: '0', updateTime: new Date() })
    .where(and(eq(sysUser.tenantId, tenantId), eq(sysUser.username, username), eq(sysUser.delFlag, '0')))
    .returning({ id: sysUser.userId });
  return rows.length > 0;
}

export const insertToken = (db: Db, row: typeof sysOauthToken.$inferInsert) =>
  db.insert(sysOauthToken).values(row);

export async function findByRefresh(db: Db, refreshToken: string): Promise<TokenRow | undefined> {
  const [row] = await db
    .select()
    .from(sysOauthToken)
    .where(eq(sysOauthToken.refreshHash, sha256(refreshToken)));
  return row;
}

export async function findByAccess(db: Db, accessToken: string): Promise<TokenRow | undefined> {
  const [row] = await db
    .select()
    .from(sysOauthToken)
    .where(eq(sysOauthToken.accessHash, sha256(accessToken)));
  return row;
}

/** Revokes one token row; answers whether this call revoked it (false when already revoked). */
export async function revoke(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(sysOauthToken)
    .set({ revoked: true })
    .where(and(eq(sysOauthToken.id, id), eq(sysOauthToken.revoked, false)))
    .returning({ id: sysOauthToken.id });
  return rows.length === 1;
}

/** Ends the user's live sessions; `reason` is what their refresh will answer (a generic "ended" without). */
export async function revokeAllOfUser(db: Db, userId: number, reason?: 'elsewhere') {
  await db
    .update(sysOauthToken)
    .set({ revoked: true, revokedReason: reason ?? null })
    .where(and(eq(sysOauthToken.userId, userId), eq(sysOauthToken.revoked, false)));
}

export const writeLog = (db: Db, row: typeof sysLog.$inferInsert) => db.insert(sysLog).values(row);

/** A live (unrevoked, unexpired) access token by its hash, with its user's lock and delete flags. */
export async function liveTokenByHash(db: Db, hash: string, now = new Date()) {
  const [row] = await db
    .select({
      id: sysOauthToken.id,
      userId: sysOauthToken.userId,
      tenantId: sysOauthToken.tenantId,
      clientId: sysOauthToken.clientId,
      expiresAt: sysOauthToken.accessExpiresAt,
      username: sysUser.username,
      lockFlag: sysUser.lockFlag,
      delFlag: sysUser.delFlag,
    })
    .from(sysOauthToken)
    .innerJoin(sysUser, eq(sysUser.userId, sysOauthToken.userId))
    .where(
      and(
        eq(sysOauthToken.accessHash, hash),
        eq(sysOauthToken.revoked, false),
        gt(sysOauthToken.accessExpiresAt, now),
      ),
    );
  return row;
}

/** A grant proved who the user is (password, SMS or social; not a token refresh): the time shows as last login. */
export async function markSignedIn(db: Db, tenantId: number, userId: number) {
  await db
    .update(sysUser)
    .set({ lastLoginTime: new Date() })
    .where(and(eq(sysUser.tenantId, tenantId), eq(sysUser.userId, userId)));
}

import { and, count, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sysLog, sysLoginFailure, sysOauthClientDetails, sysOauthToken } from '../../db/schema';
import { sha256 } from '../../lib/crypto';
import { forgetTokens } from './token-cache';

export type ClientRow = typeof sysOauthClientDetails.$inferSelect;
export type TokenRow = typeof sysOauthToken.$inferSelect;

export async function findClient(db: Db, clientId: string): Promise<ClientRow | undefined> {
  const [row] = await db.select().from(sysOauthClientDetails).where(and(eq(sysOauthClientDetails.clientId, clientId), eq(sysOauthClientDetails.delFlag, '0')));
  return row;
}

export async function recentFailures(db: Db, tenantId: number, username: string, since: Date): Promise<number> {
  const [row] = await db.select({ n: count() }).from(sysLoginFailure).where(and(eq(sysLoginFailure.tenantId, tenantId), eq(sysLoginFailure.username, username), gt(sysLoginFailure.failedAt, since)));
  return row?.n ?? 0;
}

export const recordFailure = (db: Db, tenantId: number, username: string) => db.insert(sysLoginFailure).values({ tenantId, username });

export const clearFailures = (db: Db, tenantId: number, username: string) =>
  db.delete(sysLoginFailure).where(and(eq(sysLoginFailure.tenantId, tenantId), eq(sysLoginFailure.username, username)));

export const insertToken = (db: Db, row: typeof sysOauthToken.$inferInsert) => db.insert(sysOauthToken).values(row);

export async function findByRefresh(db: Db, refreshToken: string): Promise<TokenRow | undefined> {
  const [row] = await db.select().from(sysOauthToken).where(eq(sysOauthToken.refreshHash, sha256(refreshToken)));
  return row;
}

export async function findByAccess(db: Db, accessToken: string): Promise<TokenRow | undefined> {
  const [row] = await db.select().from(sysOauthToken).where(eq(sysOauthToken.accessHash, sha256(accessToken)));
  return row;
}

/** Revokes one token row; answers whether this call revoked it (false when already revoked). */
export async function revoke(db: Db, id: number): Promise<boolean> {
  const rows = await db.update(sysOauthToken).set({ revoked: true }).where(and(eq(sysOauthToken.id, id), eq(sysOauthToken.revoked, false))).returning({ id: sysOauthToken.id });
  forgetTokens(); // after the write, so no request in between can cache the token again
  return rows.length === 1;
}

export async function revokeAllOfUser(db: Db, userId: number) {
  await db.update(sysOauthToken).set({ revoked: true }).where(eq(sysOauthToken.userId, userId));
  forgetTokens();
}

export const writeLog = (db: Db, row: typeof sysLog.$inferInsert) => db.insert(sysLog).values(row);

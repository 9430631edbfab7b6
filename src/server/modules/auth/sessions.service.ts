import type { News } from '../../lib/news';
import type { Db } from '../../db/client';
import { sha256 } from '../../lib/crypto';
import type { Actor } from '../../lib/actor';
import { DomainError } from '../../lib/domain-error';
import * as repo from './auth.repo';
import { audit, type AuditContext } from './audit.service';
import type { ResolvedToken, TokenCache } from './token.cache';

/* Sessions after they are issued: logout, staff unlocks, pig's check_token and the bearer lookup of every request. */

/** Revokes the bearer token (and its refresh token); logging out twice, or with no token, is not an error. */
export async function logout(db: Db, news: News, bearer: string | null, a: AuditContext): Promise<true> {
  const row = bearer ? await repo.findByAccess(db, bearer) : undefined;
  if (row && (await repo.revoke(db, row.id))) {
    // Every process forgets the token before this answers: the next request anywhere is refused.
    await news.publish('sessions-changed');
    await audit(db, a, '退出登录', String(row.userId), row.tenantId, row.clientId);
  }
  return true;
}

/** Staff lift a lockout: failed logins of every source forgotten, the manual lock cleared; audited. */
export async function unlockAccount(db: Db, news: News, actor: Actor, username: string, a: AuditContext) {
  if (!(await repo.unlockUser(db, actor.tenantId, username))) throw new DomainError('userNotFound', {}, 404);
  await repo.clearFailures(db, actor.tenantId, username);
  await news.publish('sessions-changed');
  await audit(db, a, `解锁账号 ${username}`, actor.username, actor.tenantId);
  return true as const;
}

/** pig's check_token: the token's times when it is live, else null. */
export async function checkToken(db: Db, token: string) {
  const row = await repo.findByAccess(db, token);
  if (!row || row.revoked || row.accessExpiresAt.getTime() <= Date.now()) return null;
  return {
    tokenValue: token,
    issuedAt: row.createdAt.toISOString(),
    expiresAt: row.accessExpiresAt.toISOString(),
    tokenType: 'Bearer' as const,
    scopes: ['server'],
  };
}

/** A bearer token's live session, or null (unknown, expired, revoked, user locked or deleted). */
export async function resolveBearer(
  db: Db,
  tokens: TokenCache,
  token: string,
): Promise<ResolvedToken | null> {
  const hash = sha256(token);
  const cached = tokens.get(hash);
  if (cached) return cached;
  const since = tokens.generation();
  const row = await repo.liveTokenByHash(db, hash);
  if (!row || row.lockFlag !== '0' || row.delFlag !== '0') return null;
  const auth = {
    userId: row.userId,
    username: row.username,
    tenantId: row.tenantId,
    clientId: row.clientId,
    tokenId: row.id,
  };
  tokens.remember(hash, auth, row.expiresAt, Date.now(), since);
  return auth;
}

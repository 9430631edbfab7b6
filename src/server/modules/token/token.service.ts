import type { News } from '../../lib/news';
import type { OnlineToken, TokenSortField } from '@contract/token';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { DomainError } from '../../lib/domain-error';
import { formatTime, page } from '../../lib/wire';
import * as repo from './token.repo';

/**
 * The online sessions (pig's 令牌管理). Only hashes of tokens are stored, so a row cannot show its token: where
 * pig answers the access token, `accessToken` carries the session's id, which the delete calls take back.
 */
export async function onlinePage(
  db: Db,
  tenantId: number,
  q: { username?: string; current: number; size: number; ascs?: TokenSortField[]; descs?: TokenSortField[] },
) {
  const { rows, total } = await repo.livePage(db, tenantId, { ...q, sort: { ascs: q.ascs, descs: q.descs } });
  const records: OnlineToken[] = rows.map((r) => ({
    id: String(r.id),
    accessToken: String(r.id),
    userId: String(r.userId),
    username: r.username,
    clientId: r.clientId,
    issuedAt: formatTime(r.createdAt),
    expiresAt: formatTime(r.accessExpiresAt),
    refreshExpiresAt: formatTime(r.refreshExpiresAt),
  }));
  return page(records, total, q.current, q.size);
}

/** Kicks sessions out: revoked at once, and every process forgets them before this answers. */
export async function kickOut(db: Db, news: News, actor: Actor, ids: number[]) {
  const ended = await repo.revokeInTenant(db, actor.tenantId, ids);
  if (ended === 0) throw new DomainError('tokenNotFound', {}, 404);
  await news.publish('sessions-changed');
  return true as const;
}

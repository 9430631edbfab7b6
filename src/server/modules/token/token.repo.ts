import { and, asc, count, eq, gt, ilike, inArray } from 'drizzle-orm';
import type { TokenSortField } from '@contract/token';
import type { Db } from '../../db/client';
import { sysOauthToken, sysUser } from '../../db/schema';
import { containing } from '../../lib/text';
import { pageRows } from '../../db/paged';
import { orderOf, type SortColumns, type SortQuery } from '../../db/sort';

/** The sessions page's sortable fields (the contract's TokenSortField). */
const TOKEN_SORT: SortColumns<TokenSortField> = {
  id: sysOauthToken.id,
  username: sysUser.username,
  clientId: sysOauthToken.clientId,
  issuedAt: sysOauthToken.createdAt,
  refreshExpiresAt: sysOauthToken.refreshExpiresAt,
};

/**
 * Live sessions (not revoked, refresh still valid) of the tenant, oldest first unless a sort is asked for, with
 * their user's name.
 */
export async function livePage(
  db: Db,
  tenantId: number,
  q: { username?: string; current: number; size: number; sort?: SortQuery<TokenSortField> },
  now = new Date(),
) {
  const where = and(
    eq(sysOauthToken.tenantId, tenantId),
    eq(sysOauthToken.revoked, false),
    gt(sysOauthToken.refreshExpiresAt, now),
    q.username ? ilike(sysUser.username, containing(q.username)) : undefined,
  );
  const fallback = [asc(sysOauthToken.createdAt), asc(sysOauthToken.id)];
  const order = orderOf(TOKEN_SORT, q.sort ?? {}, fallback, sysOauthToken.id);
  const [rows, [total]] = await Promise.all([
    pageRows(
      db
        .select({
          id: sysOauthToken.id,
          userId: sysOauthToken.userId,
          username: sysUser.username,
          clientId: sysOauthToken.clientId,
          createdAt: sysOauthToken.createdAt,
          accessExpiresAt: sysOauthToken.accessExpiresAt,
          refreshExpiresAt: sysOauthToken.refreshExpiresAt,
        })
        .from(sysOauthToken)
        .innerJoin(sysUser, eq(sysUser.userId, sysOauthToken.userId))
        .where(where)
        .orderBy(...order)
        .$dynamic(),
      q.current,
      q.size,
    ),
    db
      .select({ n: count() })
      .from(sysOauthToken)
      .innerJoin(sysUser, eq(sysUser.userId, sysOauthToken.userId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Revokes the tenant's sessions of those ids; answers how many were live. */
export async function revokeInTenant(db: Db, tenantId: number, ids: number[]) {
  const rows = await db
    .update(sysOauthToken)
    .set({ revoked: true })
    .where(
      and(
        eq(sysOauthToken.tenantId, tenantId),
        inArray(sysOauthToken.id, ids),
        eq(sysOauthToken.revoked, false),
      ),
    )
    .returning({ id: sysOauthToken.id });
  return rows.length;
}

/**
 * Resolved bearer tokens, kept by each process for a few seconds: every authenticated request needs its
 * token, and a check-in burst or a class of learners sending heartbeats would otherwise spend a query on it
 * each time. A revocation made through this process (logout, single-login policy) forgets everything at once;
 * another instance behind the same PostgreSQL stops accepting a revoked token within TOKEN_CACHE_MS.
 * Keys are token hashes, never tokens.
 */
export type ResolvedToken = { userId: number; username: string; tenantId: number; clientId: string; tokenId: number };

const TOKEN_CACHE_MS = 5_000;
const MAX_ENTRIES = 10_000;
const entries = new Map<string, { at: number; expiresAt: number; auth: ResolvedToken }>();

export function cachedToken(hash: string, now = Date.now()): ResolvedToken | undefined {
  const hit = entries.get(hash);
  if (!hit) return undefined;
  if (now - hit.at >= TOKEN_CACHE_MS || now >= hit.expiresAt) {
    entries.delete(hash);
    return undefined;
  }
  return hit.auth;
}

export function rememberToken(hash: string, auth: ResolvedToken, expiresAt: Date, now = Date.now()) {
  if (entries.size >= MAX_ENTRIES) entries.clear();
  entries.set(hash, { at: now, expiresAt: expiresAt.getTime(), auth });
}

/** Called by every write that revokes tokens or locks users. */
export function forgetTokens() {
  entries.clear();
}

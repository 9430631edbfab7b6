import type { Bus } from '../../lib/bus';

/**
 * Resolved bearer tokens, kept by each process for a few seconds: every authenticated request needs its
 * token, and a check-in burst or a class of learners sending heartbeats would otherwise spend a query on it
 * each time. Any revocation or lock, in any process, is news on the bus, and every process forgets everything
 * at once; while a process cannot hear the bus it does not use the cache at all. Keys are token hashes. A lookup
 * that started before the news (and may have read the token still live) is not remembered after it: every
 * forget starts a new generation, and `remember` takes the generation its lookup started in.
 */
export type ResolvedToken = {
  userId: number;
  username: string;
  tenantId: number;
  clientId: string;
  tokenId: number;
};
export type TokenCache = ReturnType<typeof createTokenCache>;

const TOKEN_CACHE_MS = 5_000;
const MAX_ENTRIES = 10_000;

export function createTokenCache(bus: Pick<Bus, 'on' | 'listening'>) {
  const entries = new Map<string, { at: number; expiresAt: number; auth: ResolvedToken }>();
  let generation = 0;
  const forget = () => {
    generation++;
    entries.clear();
  };
  bus.on('sessions-changed', forget);
  return {
    get(hash: string, now = Date.now()): ResolvedToken | undefined {
      const hit = entries.get(hash);
      if (!hit) return undefined;
      if (!bus.listening() || now - hit.at >= TOKEN_CACHE_MS || now >= hit.expiresAt) {
        entries.delete(hash);
        return undefined;
      }
      return hit.auth;
    },
    /** The generation a lookup starts in, to hand to `remember`. */
    generation: () => generation,
    remember(hash: string, auth: ResolvedToken, expiresAt: Date, now = Date.now(), since = generation) {
      if (!bus.listening() || since !== generation) return;
      if (entries.size >= MAX_ENTRIES) entries.clear();
      entries.set(hash, { at: now, expiresAt: expiresAt.getTime(), auth });
    },
    forget,
  };
}

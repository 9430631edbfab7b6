import { lte, sql } from 'drizzle-orm';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from './client';
import { sysRateLimit } from './schema';

type Callback = (err: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * @fastify/rate-limit's store on PostgreSQL, so every process behind one database counts the same requests
 * (Redis does it when REDIS_URL is set). One upsert per counted request; a window that ended starts again.
 */
export function pgRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  return class PgRateLimitStore implements FastifyRateLimitStore {
    prefix = '';

    incr(key: string, cb: Callback, timeWindow: number) {
      const k = `${this.prefix}${key}`.slice(0, 255);
      const fresh = sql`now() + ${`${timeWindow} milliseconds`}::interval`;
      const ended = sql`${sysRateLimit.resetAt} <= now()`;
      db.insert(sysRateLimit)
        .values({ key: k, hits: 1, resetAt: fresh })
        .onConflictDoUpdate({
          target: sysRateLimit.key,
          set: {
            hits: sql`case when ${ended} then 1 else ${sysRateLimit.hits} + 1 end`,
            resetAt: sql`case when ${ended} then ${fresh} else ${sysRateLimit.resetAt} end`,
          },
        })
        .returning({ hits: sysRateLimit.hits, resetAt: sysRateLimit.resetAt })
        .then(([row]) => {
          if (Math.random() < 0.01) void db.delete(sysRateLimit).where(lte(sysRateLimit.resetAt, new Date()));
          cb(null, { current: row?.hits ?? 1, ttl: Math.max(0, (row?.resetAt.getTime() ?? 0) - Date.now()) });
        }, cb);
    }

    read(key: string, cb: Callback) {
      db.select()
        .from(sysRateLimit)
        .where(
          sql`${sysRateLimit.key} = ${`${this.prefix}${key}`.slice(0, 255)} and ${sysRateLimit.resetAt} > now()`,
        )
        .then(
          ([row]) => cb(null, { current: row?.hits ?? 0, ttl: row ? row.resetAt.getTime() - Date.now() : 0 }),
          cb,
        );
    }

    /**
     * A route's own counters: keyed by its method and URL too. The plugin hands over the route's merged limit
     * settings with the route under `routeInfo` (as its Redis store reads it); a limiter made in code, with no
     * route, keeps the counters of its own `groupId`.
     */
    child(declared: Parameters<FastifyRateLimitStore['child']>[0]) {
      // The package's types declare the route itself; at run time it is the merged settings described above.
      const params = declared as unknown as {
        routeInfo?: { method?: string | string[]; url?: string };
        groupId?: string;
      };
      const store = new PgRateLimitStore();
      const route = params.routeInfo;
      store.prefix = route?.url
        ? `${[route.method ?? ''].flat().join(',')} ${route.url}:`
        : `group ${params.groupId ?? ''}:`;
      return store;
    }
  };
}

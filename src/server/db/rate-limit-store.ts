import { lte, sql } from 'drizzle-orm';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RedisLink } from '../lib/redis';
import {
  redisRateLimitStore,
  routePrefix,
  type RateLimitCallback as Callback,
} from '../lib/rate-limit-redis';
import type { Db } from './client';
import { sysRateLimit } from './schema';

/**
 * The counters every process shares: in Redis when REDIS_URL is set and Redis answers, in PostgreSQL while it
 * does not (a count taken in one is not seen in the other: a window may allow up to twice its limit across an
 * outage, which is what "a few seconds' difference" costs here).
 */
export function sharedRateLimitStore(db: Db, link: RedisLink | null): FastifyRateLimitStoreCtor {
  const Postgres = pgRateLimitStore(db);
  if (!link) return Postgres;
  const Redis = redisRateLimitStore(link);
  const failover = (redis: Store, postgres: Store): Store => ({
    incr(key, cb, timeWindow, max) {
      if (!link.ready()) return postgres.incr(key, cb, timeWindow, max);
      redis.incr(
        key,
        (err, result) => (err ? postgres.incr(key, cb, timeWindow, max) : cb(null, result)),
        timeWindow,
        max,
      );
    },
    read(key, cb) {
      if (!link.ready()) return postgres.read(key, cb);
      redis.read(key, (err, result) => (err ? postgres.read(key, cb) : cb(null, result)));
    },
    child: (params) => failover(redis.child(params) as Store, postgres.child(params) as Store),
  });
  // The plugin makes its store with `new`; a function that returns an object gives that object to `new`.
  return function FailoverRateLimitStore() {
    return failover(new Redis({}) as Store, new Postgres({}) as Store);
  } as unknown as FastifyRateLimitStoreCtor;
}

/** A store as the plugin calls it: `read` too (for `{ increment: false }`), which its type leaves out. */
type Store = FastifyRateLimitStore & { read: (key: string, cb: Callback) => void };

/**
 * @fastify/rate-limit's store on PostgreSQL, so every process behind one database counts the same requests
 * (Redis does it when REDIS_URL is set). One upsert per counted request; a window that ended starts again.
 */
function pgRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
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
          // Now and then, the windows that ended go (a failure leaves them for the next sweep).
          if (Math.random() < 0.01)
            db.delete(sysRateLimit)
              .where(lte(sysRateLimit.resetAt, new Date()))
              .then(undefined, () => undefined);
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

    /** A route's own counters: keyed by its method and URL too (lib/rate-limit-redis.ts's routePrefix). */
    child(declared: Parameters<FastifyRateLimitStore['child']>[0]) {
      const store = new PgRateLimitStore();
      store.prefix = routePrefix(declared);
      return store;
    }
  };
}

import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { onRedis, type RedisLink } from './redis';

export type RateLimitCallback = (err: Error | null, result?: { current: number; ttl: number }) => void;

/** One hit in a fixed window: the count, and the window's time left (ms); a key's first hit starts its window. */
const INCR = `
local hits = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {hits, ttl}`;

/** The count and time left of a key's window without counting (0 and 0 when it has none). */
const READ = `
local hits = redis.call('GET', KEYS[1])
if not hits then return {0, 0} end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then ttl = 0 end
return {tonumber(hits), ttl}`;

type Scripted = Redis & {
  peixunRateIncr(key: string, windowMs: number): Promise<[number, number]>;
  peixunRateRead(key: string): Promise<[number, number]>;
};

const KEY_PREFIX = 'peixun:rate:';

/**
 * A route's counters are keyed by its method and URL too. The plugin hands a store's `child` the route's merged
 * limit settings with the route under `routeInfo`; a limiter made in code, with no route, keeps the counters of
 * its own `groupId`.
 */
export function routePrefix(declared: Parameters<FastifyRateLimitStore['child']>[0]): string {
  // The package's types declare the route itself; at run time it is the merged settings described above.
  const params = declared as unknown as {
    routeInfo?: { method?: string | string[]; url?: string };
    groupId?: string;
  };
  const route = params.routeInfo;
  return route?.url
    ? `${[route.method ?? ''].flat().join(',')} ${route.url}:`
    : `group ${params.groupId ?? ''}:`;
}

/**
 * @fastify/rate-limit's store on Redis: one script per counted request. Every failure is Redis's absence (the
 * link's watch hears it) and goes to the callback, so the failover store (db/rate-limit-store.ts) counts in
 * PostgreSQL instead.
 */
export function redisRateLimitStore(link: RedisLink): FastifyRateLimitStoreCtor {
  const redis = link.commands as Scripted;
  redis.defineCommand('peixunRateIncr', { numberOfKeys: 1, lua: INCR });
  redis.defineCommand('peixunRateRead', { numberOfKeys: 1, lua: READ });
  const answer = (cb: RateLimitCallback) => (got: Promise<[number, number]>) =>
    got.then(
      ([current, ttl]) => cb(null, { current, ttl }),
      (err: Error) => cb(err),
    );
  return class RedisRateLimitStore implements FastifyRateLimitStore {
    prefix = KEY_PREFIX;

    incr(key: string, cb: RateLimitCallback, timeWindow: number) {
      void answer(cb)(onRedis(link, () => redis.peixunRateIncr(`${this.prefix}${key}`, timeWindow)));
    }

    read(key: string, cb: RateLimitCallback) {
      void answer(cb)(onRedis(link, () => redis.peixunRateRead(`${this.prefix}${key}`)));
    }

    child(declared: Parameters<FastifyRateLimitStore['child']>[0]) {
      const store = new RedisRateLimitStore();
      store.prefix = `${KEY_PREFIX}${routePrefix(declared)}`;
      return store;
    }
  };
}

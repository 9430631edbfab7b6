import { busOver, failoverMedium, lateHearing, localBus, redisMedium, type Bus } from '../lib/bus';
import type { RedisLink } from '../lib/redis';
import { postgresMedium } from './bus';
import type { Database } from './client';

/**
 * The bus of this deployment: with PostgreSQL, its LISTEN/NOTIFY, or Redis pub/sub (REDIS_URL) with PostgreSQL
 * while Redis is away; the embedded database is one process, which needs no medium.
 */
export async function openBus(database: Database, redis: RedisLink | null): Promise<Bus> {
  if (!database.pool) return localBus();
  const hearing = lateHearing();
  const postgres = await postgresMedium(database.pool, hearing, {
    up: () => database.watch?.up() ?? true,
  });
  const medium = redis ? failoverMedium(redis, redisMedium(redis, hearing), postgres, hearing) : postgres;
  const { bus, deliver, resync } = busOver(medium);
  hearing.attach({ deliver, resync });
  // What was said while the database was away may not have reached this process, whatever its connections show.
  database.watch?.onBack(resync);
  return bus;
}

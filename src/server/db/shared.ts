import type { Env } from '../env';
import { localBus, redisBus, type Bus } from '../lib/bus';
import { pgBus } from './bus';
import type { Database } from './client';

/** The bus of this deployment: Redis when REDIS_URL is set, else the PostgreSQL server, else this process alone. */
export async function openBus(env: Pick<Env, 'REDIS_URL'>, database: Database): Promise<Bus> {
  if (env.REDIS_URL) return redisBus(env.REDIS_URL);
  if (database.pool) return pgBus(database.pool);
  return localBus();
}

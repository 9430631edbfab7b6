import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { ROOT } from '../env';
import { dbQueryTime } from '../lib/metrics';
import { DataDirBusy, lockDataDir } from './data-dir-lock';
import { PgliteThread } from './pglite-thread';
import { keepUp, upkeepPass } from './pglite-upkeep';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** PostgreSQL's pool, for what needs a connection of its own (the bus listens on one). */
  pool?: pg.Pool;
  /** The embedded database's folder as a tar, taken between statements (backups: src/server/ops). */
  dump?: () => Promise<Uint8Array>;
};

const MIGRATIONS = join(ROOT, 'src/server/db/migrations');

/**
 * Opens PGlite (a folder, or memory when dataDir is undefined), applies the migrations and keeps the database up
 * (statistics and vacuum: db/pglite-upkeep.ts) every `upkeepEveryMs`. `template`: a dump to start from (see
 * migratedPgliteTemplate).
 */
export async function openPglite(
  dataDir?: string,
  o: { upkeepEveryMs?: number; template?: Uint8Array } = {},
): Promise<Database> {
  const release = dataDir ? lockFolder(dataDir) : () => undefined;
  try {
    // On a thread of its own: its statements never hold the server's event loop (db/pglite-thread.ts).
    const client = new PgliteThread(dataDir ? join(dataDir, 'pglite') : undefined, o.template);
    try {
      await client.ready;
      timeQueries(client, 'pglite');
      const db = await migrated(client);
      await db.execute(sql`analyze`);
      const upkeep = keepUp(() => upkeepPass(db), o.upkeepEveryMs);
      return {
        db: db as unknown as Db,
        kind: 'pglite',
        // Only a folder is backed up (an in-memory database is a test's).
        dump: dataDir ? () => client.dump() : undefined,
        close: async () => {
          upkeep.stop();
          await client.close();
          release();
        },
      };
    } catch (err) {
      await client.close();
      throw err;
    }
  } catch (err) {
    release();
    throw err;
  }
}

/** The database on this thread, through drizzle, with every migration applied. */
async function migrated(client: PgliteThread) {
  const db = drizzlePglite({ client: client as unknown as PGlite, schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS });
  return db;
}

/**
 * A migrated, empty database in memory, as a dump: many databases opened from it (the tests open one per app)
 * skip PGlite's first start and the migrations, 2-4 s each on a 2-core machine; the migrations then find
 * nothing to apply.
 */
export async function migratedPgliteTemplate(): Promise<Uint8Array> {
  const client = new PgliteThread(undefined);
  try {
    await client.ready;
    await migrated(client);
    return await client.dump();
  } finally {
    await client.close();
  }
}

function lockFolder(dataDir: string) {
  mkdirSync(dataDir, { recursive: true });
  try {
    return lockDataDir(dataDir);
  } catch (err) {
    if (!(err instanceof DataDirBusy)) throw err;
    throw new Error(
      `Another peixun server is using ${dataDir}; stop it, choose another DATA_DIR, or set DATABASE_URL.`,
    );
  }
}

/** Opens a node-postgres pool; `searchPath` isolates a schema (tests run each file in its own). */
export async function openPostgres(url: string, searchPath?: string): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    options: searchPath ? `-c search_path=${searchPath}` : undefined,
  });
  // Every statement runs on one of the pool's clients: each is timed from the moment it connects.
  pool.on('connect', (client) => timeQueries(client, 'postgres'));
  if (searchPath) await pool.query(`CREATE SCHEMA IF NOT EXISTS "${searchPath}"`);
  const db = drizzlePg(pool, { schema });
  await migratePg(db, { migrationsFolder: MIGRATIONS, migrationsSchema: searchPath ?? 'drizzle' });
  return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end(), pool };
}

/** Times every statement a client runs (peixun_db_query_duration_seconds), whatever the caller awaits. */
function timeQueries(client: { query: (...args: never[]) => unknown }, engine: 'pglite' | 'postgres') {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = (...args: unknown[]) => {
    const started = process.hrtime.bigint();
    const result = query(...args);
    if (!(result instanceof Promise)) return result;
    const seconds = () => Number(process.hrtime.bigint() - started) / 1e9;
    return result.finally(() => dbQueryTime.observe({ engine }, seconds()));
  };
}

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
import { EngineUnavailable, isDatabaseDown, watchEngine, type EngineWatch } from '../lib/outage';
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
  /** PostgreSQL's comings and goings (lib/outage.ts); the embedded database has none. */
  watch?: EngineWatch;
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

/** How long a statement waits for a connection: to open one, or for one of the pool's to come free. */
const CONNECT_TIMEOUT_MS = 2000;
/**
 * How long a statement's answer is waited for by default (DB_ANSWER_TIMEOUT_MS). A server that vanished without
 * closing its connections (a network cut, a machine gone) would otherwise keep a request waiting for minutes; with
 * 4 s and a 2 s wait for a connection, a request that needs the database answers within 5 s however it went away.
 * No statement of a request runs near it on a healthy server (the longest, the console's exports, take well under
 * a second on 10,000 rows). Migrations run on a connection of their own, without it.
 */
export const ANSWER_TIMEOUT_MS = 4000;

/**
 * Opens a node-postgres pool; `searchPath` isolates a schema (tests run each file in its own). Every failure that
 * says the server went away becomes EngineUnavailable (answered 503) and is told to the pool's watch, which logs
 * the outage once and tries the server every second until it answers; a connection the server ends while idle is
 * the pool's 'error' event, never an uncaught one.
 */
export async function openPostgres(
  url: string,
  searchPath?: string,
  { answerTimeoutMs = ANSWER_TIMEOUT_MS } = {},
): Promise<Database> {
  const options = searchPath ? `-c search_path=${searchPath}` : undefined;
  await migratePostgres(url, options, searchPath);
  const watch = watchEngine('postgres');
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    options,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    query_timeout: answerTimeoutMs,
  });
  const tag = (err: unknown) => {
    if (!isDatabaseDown(err)) return err;
    watch.failed(err);
    return new EngineUnavailable('postgres', err);
  };
  // An idle connection ended by the server (a restart): the pool drops it and says so here.
  pool.on('error', (err) => watch.failed(err));
  pool.on('connect', (client) => {
    // A connection ended while a transaction holds it between two statements: said on the client itself.
    client.on('error', (err) => watch.failed(err));
    answeredOrTagged(client, watch, tag);
  });
  answeredOrTagged(pool, watch, tag);
  // A connection asked for (a transaction's, or the pool's own for a statement): a refusal is the absence too.
  type Done = (err: unknown, client?: pg.PoolClient, release?: () => void) => void;
  const connect = pool.connect.bind(pool) as (cb?: Done) => Promise<pg.PoolClient> | undefined;
  pool.connect = ((cb?: Done) =>
    cb
      ? connect((err, client, release) => cb(err ? tag(err) : err, client, release))
      : connect()?.catch((err: unknown) => {
          throw tag(err);
        })) as typeof pool.connect;
  watch.probeWith(() => pool.connect().then((client) => client.release()));
  const db = drizzlePg(pool, { schema });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    close: async () => {
      watch.stop();
      await pool.end();
    },
    pool,
    watch,
  };
}

/** The migrations, on a connection of their own with no statement time limit (an index may take a while). */
async function migratePostgres(url: string, options: string | undefined, searchPath: string | undefined) {
  const client = new pg.Client({ connectionString: url, options, connectionTimeoutMillis: 10_000 });
  // A failure during the migrations ends the start with its message (index.ts), not an uncaught event.
  client.on('error', () => undefined);
  await client.connect();
  try {
    if (searchPath) await client.query(`CREATE SCHEMA IF NOT EXISTS "${searchPath}"`);
    await migratePg(drizzlePg(client, { schema }), {
      migrationsFolder: MIGRATIONS,
      migrationsSchema: searchPath ?? 'drizzle',
    });
  } finally {
    await client.end();
  }
}

/**
 * Every statement of `target` that returns a promise (PGlite's; node-postgres's pool, and a connection a
 * transaction holds) is timed and its outcome handed to `settled`, which may answer a replacement for its error.
 * Statements with a callback (the pool's own, on its connections) are left alone: the pool's promise covers them.
 */
function observeStatements(
  target: { query: (...args: never[]) => unknown },
  settled: (seconds: number, failure: { err: unknown } | null, askedAt: number) => unknown,
) {
  const query = target.query.bind(target) as (...args: unknown[]) => unknown;
  target.query = (...args: unknown[]) => {
    const askedAt = Date.now();
    const started = process.hrtime.bigint();
    const result = query(...args);
    if (!(result instanceof Promise)) return result;
    const seconds = () => Number(process.hrtime.bigint() - started) / 1e9;
    return result.then(
      (value: unknown) => {
        settled(seconds(), null, askedAt);
        return value;
      },
      (err: unknown) => {
        throw settled(seconds(), { err }, askedAt) ?? err;
      },
    );
  };
}

/** PostgreSQL's statements: timed, a success told to the watch (the engine is back), an outage tagged. */
function answeredOrTagged(
  target: { query: (...args: never[]) => unknown },
  watch: EngineWatch,
  tag: (err: unknown) => unknown,
) {
  observeStatements(target, (seconds, failure, askedAt) => {
    dbQueryTime.observe({ engine: 'postgres' }, seconds);
    // A statement in flight as the server went may still answer: only one asked since says it is back.
    if (!failure) return watch.answered(askedAt);
    return tag(failure.err);
  });
}

/** Times every statement the embedded database runs (peixun_db_query_duration_seconds). */
function timeQueries(client: { query: (...args: never[]) => unknown }, engine: 'pglite') {
  observeStatements(client, (seconds) => void dbQueryTime.observe({ engine }, seconds));
}

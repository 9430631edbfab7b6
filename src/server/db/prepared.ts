import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db } from './client';

/**
 * A hot statement with a fixed text, run under a name: PostgreSQL then parses and plans it once per connection
 * instead of on every call (planning the check-in lookup took longer than running it). PGlite has no statement
 * cache to name, so it simply runs the text. Rows come back as the driver gives them (snake_case; node-postgres
 * answers int8 as strings and timestamps as Dates): map them with the table's columns.
 */
export async function runPrepared<R extends Record<string, unknown>>(
  db: Db,
  name: string,
  text: string,
  values: unknown[],
): Promise<R[]> {
  const client = (db as unknown as { $client: pg.Pool | PGlite }).$client;
  if (client instanceof pg.Pool) return (await client.query<R>({ name, text, values })).rows;
  return (await client.query<R>(text, values)).rows;
}

/** Runs one statement of a transaction under a name (see runPrepared). */
export type RunPrepared = <R extends Record<string, unknown>>(
  name: string,
  text: string,
  values: unknown[],
) => Promise<R[]>;

/**
 * A transaction whose statements run as named prepared statements on PostgreSQL, on the connection the
 * transaction holds (drizzle's transactions run every statement unnamed, parsed and planned each time). On
 * PGlite, PGlite's own transaction.
 */
export async function inPreparedTransaction<T>(db: Db, work: (run: RunPrepared) => Promise<T>): Promise<T> {
  const client = (db as unknown as { $client: pg.Pool | PGlite }).$client;
  if (!(client instanceof pg.Pool))
    return client.transaction((tx) =>
      work(
        async <R>(_name: string, text: string, values: unknown[]) => (await tx.query<R>(text, values)).rows,
      ),
    );
  const conn = await client.connect();
  let broken = false;
  try {
    await conn.query('begin');
    const result = await work(
      async <R extends Record<string, unknown>>(name: string, text: string, values: unknown[]) =>
        (await conn.query<R>({ name, text, values })).rows,
    );
    await conn.query('commit');
    return result;
  } catch (err) {
    await conn.query('rollback').catch(() => (broken = true));
    throw err;
  } finally {
    // A connection that could not even roll back is closed rather than handed to the next caller.
    conn.release(broken);
  }
}

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

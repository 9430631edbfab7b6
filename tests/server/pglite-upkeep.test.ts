import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { openPglite, type Db } from '../../src/server/db/client';
import { upkeepPass } from '../../src/server/db/pglite-upkeep';

/**
 * PGlite gathers no statistics and clears no dead rows of its own (no autovacuum): the server analyzes when it
 * opens the database, and vacuums and analyzes on a timer (db/pglite-upkeep.ts).
 */
const one = async (db: Db, query: ReturnType<typeof sql>) =>
  Number(((await db.execute(query)) as { rows: { n: number }[] }).rows[0]?.n);
/** What the planner believes a table holds: -1 until the table is first analyzed. */
const believed = (db: Db) =>
  one(db, sql`select reltuples::int as n from pg_class where relname = 'sys_user'`);
const bytes = (db: Db) => one(db, sql`select pg_relation_size('sys_user')::int as n`);
const addUsers = (db: Db) =>
  db.execute(sql`
    insert into sys_user (tenant_id, username, password, name, phone)
    select 1, 'upkeep_' || i, 'not-a-hash', 'n' || i, '17' || lpad(i::text, 9, '0') from generate_series(1, 2000) i`);
const renameAll = (db: Db) =>
  db.execute(sql`update sys_user set name = name || '!' where username like 'upkeep\\_%'`);

it('analyzes on opening, then again on its timer, and stops with the database', async () => {
  const database = await openPglite(undefined, { upkeepEveryMs: 300 });
  try {
    expect(await believed(database.db)).toBeGreaterThanOrEqual(0);
    await addUsers(database.db);
    expect(await believed(database.db)).toBeLessThan(2000);
    await expect.poll(() => believed(database.db), { timeout: 10_000 }).toBeGreaterThanOrEqual(2000);
  } finally {
    await database.close();
  }
  // Closed: no pass runs on the closed database (one that did would fail the run with an unhandled error).
  await new Promise((r) => setTimeout(r, 700));
});

it('a pass lets the rows an update left behind be reused, where without it the table grows', async () => {
  const database = await openPglite(undefined, { upkeepEveryMs: 3_600_000 });
  try {
    const { db } = database;
    await addUsers(db);
    await renameAll(db);
    const before = await bytes(db);
    await upkeepPass(db);
    await renameAll(db);
    expect(await bytes(db)).toBe(before);
    // No pass since: this update finds no room left and the table grows.
    await renameAll(db);
    expect(await bytes(db)).toBeGreaterThan(before);
  } finally {
    await database.close();
  }
});

import { sql, type SQL } from 'drizzle-orm';

/**
 * PGlite has no autovacuum: nothing gathers the planner's statistics or clears the rows that updates leave
 * behind. Without statistics every table looks empty to the planner, which then picks indexes blindly (the
 * check-in lookup read a whole session per ticket); without vacuum, tables that are updated all day (study
 * progress) only grow. So the server does it: ANALYZE when it opens the database, VACUUM (ANALYZE) every half hour
 * on PGlite's own thread (about 0.15 s for 20,000 users here; statements wait behind it, the event loop does not).
 * PostgreSQL's autovacuum does this itself.
 */
export const UPKEEP_EVERY_MS = 30 * 60_000;

/** One pass: the space of rows that updates and deletes left behind is reused, and the statistics are new. */
export const upkeepPass = (db: { execute: (query: SQL) => Promise<unknown> }) =>
  db.execute(sql`vacuum (analyze)`);

/** Runs `pass` every `everyMs` until stopped; a failed pass is left to the next one. */
export function keepUp(pass: () => Promise<unknown>, everyMs = UPKEEP_EVERY_MS) {
  const timer = setInterval(() => void pass().catch(() => undefined), everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

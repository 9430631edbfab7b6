import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

/**
 * Runs migrations again on a test's database as restarts would: each file's statements (between drizzle's
 * breakpoints), the files in order, `rounds` times over (a migration that adds data must find it added the second
 * time). Then every process forgets the users' access it keeps for a few seconds, as after a change through the API
 * (the bus's sessions-changed).
 */
export async function replayMigrations(app: FastifyInstance, files: string[], rounds = 2) {
  const texts = files.map((f) => readFileSync(join(__dirname, '../../src/server/db/migrations', f), 'utf8'));
  for (let round = 0; round < rounds; round++)
    for (const text of texts)
      for (const statement of text.split('--> statement-breakpoint'))
        await app.database.db.execute(sql.raw(statement));
  await app.bus.publish('sessions-changed');
}

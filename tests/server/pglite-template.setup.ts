import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migratedPgliteTemplate } from '../../src/server/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding a migrated, empty PGlite database (a dump) that each test app's database starts as. */
    pgliteTemplate: string | undefined;
  }
}

/**
 * Once per run: the suite opens about a hundred in-memory databases, and PGlite's first start and the migrations
 * took 2-4 s each on a 2-core machine. Not on PostgreSQL (TEST_DATABASE_URL), where each app has a schema.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) return project.provide('pgliteTemplate', undefined);
  const dir = mkdtempSync(join(tmpdir(), 'peixun-pglite-template-'));
  const file = join(dir, 'migrated.tar');
  writeFileSync(file, await migratedPgliteTemplate());
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}

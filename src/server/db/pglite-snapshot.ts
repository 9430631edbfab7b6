import { existsSync, openAsBlob } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { DataDirBusy, lockDataDir } from './data-dir-lock';
import { PgliteThread } from './pglite-thread';

/** Whether DATA_DIR holds an embedded database (its folder has PostgreSQL's version file). */
export const hasPglite = (dataDir: string) => existsSync(join(dataDir, 'pglite', 'PG_VERSION'));

/**
 * The database of a DATA_DIR no server holds, dumped by this process under the folder's lock (so no server
 * starts on it meanwhile); null when a server holds it (ask that server for the snapshot).
 */
export async function dumpIdle(dataDir: string): Promise<Uint8Array | null> {
  let release: () => void;
  try {
    release = lockDataDir(dataDir);
  } catch (err) {
    if (err instanceof DataDirBusy) return null;
    throw err;
  }
  try {
    const thread = new PgliteThread(join(dataDir, 'pglite'));
    try {
      await thread.ready;
      return await thread.dump();
    } finally {
      await thread.close();
    }
  } finally {
    release();
  }
}

/**
 * Loads a dump into `pgliteDir` (which must not exist yet) as PGlite loads its own dumps, then opens it and reads
 * the migrations table: a dump that does not start as a peixun database fails here, before anything is final.
 */
export async function loadDump(pgliteDir: string, dumpPath: string): Promise<void> {
  const db = new PGlite(pgliteDir, { loadDataDir: await openAsBlob(dumpPath) });
  try {
    await db.waitReady;
    const { rows } = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations',
    );
    if (!rows[0]?.n) throw new Error('the database has no migrations applied');
  } finally {
    await db.close();
  }
}

// npm run restore -- --in FILE [--check]: a backup (npm run backup) back into a new, empty DATA_DIR (README,
// "Backups"). Everything is unpacked and checked in a folder beside DATA_DIR first, and renamed into place only
// when all of it checked out: a damaged backup leaves DATA_DIR as it was.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { hasPglite, loadDump } from '../db/pglite-snapshot';
import { loadEnv } from '../env';
import { unpackVerified } from './archive-read';
import { OpsError, operatorPath, options, run } from './cli';
import { DUMP, type Manifest } from './manifest';

const USAGE = 'npm run restore -- --in FILE [--check]';

run('Restore', async () => {
  const o = options(USAGE, ['in'], ['check']);
  if (!o.in) throw new OpsError(`Say which backup to restore.\nUsage: ${USAGE}`);
  const env = loadEnv();
  const archive = operatorPath(env, o.in);
  if (!existsSync(archive)) throw new OpsError(`${archive} does not exist.`);
  if (o.check) {
    const scratch = mkdtempSync(join(tmpdir(), 'peixun-check-'));
    try {
      return `${archive} is a whole backup: ${describe(await unpackAndLoad(archive, scratch))}; it restores.`;
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  }
  if (env.DATABASE_URL)
    throw new OpsError(
      'DATABASE_URL is set: a server started with it would not read the restored embedded database. Unset it ' +
        'to restore this backup; PostgreSQL is restored with pg_restore (README, "Backups").',
    );
  const dataDir = env.DATA_DIR;
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0)
    throw new OpsError(
      `${dataDir} is not empty: a backup is restored only into a new or empty DATA_DIR. Nothing was changed; ` +
        'set DATA_DIR to a new folder, or move this one aside.',
    );
  // Beside DATA_DIR, on the same file system, so the final rename is one atomic step.
  mkdirSync(dirname(dataDir), { recursive: true });
  const scratch = mkdtempSync(`${dataDir}.restoring-`);
  try {
    const manifest = await unpackAndLoad(archive, scratch);
    if (existsSync(dataDir)) rmdirSync(dataDir); // empty, checked above; refuses if something arrived since
    renameSync(scratch, dataDir);
    return (
      `Restored ${archive} (${describe(manifest)}) into ${dataDir}.\n` +
      `Start the server on it: DATA_DIR=${dataDir} npm run serve`
    );
  } catch (err) {
    rmSync(scratch, { recursive: true, force: true });
    throw err;
  }
});

/** Unpacks and checks every member, then loads the dump into dir/pglite and opens it. */
async function unpackAndLoad(archive: string, dir: string): Promise<Manifest> {
  const manifest = await unpackVerified(archive, dir);
  try {
    await loadDump(join(dir, 'pglite'), join(dir, DUMP));
  } catch (err) {
    throw new OpsError(
      `The database in the backup does not open (${(err as Error).message}); it cannot be restored.`,
    );
  }
  rmSync(join(dir, DUMP));
  if (!hasPglite(dir))
    throw new OpsError('The database in the backup left no database folder; it cannot be restored.');
  return manifest;
}

function describe(m: Manifest) {
  return `made ${m.createdAt} by peixun ${m.peixunVersion}, the database and ${m.members.length - 1} file(s)`;
}

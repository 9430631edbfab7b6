import { readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

/**
 * One server per DATA_DIR: PGlite takes no lock on its folder, and two processes on one folder silently lose
 * writes. The lock file names its owner by host, pid and the pid's start time, so a lock left by a
 * process that died (kill -9, a crash) is recognised at once, also when the pid has been reused since; a
 * supervisor may restart the server straight away. Two live servers are still refused.
 */
export type Owner = { host: string; pid: number; started: string | null };

/** The fields of /proc/<pid>/stat after the command name (Linux), or null where there is no such file. */
function statOf(pid: number): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** When a process started (field 22 of /proc/<pid>/stat, in clock ticks since boot); null if unknown. */
const startOf = (pid: number): string | null => statOf(pid)?.[19] ?? null;

/** Whether the lock's owner still runs (`stat` reads /proc; tests give their own). */
export function isAlive(owner: Owner, stat: (pid: number) => string[] | null = statOf): boolean {
  // Another machine's process (a shared disk) cannot be checked from here: assume it runs.
  if (owner.host !== hostname()) return true;
  try {
    process.kill(owner.pid, 0);
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
  const fields = stat(owner.pid);
  // A zombie (killed, not yet reaped by its parent) still has its pid and start time, but runs no more.
  if (fields?.[0] === 'Z') return false;
  const started = fields?.[19] ?? null;
  return owner.started === null || started === null || started === owner.started;
}

const readOwner = (path: string): Owner | null => {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as Owner;
  } catch {
    return null;
  }
};

export class DataDirBusy extends Error {}

/** Takes the lock of `dir` (or throws DataDirBusy); answers how to let it go. */
export function lockDataDir(dir: string): () => void {
  const path = join(dir, 'server.lock');
  const me: Owner = { host: hostname(), pid: process.pid, started: startOf(process.pid) };
  const text = JSON.stringify(me);
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      writeFileSync(path, text, { flag: 'wx' });
      return () => {
        if (readFileSync(path, 'utf8') === text) unlinkSync(path);
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const owner = readOwner(path);
    // An unreadable lock is one being written this instant: look again.
    if (owner && isAlive(owner)) throw new DataDirBusy(dir);
    // A dead owner's lock: claim it by renaming (atomic: one of several restarting servers wins), then check
    // that what was claimed is what was judged dead before letting it go.
    const claimed = `${path}.${process.pid}`;
    try {
      renameSync(path, claimed);
    } catch {
      continue;
    }
    const taken = readOwner(claimed);
    if (owner && taken && (taken.pid !== owner.pid || taken.started !== owner.started)) {
      // A live server's fresh lock was taken by mistake: give it back.
      renameSync(claimed, path);
      throw new DataDirBusy(dir);
    }
    unlinkSync(claimed);
  }
  throw new DataDirBusy(dir);
}

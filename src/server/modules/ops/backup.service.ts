import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { archiveStream } from '../../ops/archive-write';

/** Why a backup cannot start now: no embedded database here (PostgreSQL), or one already streaming. */
export type BackupRefusal = 'noSnapshot' | 'running';

/**
 * The server's side of `npm run backup`: the embedded database dumped by its own thread between statements,
 * then DATA_DIR's files, as one gzipped tar. One at a time: each holds a copy of the database in memory while
 * it streams.
 */
export function createBackups(dataDir: string, dump: (() => Promise<Uint8Array>) | undefined) {
  let running = false;
  return {
    async start(): Promise<Readable | BackupRefusal> {
      if (!dump) return 'noSnapshot';
      if (running) return 'running';
      running = true;
      try {
        const archive = archiveStream(await dump(), join(dataDir, 'files'));
        archive.once('close', () => (running = false));
        return archive;
      } catch (err) {
        running = false;
        throw err;
      }
    },
  };
}

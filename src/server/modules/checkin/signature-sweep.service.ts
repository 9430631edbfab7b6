import type { Db } from '../../db/client';
import { fileKey, type FileStore } from '../../lib/file-store';
import { deleteOrphanSignatures, orphanSignatures } from './signature.repo';

/** A signature is written a moment before its check-in: one unreferenced this long after is an orphan. */
export const ORPHAN_AFTER_MS = 10 * 60_000;
/** Files removed per round; a sweep goes round until none are left. */
const ROUND = 500;

/**
 * Removes signature files that no check-in refers to, older than ORPHAN_AFTER_MS: their stored bytes first, then
 * their rows, so a sweep cut short (a kill) leaves rows that the next sweep finds again. Several processes may
 * sweep at once: removing a removed file and deleting a deleted row are no-ops. Returns how many went.
 */
export async function sweepOrphanSignatures(db: Db, store: FileStore, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - ORPHAN_AFTER_MS);
  let removed = 0;
  for (;;) {
    const orphans = await orphanSignatures(db, before, ROUND);
    if (!orphans.length) return removed;
    for (const f of orphans)
      await store.remove(fileKey({ tenantId: f.tenantId, dir: 'signature', fileName: f.fileName }));
    await deleteOrphanSignatures(
      db,
      orphans.map((f) => f.id),
    );
    removed += orphans.length;
    if (orphans.length < ROUND) return removed;
  }
}

import { pieceKey, recordKey, type OfflineFile } from '@contract/offline-files';
import { asPromise, inStore } from '@/lib/offline-files';

/** The downloader's side of the store (lib/offline-files.ts): the list, a record alone, and deletions. */

/** Every file's record, in the order they were queued. */
export const offlineFiles = () =>
  inStore('readonly', async (s) => {
    // Records are string keys, pieces array keys: the strings' range holds the records alone.
    const all = await asPromise(s.getAll(IDBKeyRange.upperBound([], true)) as IDBRequest<unknown[]>);
    return all
      .filter((v): v is OfflineFile => typeof v === 'object' && v !== null && 'pieces' in v)
      .sort((a, b) => a.added - b.added);
  });

export const saveOfflineFile = (file: OfflineFile) =>
  inStore('readwrite', (s) => void s.put(file, recordKey(file.key)));

/** Forgets the stored bytes of a file, keeping (or not) its record. */
export const dropPieces = (file: OfflineFile, keepRecord: boolean) =>
  inStore('readwrite', (s) => {
    for (const at of file.pieces) s.delete(pieceKey(file.key, at));
    if (!keepRecord) s.delete(recordKey(file.key));
  });

/** Whose files these are: another user's are deleted before this one sees them. */
const OWNER = 'owner';
export const storedOwner = () =>
  inStore('readonly', (s) => asPromise(s.get(OWNER) as IDBRequest<string | null>));
export const clearFor = (owner: string | null) =>
  inStore('readwrite', (s) => {
    s.clear();
    s.put(owner, OWNER);
  });

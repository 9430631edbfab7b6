import {
  OFFLINE_FILES_DB,
  OFFLINE_FILES_STORE,
  pieceKey,
  recordKey,
  type OfflineFile,
} from '@contract/offline-files';

/**
 * The files a learner took away (lesson videos and handouts; the layout: contract/offline-files.ts), with their
 * bytes stored as they arrive, so a cut download resumes from the bytes already here. The study page reads and
 * keeps opened handouts through this; the downloader writes through it (features/study/downloads/store.ts); the
 * service worker answers the player's range requests from the same pieces. IndexedDB's own API, not idb-keyval:
 * what idb-keyval's functions this used would sit in every page's first chunk, where idb-keyval already is.
 */
export { handoutKey, videoKey, type OfflineFile, type OfflineFileError } from '@contract/offline-files';

export const asPromise = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB'));
  });

let opened: Promise<IDBDatabase> | undefined;
/**
 * Runs `work` in one transaction of the store and resolves once it committed. The connection closes itself when
 * the database is deleted (another user signing in, in any tab), instead of holding that up.
 */
export async function inStore<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => Promise<T> | T,
): Promise<T> {
  opened ??= (() => {
    const request = indexedDB.open(OFFLINE_FILES_DB);
    request.onupgradeneeded = () => request.result.createObjectStore(OFFLINE_FILES_STORE);
    return asPromise(request).then((db) => {
      db.onversionchange = db.onclose = () => {
        db.close();
        opened = undefined;
      };
      return db;
    });
  })();
  const tx = (await opened).transaction(OFFLINE_FILES_STORE, mode);
  const done = new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = tx.onabort = () => reject(tx.error ?? new Error('IndexedDB'));
  });
  const result = await work(tx.objectStore(OFFLINE_FILES_STORE));
  await done;
  return result;
}

export const offlineFile = (key: string) =>
  inStore('readonly', (s) => asPromise(s.get(recordKey(key)) as IDBRequest<OfflineFile | undefined>));

/** A whole stored file as one Blob (its pieces are joined, not copied). */
export const offlineBlob = (file: OfflineFile) =>
  inStore('readonly', async (s) => {
    const pieces = await Promise.all(
      file.pieces.map((at) => asPromise(s.get(pieceKey(file.key, at)) as IDBRequest<Blob | undefined>)),
    );
    if (pieces.some((p) => !p)) throw new Error('missing piece');
    return new Blob(pieces as Blob[], { type: file.type });
  });

/** Stores bytes at an offset and the record that counts them in one transaction: never one without the other. */
export const savePiece = (file: OfflineFile, offset: number, bytes: Blob) =>
  inStore('readwrite', (s) => {
    s.put(bytes, pieceKey(file.key, offset));
    s.put(file, recordKey(file.key));
  });

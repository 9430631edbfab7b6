/// <reference lib="webworker" />
import {
  OFFLINE_FILES_DB,
  OFFLINE_FILES_STORE,
  pieceKey,
  recordKey,
  videoKey,
  type OfflineFile,
} from '@contract/offline-files';

const asPromise = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB'));
  });

/** The database, or null where the page never made one (opening must not create it: the page's code does). */
function openStore(): Promise<IDBDatabase | null> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(OFFLINE_FILES_DB);
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onsuccess = () => resolve(request.result);
    request.onerror = () =>
      request.error?.name === 'AbortError' ? resolve(null) : reject(request.error ?? new Error('IndexedDB'));
  });
}

/**
 * A lesson's saved video, whole, as one Blob of its stored pieces (joined, not copied); undefined when the phone
 * has no whole copy. Read-only: the page alone writes the store (contract/offline-files.ts).
 */
export async function savedVideo(lessonId: string): Promise<{ file: OfflineFile; blob: Blob } | undefined> {
  const db = await openStore();
  if (!db) return undefined;
  try {
    const store = db.transaction(OFFLINE_FILES_STORE).objectStore(OFFLINE_FILES_STORE);
    const key = videoKey(lessonId);
    const file = (await asPromise(store.get(recordKey(key)))) as OfflineFile | undefined;
    if (file?.state !== 'done') return undefined;
    const pieces = (await Promise.all(file.pieces.map((at) => asPromise(store.get(pieceKey(key, at)))))) as (
      Blob | undefined
    )[];
    if (pieces.some((p) => !p)) return undefined;
    return { file, blob: new Blob(pieces as Blob[], { type: file.type }) };
  } finally {
    db.close();
  }
}

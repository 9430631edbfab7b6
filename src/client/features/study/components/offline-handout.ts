import { handoutKey, offlineBlob, offlineFile, savePiece, type OfflineFile } from '@/lib/offline-files';
import type { Handout } from '@contract/course';
import { fetchHandout } from '../api/handouts';

/**
 * Handouts on this phone: those downloaded with their course or lesson, and those the learner opened, kept in the
 * same store (lib/offline-files.ts), so one opened online opens again offline and shows on the storage page. A
 * stored file never changes (a new version is a new upload with a new id): a kept copy is never stale.
 */
const kept = async (id: string) => {
  const file = await offlineFile(handoutKey(id)).catch(() => undefined);
  return file?.state === 'done' ? file : undefined;
};

/** Which of these handouts have a whole copy here. */
export async function keptHandouts(ids: string[]): Promise<Set<string>> {
  const found = await Promise.all(ids.map(async (id) => ((await kept(id)) ? [id] : [])));
  return new Set(found.flat());
}

/** Where a handout belongs, for its record: the course and lesson it was opened under. */
export type HandoutPlace = { courseId: string; courseTitle: string; lessonId: string };

/** A handout's bytes: the kept copy, else fetched with the token and kept. */
export async function handoutBlob(h: Handout, place: HandoutPlace): Promise<Blob> {
  const copy = await kept(h.id);
  if (copy) return offlineBlob(copy);
  const blob = await (await fetchHandout(h.id)).blob();
  const file: OfflineFile = {
    ...place,
    key: handoutKey(h.id),
    kind: 'handout',
    title: h.name,
    version: h.id,
    size: blob.size,
    type: h.type,
    etag: null,
    received: blob.size,
    pieces: [0],
    fetched: blob.size,
    state: 'done',
    added: Date.now(),
  };
  await savePiece(file, 0, blob).catch(() => undefined);
  return blob;
}

/**
 * The files a learner took away (lesson videos and handouts), as the page stores them in IndexedDB and its service
 * worker reads them: one database of one object store, each file's record under `f:<key>` and its bytes as pieces
 * under `[key, offset]`. The page writes (client lib/offline-files.ts); the service worker only reads
 * (src/sw/offline-copy.ts).
 */

import { OFFLINE_FILES_DB } from './constants';

/** The database (named with the other client stores), deleted when the user changes. */
export { OFFLINE_FILES_DB };
export const OFFLINE_FILES_STORE = 'files';

type OfflineFileState = 'waiting' | 'downloading' | 'paused' | 'failed' | 'done';
/** Why a download stopped: no room, the file is gone from the server, no longer signed up, or no network. */
export type OfflineFileError = 'quota' | 'gone' | 'notEnrolled' | 'network';

export type OfflineFile = {
  /** `video:<lessonId>` or `handout:<fileId>`. */
  key: string;
  kind: 'video' | 'handout';
  courseId: string;
  courseTitle: string;
  lessonId: string;
  /** The lesson's title for a video, the file's name for a handout. */
  title: string;
  /** The server's file id the copy is of: a changed video is a new upload with a new id. */
  version: string;
  size: number;
  type: string;
  /** The server's ETag of the bytes stored so far: a range is asked for only while the file is that one. */
  etag: string | null;
  /** Bytes stored, from the start of the file with no gap. */
  received: number;
  /** Offsets of the stored pieces, in order. */
  pieces: number[];
  /** Bytes read from the network for this copy, whatever was kept of them. */
  fetched: number;
  state: OfflineFileState;
  error?: OfflineFileError;
  /** The lesson's video changed on the server since this copy was made. */
  outdated?: boolean;
  /** Queued by "keep the next lessons ready", not by the learner. */
  auto?: boolean;
  /** When it was queued (ms): the queue's order. */
  added: number;
};

export const videoKey = (lessonId: string) => `video:${lessonId}`;
export const handoutKey = (fileId: string) => `handout:${fileId}`;
/** A file's record. */
export const recordKey = (key: string) => `f:${key}`;
/** One of its pieces: the bytes from `offset`. */
export const pieceKey = (key: string, offset: number): [string, number] => [key, offset];

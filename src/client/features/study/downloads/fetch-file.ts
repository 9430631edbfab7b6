import { ApiError, api, request } from '@/lib/api-client';
import { Local } from '@/lib/storage';
import { savePiece, type OfflineFile, type OfflineFileError } from '@/lib/offline-files';
import { saveOfflineFile } from './store';
import { PIECE_BYTES, RANGE_BYTES, mustWaitForWifi, type Connection } from './rules';
import { downloadSettings } from './settings';

/** Why a file's download stopped before it was whole. */
export class Stop extends Error {
  constructor(readonly reason: OfflineFileError | 'paused' | 'cancelled' | 'wifi' | 'restart') {
    super(reason);
  }
}

export const connection = (): (Connection & EventTarget) | undefined =>
  (navigator as Navigator & { connection?: Connection & EventTarget }).connection;

/** Progress is shown at most this often while bytes stream in (each arrival is a few KB). */
const SHOW_EVERY_MS = 250;
let shownAt = 0;
/**
 * What arrived is stored at least this often (and at every PIECE_BYTES), so a closed tab or a reload loses at most
 * this long of a slow link's bytes.
 */
const STORE_EVERY_MS = 1000;
/** A response that sends nothing for this long is a dead connection (a phone's network can vanish without an error). */
const STALL_MS = 20_000;

/** Where a file's bytes come from: a video through its signed link, a handout with the token. */
const links = new Map<string, string>();
async function open(
  file: OfflineFile,
  headers: Record<string, string>,
  signal: AbortSignal,
): Promise<Response> {
  if (file.kind === 'handout')
    return api(`edu/lesson/handout/${file.version}`, {
      headers,
      signal,
      throwHttpErrors: false,
      timeout: false,
    });
  for (let attempt = 0; ; attempt++) {
    let url = links.get(file.lessonId);
    if (!url) {
      url = (await request<{ url: string }>(`edu/lesson/video-url/${file.lessonId}`, { quiet: true })).url;
      links.set(file.lessonId, url);
    }
    const res = await fetch(url, { headers, signal });
    // A signed link that expired: ask for another once.
    if (res.status !== 401 || attempt > 0) return res;
    links.delete(file.lessonId);
  }
}

const errorOf = (status: number): OfflineFileError =>
  status === 403 ? 'notEnrolled' : status === 404 || status === 410 ? 'gone' : 'network';

/** Fetches the rest of one file; resolves when it is whole, or throws a Stop. */
export async function fetchRest(
  start: OfflineFile,
  owner: string | null,
  signal: AbortSignal,
  show: (file: OfflineFile) => void,
): Promise<void> {
  const file = { ...start };
  let pending: Uint8Array[] = [];
  let pendingBytes = 0;
  // Pieces are written in order, one transaction each, while the next bytes stream in (at most two waiting).
  let writing: Promise<void> = Promise.resolve();
  let writes = 0;
  const flush = () => {
    if (!pendingBytes) return writing;
    // The user changed (the store was emptied): nothing more is written for the one who queued it.
    if (Local.get('cacheOwner') !== owner) throw new Stop('cancelled');
    const at = file.received;
    const bytes = new Blob(pending as BlobPart[]);
    Object.assign(file, { received: at + pendingBytes, pieces: [...file.pieces, at] });
    const record = { ...file };
    pending = [];
    pendingBytes = 0;
    writes++;
    writing = writing
      .then(() => savePiece(record, at, bytes))
      .catch((e: unknown) => {
        throw e instanceof Stop
          ? e
          : new Stop(e instanceof DOMException && e.name === 'QuotaExceededError' ? 'quota' : 'network');
      })
      .finally(() => writes--);
    // Awaited below; a failure meanwhile is not an unhandled rejection.
    writing.catch(() => undefined);
    return writing;
  };
  try {
    while (file.received < file.size) {
      if (mustWaitForWifi(downloadSettings().wifiOnly, connection())) throw new Stop('wifi');
      const end = Math.min(file.received + RANGE_BYTES, file.size) - 1;
      // eslint-disable-next-line lingui/no-unlocalized-strings -- an HTTP header's value, not text
      const headers: Record<string, string> = { Range: `bytes=${file.received}-${end}` };
      if (file.etag && file.received > 0) headers['If-Range'] = file.etag;
      const res = await open(file, headers, signal).catch((e: unknown) => {
        throw e instanceof ApiError
          ? new Stop(errorOf(e.status))
          : signal.aborted
            ? signal.reason
            : new Stop('network');
      });
      const total = Number(/\/(\d+)$/.exec(res.headers.get('Content-Range') ?? '')?.[1] ?? NaN);
      if (res.status === 416) throw new Stop('restart');
      if (res.status !== 200 && res.status !== 206) throw new Stop(errorOf(res.status));
      // The whole file instead of the range: it changed since the stored bytes (If-Range), start again.
      if (res.status === 200 && file.received > 0) throw new Stop('restart');
      if (res.status === 206 && !res.headers.get('Content-Range')?.startsWith(`bytes ${file.received}-`))
        throw new Stop('restart');
      file.etag = res.headers.get('ETag');
      if (res.status === 206 && total > 0) file.size = total;
      const reader = (res.body as ReadableStream<Uint8Array>).getReader();
      let storedAt = Date.now();
      // A response that sends nothing for STALL_MS is cancelled: its read then ends, and the request is retried.
      let lastByteAt = Date.now();
      let stalled = false;
      const watchdog = window.setInterval(() => {
        if (Date.now() - lastByteAt < STALL_MS) return;
        stalled = true;
        void reader.cancel().catch(() => undefined);
      }, STALL_MS / 4);
      try {
        for (let r = await reader.read(); !r.done; r = await reader.read()) {
          lastByteAt = Date.now();
          pending.push(r.value);
          pendingBytes += r.value.byteLength;
          file.fetched += r.value.byteLength;
          if (pendingBytes >= PIECE_BYTES || lastByteAt - storedAt > STORE_EVERY_MS) {
            void flush();
            storedAt = lastByteAt;
            if (writes > 2) await writing;
          }
          if (lastByteAt - shownAt > SHOW_EVERY_MS) {
            shownAt = lastByteAt;
            show({ ...file, received: file.received + pendingBytes });
          }
        }
      } finally {
        window.clearInterval(watchdog);
      }
      if (stalled) throw new Stop('network');
      void flush();
      if (res.status === 200) file.size = file.received;
    }
    await writing;
    const done = { ...file, state: 'done' as const, error: undefined, outdated: false };
    await saveOfflineFile(done);
    show(done);
  } catch (e) {
    // What arrived before the cut is kept: the next request asks for the rest (not for a cancelled download).
    const cancelled = signal.reason instanceof Stop && signal.reason.reason === 'cancelled';
    if (!cancelled) {
      try {
        void flush();
      } catch {
        // The user changed: nothing is written.
      }
      await writing.catch(() => undefined);
    }
    show({ ...file, state: 'downloading' });
    throw e instanceof Stop ? e : signal.aborted ? signal.reason : new Stop('network');
  }
}

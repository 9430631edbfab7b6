import { ApiError, api, request } from '@/lib/api-client';
import { Local } from '@/lib/storage';
import { savePiece, type OfflineFile, type OfflineFileError } from '@/lib/offline-files';
import { saveOfflineFile } from './store';
import { RANGE_BYTES, mustWaitForWifi, type Connection } from './rules';
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
 * What arrived is stored at least this often (and at every RANGE_BYTES), so a closed tab or a reload loses at most
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
  const flush = async () => {
    if (!pendingBytes) return;
    const at = file.received;
    const bytes = new Blob(pending as BlobPart[]);
    Object.assign(file, { received: at + pendingBytes, pieces: [...file.pieces, at] });
    pending = [];
    pendingBytes = 0;
    // The user changed (the store was emptied): nothing more is written for the one who queued it.
    if (Local.get('cacheOwner') !== owner) throw new Stop('cancelled');
    await savePiece(file, at, bytes).catch((e: unknown) => {
      throw new Stop(e instanceof DOMException && e.name === 'QuotaExceededError' ? 'quota' : 'network');
    });
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
      const read = async () => {
        let timer = 0;
        try {
          return await Promise.race([
            reader.read(),
            new Promise<never>((_, reject) => {
              timer = window.setTimeout(() => {
                void reader.cancel().catch(() => undefined);
                reject(new Stop('network'));
              }, STALL_MS);
            }),
          ]);
        } finally {
          window.clearTimeout(timer);
        }
      };
      for (let r = await read(); !r.done; r = await read()) {
        pending.push(r.value);
        pendingBytes += r.value.byteLength;
        file.fetched += r.value.byteLength;
        if (pendingBytes >= RANGE_BYTES || Date.now() - storedAt > STORE_EVERY_MS) {
          await flush();
          storedAt = Date.now();
        }
        if (Date.now() - shownAt > SHOW_EVERY_MS) {
          shownAt = Date.now();
          show({ ...file, received: file.received + pendingBytes });
        }
      }
      await flush();
      if (res.status === 200) file.size = file.received;
    }
    const done = { ...file, state: 'done' as const, error: undefined, outdated: false };
    await saveOfflineFile(done);
    show(done);
  } catch (e) {
    // What arrived before the cut is kept: the next request asks for the rest (not for a cancelled download).
    const cancelled = signal.reason instanceof Stop && signal.reason.reason === 'cancelled';
    if (!cancelled) await flush().catch(() => undefined);
    show({ ...file, state: 'downloading' });
    throw e instanceof Stop ? e : signal.aborted ? signal.reason : new Stop('network');
  }
}

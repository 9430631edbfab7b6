import { DOWNLOADS_PENDING } from '@contract/constants';
import { Local } from '@/lib/storage';
import type { OfflineFile, OfflineFileError } from '@/lib/offline-files';
import { clearFor, dropPieces, offlineFiles, saveOfflineFile, storedOwner } from './store';
import { mustWaitForWifi } from './rules';
import { downloadSettings } from './settings';
import { Stop, connection, fetchRest } from './fetch-file';

/**
 * The download queue: one file at a time, in the order queued, each fetched in ranges of RANGE_BYTES that are
 * stored as they arrive (what arrived before a cut is kept too), so a dropped connection, a closed tab or a reload
 * goes on from the bytes already stored. It lives in the page, not in a screen: a download goes on while the
 * learner moves around the app. One tab downloads at a time (a Web Lock); a network error waits for the network
 * (the `online` event, or a retry every RETRY_MS); a refusal stops that file with its reason.
 */

const RETRY_MS = 15_000;

let files: OfflineFile[] = [];
const listeners = new Set<() => void>();
let loaded: Promise<void> | undefined;
/** Whose files the page holds: another user signing in empties the store (query-client.ts), and this reads again. */
let loadedFor: string | null = null;
let running = false;
let current: { key: string; abort: (why: Stop) => void; finished: Promise<unknown> } | null = null;
let retryTimer: number | undefined;

function publish(next: OfflineFile[]) {
  files = next;
  Local.set(
    DOWNLOADS_PENDING,
    files.some((f) => f.state === 'waiting' || f.state === 'downloading'),
  );
  for (const listener of listeners) listener();
}
const replace = (file: OfflineFile) => publish(files.map((f) => (f.key === file.key ? { ...file } : f)));

/** Reads the queue from IndexedDB (once; then this page keeps it). */
export const loadQueue = () => {
  const owner = Local.get<string>('cacheOwner');
  if (owner !== loadedFor) loaded = undefined;
  loadedFor = owner;
  return (loaded ??= (async () => {
    // Another user's files (the phone changed hands) are deleted before this one sees the list.
    if ((await storedOwner()) !== owner) await clearFor(owner);
    const stored = await offlineFiles();
    // A file shown as downloading when the tab closed is waiting again.
    publish(stored.map((f) => (f.state === 'downloading' ? { ...f, state: 'waiting' as const } : f)));
  })());
};

export const subscribeQueue = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
export const queueSnapshot = () => files;

function downloadOne(file: OfflineFile): Promise<'next' | 'wait'> {
  const controller = new AbortController();
  const finished = settle(file, controller.signal);
  current = { key: file.key, abort: (why) => controller.abort(why), finished };
  return finished;
}

async function settle(file: OfflineFile, signal: AbortSignal): Promise<'next' | 'wait'> {
  replace({ ...file, state: 'downloading', error: undefined });
  try {
    await fetchRest(file, Local.get('cacheOwner'), signal, replace);
    return 'next';
  } catch (e) {
    const stop = e instanceof Stop ? e : new Stop('network');
    const now = files.find((f) => f.key === file.key);
    if (!now || stop.reason === 'cancelled') return 'next';
    if (stop.reason === 'restart') {
      await dropPieces(now, true);
      const fresh = { ...now, received: 0, pieces: [], etag: null, state: 'waiting' as const };
      await saveOfflineFile(fresh);
      replace(fresh);
      return 'next';
    }
    const waiting = stop.reason === 'network' || stop.reason === 'wifi';
    const next: OfflineFile = {
      ...now,
      state: stop.reason === 'paused' ? 'paused' : waiting ? 'waiting' : 'failed',
      error: stop.reason === 'paused' || stop.reason === 'wifi' ? undefined : stop.reason,
    };
    await saveOfflineFile(next);
    replace(next);
    return waiting ? 'wait' : stop.reason === 'quota' ? 'wait' : 'next';
  } finally {
    current = null;
  }
}

/** Works through the queue while there is work, a network, and (with "Wi-Fi only") Wi-Fi. */
export async function runQueue(): Promise<void> {
  await loadQueue();
  if (running) return;
  running = true;
  window.clearTimeout(retryTimer);
  const work = async () => {
    for (;;) {
      if (!navigator.onLine || mustWaitForWifi(downloadSettings().wifiOnly, connection())) return;
      const next = files.find((f) => f.state === 'waiting');
      if (!next) return;
      if ((await downloadOne(next)) === 'wait') {
        if (files.some((f) => f.state === 'waiting'))
          retryTimer = window.setTimeout(() => void runQueue(), RETRY_MS);
        return;
      }
    }
  };
  try {
    await (navigator.locks ? navigator.locks.request('peixun-downloads', work) : work());
  } finally {
    running = false;
  }
}

let started = false;
/** Starts the queue and keeps it going: when the network returns, and when the connection changes. */
export function startQueue() {
  if (!started) {
    started = true;
    window.addEventListener('online', () => void runQueue());
    // The browser knows before the request does: what arrived is stored now, the rest waits for the network.
    window.addEventListener('offline', () => current?.abort(new Stop('network')));
    connection()?.addEventListener('change', () => {
      if (current && mustWaitForWifi(downloadSettings().wifiOnly, connection()))
        current.abort(new Stop('wifi'));
      void runQueue();
    });
  }
  void runQueue();
}

/** Queues files (a new record each, or a stopped one again); asks once for persistent storage. */
export async function enqueue(
  list: Omit<OfflineFile, 'state' | 'received' | 'pieces' | 'fetched' | 'etag' | 'added'>[],
) {
  await loadQueue();
  let added = Date.now();
  for (const item of list) {
    const had = files.find((f) => f.key === item.key);
    // The same file queued or saved already: a stopped one goes on from its bytes.
    if (had && had.version === item.version) {
      if (had.state === 'paused' || had.state === 'failed') await setState(had, 'waiting');
      continue;
    }
    if (had) await dropPieces(had, true);
    const file: OfflineFile = {
      ...item,
      state: 'waiting',
      received: 0,
      pieces: [],
      fetched: 0,
      etag: null,
      added: added++,
    };
    await saveOfflineFile(file);
    publish(had ? files.map((f) => (f.key === file.key ? file : f)) : [...files, file]);
  }
  if (list.some((f) => !f.auto)) void navigator.storage?.persist?.().catch(() => false);
  startQueue();
}

async function setState(file: OfflineFile, state: OfflineFile['state']) {
  const next = { ...file, state, error: undefined };
  await saveOfflineFile(next);
  replace(next);
}

export async function pause(key: string) {
  const file = files.find((f) => f.key === key);
  if (!file) return;
  if (current?.key === key) current.abort(new Stop('paused'));
  else await setState(file, 'paused');
}

export async function resume(key: string) {
  const file = files.find((f) => f.key === key);
  if (file && (file.state === 'paused' || file.state === 'failed')) await setState(file, 'waiting');
  startQueue();
}

/** Cancels a download or deletes a saved copy: its bytes are freed at once. */
export async function remove(keys: string[]) {
  for (const key of keys) {
    if (current?.key === key) {
      current.abort(new Stop('cancelled'));
      await current.finished;
    }
    const file = files.find((f) => f.key === key);
    if (file) await dropPieces(file, false);
  }
  publish(files.filter((f) => !keys.includes(f.key)));
}

/** Marks copies as outdated (their file changed on the server), or a course's copies as no longer the learner's. */
export async function mark(changes: { key: string; outdated?: boolean; error?: OfflineFileError }[]) {
  for (const change of changes) {
    const file = files.find((f) => f.key === change.key);
    if (!file) continue;
    const next = { ...file, ...change };
    await saveOfflineFile(next);
    replace(next);
  }
}

import { QueryClient, type FetchStatus, type QueryKey } from '@tanstack/react-query';
import { OFFLINE_FILES_DB, USER_CACHE_NAMES } from '@contract/constants';
import {
  persistQueryClientRestore,
  persistQueryClientSubscribe,
  type PersistedClient,
  type Persister,
} from '@tanstack/query-persist-client-core';
import { createStore, del, get, set } from 'idb-keyval';
import { ApiError } from '@/lib/api-client';
import { Local } from '@/lib/storage';
import { isQueued } from '@/lib/offline-queue';

export const APP_VERSION = import.meta.env.VITE_APP_VERSION ?? '0.1.0';
const DAY = 24 * 3600 * 1000;

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      gcTime: DAY,
      staleTime: 30_000,
      networkMode: 'offlineFirst',
      // A 4xx will not get better by asking again.
      retry: (count, err) => !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 2,
    },
    mutations: { networkMode: 'offlineFirst' },
  },
});

/**
 * A query that has nothing yet and is getting it (the saved cache being restored, or the first request on its
 * way): where skeletons hold the layout. Not one paused offline with nothing saved, which will not arrive.
 */
export const awaitingFirstAnswer = (q: { isPending: boolean; fetchStatus: FetchStatus }): boolean =>
  q.isPending && q.fetchStatus !== 'paused';

/**
 * `fetching`, the prefetch of the query keyed `key`; or, when the cache already holds an answer to show, nothing
 * to wait for (the refetch goes on behind it).
 */
export const unlessCached = (client: QueryClient, key: QueryKey, fetching: Promise<void>): Promise<void> =>
  client.getQueryData(key) === undefined ? fetching : Promise.resolve();

const store = createStore('peixun', 'query-cache');
const KEY = 'react-query';

/**
 * A queued write that was still in flight when the page went away is stored as paused, so the next start
 * resumes it (the idempotency key makes a second delivery harmless).
 */
const pausedOnRestore = (client: PersistedClient): PersistedClient => ({
  ...client,
  clientState: {
    ...client.clientState,
    mutations: client.clientState.mutations.map((m) =>
      m.state.status === 'pending' ? { ...m, state: { ...m.state, isPaused: true } } : m,
    ),
  },
});

let lastWrite: Promise<unknown> = Promise.resolve();

export const persister: Persister = {
  persistClient: (client: PersistedClient) => (lastWrite = set(KEY, pausedOnRestore(client), store)),
  restoreClient: async () => get<PersistedClient>(KEY, store),
  removeClient: async () => del(KEY, store),
};

/**
 * Resolves once what the cache holds now is on disk. A write queued offline is saved a few microtasks after
 * it is made; a page reloaded or closed right after its success screen must not lose it.
 */
export async function persisted() {
  await new Promise((resolve) => setTimeout(resolve, 0));
  await lastWrite;
}

export const persistOptions = {
  persister,
  maxAge: 7 * DAY,
  buster: APP_VERSION,
  dehydrateOptions: {
    shouldDehydrateMutation: (m: {
      state: { isPaused: boolean; status: string };
      options: { mutationKey?: readonly unknown[] };
    }) => m.state.isPaused || (m.state.status === 'pending' && isQueued(m)),
  },
};

/** How long the first render waits for the saved cache; a stuck IndexedDB must not keep the app blank. */
const RESTORE_WAIT_MS = 1000;

/**
 * Restores the saved cache before the first render, so the first render already shows the last listings and
 * starts the fetches that are missing (restoring inside the tree cost one more whole-app render at start and
 * held every request back until it was done). Then saves the cache on every change, and replays writes that
 * were waiting.
 */
export async function restoreCache(): Promise<void> {
  const options = { queryClient, ...persistOptions };
  const restored = persistQueryClientRestore(options).catch(() => undefined);
  await Promise.race([restored, new Promise((resolve) => setTimeout(resolve, RESTORE_WAIT_MS))]);
  void restored.then(() => {
    persistQueryClientSubscribe(options);
    void queryClient.resumePausedMutations();
  });
}

/**
 * Persisted data belongs to one user. A login by someone else, or a logout, empties the cache and any
 * queued writes, so one user's items are never shown to or replayed for another. A visitor's cache (no owner)
 * holds only what anyone may read, the catalog and listings: signing in keeps it for offline use.
 */
export async function claimCacheFor(userId: string | null) {
  const owner = Local.get<string>('cacheOwner');
  if (userId !== null && (owner === userId || owner === null)) return Local.set('cacheOwner', userId);
  queryClient.clear();
  queryClient.getMutationCache().clear();
  await persister.removeClient();
  // Service-worker caches that may hold the previous user's answers (sign-up state) or downloaded lessons.
  if ('caches' in window) await Promise.all(USER_CACHE_NAMES.map((name) => caches.delete(name)));
  // And the lessons and handouts the previous user took away; a download of theirs still running stops writing.
  self.indexedDB?.deleteDatabase(OFFLINE_FILES_DB);
  if (userId === null) Local.remove('cacheOwner');
  else Local.set('cacheOwner', userId);
}

/**
 * Writes that may happen offline: each is registered once with a mutation key, carries an idempotency key
 * the server stores, is persisted with the query cache while paused, and is replayed on start, when the
 * network returns and on an interval. A replay of the same key is answered with the first outcome.
 */
import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

export type Queued<T> = T & { idempotencyKey: string };

const queuedKeys = new Set<string>();

/** Whether a mutation belongs to the offline queue (it is then persisted while it waits). */
export const isQueued = (m: { options: { mutationKey?: readonly unknown[] } }) =>
  queuedKeys.has(JSON.stringify(m.options.mutationKey ?? []));

/**
 * A bad signal is not a failure: network errors and server errors (5xx) retry (with back-off, paused while
 * offline) until the write lands; an answer from the server that refuses it (4xx, code 1) ends it, and the
 * reason stays visible.
 */
export const worthRetrying = (err: unknown) => !(err instanceof ApiError) || err.status >= 500;

export function registerOfflineMutation<T, R>(
  client: QueryClient,
  key: readonly string[],
  fn: (vars: Queued<T>) => Promise<R>,
) {
  queuedKeys.add(JSON.stringify(key));
  client.setMutationDefaults(key, {
    mutationFn: (vars: Queued<T>) => fn(vars),
    // One at a time, in the order they were made (a scope runs its mutations serially, replays included).
    scope: { id: key.join('/') },
    retry: (count, err) => worthRetrying(err) && count < 50,
    retryDelay: (count) => Math.min(1000 * 2 ** count, 30_000),
  });
}

export const withIdempotencyKey = <T extends object>(vars: T): Queued<T> => ({
  ...vars,
  idempotencyKey: crypto.randomUUID(),
});

/** Resumes paused writes now, when the browser comes online, when the page becomes visible, and every `intervalMs`. */
export function startReplay(client: QueryClient, intervalMs = 30_000): () => void {
  const resume = () => {
    if (onlineManager.isOnline()) void client.resumePausedMutations();
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') resume();
  };
  resume();
  window.addEventListener('online', resume);
  document.addEventListener('visibilitychange', onVisible);
  const timer = window.setInterval(resume, intervalMs);
  return () => {
    window.removeEventListener('online', resume);
    document.removeEventListener('visibilitychange', onVisible);
    window.clearInterval(timer);
  };
}

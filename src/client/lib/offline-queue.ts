/**
 * Writes that may happen offline: each is registered once with a mutation key, carries an idempotency key
 * the server stores, is persisted with the query cache while paused, and is replayed on start, when the
 * network returns and on an interval. A replay of the same key is answered with the first outcome.
 */
import { onlineManager, type QueryClient } from '@tanstack/react-query';

export type Queued<T> = T & { idempotencyKey: string };

export function registerOfflineMutation<T, R>(client: QueryClient, key: readonly string[], fn: (vars: Queued<T>) => Promise<R>) {
  client.setMutationDefaults(key, { mutationFn: (vars: Queued<T>) => fn(vars), retry: 3 });
}

export const withIdempotencyKey = <T extends object>(vars: T): Queued<T> => ({ ...vars, idempotencyKey: crypto.randomUUID() });

/** Resumes paused writes now, when the browser comes online, and every `intervalMs`. */
export function startReplay(client: QueryClient, intervalMs = 30_000): () => void {
  const resume = () => {
    if (onlineManager.isOnline()) void client.resumePausedMutations();
  };
  resume();
  window.addEventListener('online', resume);
  const timer = window.setInterval(resume, intervalMs);
  return () => {
    window.removeEventListener('online', resume);
    window.clearInterval(timer);
  };
}

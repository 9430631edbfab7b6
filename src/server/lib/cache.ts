import type { Bus, Keys, Topic } from './bus';

/**
 * A per-process cache of what many requests read and few writes change, forgotten whenever any process says one
 * of its `topics` on the bus: whole, or only the entries the news names by key; the writer's process at once,
 * before the write is answered, the others when the medium delivers it. While this process cannot hear the bus
 * it reads through, as the token cache does. The time limit is a safety net for writes that bypass the server
 * (a migration, SQL by hand), not the way changes arrive.
 *
 * Two races are closed:
 * - a read that started before a write committed must not store its stale answer after the write's news was
 *   heard: every forget is a tick of a clock, and an answer whose load started before a forget that covers
 *   its key is returned, not kept;
 * - a key that many requests miss at once (just after a forget, under load) is loaded once: the others wait
 *   for that load, as long as no forget came in between.
 */
export type BusCache<V> = {
  /** The cached value of `key`, or `load()`'s (kept for the next callers unless a forget came meanwhile). */
  get: (key: string, load: () => Promise<V>, now?: number) => Promise<V>;
  /** Forgets everything in this process, or only these keys (the bus does this in every process). */
  forget: (keys?: Keys) => void;
};

export function busCache<V>(
  bus: Pick<Bus, 'on' | 'listening'>,
  topics: readonly Topic[],
  opts: { ttlMs: number; max: number },
): BusCache<V> {
  const entries = new Map<string, { at: number; value: V }>();
  const loading = new Map<string, Promise<V>>();
  /** The clock of forgets: when everything was last forgotten, and when each key was on its own since. */
  let tick = 0;
  let allAt = 0;
  const keyAt = new Map<string, number>();
  const forget = (keys?: Keys) => {
    tick++;
    if (!keys || keyAt.size + keys.length > opts.max) {
      allAt = tick;
      keyAt.clear();
      entries.clear();
      loading.clear();
      return;
    }
    for (const key of keys) {
      keyAt.set(key, tick);
      entries.delete(key);
      loading.delete(key);
    }
  };
  for (const topic of topics) bus.on(topic, forget);
  const forgottenSince = (key: string, started: number) => allAt > started || (keyAt.get(key) ?? 0) > started;

  const load = async (key: string, fetch: () => Promise<V>, now: number): Promise<V> => {
    const started = tick;
    const value = await fetch();
    if (!forgottenSince(key, started) && bus.listening()) {
      // Full: the oldest entry goes (a Map iterates in insertion order).
      if (entries.size >= opts.max) entries.delete(entries.keys().next().value as string);
      entries.set(key, { at: now, value });
    }
    return value;
  };

  return {
    async get(key, fetch, now = Date.now()) {
      if (!bus.listening()) return fetch();
      const hit = entries.get(key);
      if (hit && now - hit.at < opts.ttlMs) return hit.value;
      const pending = loading.get(key);
      if (pending) return pending;
      const promise = load(key, fetch, now);
      loading.set(key, promise);
      try {
        return await promise;
      } finally {
        if (loading.get(key) === promise) loading.delete(key);
      }
    },
    forget,
  };
}

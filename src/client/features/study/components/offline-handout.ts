import { CACHE_NAMES } from '@contract/constants';
import { fetchHandout, handoutCacheKey } from '../api/handouts';

/**
 * Handouts a learner opened, kept in Cache Storage as lesson videos are (cleared at logout), so one opened online
 * opens again offline. A stored file never changes (a new version is a new upload with a new id): a kept copy is
 * never stale.
 */
const store = async () => ('caches' in window ? caches.open(CACHE_NAMES.lessonHandouts) : undefined);

/** Which of these handouts have a kept copy. */
export async function keptHandouts(ids: string[]): Promise<Set<string>> {
  const cache = await store();
  if (!cache) return new Set();
  const kept = await Promise.all(
    ids.map(async (id) => ((await cache.match(handoutCacheKey(id))) ? [id] : [])),
  );
  return new Set(kept.flat());
}

/** A handout's bytes: the kept copy, else fetched with the token and kept. */
export async function handoutBlob(id: string): Promise<Blob> {
  const cache = await store();
  const kept = await cache?.match(handoutCacheKey(id));
  if (kept) return kept.blob();
  const res = await fetchHandout(id);
  await cache?.put(handoutCacheKey(id), res.clone());
  await navigator.storage?.persist?.().catch(() => false);
  return res.blob();
}

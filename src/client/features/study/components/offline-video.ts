import { CACHE_NAMES } from '@contract/constants';
import { videoCacheKey } from '../api/study';

/** Lesson videos kept for offline viewing in Cache Storage; the service worker answers range requests from it. */
export async function isDownloaded(lessonId: string): Promise<boolean> {
  if (!('caches' in window)) return false;
  return !!(await (await caches.open(CACHE_NAMES.lessonVideos)).match(videoCacheKey(lessonId)));
}

/** Saves a lesson for offline viewing, fetched through its signed link. */
export async function downloadVideo(lessonId: string, url: string): Promise<void> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(String(res.status));
  await (await caches.open(CACHE_NAMES.lessonVideos)).put(videoCacheKey(lessonId), res);
  await navigator.storage?.persist?.().catch(() => false);
}

export async function removeVideo(lessonId: string): Promise<void> {
  await (await caches.open(CACHE_NAMES.lessonVideos)).delete(videoCacheKey(lessonId));
}

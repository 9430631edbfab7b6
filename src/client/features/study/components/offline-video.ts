import { VIDEO_CACHE, videoCacheKey, videoUrl } from '../api/study';

/** Lesson videos kept for offline viewing in Cache Storage; the service worker answers range requests from it. */
export async function isDownloaded(lessonId: string): Promise<boolean> {
  if (!('caches' in window)) return false;
  return !!(await (await caches.open(VIDEO_CACHE)).match(videoCacheKey(lessonId)));
}

export async function downloadVideo(lessonId: string): Promise<void> {
  const res = await fetch(videoUrl(lessonId));
  if (!res.ok) throw new Error(String(res.status));
  await (await caches.open(VIDEO_CACHE)).put(videoCacheKey(lessonId), res);
  await navigator.storage?.persist?.().catch(() => false);
}

export async function removeVideo(lessonId: string): Promise<void> {
  await (await caches.open(VIDEO_CACHE)).delete(videoCacheKey(lessonId));
}

import { useEffect, useSyncExternalStore } from 'react';
import type { CourseDetail } from '@contract/catalog';
import type { OfflineFile } from '@/lib/offline-files';
import { loadQueue, mark, queueSnapshot, remove, startQueue, subscribeQueue } from './engine';
import { reconcile } from './course-files';

/** The stored and queued files, re-rendering as they change; the queue runs while a screen shows them. */
export function useQueue(): OfflineFile[] {
  useEffect(() => startQueue(), []);
  return useSyncExternalStore(subscribeQueue, queueSnapshot);
}

/** Applies the server's course to its stored copies (removed, changed, no longer signed up). */
export async function applyCourse(course: CourseDetail) {
  await loadQueue();
  const found = reconcile(course, queueSnapshot());
  if (found.gone.length) await remove(found.gone);
  await mark([
    ...found.outdated.map((key) => ({ key, outdated: true })),
    ...found.notEnrolled.map((key) => ({ key, error: 'notEnrolled' as const })),
  ]);
}

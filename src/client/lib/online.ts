import { lazy, useSyncExternalStore, type ComponentType } from 'react';

const subscribe = (cb: () => void) => {
  window.addEventListener('online', cb);
  window.addEventListener('offline', cb);
  return () => {
    window.removeEventListener('online', cb);
    window.removeEventListener('offline', cb);
  };
};

/** Whether the browser says it is online, re-rendering when that changes. */
export const useOnline = (): boolean => useSyncExternalStore(subscribe, () => navigator.onLine);

/**
 * React.lazy for a screen that needs the network anyway (it is not precached): when its chunk cannot be
 * fetched, `offline` renders in its place instead of the route's error screen.
 */
export function lazyOnline<P extends object>(
  load: () => Promise<ComponentType<P>>,
  offline: ComponentType<P>,
) {
  return lazy(async () => {
    try {
      return { default: await load() };
    } catch {
      return { default: offline };
    }
  });
}

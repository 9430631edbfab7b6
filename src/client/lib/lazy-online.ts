import { lazy, type ComponentType } from 'react';

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

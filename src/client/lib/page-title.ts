import { useEffect, useSyncExternalStore } from 'react';

/**
 * A page whose name is data (a console page named by the server's menu) names itself here; the document title
 * then reads it instead of its route's fixed title.
 */
let current: string | null = null;
const listeners = new Set<() => void>();
const set = (title: string | null) => {
  current = title;
  listeners.forEach((l) => l());
};
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => void listeners.delete(l);
};

/** Names the current page while it is shown (null: its route's title). */
export function useNamePage(title: string | null) {
  useEffect(() => {
    set(title);
    return () => set(null);
  }, [title]);
}

/** The name the current page gave itself, if any. */
export const usePageName = (): string | null => useSyncExternalStore(subscribe, () => current);

/**
 * `use-sync-external-store/shim` for React 18 and later, which have the hook themselves (build/aliases.ts): the
 * shim's own code, a fallback for React 16 and 17, would only add bytes to a first visit.
 */
export { useSyncExternalStore } from 'react';

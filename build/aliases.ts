import { fileURLToPath } from 'node:url';

/** `@contract` and `@` (the client), for the build, the dev server and every test project. */
export const pathAliases = [
  { find: '@contract', replacement: fileURLToPath(new URL('../src/contract', import.meta.url)) },
  { find: '@', replacement: fileURLToPath(new URL('../src/client', import.meta.url)) },
];

/**
 * What the build and the unit tests resolve differently from a library's own entry, to keep a phone's first visit
 * small (docs/decisions/performance.md). React and react-dom are never aliased: the PWA runs on React's own
 * runtime.
 */
export const bundleAliases = [
  // TanStack Store and antd-mobile use the shim for React < 18; React 18+ has the hook itself.
  {
    find: /^use-sync-external-store\/shim(\/index\.js)?$/,
    replacement: fileURLToPath(new URL('../src/client/lib/use-sync-external-store.ts', import.meta.url)),
  },
  // antd-mobile imports some of rc-util as CommonJS (lib/), which brings Babel's interop helpers and keeps the
  // whole module; the ES build of the same files is smaller and tree-shakes.
  { find: /^rc-util\/lib\/(.*)$/, replacement: 'rc-util/es/$1' },
  // Browsers the portal supports have ResizeObserver; the polyfill was 2.5 KiB of every first visit.
  {
    find: /^resize-observer-polyfill$/,
    replacement: fileURLToPath(new URL('../src/client/lib/native-resize-observer.ts', import.meta.url)),
  },
];

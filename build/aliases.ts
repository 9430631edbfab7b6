import { fileURLToPath } from 'node:url';

/** `@contract` and `@` (the client), for the build, the dev server and every test project. */
export const pathAliases = [
  { find: '@contract', replacement: fileURLToPath(new URL('../src/contract', import.meta.url)) },
  { find: '@', replacement: fileURLToPath(new URL('../src/client', import.meta.url)) },
];

/**
 * The client is written against React's API and runs on Preact's (docs/decisions.md, "Portal speed"): react-dom
 * alone was half of a page's byte budget, preact/compat is a tenth of it. Used by the build and by the unit
 * tests, so components are tested on the runtime that ships.
 */
export const preactAliases = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  // TanStack Store and antd-mobile use the shim for React < 18; Preact's compat has the hook itself.
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
  // antd-mobile imports some of rc-util as CommonJS (lib/), which brings Babel's interop helpers and keeps the
  // whole module; the ES build of the same files is smaller and tree-shakes.
  { find: /^rc-util\/lib\/(.*)$/, replacement: 'rc-util/es/$1' },
  // Browsers the portal supports have ResizeObserver; the polyfill was 2.5 KiB of every first visit.
  {
    find: /^resize-observer-polyfill$/,
    replacement: fileURLToPath(new URL('../src/client/lib/native-resize-observer.ts', import.meta.url)),
  },
];

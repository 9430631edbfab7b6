import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';

// Bundles the API server for `npm run serve`; dependencies stay external (node_modules).
export default defineConfig({
  resolve: {
    alias: { '@contract': fileURLToPath(new URL('./src/contract', import.meta.url)) },
  },
  build: {
    // The server, and its worker threads beside it: lib/cpu.ts's and the embedded database's (db/pglite-thread.ts).
    ssr: true,
    outDir: 'dist/server',
    target: 'node20',
    sourcemap: true,
    emptyOutDir: true,
    rollupOptions: {
      input: {
        index: 'src/server/index.ts',
        'cpu-worker': 'src/server/workers/cpu.worker.ts',
        'pglite-worker': 'src/server/workers/pglite.worker.mjs',
      },
      output: { entryFileNames: '[name].js' },
    },
  },
  // Native modules load their binaries from node_modules at run time and can never be bundled. Every dependency
  // stays external by default (pg, PGlite); sharp is named so a later `noExternal` cannot pull it in.
  ssr: { external: ['sharp'] },
});

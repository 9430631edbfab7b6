import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';

// Bundles the API server for `npm run serve`; dependencies stay external (node_modules).
export default defineConfig({
  resolve: {
    alias: { '@contract': fileURLToPath(new URL('./src/contract', import.meta.url)) },
  },
  build: {
    ssr: 'src/server/index.ts',
    outDir: 'dist/server',
    target: 'node20',
    sourcemap: true,
    emptyOutDir: true,
    rollupOptions: { output: { entryFileNames: 'index.js' } },
  },
  // Native modules load their binaries from node_modules at run time and can never be bundled. Every dependency
  // stays external by default (pg, PGlite); sharp is named so a later `noExternal` cannot pull it in.
  ssr: { external: ['sharp'] },
});

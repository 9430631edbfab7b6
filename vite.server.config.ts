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
});

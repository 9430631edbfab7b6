import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react-swc';
import { lingui } from '@lingui/vite-plugin';
import { fileURLToPath } from 'node:url';
import { pathAliases, preactAliases } from './build/aliases.ts';

export default defineConfig({
  resolve: { alias: pathAliases },
  plugins: [react({ plugins: [['@lingui/swc-plugin', {}]] }), lingui()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/contract/**/*.test.ts', 'tests/client/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // Components run on what ships (build/aliases.ts); inlined so the aliases reach the library.
          alias: [
            ...pathAliases,
            ...preactAliases,
            // Its ES build, transformed here so the aliases reach its imports too.
            {
              find: /^@testing-library\/react$/,
              replacement: fileURLToPath(
                new URL(
                  './node_modules/@testing-library/react/dist/@testing-library/react.esm.js',
                  import.meta.url,
                ),
              ),
            },
          ],
          server: { deps: { inline: [/@testing-library/, /@lingui\/react/] } },
        },
      },
      {
        extends: true,
        test: {
          // Tests of the project's own tooling (lint zones), in Node.
          name: 'tooling',
          include: ['tests/tooling/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          // PGlite boots per file; keep files in separate workers but bounded on 2 cores.
          maxWorkers: 2,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});

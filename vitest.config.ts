import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react-swc';
import { lingui } from '@lingui/vite-plugin';
import { urlSafeCatalogIds } from './build/lingui-ids.ts';
import { bundleAliases, pathAliases } from './build/aliases.ts';

export default defineConfig({
  resolve: { alias: pathAliases },
  plugins: [react({ plugins: [['@lingui/swc-plugin', {}]] }), lingui(), urlSafeCatalogIds()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/contract/**/*.test.ts', 'tests/client/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // The build's aliases (build/aliases.ts): components are tested on what ships.
          alias: [...pathAliases, ...bundleAliases],
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
          globalSetup: ['tests/server/pglite-template.setup.ts'],
          exclude: ['tests/server/storm.test.ts', 'tests/server/outage-engines.test.ts'],
          environment: 'node',
          // PGlite boots per file; keep files in separate workers but bounded on 2 cores.
          maxWorkers: 2,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // The check-in storm (three servers, nginx, an S3 server) and the engines' outages (their 5 s bounds) run
          // after the other server files, alone and one file at a time: run beside them the storm starved a PGlite
          // first start past its liveness wait, and they slowed what it prints.
          name: 'server-storm',
          include: ['tests/server/storm.test.ts', 'tests/server/outage-engines.test.ts'],
          fileParallelism: false,
          environment: 'node',
          sequence: { groupOrder: 1 },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});

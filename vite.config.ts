import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react-swc';
import { lingui } from '@lingui/vite-plugin';
import { urlSafeCatalogIds } from './build/lingui-ids.ts';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import {
  CONSOLE_ROUTE,
  ENTERPRISE_CODE,
  VERIFY_CODE,
  DOWNLOAD_CODE,
  EXAM_CODE,
  LEARNER_EXTRAS,
  DESK_CODE,
  ON_DEMAND,
  precacheScope,
} from './build/precache-scope.ts';
import { portalChunks } from './build/portal-chunks.ts';
import { bundleAliases, pathAliases } from './build/aliases.ts';
import { bootShell } from './build/boot-shell.ts';

const scope = precacheScope();
/**
 * The pages of the screens a phone does not precache (enterprise, feedback, notices, account), the certificate
 * check that /sign/home opens on demand, a course page's part for signed-in learners, and the check-in desk: see
 * modulePreload.
 */
const ONLINE_SCREEN = new RegExp(
  String.raw`(${ENTERPRISE_CODE.source}|${ON_DEMAND.source}).*\?tsr-split=|` +
    String.raw`${VERIFY_CODE.source}|${DOWNLOAD_CODE.source}|` +
    String.raw`${LEARNER_EXTRAS.source}|${DESK_CODE.source}`,
);
// The libraries every page runs (the vendor chunk). Not the console's data grid (@tanstack/react-table,
// table-core): a phone never draws one.
const portal = portalChunks(
  new RegExp(
    String.raw`node_modules[\\/](react|react-dom|scheduler|` +
      String.raw`@tanstack(?![\\/](react-table|table-core)[\\/])|ky|@lingui|js-cookie|idb-keyval)[\\/]`,
  ),
);
/**
 * A piece of a library split off on its own (antd-mobile's hooks, react-spring, a polyfill): named by its hash
 * alone. The first chunk lists the files each page preloads, and these names (`use-isomorphic-update-layout-effect`)
 * said nothing anyone reads there; the source maps still name their sources. The named groups keep their names.
 */
const libraryPiece = (chunk: { name: string; moduleIds: string[] }) =>
  chunk.name !== 'vendor' &&
  chunk.moduleIds.length > 0 &&
  chunk.moduleIds.every((id) => /[\\/]node_modules[\\/]/.test(id));
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3000'}`;

export default defineConfig({
  resolve: {
    alias: [...pathAliases, ...bundleAliases],
  },
  plugins: [
    // The router plugin must run before the React plugin.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // A route's loader travels with its screen, out of the first chunk: every route with a loader wants that,
      // and saying it once here rather than in each route keeps 26 copies of the option out of every phone's
      // first chunk (the plugin leaves a route's own codeSplitGroupings in the built route table).
      codeSplittingOptions: {
        defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
      },
      routesDirectory: './src/client/routes',
      generatedRouteTree: './src/client/routeTree.gen.ts',
    }),
    react({ plugins: [['@lingui/swc-plugin', {}]] }),
    lingui(),
    urlSafeCatalogIds(),
    scope.plugin,
    portal.plugin,
    bootShell('src/client/boot-shell.html'),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      injectRegister: null, // registered by workbox-window in src/client/app/pwa-update.tsx
      registerType: 'prompt',
      includeAssets: ['favicon.svg', 'robots.txt', 'apple-touch-icon.png'],
      manifest: {
        id: '/',
        name: '物业管理行业协会培训平台',
        short_name: '培训',
        description: 'Training, enrolment and check-in',
        lang: 'zh-CN',
        start_url: '/#/home',
        scope: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#0958d9',
        icons: [
          { src: 'pwa-192x192.png', sizes: '192x192', type: 'image/png' },
          { src: 'pwa-512x512.png', sizes: '512x512', type: 'image/png' },
          { src: 'maskable-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,png,svg,ico,webmanifest}'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        // The console and on-demand chunks are cached at run time instead (build/precache-scope.ts).
        manifestTransforms: [scope.manifestTransform],
      },
      devOptions: { enabled: false },
    }),
  ],
  build: {
    outDir: 'dist/client',
    sourcemap: true,
    target: 'es2022',
    // A console page's route chunk is named console-*, and the portal's code does not list what it imports for
    // preloading (only its styles): every console route cost each phone ~120 bytes of file names in the first
    // chunk. Staff's first open of a page fetches its imports one step later; the service worker keeps them.
    // The learner's exam screens (exam-*) likewise: they are not precached, and their names cost every phone.
    modulePreload: {
      // Every browser the portal supports but Safari 16 has modulepreload; there the polyfill only fetched
      // early what is fetched anyway on import. It cost every first visit ~350 bytes of the first chunk.
      polyfill: false,
      resolveDependencies: (filename, deps) =>
        /(^|\/)(console|exam|online)-/.test(filename) ? deps.filter((d) => d.endsWith('.css')) : deps,
    },
    rolldownOptions: {
      // dayjs declares no "sideEffects", so every portal page kept its 3 KiB although nothing there calls it
      // (antd-mobile's date pickers import it; they are in the console's chunks).
      // html5-qrcode declares none either: its scanner UI (Html5QrcodeScanner, its images and texts) stayed in the
      // camera's chunk although we use the Html5Qrcode class alone (docs/decisions/components.md).
      treeshake: {
        moduleSideEffects: [
          { test: /node_modules[\\/]dayjs[\\/]/, sideEffects: false },
          { test: /node_modules[\\/]html5-qrcode[\\/]/, sideEffects: false },
        ],
      },
      output: {
        // Seven characters of content hash, not eight (seven is the least the bundler accepts for this many
        // chunks): the first chunk lists the files each page imports, for preloading, and the hundred names'
        // hashes do not compress (about 200 bytes gzip of every first visit).
        entryFileNames: 'assets/[name]-[hash:7].js',
        assetFileNames: 'assets/[name]-[hash:7][extname]',
        chunkFileNames: (chunk) =>
          chunk.facadeModuleId && CONSOLE_ROUTE.test(chunk.facadeModuleId)
            ? 'assets/console-[name]-[hash:7].js'
            : chunk.facadeModuleId && EXAM_CODE.test(chunk.facadeModuleId)
              ? 'assets/exam-[name]-[hash:7].js'
              : chunk.facadeModuleId && ONLINE_SCREEN.test(chunk.facadeModuleId)
                ? 'assets/online-[name]-[hash:7].js'
                : libraryPiece(chunk)
                  ? 'assets/[hash:7].js'
                  : 'assets/[name]-[hash:7].js',
        codeSplitting: {
          groups: [
            // First the vendor chunk (see portalChunks), then the portal's own.
            ...portal.groups,
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': apiTarget } },
  preview: { proxy: { '/api': apiTarget } },
});

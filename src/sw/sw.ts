/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { createPartialResponse } from 'workbox-range-requests';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { CACHE_NAMES, LESSON_VIDEO_PATH } from '@contract/constants';
import { savedVideo } from './offline-copy';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

// The app shell: precached, and every navigation answered with index.html, online or not. Not a certificate's
// verify page (/verify/<number>, what its QR opens): the server's, which a phone with the app installed must see.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: [/^\/api\//, /^\/verify\//] }),
);

// Public, tenant-wide data the login and home pages need offline. Authenticated answers are never cached
// here: the per-user query cache in IndexedDB holds those and is cleared when the user changes. The network's
// answer first: staff's changes to the site settings and translations show at once (the persisted query cache
// already shows the last answer while this one comes), the saved one when the network is gone or too slow.
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' && /^\/api\/admin\/(system\/config|i18n\/info|tenant\/list)$/.test(url.pathname),
  new NetworkFirst({
    cacheName: CACHE_NAMES.publicApi,
    networkTimeoutSeconds: 4,
    plugins: [new CacheableResponsePlugin({ statuses: [200] })],
  }),
);

// The catalog: the network's answer when there is one (a sign-up must see fresh seats), the last answer when
// the network is gone or too slow. The persisted query cache in front already shows saved data at once.
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    /^\/api\/(edu\/course\/(page|details\/\d+)|admin\/dict\/type\/course_category)$/.test(url.pathname),
  new NetworkFirst({
    cacheName: CACHE_NAMES.courses,
    networkTimeoutSeconds: 6,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 14 * 24 * 3600 }),
    ],
  }),
);

// A lesson taken away plays from the phone: the player asks for its token-free path (no signed query) when the
// page found a whole copy (lib/offline-files.ts), and its range requests are answered from the stored pieces, so it
// plays and seeks with no network. A signed link always goes to the server.
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' && url.pathname.startsWith(LESSON_VIDEO_PATH) && url.search === '',
  async ({ request, url }) => {
    const saved = await savedVideo(url.pathname.slice(LESSON_VIDEO_PATH.length)).catch(() => undefined);
    if (!saved) return fetch(request);
    const whole = new Response(saved.blob, {
      headers: {
        'Content-Type': saved.file.type,
        'Content-Length': String(saved.blob.size),
        'Accept-Ranges': 'bytes',
      },
    });
    return request.headers.has('range') ? createPartialResponse(request, whole) : whole;
  },
);

// The caches lessons and handouts were kept in before they moved to IndexedDB (contract/offline-files.ts): freed.
const RETIRED_CACHES = ['lesson-videos', 'lesson-handouts'];
self.addEventListener('activate', (event) => {
  event.waitUntil(Promise.all(RETIRED_CACHES.map((name) => caches.delete(name))));
});

// Chunks left out of the precache (the console, the fallback scanner: build/precache-scope.ts) are kept the
// first time they are fetched, so a console page opened once online opens again offline. Their names carry a
// content hash: a kept copy is never stale, and the expiration drops those of old releases.
registerRoute(
  ({ url, request, sameOrigin }) =>
    sameOrigin && request.method === 'GET' && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: CACHE_NAMES.assets,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 60 * 24 * 3600, purgeOnQuotaError: true }),
    ],
  }),
);

registerRoute(
  ({ request }) => request.destination === 'image',
  new CacheFirst({
    cacheName: CACHE_NAMES.images,
    plugins: [new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * 24 * 3600 })],
  }),
);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
clientsClaim();

// The first-visit budgets CI holds (e2e/pwa.spec.ts) and the bench prints. Budgets only go down: each is what the
// build last reached, rounded up a little; the goals are issue 13's (docs/decisions.md, "Portal speed").
const KiB = 1024;

/** JS+CSS a first visit loads (gzip -9) and the number of those requests, per page. */
export const PAGE_BUDGETS = {
  '/#/home': { bytes: 105 * KiB, requests: 8 },
  '/#/studyOnline': { bytes: 103 * KiB, requests: 7 },
  '/#/detail': { bytes: 109 * KiB, requests: 9 },
  '/#/login': { bytes: 105 * KiB, requests: 7 },
  // With the html5-qrcode fallback (Linux Chromium has no BarcodeDetector); about 110 KiB where it has one.
  '/#/sign/home': { bytes: 216 * KiB, requests: 11 },
};

/** JS+CSS the service worker precaches on the same first visit (gzip -9). */
export const PRECACHE_BUDGET = 201 * KiB;

/** Where issue 13 wants them. */
export const GOALS = {
  pageBytes: 120 * KiB,
  pageRequests: 15,
  signHomeBytes: 220 * KiB,
  precacheBytes: 350 * KiB,
};

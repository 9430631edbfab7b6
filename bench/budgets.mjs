// The first-visit budgets CI holds (e2e/pwa.spec.ts) and the bench prints. Budgets only go down: each is what the
// build last reached, rounded up a little; the goals are issue 13's (docs/decisions.md, "Portal speed").
const KiB = 1024;

/** JS+CSS a first visit loads (gzip -9) and the number of those requests, per page. */
export const PAGE_BUDGETS = {
  '/#/home': { bytes: 159 * KiB, requests: 44 },
  '/#/studyOnline': { bytes: 195 * KiB, requests: 58 },
  '/#/detail': { bytes: 163 * KiB, requests: 49 },
  '/#/login': { bytes: 155 * KiB, requests: 31 },
  '/#/sign/home': { bytes: 270 * KiB, requests: 51 },
};

/** JS+CSS the service worker precaches on the same first visit (gzip -9). */
export const PRECACHE_BUDGET = 276 * KiB;

/** Where issue 13 wants them. */
export const GOALS = {
  pageBytes: 120 * KiB,
  pageRequests: 15,
  signHomeBytes: 220 * KiB,
  precacheBytes: 350 * KiB,
};

/**
 * Issue 29, "Client data has one home per feature", as lint zones (spread at the end of eslint.config.js).
 *
 * - A feature's components take data through their feature's api/ folder: its query options and its hooks
 *   (useSaveDept…), which own the calls, the wire mapping and what a write makes stale. They import neither the
 *   request layer (ky, lib/api-client) nor a key factory (any `keys` module), nor run mutations or reach the query
 *   client themselves (useMutation, useQueryClient).
 * - Shared code (src/client/components, src/client/lib) sits below the data layer: it is handed data and calls as
 *   props, and imports neither src/client/api nor a feature. Shared components call no API either.
 * - src/client/api, the app's shared data layer, imports lib and the contract only: no feature, component, route
 *   or app module.
 *
 * eslint-plugin-boundaries' elements (eslint.config.js) count src/client/api as no element of its own; these rules
 * draw its edges instead. ESLint applies the last `no-restricted-imports` that matches a file, not a merge of
 * them, so each zone below repeats the portal's rules of eslint.config.js (no zod, only types from the contract's
 * schema modules) where those apply: keep the two in step.
 */

/** eslint.config.js's portal rules (issue 13), for the files they cover (all but the console's). */
const PORTAL = [
  {
    regex: '^(@contract/|\\.\\./contract/)(edu|checkin|auth|envelope|captcha|account)$',
    allowTypeImports: true,
    message:
      'The portal takes only types from schema modules (they load zod); import rules from a zod-free module such as @contract/checkin-rules or @contract/study-rules.',
  },
  {
    group: ['zod', 'zod/*'],
    message: 'The portal does not load zod (issue 13): validate on the server.',
  },
];

const USE_API = "use the feature's api/ hooks and query options (issue 29)";
/** The request layer and the key factories stay in the data layer. */
const DATA = [
  {
    regex: '^ky(/|$)',
    message: `Components do not call ky: ${USE_API}.`,
  },
  {
    regex: '(^|/)lib/api-client$',
    message: `Components do not call the request layer: ${USE_API}. Errors to tell apart are in @/lib/api-errors.`,
  },
  {
    regex: '(^|/)keys$',
    message: `Query keys are the data layer's: ${USE_API}, which invalidate what they change.`,
  },
];
/** Running writes and reaching the cache are the api/ hooks' work. */
const HOOKS = [
  {
    name: '@tanstack/react-query',
    importNames: ['useMutation', 'useQueryClient'],
    message: `Writes and cache access live in the feature's api/ folder: ${USE_API}.`,
  },
];
/** Shared components and lib sit below src/client/api and the features. */
const BELOW_DATA = [
  {
    regex: '^(@/|(\\.\\./)+)api(/|$)',
    message:
      "Shared components and lib do not import src/client/api: take data and calls as props from the feature's api/.",
  },
  {
    regex: '^(@/|(\\.\\./)+)features(/|$)',
    message: 'Shared components and lib sit below the features.',
  },
];
/** The shared data layer imports lib and the contract only. */
const DATA_LAYER = [
  {
    regex: '^(@/|(\\.\\./)+)(features|components|routes|app)(/|$)',
    message: 'src/client/api imports lib and the contract only: no feature, component, route or app module.',
  },
];

const SOURCE = '**/*.{ts,tsx}';
const rule = (patterns, paths = []) => ({
  'no-restricted-imports': ['error', paths.length ? { paths, patterns } : { patterns }],
});

export default [
  {
    files: [`src/client/features/*/components/${SOURCE}`],
    ignores: ['src/client/features/console-*/**', 'src/client/features/admin/**'],
    rules: rule([...PORTAL, ...DATA], HOOKS),
  },
  {
    // The console's features: eslint.config.js leaves them out of the portal's rules.
    files: [
      `src/client/features/console-*/components/${SOURCE}`,
      `src/client/features/admin/components/${SOURCE}`,
    ],
    rules: rule(DATA, HOOKS),
  },
  {
    files: [`src/client/components/${SOURCE}`],
    rules: rule([...PORTAL, ...DATA, ...BELOW_DATA], HOOKS),
  },
  {
    files: [`src/client/lib/${SOURCE}`],
    rules: rule([...PORTAL, ...BELOW_DATA]),
  },
  {
    files: [`src/client/api/${SOURCE}`],
    rules: rule([...PORTAL, ...DATA_LAYER]),
  },
];

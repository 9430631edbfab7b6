import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import lingui from 'eslint-plugin-lingui';
import boundaries from 'eslint-plugin-boundaries';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import { serverModulesConfig } from './build/eslint-server-modules.js';
import { clientDataConfig } from './build/eslint-client-data.js';
import { SCHEMA_MODULE_IMPORT } from './build/contract-modules.js';

/**
 * The layers of ARCHITECTURE.md as lint zones. Every import is resolved (aliases and relative paths alike) and
 * its two ends are classified by path, so a folder created tomorrow is covered by the pattern it falls under.
 */
const TS_PROJECTS = ['tsconfig.app.json', 'tsconfig.server.json', 'tsconfig.sw.json', 'tsconfig.node.json'];

const elements = [
  { type: 'contract', pattern: 'src/contract', partialMatch: false },
  // A server module (src/server/modules/<m>): its own files, entered from elsewhere only by its index.ts.
  { type: 'server-module', pattern: 'src/server/modules/*', partialMatch: false, capture: ['module'] },
  { type: 'server', pattern: 'src/server', partialMatch: false },
  { type: 'feature', pattern: 'src/client/features/*', partialMatch: false, capture: ['feature'] },
  { type: 'client-shared', pattern: 'src/client/{components,lib}', partialMatch: false },
  // The calls and query keys that several features read (the catalog, sessions, enrolments).
  { type: 'client-api', pattern: 'src/client/api', partialMatch: false },
  { type: 'client-app', pattern: 'src/client/{app,routes}', partialMatch: false },
  { type: 'client-root', pattern: 'src/client/*.{ts,tsx}', partialMatch: false },
  { type: 'sw', pattern: 'src/sw', partialMatch: false },
];
/** Files with a role of their own, whatever element they sit in. */
const files = [
  // The demo seed writes its rows directly; it sits above the modules (it uses their rules), never below them.
  { category: 'data', pattern: ['src/server/**/*.repo.ts', 'src/server/db/**', 'src/server/seed/**'] },
  { category: 'env', pattern: 'src/server/env.ts' },
  // Every file gets a category, so "none of these" can be asked of the rest.
  { category: 'source', pattern: 'src/**' },
];

/**
 * Files linted with type information (typescript-eslint's type-checked rules): the source, and the tests, the
 * browser tests, the benchmarks, the build's own code and the root configurations, by the same rules. Each is in
 * one of the tsconfig.*.json projects (the JavaScript ones through allowJs and checkJs in tsconfig.node.json).
 */
const TYPED_FILES = [
  'src/server/**/*.ts',
  'src/contract/**/*.ts',
  'src/client/**/*.{ts,tsx}',
  'src/sw/**/*.ts',
  'tests/**/*.{ts,tsx}',
  'e2e/**/*.ts',
  'bench/**/*.{ts,mts,mjs}',
  'build/**/*.{ts,js}',
  '*.config.{ts,js}',
];

/** Attributes and names whose strings are not text for a reader (lingui's no-unlocalized-strings). */
const UNLOCALIZED_NAMES = [
  ...['className', 'style', 'key', 'type', 'href', 'to', 'path', 'id', 'name', 'role', 'mode', 'color'],
  ...['direction', 'fill', 'position', 'placement', 'icon', 'layout', 'size', 'shape', 'inputMode'],
  ...['autoComplete', 'data-testid', 'testId', 'rel', 'target', 'src', 'alt$', 'method', 'prefix'],
  ...['accept', 'enterKeyHint', 'variant', 'theme', 'status', 'align', 'justify', 'wrap', 'height'],
  ...['width', 'queryKey', 'mutationKey', 'headers', 'Header', 'ALIAS', 'Key$', '_KEY$', 'KEY$', '^d$'],
  ...['viewBox', '^stroke', 'SELECTOR$'],
];

/** @param {string} type */
const to = (type) => ({ to: { element: { type } } });
const CLIENT = ['feature', 'client-shared', 'client-api', 'client-app', 'client-root'];
const SERVER = ['server', 'server-module'];
const DATABASE_MODULES = ['drizzle-orm', 'pg', '@electric-sql/pglite'];

/** Later policies win over earlier ones when both match (the plugin's last-write-wins). */
const policies = [
  {
    from: { element: { type: 'contract' } },
    disallow: [
      { to: { module: { origin: 'local' }, element: { types: { noneOf: ['contract'] } } } },
      { to: { module: { origin: ['external', 'core'], source: '!zod' } } },
    ],
    message: 'The contract is isomorphic: it imports zod and itself only.',
  },
  {
    from: { element: { types: { anyOf: CLIENT } } },
    disallow: [...SERVER, 'sw'].map(to),
    message: 'The client imports the contract, never the server or the service worker.',
  },
  {
    from: { element: { types: { anyOf: SERVER } } },
    disallow: [...CLIENT, 'sw'].map(to),
    message: 'The server imports the contract, never the client.',
  },
  {
    from: { element: { type: 'sw' } },
    disallow: [...CLIENT, ...SERVER].map(to),
    message: 'The service worker imports the contract only.',
  },
  {
    from: { element: { type: 'feature' } },
    disallow: [to('feature'), to('client-app'), to('client-root')],
    message: 'Features do not import other features or the app; compose them in routes.',
  },
  {
    from: { element: { type: 'feature' } },
    allow: {
      to: { element: { type: 'feature', captured: { feature: '{{ from.element.captured.feature }}' } } },
    },
  },
  {
    from: { element: { type: 'client-shared' } },
    disallow: [to('feature'), to('client-app'), to('client-root')],
    message: 'Shared components and lib sit below features and the app.',
  },
  {
    from: { element: { type: 'client-shared' }, file: { path: 'src/client/components/**' } },
    disallow: [to('client-api')],
    message: 'Shared components do not call the API: the feature using them passes the calls in.',
  },
  {
    from: { element: { type: 'client-api' } },
    disallow: [
      to('feature'),
      to('client-app'),
      to('client-root'),
      { to: { file: { path: 'src/client/components/**' } } },
    ],
    message: 'src/client/api holds calls and keys: it imports the contract and src/client/lib only.',
  },
  {
    from: { element: { types: { anyOf: SERVER } }, file: { categories: { noneOf: ['data'] } } },
    disallow: [
      // A type (a stored JSON shape) is no access: only values of the schema are the database's.
      {
        to: { file: { path: ['src/server/db/schema/**', 'src/server/db/prepared.ts'] } },
        dependency: { kind: 'value' },
      },
      { to: { module: { source: DATABASE_MODULES } } },
    ],
    message: 'Only *.repo.ts files, src/server/db and the seed touch the database: call a repo.',
  },
  {
    from: { element: { types: { anyOf: SERVER } }, file: { path: 'src/server/db/**' } },
    disallow: [to('server-module'), { to: { file: { path: 'src/server/seed/**' } } }],
    message:
      'src/server/db sits below the modules: it imports neither a module nor the seed (a row type goes in the schema).',
  },
  {
    from: { element: { types: { anyOf: SERVER } } },
    disallow: [
      { to: { element: { type: 'server-module' }, file: { path: '!src/server/modules/*/index.ts' } } },
    ],
    message:
      'Another module is entered by its index.ts only (its routes and the functions it offers), ' +
      'never its repo or other files.',
  },
  {
    from: { element: { type: 'server-module' } },
    allow: {
      to: { element: { type: 'server-module', captured: { module: '{{ from.element.captured.module }}' } } },
    },
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'data',
      'node_modules',
      'src/client/routeTree.gen.ts',
      'src/client/locales',
      'test-results',
      'playwright-report',
      'src/server/db/migrations',
      'bench/.tmp',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { boundaries, 'import-x': importX },
    settings: {
      'boundaries/elements': elements,
      'boundaries/files': files,
      'boundaries/elements-single-match': true,
      'boundaries/legacy-templates': false,
      'boundaries/dependency-nodes': ['import', 'dynamic-import', 'export'],
      'import/resolver': { typescript: { project: TS_PROJECTS, noWarnOnMultipleProjects: true } },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: TS_PROJECTS, noWarnOnMultipleProjects: true }),
      ],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      // Externals and imports inside one element (a server module reaching the schema) are checked too.
      'boundaries/dependencies': [
        'error',
        { default: 'allow', checkAllOrigins: true, checkInternals: true, policies },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // Configuration is read once, in src/server/env.ts.
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through src/server/env.ts.' },
      ],
    },
  },
  { files: ['src/server/env.ts'], rules: { 'no-restricted-properties': 'off' } },
  // Type-aware rules where the types are: a promise nobody awaits or catches, or one handed to a caller that
  // expects nothing back, is an error that fails silently at run time.
  ...tseslint.configs.recommendedTypeChecked.map((config) => ({ ...config, files: TYPED_FILES })),
  {
    files: TYPED_FILES,
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      // Fastify's plugins, hooks and handlers are async by contract (a returned promise is how Fastify knows
      // they are done), with or without an await inside.
      '@typescript-eslint/require-await': 'off',
    },
  },
  ...serverModulesConfig,
  ...clientDataConfig,
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, lingui },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/react-compiler': 'off',
      'lingui/no-unlocalized-strings': [
        'error',
        {
          ignore: [
            '^[^A-Za-z\\u4e00-\\u9fa5]*$',
            '^#?/[\\w/.#-]*$',
            '^[a-z0-9]+([-_./:#?=&][a-zA-Z0-9]+)*[/]?$',
            '^[A-Z_]+$',
            '^(GET|POST|PUT|DELETE)$',
            '^https?://',
            '^\\w+/\\w+',
            '^[\\w-]+( [\\w-]+)*$',
            // CSS custom properties with their fallback, as antd-mobile's own components set them.
            '^var\\(--[\\w-]+(, ?#?\\w+)?\\)$',
          ],
          ignoreFunctions: [
            'console.*',
            'Error',
            'URL',
            'URLSearchParams',
            'new URL',
            'localStorage.*',
            'sessionStorage.*',
            'document.querySelector',
            'document.getElementById',
            'addEventListener',
            'removeEventListener',
            'navigator.serviceWorker.register',
            'useQuery',
            'createFileRoute',
            'createLazyFileRoute',
            'redirect',
            'z.*',
            'set',
            'get',
            'del',
            'createStore',
            'setCookie',
            'getCookie',
            'removeCookie',
            'classNames',
            'cx',
          ],
          ignoreNames: [
            {
              regex: {
                pattern: UNLOCALIZED_NAMES.join('|'),
                flags: 'i',
              },
            },
          ],
        },
      ],
      'lingui/t-call-in-function': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Property[key.name=/^(queryKey|mutationKey)$/] > ArrayExpression',
          message: "Build query and mutation keys with their owner's key factory (api/keys.ts).",
        },
      ],
    },
  },
  // Key factories are where keys are written out.
  { files: ['src/client/**/keys.ts'], rules: { 'no-restricted-syntax': 'off' } },
  {
    // A phone's pages run without zod (too heavy for a phone): from the contract's schema modules the portal
    // takes types only; rules it needs live in zod-free modules (constants, *-rules, signed-codes, site-text,
    // permissions).
    files: ['src/client/**/*.{ts,tsx}', 'src/sw/**/*.ts'],
    ignores: [
      'src/client/features/console-*/**',
      'src/client/features/admin/**',
      'src/client/routes/admin/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: SCHEMA_MODULE_IMPORT,
              allowTypeImports: true,
              message:
                'The portal takes only types from schema modules (they load zod); import rules from a zod-free ' +
                'module such as @contract/checkin-rules or @contract/study-rules.',
            },
            {
              group: ['zod', 'zod/*'],
              message: 'The portal does not load zod (too heavy for a phone): validate on the server.',
            },
          ],
        },
      ],
    },
  },
  // No line over 120 characters anywhere: prettier wraps code at 110, and this catches what it cannot wrap
  // (comments, strings, template literals, URLs), counted like any other code.
  { files: ['**/*.{ts,tsx,mts,js,mjs}'], rules: { 'max-len': ['error', { code: 120, tabWidth: 2 }] } },
  {
    files: ['tests/**', 'e2e/**', 'bench/**', '*.config.ts', '*.config.js'],
    rules: { 'lingui/no-unlocalized-strings': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);

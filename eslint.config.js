import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import lingui from 'eslint-plugin-lingui';
import globals from 'globals';

/** Import boundaries of DESIGN.md §2, expressed with core `no-restricted-imports`. */
const contractRules = {
  'no-restricted-imports': [
    'error',
    { patterns: [{ group: ['node:*', 'react', 'react-dom', '@/*', '../client/*', '../server/*'], message: 'The contract is isomorphic: zod only.' }] },
  ],
};

const featureBoundary = (feature) => ({
  files: [`src/client/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { regex: `^@/features/(?!${feature}/)`, message: 'Features do not import other features; compose them in routes.' },
          { group: ['@/routes/*', '@/app/*'], message: 'Features sit below routes and app.' },
        ],
      },
    ],
  },
});

const features = ['auth', 'home', 'admin', 'coming-soon', 'courses', 'study', 'console-edu', 'checkin'];

export default tseslint.config(
  {
    ignores: ['dist', 'data', 'node_modules', 'src/client/routeTree.gen.ts', 'src/client/locales', 'test-results', 'playwright-report', 'src/server/db/migrations'],
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
  { files: ['src/contract/**/*.ts'], rules: contractRules },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/*', '../client/*', '**/client/**'], message: 'The server imports the contract, never the client.' }] }],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, lingui },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/react-compiler': 'off',
      'lingui/no-unlocalized-strings': [
        'error',
        {
          ignore: ['^[^A-Za-z\\u4e00-\\u9fa5]*$', '^#?/[\\w/.#-]*$', '^[a-z0-9]+([-_./:#?=&][a-zA-Z0-9]+)*[/]?$', '^[A-Z_]+$', '^(GET|POST|PUT|DELETE)$', '^https?://', '^\\w+/\\w+', '^[\\w-]+( [\\w-]+)*$'],
          ignoreFunctions: ['console.*', 'Error', 'URL', 'URLSearchParams', 'new URL', 'localStorage.*', 'sessionStorage.*', 'document.querySelector', 'document.getElementById', 'addEventListener', 'removeEventListener', 'navigator.serviceWorker.register', 'useQuery', 'createFileRoute', 'createLazyFileRoute', 'redirect', 'z.*', 'set', 'get', 'del', 'createStore', 'setCookie', 'getCookie', 'removeCookie', 'classNames', 'cx'],
          ignoreNames: [{ regex: { pattern: 'className|style|key|type|href|to|path|id|name|role|mode|color|direction|fill|position|placement|icon|layout|size|shape|inputMode|autoComplete|data-testid|testId|rel|target|src|alt$|method|prefix|accept|enterKeyHint|variant|theme|status|align|justify|wrap|height|width|queryKey|mutationKey|headers|Header|ALIAS|Key$|_KEY$|KEY$', flags: 'i' } }],
        },
      ],
      'lingui/t-call-in-function': 'error',
    },
  },
  ...features.map(featureBoundary),
  {
    files: ['tests/**', 'e2e/**', 'bench/**', '*.config.ts', '*.config.js'],
    rules: { 'lingui/no-unlocalized-strings': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);

// Lint rules of the client's data layer (ARCHITECTURE.md, "Client data"), as a local plugin: a feature's `api/`
// owns its calls, keys, mutations and cache invalidation; components and screens call its hooks.

// @ts-check

/**
 * What only a feature's api/ (or src/client/api, src/client/lib) may import.
 * @type {{ test: (source: string) => boolean; what: string }[]}
 */
const DATA_MODULES = [
  { test: (s) => s === 'ky', what: 'ky' },
  { test: (s) => /(^|\/)lib\/api-client$/.test(s), what: 'the API client' },
  { test: (s) => /(^|\/)api\/keys$/.test(s), what: 'a query key factory' },
];
/** Cache writes: a mutation's options in api/ decide what a write makes stale. */
const CACHE_WRITES = new Set([
  'invalidateQueries',
  'setQueryData',
  'setQueriesData',
  'removeQueries',
  'resetQueries',
  'refetchQueries',
]);

/** @type {import('eslint').Rule.RuleModule} */
const noDataInComponents = {
  meta: {
    type: 'problem',
    docs: {
      description: "Components call their feature api's hooks; they do not call the API or write the cache",
    },
    schema: [],
    messages: {
      import: "A component does not import {{what}}: call a hook or options from the feature's api/.",
      mutation:
        "useMutation belongs in the feature's api/ (mutationOptions with its invalidation); call its hook.",
      cache: "{{method}} belongs in the feature's api/ (a mutation's onSuccess or a hook); call that hook.",
    },
  },
  create(context) {
    return {
      ImportDeclaration(node) {
        const source = String(node.source.value);
        const hit = DATA_MODULES.find((m) => m.test(source));
        if (hit) context.report({ node, messageId: 'import', data: { what: hit.what } });
      },
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type === 'Identifier' && callee.name === 'useMutation')
          context.report({ node, messageId: 'mutation' });
        if (
          callee.type === 'MemberExpression' &&
          callee.property.type === 'Identifier' &&
          CACHE_WRITES.has(callee.property.name)
        )
          context.report({ node, messageId: 'cache', data: { method: callee.property.name } });
      },
    };
  },
};

export const clientDataPlugin = { rules: { 'no-data-in-components': noDataInComponents } };

/** @type {import('eslint').Linter.Config[]} */
export const clientDataConfig = [
  {
    // Screens: feature components, shared components and the route files that compose them.
    files: [
      'src/client/features/*/components/**/*.{ts,tsx}',
      'src/client/components/**/*.{ts,tsx}',
      'src/client/routes/**/*.{ts,tsx}',
    ],
    plugins: { 'client-data': clientDataPlugin },
    rules: { 'client-data/no-data-in-components': 'error' },
  },
];

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { codeOf, sourceFiles } from './source-text';

/**
 * The client uses TanStack Router through its public API only. The router's stores (`stores`, with `byRoute`,
 * `setMatches`…, the `__store` of the old state and `getMatchStore`) are its own and change in patch releases:
 * kept tabs once replaced them, which a patch release could break silently (docs/decisions/console.md, "Kept
 * tabs on the router's public API"). A text scan of src/client's code, comments left out.
 */
const RULES: { rule: string; pattern: RegExp }[] = [
  {
    rule: "reads or writes the router's internal `stores` (read its state with useRouterState or router.state)",
    // A member (`.stores`, `['stores']`), a key given (`{ stores: … }`, as Object.create takes) or one taken.
    pattern: /(\.|\[\s*['"`])stores\b|\bstores\s*:|[{,]\s*stores\s*[,}=]/,
  },
  { rule: "reads or writes the router's internal `__store`", pattern: /\b__store\b/ },
  { rule: "reads or writes the router's internal `getMatchStore`", pattern: /\bgetMatchStore\b/ },
];

/** `file:line: rule` for each line of `text` that breaks a rule. */
function breaches(file: string, text: string): string[] {
  return codeOf(text)
    .split('\n')
    .flatMap((line, i) =>
      RULES.filter(({ pattern }) => pattern.test(line)).map(({ rule }) => `${file}:${i + 1}: ${rule}`),
    );
}

describe("the router's internals", () => {
  it('are neither read nor written by any file of src/client', () => {
    const files = sourceFiles('src/client').filter((f) => !f.endsWith('.css'));
    expect(files.length).toBeGreaterThan(300);
    const found = files.flatMap((f) => breaches(f, readFileSync(f, 'utf8')));
    expect(found, `Use the router's public API:\n${found.join('\n')}`).toEqual([]);
  });

  it('are found in the forms kept tabs once used, and the public API and prose pass', () => {
    for (const code of [
      'return Object.create(router, { stores: { value: stores } }) as AnyRouter;',
      'const matches = router.stores.matches.get();',
      "const s = router['stores'];",
      'const { stores } = useRouter();',
      'useSelector(router.__store)',
      'const store = getMatchStore(routeId);',
    ])
      expect(breaches('probe.ts', code), code).toHaveLength(1);
    for (const code of [
      'const href = router.state.location.href;',
      'const idle = useRouterState({ select: (s) => s.status === "idle" });',
      '// the server stores what passed',
      '/** as pig stores it: { stores: 1 } */',
      "const link = 'https://example.com//stores';",
    ])
      expect(breaches('probe.ts', code), code).toEqual([]);
  });
});

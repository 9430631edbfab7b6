import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * ARCHITECTURE.md is a map: every file or folder it names exists, and every name of code it cites (`name()`, a
 * camelCase, PascalCase or CONSTANT_CASE name) is still written in the code. A path may be given from the root
 * (`src/server/env.ts`) or as the end of one (`exam/bank/bank.sheet.ts`); `<placeholders>` and `*` stand for any
 * part of one segment. Code blocks (the layer diagram, the generated module map) are read by their own tests.
 */
const DOC = 'ARCHITECTURE.md';
const text = readFileSync(DOC, 'utf8').replace(/```[\s\S]*?```/g, '');
const tokens = [...new Set([...text.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!.trim()))].filter(Boolean);

const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  encoding: 'utf8',
})
  .split('\n')
  .filter(Boolean);
const folders = new Set(
  tracked.flatMap((f) =>
    f
      .split('/')
      .slice(0, -1)
      .map((_, i, parts) => parts.slice(0, i + 1).join('/')),
  ),
);
const paths = [...tracked, ...folders];
const CODE = tracked.filter(
  (f) => /\.(ts|tsx|js|mjs)$/.test(f) && !f.startsWith('src/server/db/migrations/'),
);
const ROOTS = ['src', 'tests', 'build', 'bench', 'e2e', 'docs', 'deploy', 'public', 'scripts', 'seed', '.ci'];
/** Lint rules are cited by their ids (`plugin/rule`), which are no paths. */
const LINT_PLUGINS = ['boundaries', 'client-data', 'lingui', 'import-x', 'react-hooks'];

const globToRegExp = (glob: string) =>
  glob
    .replace(/<[^>]+>/g, '*')
    .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '[^/]*');

/** Whether a path (from the root, or the end of one) names a file or folder of the repository. */
function pathExists(token: string): boolean {
  const path = token.replace(/\/$/, '');
  const fromRoot = ROOTS.some((r) => path === r || path.startsWith(`${r}/`)) || !path.includes('/');
  const pattern = new RegExp(`${fromRoot && path.includes('/') ? '^' : '(^|/)'}${globToRegExp(path)}$`);
  return paths.some((p) => pattern.test(p));
}

const sources = CODE.filter((f) => f !== 'tests/tooling/architecture-map.test.ts').map((f) => ({
  f,
  // Comment lines aside: a name only a comment still mentions is gone from the code.
  code: readFileSync(f, 'utf8')
    .split('\n')
    .filter((l) => !/^\s*(\/\/|\/?\*)/.test(l))
    .join('\n'),
}));
/** Whether a name of code is written in the code (a declaration, a call, a property). */
function nameExists(name: string): boolean {
  const pattern = new RegExp(`(^|[^\\w$])${globToRegExp(name).replace(/\[\^\/\]\*/g, '[\\w$]*')}($|[^\\w$])`);
  return sources.some((s) => pattern.test(s.code));
}

type Cited = { token: string; kind: 'path' | 'name'; name: string };
const cited: Cited[] = tokens.flatMap((token): Cited[] => {
  if (/\s/.test(token) || /^[/#@.]/.test(token)) return [];
  if (LINT_PLUGINS.some((p) => token.startsWith(`${p}/`))) return [];
  const call = /^([\w$.]+)\(.*\)$/.exec(token);
  if (call) return [{ token, kind: 'name', name: call[1]!.split('.').pop()! }];
  const file = /\.(ts|tsx|js|mjs|json|md|po|css|html|conf)$/.test(token);
  // A file name pattern (`exam.bank*`, `archive-*.ts`), unlike a pattern of names (`LICENCE_*`).
  const pattern = token.includes('*') && /[.-]/.test(token);
  if (token.includes('/') || file || pattern) return [{ token, kind: 'path', name: token }];
  if (/^[A-Za-z_$][\w$*]*$/.test(token) && /[A-Z_]/.test(token))
    return [{ token, kind: 'name', name: token }];
  return [];
});

describe('ARCHITECTURE.md', () => {
  it('cites paths and names of code (the test reads them)', () => {
    expect(cited.filter((c) => c.kind === 'path').length).toBeGreaterThan(50);
    expect(cited.filter((c) => c.kind === 'name').length).toBeGreaterThan(10);
    // The reading itself: a path that exists, one that does not, a name that does and one that does not.
    expect(pathExists('src/server/env.ts')).toBe(true);
    expect(pathExists('exam/bank/bank.sheet.ts')).toBe(true);
    expect(pathExists('src/client/features/<f>/components/')).toBe(true);
    expect(pathExists('src/server/nowhere.ts')).toBe(false);
    expect(nameExists('createBatcher')).toBe(true);
    expect(nameExists('requirePermission')).toBe(false);
  });

  it('names only files and folders that exist', () => {
    const gone = cited.filter((c) => c.kind === 'path' && !pathExists(c.name)).map((c) => c.token);
    expect(gone, `${DOC} names paths that are not in the repository`).toEqual([]);
  });

  it('cites only names the code still has', () => {
    const gone = cited.filter((c) => c.kind === 'name' && !nameExists(c.name)).map((c) => c.token);
    expect(gone, `${DOC} cites names no code declares or uses`).toEqual([]);
  });
});

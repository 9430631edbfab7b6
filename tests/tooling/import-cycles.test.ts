import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * No import cycle anywhere in src/: every import counts, `import type` and `import()` included (a type-only cycle
 * still ties the files' meaning together, and a dynamic one their loading). Files are read as text and their
 * imports resolved like the build does (relative paths and the `@` / `@contract` aliases); what is found is every
 * strongly connected group of files, named in full.
 */
const ROOT = process.cwd();
const SOURCES = join(ROOT, 'src');
const ALIASES: [string, string][] = [
  ['@contract/', join(ROOT, 'src/contract/')],
  ['@/', join(ROOT, 'src/client/')],
];
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => {
    const path = join(dir, f);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });

/** The file an import names, or null for a package or a file of another kind (a stylesheet, a catalog). */
function resolved(from: string, spec: string): string | null {
  const alias = ALIASES.find(([prefix]) => spec.startsWith(prefix));
  const base = spec.startsWith('.')
    ? resolve(dirname(from), spec)
    : alias
      ? join(alias[1], spec.slice(alias[0].length))
      : null;
  if (!base) return null;
  for (const ext of EXTENSIONS) {
    const path = base + ext;
    if (/\.tsx?$/.test(path) && existsSync(path) && statSync(path).isFile()) return path;
  }
  return null;
}

const IMPORTS = [
  /(?:^|\n)\s*(?:import|export)\b[^'";]*?\bfrom\s*['"]([^'"]+)['"]/g,
  /(?:^|\n)\s*import\s*['"]([^'"]+)['"]/g,
  /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
];

/** Every file of src/ and the files it imports. */
export function importGraph(root = SOURCES): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of walk(root).filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts'))) {
    const text = readFileSync(file, 'utf8');
    const specs = IMPORTS.flatMap((re) => [...text.matchAll(re)].map((m) => m[1]!));
    graph.set(file, [...new Set(specs.map((s) => resolved(file, s)).filter((f): f is string => f !== null))]);
  }
  return graph;
}

/** The groups of two or more files that import each other, directly or around a circle (Tarjan's algorithm). */
export function cyclesOf(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const group: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      group.push(w);
    } while (w !== v);
    if (group.length > 1 || graph.get(v)?.includes(v)) groups.push(group.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return groups;
}

describe('imports in src/', () => {
  it('are found, aliases and type-only and dynamic ones included', () => {
    const graph = importGraph();
    const of = (file: string) => (graph.get(join(ROOT, file)) ?? []).map((f) => relative(ROOT, f));
    // An alias, a relative import and a dynamic one, each resolved to its file.
    expect(of('src/client/main.tsx').length).toBeGreaterThan(0);
    expect(of('src/server/app.ts')).toContain('src/server/db/shared.ts');
    expect(
      cyclesOf(
        new Map([
          ['a', ['b']],
          ['b', ['c']],
          ['c', ['a']],
          ['d', ['a']],
        ]),
      ),
    ).toEqual([['a', 'b', 'c']]);
    expect(
      cyclesOf(
        new Map([
          ['a', ['b']],
          ['b', []],
        ]),
      ),
    ).toEqual([]);
  });

  it('never go round in a circle', () => {
    const cycles = cyclesOf(importGraph()).map((group) => group.map((f) => relative(ROOT, f)));
    expect(cycles).toEqual([]);
  });
});

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, dirname } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MODULE_DEPENDENCIES, moduleMap } from '../../src/server/modules/dependencies';
import { MODULE_MAP_END, MODULE_MAP_START, withModuleMap } from '../../build/module-map-doc';

/**
 * Server modules meet only through each other's `index.ts`, along the edges of one table
 * (src/server/modules/dependencies.ts), which ARCHITECTURE.md's map is written from. import-x/no-cycle finds
 * cycles between files; this finds them between modules, and any edge the table does not allow.
 */
const ROOT = 'src/server/modules';
const SERVER = 'src/server';
const modules = readdirSync(ROOT).filter((m) => statSync(join(ROOT, m)).isDirectory());
const filesOf = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) =>
    statSync(join(dir, f)).isDirectory() ? filesOf(join(dir, f)) : [join(dir, f)],
  );
const importsOf = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)].map(([, spec]) =>
    relative(SERVER, resolve(dirname(file), spec!)),
  );

/** module → modules it imports, and every import that enters another module other than by its index. */
const edges = new Map<string, Set<string>>();
const intoInternals: string[] = [];
for (const m of modules)
  for (const file of filesOf(join(ROOT, m)))
    for (const target of importsOf(file)) {
      const [top, other, ...rest] = target.split('/');
      if (top !== 'modules' || !other || other === m || !modules.includes(other)) continue;
      (edges.get(m) ?? edges.set(m, new Set()).get(m)!).add(other);
      if (rest.length && !(rest.length === 1 && rest[0] === 'index'))
        intoInternals.push(`${file} → ${target}`);
    }
for (const file of filesOf(SERVER).filter((f) => !f.startsWith(ROOT)))
  for (const target of importsOf(file)) {
    const [top, other, ...rest] = target.split('/');
    if (top === 'modules' && other && rest.length && !(rest.length === 1 && rest[0] === 'index'))
      intoInternals.push(`${file} → ${target}`);
  }

function cycleFrom(start: string): string[] | null {
  const path: string[] = [];
  const visit = (m: string): string[] | null => {
    if (path.includes(m)) return [...path.slice(path.indexOf(m)), m];
    path.push(m);
    for (const next of edges.get(m) ?? []) {
      const found = visit(next);
      if (found) return found;
    }
    path.pop();
    return null;
  };
  return visit(start);
}

describe('server modules', () => {
  it('are read from the tree, and the table names each of them', () => {
    expect(modules).toEqual(expect.arrayContaining(['course', 'enrolment', 'seats', 'catalog', 'checkin']));
    expect(Object.keys(MODULE_DEPENDENCIES).sort()).toEqual([...modules].sort());
  });

  it('each have one door, index.ts, and nothing enters another module by any other', () => {
    for (const m of modules) expect(readdirSync(join(ROOT, m)), m).toContain('index.ts');
    expect(intoInternals).toEqual([]);
  });

  it('import exactly the modules the table allows', () => {
    const actual = Object.fromEntries(modules.map((m) => [m, [...(edges.get(m) ?? [])].sort()]));
    const allowed = Object.fromEntries(
      Object.entries(MODULE_DEPENDENCIES).map(([m, deps]) => [m, [...deps].sort()]),
    );
    expect(actual).toEqual(allowed);
  });

  it('depend on each other without a cycle, in the table as in the code', () => {
    for (const m of modules) expect(cycleFrom(m), m).toBeNull();
  });

  it('keep seats in one place: course and enrolment meet in seats and the catalog, never in each other', () => {
    expect(MODULE_DEPENDENCIES.course).not.toContain('enrolment');
    expect(MODULE_DEPENDENCIES.seats).toEqual([]);
  });

  it("ARCHITECTURE.md's module map is the table's (npm run docs:modules writes it)", () => {
    const doc = readFileSync('ARCHITECTURE.md', 'utf8');
    expect(doc).toContain(MODULE_MAP_START);
    expect(doc).toContain(MODULE_MAP_END);
    expect(withModuleMap(doc, moduleMap())).toBe(doc);
  });

  it('announce changes from services only: no route publishes news, calls a `changed` or invalidates in a hook', () => {
    const announcing = modules.flatMap((m) =>
      filesOf(join(ROOT, m))
        .filter((f) => f.endsWith('.routes.ts'))
        .flatMap((f) =>
          [...readFileSync(f, 'utf8').matchAll(/\.publish\(|\.changed\(|addHook\('onSend'|onChange/g)].map(
            ([hit]) => `${f}: ${hit}`,
          ),
        ),
    );
    expect(announcing).toEqual([]);
  });
});

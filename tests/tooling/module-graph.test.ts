import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Server modules depend on each other in one direction (ARCHITECTURE.md): import-x/no-cycle finds cycles
 * between files, this finds them between modules (course → enrolment → course through different files).
 */
const ROOT = 'src/server/modules';
const modules = readdirSync(ROOT);
const edges = new Map<string, Set<string>>(
  modules.map((m) => {
    const targets = new Set<string>();
    for (const file of readdirSync(join(ROOT, m)))
      for (const [, target] of readFileSync(join(ROOT, m, file), 'utf8').matchAll(/from '\.\.\/([\w-]+)\//g))
        if (target && target !== m && modules.includes(target)) targets.add(target);
    return [m, targets];
  }),
);

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
  it('are read from the tree', () => {
    expect(modules).toEqual(expect.arrayContaining(['course', 'enrolment', 'seats', 'catalog', 'checkin']));
  });

  it('depend on each other without a cycle', () => {
    for (const m of modules) expect(cycleFrom(m), m).toBeNull();
  });

  it('keep seats in one place: course and enrolment meet in seats and the catalog, never in each other', () => {
    expect([...(edges.get('course') ?? [])]).not.toContain('enrolment');
    expect([...(edges.get('seats') ?? [])]).toEqual([]);
  });
});

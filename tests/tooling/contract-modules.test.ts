import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHARED_CONTRACT, isZodFreeContract } from '../../build/contract-modules.js';

/**
 * The contract is one file per server module (its wire: schemas and types; a big module's split as its
 * sub-folders are), beside its zod-free rules file where a phone needs the rules, and a few shared files. What a
 * phone may take values from is a list the portal's lint rule reads; here it is held to what the files load.
 */
const CONTRACT = 'src/contract';
const MODULES = 'src/server/modules';
const contractFiles = readdirSync(CONTRACT)
  .filter((f) => f.endsWith('.ts'))
  .map((f) => f.slice(0, -3));
const filesOf = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) =>
    statSync(join(dir, f)).isDirectory() ? filesOf(join(dir, f)) : [join(dir, f)],
  );
/** Server modules that answer HTTP (a module without routes, such as seats, has no wire of its own). */
const modulesWithRoutes = readdirSync(MODULES).filter(
  (m) =>
    statSync(join(MODULES, m)).isDirectory() &&
    filesOf(join(MODULES, m)).some((f) => f.endsWith('.routes.ts')),
);

/**
 * A big module's wire may be split as the module is: `<module>-<part>.ts` for a sub-folder `<part>` of a server
 * module that answers HTTP (exam-learner.ts for modules/exam/learner), beside `<module>.ts`.
 */
const isPartFile = (f: string) =>
  modulesWithRoutes.some((m) => {
    const part = f.startsWith(`${m}-`) ? f.slice(m.length + 1) : '';
    const dir = join(MODULES, m, part);
    return part !== '' && statSync(dir, { throwIfNoEntry: false })?.isDirectory() === true;
  });

/** The contract modules a file imports values from (type-only imports are erased and load nothing). */
const valueImports = (name: string) =>
  [
    ...readFileSync(join(CONTRACT, `${name}.ts`), 'utf8').matchAll(
      /^(import|export)\s+(type\s+)?[^;]*?from\s+'([^']+)';/gms,
    ),
  ]
    .filter(([, , typeOnly]) => !typeOnly)
    .map(([, , , source]) => source!);
function loadsZod(name: string, seen = new Set<string>()): boolean {
  if (seen.has(name)) return false;
  seen.add(name);
  return valueImports(name).some(
    (s) => s === 'zod' || s.startsWith('zod/') || (s.startsWith('./') && loadsZod(s.slice(2), seen)),
  );
}

describe('the contract', () => {
  it('has one file for each server module that answers HTTP', () => {
    expect(modulesWithRoutes.length).toBeGreaterThan(25);
    expect(modulesWithRoutes.filter((m) => !contractFiles.includes(m))).toEqual([]);
  });

  it("holds nothing but module files, their parts' files, rules files and the shared files", () => {
    const stray = contractFiles.filter(
      (f) =>
        !modulesWithRoutes.includes(f) &&
        !isPartFile(f) &&
        !f.endsWith('-rules') &&
        !SHARED_CONTRACT.includes(f),
    );
    expect(stray).toEqual([]);
    // The check itself: a module's sub-folder makes a part, a name that is no sub-folder does not.
    expect(isPartFile('exam-learner')).toBe(true);
    expect(isPartFile('exam-nothing')).toBe(false);
    expect(isPartFile('course-learner')).toBe(false);
  });

  it('lists exactly the zod-free files as what a phone may take values from', () => {
    const wrong = contractFiles
      .filter((f) => isZodFreeContract(f) === loadsZod(f))
      .map((f) => `${f}: ${loadsZod(f) ? 'loads zod, listed as zod-free' : 'zod-free, not listed'}`);
    expect(wrong).toEqual([]);
    // The check itself: a schema module loads zod, a rules module does not.
    expect(loadsZod('course')).toBe(true);
    expect(loadsZod('exam-rules')).toBe(false);
  });
});

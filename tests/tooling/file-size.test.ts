import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * Small, readable modules: no source file over 300 lines, and the median at most 80. Generated files (the route
 * tree) aside; split a file that grows past the limit by what it does (as the exam contract was).
 */
const MAX_LINES = 300;
const MEDIAN_LINES = 80;
const GENERATED = ['src/client/routeTree.gen.ts'];

const sources = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'src'], {
  encoding: 'utf8',
})
  .split('\n')
  .filter((f) => /\.tsx?$/.test(f) && !GENERATED.includes(f));
const linesOf = (f: string) => readFileSync(f, 'utf8').replace(/\n$/, '').split('\n').length;

describe('source files', () => {
  const sizes = sources.map((f) => ({ f, lines: linesOf(f) }));

  it(`are at most ${MAX_LINES} lines each`, () => {
    expect(sizes.length).toBeGreaterThan(500);
    expect(sizes.filter((s) => s.lines > MAX_LINES).map((s) => `${s.f}: ${s.lines}`)).toEqual([]);
  });

  it(`have a median of at most ${MEDIAN_LINES} lines`, () => {
    const sorted = sizes.map((s) => s.lines).sort((a, b) => a - b);
    expect(sorted[Math.floor((sorted.length - 1) / 2)]).toBeLessThanOrEqual(MEDIAN_LINES);
  });
});

import { describe, expect, it } from 'vitest';
import { createBatcher } from '../../src/server/lib/batcher';

/** A run that records what it was given and answers each item doubled, after `waitMs`. */
function recorder(waitMs = 5) {
  const runs: number[][] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  const run = async (items: number[]) => {
    runs.push(items);
    mostInFlight = Math.max(mostInFlight, ++inFlight);
    await new Promise((r) => setTimeout(r, waitMs));
    inFlight--;
    if (items.includes(-1)) throw new Error('bad item');
    return items.map((i) => i * 2);
  };
  return { run, runs, mostInFlight: () => mostInFlight };
}

describe('group commit', () => {
  it('runs a caller alone at once, and puts what arrives in the same turn in one run', async () => {
    const r = recorder();
    const b = createBatcher(r.run, { maxItems: 100, concurrency: 1 });
    expect(await b.push([1])).toEqual([2]);
    expect(r.runs).toEqual([[1]]);
    const answers = await Promise.all([b.push([2]), b.push([3, 4]), b.push([5])]);
    expect(answers).toEqual([[4], [6, 8], [10]]);
    expect(r.runs.slice(1)).toEqual([[2, 3, 4, 5]]);
  });

  it('collects what arrives while a run is busy for the next run, in order', async () => {
    const r = recorder(20);
    const b = createBatcher(r.run, { maxItems: 100, concurrency: 1 });
    const first = b.push([1]);
    await new Promise((res) => setTimeout(res, 5));
    const later = [b.push([2]), b.push([3])];
    await new Promise((res) => setTimeout(res, 5));
    later.push(b.push([4]));
    expect(await Promise.all([first, ...later])).toEqual([[2], [4], [6], [8]]);
    expect(r.runs).toEqual([[1], [2, 3, 4]]);
  });

  it('never splits a group, stays under maxItems otherwise, and lets an oversized group run alone', async () => {
    const r = recorder();
    const b = createBatcher(r.run, { maxItems: 4, concurrency: 1 });
    await Promise.all([b.push([1, 2, 3]), b.push([4, 5]), b.push([6, 7, 8, 9, 10, 11]), b.push([12])]);
    expect(r.runs).toEqual([[1, 2, 3], [4, 5], [6, 7, 8, 9, 10, 11], [12]]);
  });

  it('keeps at most `concurrency` runs going', async () => {
    const r = recorder(10);
    const b = createBatcher(r.run, { maxItems: 1, concurrency: 2 });
    await Promise.all([1, 2, 3, 4, 5].map((i) => b.push([i])));
    expect(r.runs).toHaveLength(5);
    expect(r.mostInFlight()).toBe(2);
  });

  it('fails only the caller at fault when a shared run fails, and goes on with the next', async () => {
    const r = recorder();
    const b = createBatcher(r.run, { maxItems: 10, concurrency: 1 });
    const results = await Promise.allSettled([b.push([1]), b.push([-1, 2]), b.push([3])]);
    expect(results).toEqual([
      { status: 'fulfilled', value: [2] },
      { status: 'rejected', reason: new Error('bad item') },
      { status: 'fulfilled', value: [6] },
    ]);
    expect(r.runs).toEqual([[1, -1, 2, 3], [1], [-1, 2], [3]]);
    expect(await b.push([4])).toEqual([8]);
    expect(await b.push([])).toEqual([]);
  });
  it('runs an urgent group before the bulk groups queued, in a run of its own, each kind in its order', async () => {
    const r = recorder(20);
    const b = createBatcher(r.run, { maxItems: 100, concurrency: 1 });
    const busy = b.push([1]);
    await new Promise((res) => setTimeout(res, 5));
    const queued = [b.push([2, 3]), b.push([4])];
    const desk = [b.push([5], { urgent: true }), b.push([6], { urgent: true })];
    expect(await Promise.all([busy, ...queued, ...desk])).toEqual([[2], [4, 6], [8], [10], [12]]);
    expect(r.runs).toEqual([[1], [5, 6], [2, 3, 4]]);
  });

  it('keeps `reserved` runs for urgent groups while bulk groups fill the rest', async () => {
    const r = recorder(30);
    const b = createBatcher(r.run, { maxItems: 1, concurrency: 3, reserved: 1 });
    const bulk = [1, 2, 3, 4].map((i) => b.push([i]));
    await new Promise((res) => setTimeout(res, 5));
    // Two bulk runs go (3 − 1 reserved); the urgent one starts at once beside them, before bulk 3 and 4.
    expect(r.runs).toEqual([[1], [2]]);
    const urgent = b.push([9], { urgent: true });
    await new Promise((res) => setTimeout(res, 5));
    expect(r.runs).toEqual([[1], [2], [9]]);
    expect(await urgent).toEqual([18]);
    await Promise.all(bulk);
    expect(r.runs).toEqual([[1], [2], [9], [3], [4]]);
    expect(r.mostInFlight()).toBe(3);
  });
});

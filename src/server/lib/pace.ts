import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Long work done in small steps. Awaiting a query is not enough to let other requests in: the
 * embedded database answers on the same thread, its promises resolve as microtasks, and a loop of thousands of
 * awaited queries would never give timers and sockets a turn. These do.
 */

/** How long one stretch of work may hold the event loop before it lets others run. */
export const SLICE_MS = 10;

/** Lets the event loop run everything waiting (timers, sockets, other requests) before going on. */
export const breathe = (): Promise<void> => nextTurn();

/** `await pace()` in a loop: breathes whenever SLICE_MS have passed since the last breath. */
export function pacer(sliceMs = SLICE_MS): () => Promise<void> {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < sliceMs) return;
    await nextTurn();
    since = performance.now();
  };
}

/**
 * Rows one statement writes, looks up or reads: the embedded database hands over about 12,000 wide rows a second
 * on this machine's thread, so a statement of this many holds the loop for some 20 ms at most.
 */
export const SLICE_ROWS = 200;

/** `work` on `items` in slices of `size`, breathing between slices; the results in the items' order. */
export async function inSlices<T, R>(
  items: readonly T[],
  work: (slice: T[]) => Promise<R[]>,
  size = SLICE_ROWS,
): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += size) {
    if (i > 0) await nextTurn();
    out.push(...(await work(items.slice(i, i + size))));
  }
  return out;
}

/** Study rules without zod, so the player runs them without the schema library. */

/** Completion threshold: share of a lesson's seconds really watched (merged intervals). */
export const COMPLETION_RATIO = 0.95;
/** The player reports watched intervals this often (and on pause, end and page hide). */
export const HEARTBEAT_MS = 10_000;
/** A single reported interval may not be longer than this: the player reports at least every heartbeat. */
export const MAX_INTERVAL_SEC = 600;

export type Interval = [number, number];

/** Merges intervals (sorted, overlapping or touching joined). Shared so the client shows what the server counts. */
export function mergeIntervals(intervals: readonly (readonly [number, number])[]): Interval[] {
  const sorted = intervals
    .filter(([a, b]) => b > a)
    .map(([a, b]) => [a, b] as Interval)
    .sort((x, y) => x[0] - y[0]);
  const out: Interval[] = [];
  for (const [a, b] of sorted) {
    const last = out[out.length - 1];
    if (last && a <= last[1]) last[1] = Math.max(last[1], b);
    else out.push([a, b]);
  }
  return out;
}

export const coverage = (intervals: readonly (readonly [number, number])[]): number =>
  mergeIntervals(intervals).reduce((sum, [a, b]) => sum + (b - a), 0);

export const isCompleted = (watchedSec: number, durationSec: number): boolean =>
  durationSec > 0 && watchedSec >= COMPLETION_RATIO * durationSec;

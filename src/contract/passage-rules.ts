/**
 * Entry and exit at the door, without zod, so a desk can use them offline: what a desk lets a person do, and who is
 * inside. Devices and the server's counts use the same rules. Apart from checkin-rules.ts, whose vocabulary every
 * page's first chunk carries: these load with the desk.
 */

/**
 * What a desk let the person do: `entry` checks them in (the first time), `reentry` lets a checked-in person who
 * left back in, `exit` lets them out. The desk decides from its list (offline too) and the server records what it
 * did; a desk is set to entry or exit (`DeskDirection`).
 */
export const PASSAGES = ['entry', 'reentry', 'exit'] as const;
export type Passage = (typeof PASSAGES)[number];
/** Which way a desk lets people through. */
export type DeskDirection = Exclude<Passage, 'reentry'>;

/** China's clock has no daylight saving: a wall-clock time there is UTC+8 all year. */
const CHINA_OFFSET_MS = 8 * 3600_000;
const DAY_MS = 24 * 3600_000;
/** A session's automatic check-out time of day, China time, `HH:mm` (00:00–23:59). */
export const AUTO_CHECKOUT_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * The last automatic check-out at or before `nowMs`: each day of a multi-day session at `autoCheckoutAt` (China
 * time), from the day its check-in opens. Null when the session has none, or none has come yet.
 */
export function lastAutoCheckoutMs(
  autoCheckoutAt: string | null,
  opensMs: number,
  nowMs: number,
): number | null {
  if (!autoCheckoutAt || !AUTO_CHECKOUT_PATTERN.test(autoCheckoutAt)) return null;
  const [h, m] = autoCheckoutAt.split(':').map(Number) as [number, number];
  const chinaMidnight = Math.floor((nowMs + CHINA_OFFSET_MS) / DAY_MS) * DAY_MS - CHINA_OFFSET_MS;
  let at = chinaMidnight + (h * 60 + m) * 60_000;
  if (at > nowMs) at -= DAY_MS;
  return at >= opensMs ? at : null;
}

/** A checked-in person's latest passage: in (the check-in, a re-entry) or out (an exit), and when. */
export type LastPassage = { out: boolean; atMs: number };
/**
 * Whether a checked-in person is inside: their latest passage (by when it happened, whichever desk reported it
 * first) let them in, and no automatic check-out came after it. Devices and the server's counts use this rule.
 */
export const isInside = (last: LastPassage, autoCheckoutMs: number | null): boolean =>
  !last.out && (autoCheckoutMs === null || last.atMs > autoCheckoutMs);

import { describe, expect, it } from 'vitest';
import { CHECKIN_OPENS_BEFORE_MS, defaultCheckinWindow, withinCheckinWindow } from '@contract/checkin';

describe('the check-in window', () => {
  it('opens an hour before the session by default and closes when it ends', () => {
    // Pinned: the console form, the server and the seed all show and use this one value.
    expect(CHECKIN_OPENS_BEFORE_MS).toBe(60 * 60_000);
    const start = Date.UTC(2026, 10, 23, 1, 0);
    const end = Date.UTC(2026, 10, 23, 3, 0);
    expect(defaultCheckinWindow(start, end)).toEqual({ startMs: start - 3_600_000, endMs: end });
  });

  it('includes both edges and nothing outside them', () => {
    const w = { startMs: 1_000_000, endMs: 2_000_000 };
    expect(withinCheckinWindow(w, 999_999)).toBe(false);
    expect(withinCheckinWindow(w, 1_000_000)).toBe(true);
    expect(withinCheckinWindow(w, 1_500_000)).toBe(true);
    expect(withinCheckinWindow(w, 2_000_000)).toBe(true);
    expect(withinCheckinWindow(w, 2_000_001)).toBe(false);
  });
});

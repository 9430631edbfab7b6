import { describe, expect, it } from 'vitest';
import { COMPLETION_RATIO, coverage, isCompleted, mergeIntervals } from '@contract/study-rules';
import { parseTicket, ticketBody } from '@contract/signed-codes';

describe('watched intervals', () => {
  it('merges overlapping and touching intervals, in any order, and drops empty or reversed ones', () => {
    expect(
      mergeIntervals([
        [20, 30],
        [0, 10],
        [10, 15],
        [25, 40],
        [50, 50],
        [70, 60],
      ]),
    ).toEqual([
      [0, 15],
      [20, 40],
    ]);
    expect(mergeIntervals([])).toEqual([]);
    expect(
      mergeIntervals([
        [0, 10],
        [10.01, 11],
      ]),
    ).toEqual([
      [0, 10],
      [10.01, 11],
    ]);
  });

  it('counts each second once however often it is reported', () => {
    expect(
      coverage([
        [0, 10],
        [0, 10],
        [5, 10],
        [2, 3],
      ]),
    ).toBe(10);
    expect(
      coverage([
        [0, 1],
        [2, 3],
      ]),
    ).toBe(2);
  });

  it('completes a lesson at 95 % of its seconds, not below', () => {
    expect(COMPLETION_RATIO).toBe(0.95);
    expect(isCompleted(95, 100)).toBe(true);
    expect(isCompleted(94.99, 100)).toBe(false);
    expect(isCompleted(28.5, 30)).toBe(true);
    expect(isCompleted(0, 0)).toBe(false);
  });
});

describe('personal tickets', () => {
  const sig = 'abcdefghijklmnopqrstuv';
  it('parses a well-formed ticket and rebuilds its signed body', () => {
    const t = parseTicket(
      ` ${ticketBody({ tenantId: 1, sessionId: 22, enrolmentId: 333, userId: 4444 })}.${sig}\n`,
    );
    expect(t).toEqual({
      body: 'PXT1.1.22.333.4444',
      tenantId: '1',
      sessionId: '22',
      enrolmentId: '333',
      userId: '4444',
      sig,
    });
  });
  it.each([
    '',
    'PXT2.1.2.3.4.abcdefghijklmnopqrstuv',
    'PXT1.1.2.3.abcdefghijklmnopqrstuv',
    'PXT1.1.2.3.4.short',
    'PXT1.1.2.3.4.abcdefghijklmnopqrstuv!',
    'PXT1.a.2.3.4.abcdefghijklmnopqrstuv',
  ])('refuses %j', (s) => {
    expect(parseTicket(s)).toBeNull();
  });
});

describe('ids on the wire', () => {
  it('takes decimal strings up to 2^53 − 1 and refuses the rest before they reach the database', async () => {
    const { idString } = await import('@contract/envelope');
    expect(idString.safeParse('1').success).toBe(true);
    expect(idString.safeParse(String(Number.MAX_SAFE_INTEGER)).success).toBe(true);
    expect(idString.safeParse('9007199254740992').success).toBe(false);
    expect(idString.safeParse('9999999999999999999').success).toBe(false);
    expect(idString.safeParse('').success).toBe(false);
    expect(idString.safeParse('12a').success).toBe(false);
    expect(idString.safeParse('-1').success).toBe(false);
  });
});

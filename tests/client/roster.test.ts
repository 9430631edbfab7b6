import { describe, expect, it } from 'vitest';
import type { RosterEntry } from '@contract/checkin';
import { mergeRoster, type HeldRoster } from '@/features/checkin/api/checkin';

const entry = (id: string, name: string, checkedInAt: string | null = null): RosterEntry => ({
  enrolmentId: id,
  userId: `u${id}`,
  name,
  mobile: null,
  pinyin: null,
  enterprise: null,
  checkedInAt,
  method: checkedInAt ? 'ticket' : null,
});
const held: HeldRoster & { revoked: string[]; title: string; courseTitle: string } = {
  sessionId: '7',
  title: '第一场',
  courseTitle: '消防',
  secret: 's1',
  signatureRequired: false,
  window: { startMs: 1000, endMs: 2000 },
  entries: [entry('1', 'a'), entry('2', 'b'), entry('10', 'c')],
  removed: [],
  revoked: [],
  delta: false,
  cursor: '1000',
  fullAt: 500,
};

describe('roster deltas on a staff device', () => {
  it('replaces changed sign-ups, adds new ones in sign-up order, drops removed ones, and takes the new cursor', () => {
    const merged = mergeRoster(held, {
      sessionId: '7',
      title: '第一场',
      courseTitle: '消防',
      secret: 's2',
      signatureRequired: true,
      window: { startMs: 1000, endMs: 3000 },
      entries: [entry('2', 'b', '2026-11-22 10:00:00'), entry('3', 'd')],
      removed: ['10'],
      revoked: [],
      delta: true,
      cursor: '2000',
    });
    expect(merged.entries.map((e) => [e.enrolmentId, e.checkedInAt])).toEqual([
      ['1', null],
      ['2', '2026-11-22 10:00:00'],
      ['3', null],
    ]);
    expect(merged).toMatchObject({
      cursor: '2000',
      secret: 's2',
      signatureRequired: true,
      window: { startMs: 1000, endMs: 3000 },
      delta: false,
      removed: [],
      fullAt: 500,
    });
  });

  it('keeps the roster as it was when nothing changed, and ignores removals of sign-ups it never held', () => {
    const merged = mergeRoster(held, { ...held, entries: [], removed: ['99'], delta: true, cursor: '3000' });
    expect(merged.entries).toEqual(held.entries);
    expect(merged.cursor).toBe('3000');
  });

  it('learns revoked tickets from deltas and forgets one whose sign-up is approved again', () => {
    const cancelled = mergeRoster(held, {
      ...held,
      entries: [],
      removed: ['2'],
      revoked: ['2'],
      delta: true,
    });
    expect(cancelled.entries.map((e) => e.enrolmentId)).toEqual(['1', '10']);
    expect(cancelled.revoked).toEqual(['2']);
    // Still revoked after a delta that does not mention it; no longer once approved again (back in the entries).
    expect(mergeRoster(cancelled, { ...held, entries: [], delta: true, revoked: [] }).revoked).toEqual(['2']);
    expect(mergeRoster(cancelled, { ...held, entries: [entry('2', 'b')], delta: true }).revoked).toEqual([]);
    // Moved to waiting (removed, not revoked): no longer counted as revoked either.
    expect(mergeRoster(cancelled, { ...held, entries: [], removed: ['2'], delta: true }).revoked).toEqual([]);
    // A roster kept from before the field existed.
    const old: HeldRoster = { ...held, revoked: undefined };
    expect(mergeRoster(old, { ...held, entries: [], revoked: ['1'], delta: true }).revoked).toEqual(['1']);
  });

  it('takes an undo: the entry comes back without its check-in time', () => {
    const checked: HeldRoster = { ...held, entries: [entry('1', 'a', '2026-11-22 09:00:00')] };
    expect(
      mergeRoster(checked, { ...held, entries: [entry('1', 'a')], delta: true }).entries[0]?.checkedInAt,
    ).toBeNull();
  });
});

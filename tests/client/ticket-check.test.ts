import { describe, expect, it } from 'vitest';
import type { RosterEntry } from '@contract/checkin';
import { checkTicket, latestPassage } from '@/features/checkin/desk/use-roster';
import type { DeskDirection, LastPassage } from '@contract/passage-rules';
import type { HeldRoster } from '@/features/checkin/api/checkin';
import { loadSigner } from '@/lib/signing';
import { badgeTicket } from '@/features/checkin/desk/badges';

const SECRET = 'session-secret-for-the-device-test';
const entry = (enrolmentId: string, userId: string, checkedInAt: string | null = null): RosterEntry => ({
  enrolmentId,
  userId,
  name: `n${enrolmentId}`,
  mobile: null,
  pinyin: null,
  enterprise: null,
  checkedInAt,
  method: checkedInAt ? 'ticket' : null,
});
const roster: HeldRoster = {
  sessionId: '7',
  title: '第一场',
  courseTitle: '消防',
  secret: SECRET,
  signatureRequired: false,
  window: { startMs: 10_000_000, endMs: 20_000_000 },
  entries: [entry('100', '5'), entry('101', '6', '2026-11-23 09:00:00')],
  removed: [],
  revoked: ['103'],
  delta: false,
  cursor: '0',
  fullAt: 1,
};
const ticketOf = async (t: { sessionId?: string; enrolmentId: string; userId: string }, secret = SECRET) =>
  (await loadSigner()).ticket(secret, { tenantId: '1', sessionId: t.sessionId ?? '7', ...t });
/** `here`: people this device checked in a moment ago (at 12,000,000), not yet on the server's list. */
const check = (
  text: string,
  at = 15_000_000,
  here: string[] = [],
  direction: DeskDirection = 'entry',
  held: HeldRoster = roster,
  queued: Record<string, LastPassage[]> = {},
) =>
  checkTicket(
    held,
    '7',
    text,
    (id) =>
      latestPassage(
        held.entries.find((e) => e.enrolmentId === id),
        [...(here.includes(id) ? [{ out: false, atMs: 12_000_000 }] : []), ...(queued[id] ?? [])],
      ),
    direction,
    at,
  );

describe("a staff device's ticket check, offline", () => {
  it('accepts a valid ticket of the list inside the window, edges included', async () => {
    const ticket = await ticketOf({ enrolmentId: '100', userId: '5' });
    for (const at of [10_000_000, 15_000_000, 20_000_000])
      expect(await check(ticket, at)).toEqual({
        ok: true,
        enrolmentId: '100',
        name: 'n100',
        passage: 'entry',
      });
  });

  it("applies the server's window rule: a scan before it opens or after it closes is refused", async () => {
    const ticket = await ticketOf({ enrolmentId: '100', userId: '5' });
    expect(await check(ticket, 9_999_999)).toMatchObject({ ok: false, reason: 'outside_window' });
    expect(await check(ticket, 20_000_001)).toMatchObject({ ok: false, reason: 'outside_window' });
  });

  it('refuses forged, foreign and unknown tickets, and flags one already checked in', async () => {
    const valid = await ticketOf({ enrolmentId: '100', userId: '5' });
    expect(await check(valid.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')))).toMatchObject({
      reason: 'ticket_invalid',
    });
    expect(await check(await ticketOf({ enrolmentId: '100', userId: '5' }, 'another secret'))).toMatchObject({
      reason: 'ticket_invalid',
    });
    expect(await check('not a ticket')).toMatchObject({ reason: 'code_unreadable' });
    expect(await check('')).toMatchObject({ reason: 'code_unreadable' });
    // A ticket whose sign-up was cancelled or rejected: revoked, said so offline.
    expect(await check(await ticketOf({ enrolmentId: '103', userId: '8' }))).toMatchObject({
      reason: 'enrolment_cancelled',
    });
    expect(await check(await ticketOf({ sessionId: '8', enrolmentId: '100', userId: '5' }))).toMatchObject({
      reason: 'qr_other_session',
    });
    expect(await check(await ticketOf({ enrolmentId: '102', userId: '7' }))).toMatchObject({
      reason: 'not_enrolled',
    });
    expect(await check(await ticketOf({ enrolmentId: '101', userId: '6' }))).toMatchObject({
      reason: 'already_checked_in',
    });
    // Checked in on this device a moment ago, not yet on the server's list.
    expect(await check(valid, 15_000_000, ['100'])).toMatchObject({ reason: 'already_checked_in' });
  });
});

describe("a badge's ticket, signed on the desk", () => {
  it("is the person's own ticket: the desk's check accepts it, another session's key does not", async () => {
    const signer = await loadSigner();
    const printed = badgeTicket(signer, roster, entry('100', '5'), '1');
    expect(printed).toBe(await ticketOf({ enrolmentId: '100', userId: '5' }));
    expect(await check(printed)).toEqual({ ok: true, enrolmentId: '100', name: 'n100', passage: 'entry' });
    expect(
      await check(badgeTicket(signer, { ...roster, secret: 'other' }, entry('100', '5'), '1')),
    ).toMatchObject({
      reason: 'ticket_invalid',
    });
  });
});

describe('entry and exit desks, offline', () => {
  // 101 checked in at 09:00 China time on 2026-11-23 (01:00 UTC).
  const checkedInMs = Date.parse('2026-11-23T01:00:00Z');
  const later = checkedInMs + 3600_000;
  const left: HeldRoster = {
    ...roster,
    entries: [
      entry('100', '5'),
      { ...entry('101', '6', '2026-11-23 09:00:00'), passageMs: checkedInMs + 3600_000, left: true },
    ],
  };
  const t101 = () => ticketOf({ enrolmentId: '101', userId: '6' });
  const t100 = () => ticketOf({ enrolmentId: '100', userId: '5' });

  it('an exit lets out who is inside, and only them', async () => {
    expect(await check(await t101(), later, [], 'exit')).toMatchObject({ ok: true, passage: 'exit' });
    // Never checked in, or already out: not inside.
    expect(await check(await t100(), later, [], 'exit')).toMatchObject({ ok: false, reason: 'not_inside' });
    expect(await check(await t101(), later + 3600_000, [], 'exit', left)).toMatchObject({
      reason: 'not_inside',
    });
    // Checked in on this device a moment ago: inside.
    expect(await check(await t100(), 15_000_000, ['100'], 'exit')).toMatchObject({
      ok: true,
      passage: 'exit',
    });
  });

  it('an entry lets a person who left back in, outside the check-in window too; one inside is a repeat', async () => {
    expect(await check(await t101(), later + 3600_000, [], 'entry', left)).toMatchObject({
      ok: true,
      passage: 'reentry',
    });
    expect(await check(await t101(), later, [], 'entry')).toMatchObject({ reason: 'already_checked_in' });
  });

  it("the latest passage by time stands, whether the server's list or this device's queue has it", async () => {
    // The list says 101 left at 10:00; this device let them back in at 10:30 → inside, so the exit lets them out.
    const backIn = { '101': [{ out: false, atMs: checkedInMs + 90 * 60_000 }] };
    expect(await check(await t101(), later + 3600_000, [], 'exit', left, backIn)).toMatchObject({ ok: true });
    // An exit queued here before the list's 10:00 (an older passage) changes nothing: still out.
    const earlierOut = { '101': [{ out: false, atMs: checkedInMs + 30 * 60_000 }] };
    expect(await check(await t101(), later + 3600_000, [], 'exit', left, earlierOut)).toMatchObject({
      reason: 'not_inside',
    });
  });

  it("the session's automatic check-out sends everyone out: the next morning they come back in", async () => {
    const daily: HeldRoster = {
      ...roster,
      entries: [{ ...entry('101', '6', '2026-11-23 09:00:00'), passageMs: checkedInMs, left: false }],
      window: { startMs: 0, endMs: 20_000_000 },
      autoCheckoutAt: '18:00',
    };
    const nextMorning = Date.parse('2026-11-24T00:30:00Z'); // 08:30 in China, after 18:00 the day before
    expect(await check(await t101(), nextMorning, [], 'exit', daily)).toMatchObject({ reason: 'not_inside' });
    expect(await check(await t101(), nextMorning, [], 'entry', daily)).toMatchObject({ passage: 'reentry' });
    // Before 18:00 on the first day, still inside.
    expect(await check(await t101(), later, [], 'exit', daily)).toMatchObject({ passage: 'exit' });
  });
});

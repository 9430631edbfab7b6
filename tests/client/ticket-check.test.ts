import { describe, expect, it } from 'vitest';
import type { RosterEntry } from '@contract/checkin';
import { checkTicket } from '@/features/checkin/components/use-roster';
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
const check = (text: string, at = 15_000_000, here: string[] = []) =>
  checkTicket(roster, '7', text, (id) => here.includes(id), at);

describe("a staff device's ticket check, offline", () => {
  it('accepts a valid ticket of the list inside the window, edges included', async () => {
    const ticket = await ticketOf({ enrolmentId: '100', userId: '5' });
    for (const at of [10_000_000, 15_000_000, 20_000_000])
      expect(await check(ticket, at)).toEqual({ ok: true, enrolmentId: '100', name: 'n100' });
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
    expect(await check(printed)).toEqual({ ok: true, enrolmentId: '100', name: 'n100' });
    expect(
      await check(badgeTicket(signer, { ...roster, secret: 'other' }, entry('100', '5'), '1')),
    ).toMatchObject({
      reason: 'ticket_invalid',
    });
  });
});

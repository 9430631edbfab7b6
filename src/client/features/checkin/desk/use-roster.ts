import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { withinCheckinWindow, type CheckinReason } from '@contract/checkin-rules';
import {
  isInside,
  lastAutoCheckoutMs,
  type DeskDirection,
  type LastPassage,
  type Passage,
} from '@contract/passage-rules';
import { parseTicket } from '@contract/signed-codes';
import { clockOffsetMs } from '@/lib/device';
import { loadSigner } from '@/lib/signing';
import { rosterQuery, type HeldRoster } from '../api/checkin';
import { useQueuedCheckins } from '../components/use-checkin';

export type TicketCheck =
  | { ok: true; enrolmentId: string; name: string | null; passage: Passage }
  | { ok: false; reason: CheckinReason; name?: string | null };

/** Now on this device's clock corrected by its measured offset: when a check-in made now is judged. */
export const correctedNow = () => Date.now() + clockOffsetMs();

/** A checked-in person's latest passage as this device knows it; null while they are not checked in. */
export type PassageOf = (enrolmentId: string) => LastPassage | null;

/**
 * The local ticket check of a staff device, the server's rules in the server's order: a ticket at all, the
 * signature, the session, a revoked ticket (its sign-up cancelled or rejected), the list; then the desk's
 * direction. At an entry: not checked in → the check-in window (the contract's rule, judged on the corrected scan
 * time), then in; checked in and inside → already checked in; checked in and out → back in. At an exit: inside →
 * out; anyone else is not inside.
 */
export async function checkTicket(
  held: HeldRoster | undefined,
  sessionId: string,
  text: string,
  passageOf: PassageOf,
  direction: DeskDirection = 'entry',
  scannedAt = correctedNow(),
): Promise<TicketCheck> {
  const ticket = parseTicket(text);
  if (!ticket) return { ok: false, reason: 'code_unreadable' };
  if (!held || !(await loadSigner()).verify(held.secret, ticket))
    return { ok: false, reason: 'ticket_invalid' };
  if (ticket.sessionId !== sessionId) return { ok: false, reason: 'qr_other_session' };
  // A roster held from before this field existed has none: those tickets read as "no sign-up" until it reloads.
  if (held.revoked?.includes(ticket.enrolmentId)) return { ok: false, reason: 'enrolment_cancelled' };
  const entry = held.entries.find((e) => e.enrolmentId === ticket.enrolmentId && e.userId === ticket.userId);
  if (!entry) return { ok: false, reason: 'not_enrolled' };
  const person = { enrolmentId: entry.enrolmentId, name: entry.name };
  const last = passageOf(entry.enrolmentId);
  const inside =
    last !== null &&
    isInside(last, lastAutoCheckoutMs(held.autoCheckoutAt ?? null, held.window.startMs, scannedAt));
  if (direction === 'exit')
    return inside
      ? { ok: true, ...person, passage: 'exit' }
      : { ok: false, reason: 'not_inside', name: entry.name };
  if (last)
    return inside
      ? { ok: false, reason: 'already_checked_in', name: entry.name }
      : { ok: true, ...person, passage: 'reentry' };
  if (!withinCheckinWindow(held.window, scannedAt))
    return { ok: false, reason: 'outside_window', name: entry.name };
  return { ok: true, ...person, passage: 'entry' };
}

/** The passages this device queued, by person: a check-in or re-entry lets in, an exit lets out. */
const PASSAGE_OF: Record<Passage, boolean> = { entry: false, reentry: false, exit: true };

/**
 * A person's latest passage from what the server said (the roster) and what this device did since (its queue,
 * answered or not; a refused one did nothing): whichever happened last by the corrected clock.
 */
export function latestPassage(
  entry: { checkedInAt: string | null; passageMs?: number | null; left?: boolean } | undefined,
  queued: { out: boolean; atMs: number }[],
): LastPassage | null {
  const known: LastPassage[] = [...queued];
  // A roster kept from before passages has no time: its check-in counts as long ago.
  if (entry?.checkedInAt) known.push({ out: entry.left ?? false, atMs: entry.passageMs ?? 0 });
  return known.reduce<LastPassage | null>((a, b) => (!a || b.atMs >= a.atMs ? b : a), null);
}

/**
 * The roster of a session on a staff device (persisted: it works offline after one online open), merged with
 * this device's queued check-ins.
 */
export function useRoster(sessionId: string) {
  const roster = useQuery(rosterQuery(sessionId));
  const queued = useQueuedCheckins().filter(
    (q) => q.vars?.sessionId === sessionId && q.vars.method !== 'session_qr',
  );
  const pendingIds = new Set(queued.filter((q) => !q.data).map((q) => q.vars?.enrolmentId));
  // Let through here: waiting to be sent, or answered as a passage (not refused by the server).
  const passedHere = queued.filter(
    (q) => !q.vars?.refusedAs && (!q.data || ['accepted', 'reentered', 'exited'].includes(q.data.outcome)),
  );
  const doneHere = new Set(
    passedHere.filter((q) => (q.vars?.passage ?? 'entry') === 'entry').map((q) => q.vars?.enrolmentId),
  );
  const entries = roster.data?.entries ?? [];
  /** Whether the check-in window is open now, by the device's corrected clock (the list's rule too). */
  const data = roster.data;
  const windowOpen = useCallback(() => !data || withinCheckinWindow(data.window, correctedNow()), [data]);
  const byId = new Map(entries.map((e) => [e.enrolmentId, e]));
  const queuedById = new Map<string, LastPassage[]>();
  for (const { vars } of passedHere) {
    if (!vars?.enrolmentId) continue;
    const at = { out: PASSAGE_OF[vars.passage ?? 'entry'], atMs: vars.deviceTime + vars.clockOffsetMs };
    queuedById.set(vars.enrolmentId, [...(queuedById.get(vars.enrolmentId) ?? []), at]);
  }
  const passageOf: PassageOf = (id) => latestPassage(byId.get(id), queuedById.get(id) ?? []);
  return {
    roster,
    entries,
    pendingIds,
    doneHere,
    windowOpen,
    passageOf,
    checkTicket: (text: string, direction: DeskDirection = 'entry') =>
      checkTicket(roster.data, sessionId, text, passageOf, direction),
  };
}

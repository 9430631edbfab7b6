import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { withinCheckinWindow, type CheckinReason } from '@contract/checkin-rules';
import { parseTicket } from '@contract/signed-codes';
import { clockOffsetMs } from '@/lib/device';
import { loadSigner } from '@/lib/signing';
import { rosterQuery, type HeldRoster } from '../api/checkin';
import { useQueuedCheckins } from './use-checkin';

export type TicketCheck =
  | { ok: true; enrolmentId: string; name: string | null }
  | { ok: false; reason: CheckinReason; name?: string | null };

/** Now on this device's clock corrected by its measured offset: when a check-in made now is judged. */
export const correctedNow = () => Date.now() + clockOffsetMs();

/**
 * The local ticket check of a staff device, the server's rules in the server's order: a ticket at all, the
 * signature, the session, a revoked ticket (its sign-up cancelled or rejected), the list, the check-in window
 * (the contract's rule, judged on the corrected scan time), already checked in.
 */
export async function checkTicket(
  held: HeldRoster | undefined,
  sessionId: string,
  text: string,
  checkedInHere: (enrolmentId: string) => boolean,
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
  if (!withinCheckinWindow(held.window, scannedAt))
    return { ok: false, reason: 'outside_window', name: entry.name };
  if (entry.checkedInAt || checkedInHere(entry.enrolmentId))
    return { ok: false, reason: 'already_checked_in', name: entry.name };
  return { ok: true, enrolmentId: entry.enrolmentId, name: entry.name };
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
  const doneHere = new Set(
    queued.filter((q) => q.data?.outcome === 'accepted' || !q.data).map((q) => q.vars?.enrolmentId),
  );
  const entries = roster.data?.entries ?? [];
  /** Whether the check-in window is open now, by the device's corrected clock (the list's rule too). */
  const data = roster.data;
  const windowOpen = useCallback(() => !data || withinCheckinWindow(data.window, correctedNow()), [data]);
  return {
    roster,
    entries,
    pendingIds,
    doneHere,
    windowOpen,
    checkTicket: (text: string) => checkTicket(roster.data, sessionId, text, (id) => doneHere.has(id)),
  };
}

import { useQuery } from '@tanstack/react-query';
import { parseTicket } from '@contract/edu';
import { hmac22, rosterQuery } from '../api/checkin';
import { useQueuedCheckins } from './use-checkin';

export type TicketCheck = { ok: true; enrolmentId: string; name: string | null } | { ok: false; reason: 'invalid' | 'otherSession' | 'notEnrolled' | 'duplicate'; name?: string | null };

/**
 * The roster of a session on a staff device (persisted: it works offline after one online open), merged with
 * this device's queued check-ins, and the local ticket check: signature, session, sign-up, duplicate.
 */
export function useRoster(sessionId: string) {
  const roster = useQuery(rosterQuery(sessionId));
  const queued = useQueuedCheckins().filter((q) => q.vars?.sessionId === sessionId && q.vars.method !== 'session_qr');
  const pendingIds = new Set(queued.filter((q) => !q.data).map((q) => q.vars?.enrolmentId));
  const doneHere = new Set(queued.filter((q) => q.data?.outcome === 'accepted' || !q.data).map((q) => q.vars?.enrolmentId));
  const entries = roster.data?.entries ?? [];

  const checkTicket = async (text: string): Promise<TicketCheck> => {
    const t = parseTicket(text);
    const secret = roster.data?.secret;
    if (!t || !secret || (await hmac22(secret, t.body)) !== t.sig) return { ok: false, reason: 'invalid' };
    if (t.sessionId !== sessionId) return { ok: false, reason: 'otherSession' };
    const entry = entries.find((e) => e.enrolmentId === t.enrolmentId && e.userId === t.userId);
    if (!entry) return { ok: false, reason: 'notEnrolled' };
    if (entry.checkedInAt || doneHere.has(entry.enrolmentId)) return { ok: false, reason: 'duplicate', name: entry.name };
    return { ok: true, enrolmentId: entry.enrolmentId, name: entry.name };
  };
  return { roster, entries, pendingIds, doneHere, checkTicket };
}

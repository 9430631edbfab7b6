import { useCallback, useEffect, useRef, useState } from 'react';
import type { DeskDirection } from '@contract/passage-rules';
import { loadSigner } from '@/lib/signing';
import { useCheckin } from '../components/use-checkin';
import { useRoster, type TicketCheck } from './use-roster';
import { signal } from './signal';

/** The camera sees a code many times a second: the same code again within this long is the same scan. */
const SAME_SCAN_MS = 3000;
/** The server keeps a ticket of at most this many characters: a longer text is no ticket, kept as its start. */
const TICKET_MAX = 128;

/**
 * A desk's ticket scans (the staff scan screen, the kiosk): each checked on the device against the session's list,
 * signalled (sound, vibration) and queued for the server: an accepted one as a check-in, a refused one as a
 * refusal with the device's reason (the log of rejected scans). One check at a time; a code held up to the camera
 * counts once. At an exit desk a scan lets a person out; at an entry, a checked-in person who left comes back in.
 */
export function useDeskScan(sessionId: string, direction: DeskDirection = 'entry') {
  const { queue } = useCheckin();
  const roster = useRoster(sessionId);
  const { checkTicket } = roster;
  const [last, setLast] = useState<TicketCheck | null>(null);
  const busy = useRef(false);
  const previous = useRef({ text: '', at: 0 });
  // The signature check's code is fetched as the desk opens (online), not at the first scan, which may be offline.
  useEffect(() => void loadSigner().catch(() => undefined), []);
  const scanned = async (raw: string) => {
    const text = raw.trim();
    const now = Date.now();
    if (busy.current || (text === previous.current.text && now - previous.current.at < SAME_SCAN_MS)) return;
    busy.current = true;
    previous.current = { text, at: now };
    try {
      const result = await checkTicket(text, direction);
      setLast(result);
      signal(result.ok ? 'accepted' : 'refused');
      queue({
        method: 'ticket',
        ticket: text.slice(0, TICKET_MAX),
        sessionId,
        ...(result.ok
          ? { enrolmentId: result.enrolmentId, passage: result.passage }
          : { refusedAs: result.reason, passage: direction === 'exit' ? 'exit' : 'entry' }),
        label: result.name ?? '',
      });
    } finally {
      busy.current = false;
    }
  };
  const clear = useCallback(() => setLast(null), []);
  return { ...roster, last, clear, scanned };
}

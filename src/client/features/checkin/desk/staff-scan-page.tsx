import './catalog';
import { Suspense, useEffect, useRef, useState } from 'react';
import { Button } from 'antd-mobile';
import { NavBar } from '@/components/ui/nav-bar';
import { Link, useRouter } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { OfflineBanner } from '@/components/offline-banner';
import { PendingBadge } from '@/components/pending-badge';
import { UserContent } from '@/components/user-content';
import { loadSigner } from '@/lib/signing';
import { CodeEntry } from '../components/code-entry';
import { LazyScanner as Scanner } from '../components/lazy-scanner';
import { ScannerFrame } from '../components/scanner-frame';
import { useCheckin } from '../components/use-checkin';
import { useReasonText } from '../components/reason-text';
import { useRoster, type TicketCheck } from '../components/use-roster';
import { ConflictNote } from './conflict-note';
import { DeskVerdict } from './desk-verdict';
import { setSoundOn, signal, soundOn } from './signal';

/** The camera sees a code many times a second: the same code again within this long is the same scan. */
const SAME_SCAN_MS = 3000;
/** The server keeps a ticket of at most this many characters: a longer text is no ticket, kept as its start. */
const TICKET_MAX = 128;

/**
 * The staff mode of /sign/home: scan attendees' tickets, checked on the device, queued for the server. Every scan
 * is queued, a refused one as a refusal with the device's reason (the log of rejected scans); the verdict is
 * shown large, with a sound and a vibration for accepted and refused.
 */
export function StaffScanPage({ sessionId }: { sessionId: string }) {
  const { t } = useLingui();
  const router = useRouter();
  const { queue } = useCheckin();
  const { roster, entries, doneHere, checkTicket } = useRoster(sessionId);
  const [last, setLast] = useState<TicketCheck | null>(null);
  const [sound, setSound] = useState(soundOn);
  const checkedIn = entries.filter((e) => e.checkedInAt || doneHere.has(e.enrolmentId)).length;
  const total = entries.length;
  const reasonText = useReasonText();
  // One check at a time, and the same code held up to the camera counts once.
  const busy = useRef(false);
  // The signature check's code is fetched as the desk opens (online), not at the first scan, which may be offline.
  useEffect(() => void loadSigner().catch(() => undefined), []);
  const previous = useRef({ text: '', at: 0 });
  const scanned = async (raw: string) => {
    const text = raw.trim();
    const now = Date.now();
    if (busy.current || (text === previous.current.text && now - previous.current.at < SAME_SCAN_MS)) return;
    busy.current = true;
    previous.current = { text, at: now };
    try {
      const result = await checkTicket(text);
      setLast(result);
      signal(result.ok ? 'accepted' : 'refused');
      queue({
        method: 'ticket',
        ticket: text.slice(0, TICKET_MAX),
        sessionId,
        ...(result.ok ? { enrolmentId: result.enrolmentId } : { refusedAs: result.reason }),
        label: result.name ?? '',
      });
    } finally {
      busy.current = false;
    }
  };

  return (
    <main className="sign-page" data-testid="staff-scan">
      <NavBar onBack={() => router.history.back()} right={<PendingBadge />}>
        <Trans>Scan tickets</Trans>
      </NavBar>
      <OfflineBanner />
      {!roster.data ? (
        <p className="offline-empty">
          {roster.isPending ? t`Loading the list…` : t`Open this session once online to scan offline.`}
        </p>
      ) : (
        <>
          <div className="desk-tools">
            <div className="staff-count" data-testid="staff-count">
              <Trans>
                {checkedIn} / {total} checked in
              </Trans>
            </div>
            <Button
              size="small"
              aria-pressed={sound}
              onClick={() => {
                setSoundOn(!sound);
                setSound(!sound);
              }}
              data-testid="desk-sound"
            >
              <Trans>Sound</Trans>
            </Button>
          </div>
          {last && (
            <DeskVerdict
              kind={last.ok ? 'accepted' : last.reason === 'already_checked_in' ? 'repeat' : 'refused'}
              title={last.ok ? reasonText(null) : reasonText(last.reason)}
              name={last.name ? <UserContent>{last.name}</UserContent> : undefined}
            />
          )}
          <ConflictNote sessionId={sessionId} />
          <Suspense fallback={<ScannerFrame />}>
            <Scanner onCode={(text) => void scanned(text)} Frame={ScannerFrame} />
          </Suspense>
          <CodeEntry onCode={(text) => void scanned(text)} label={t`Ticket code`} />
          <Link to="/sign/list" search={{ sessionId }}>
            <Trans>Check in from the list</Trans>
          </Link>
        </>
      )}
    </main>
  );
}

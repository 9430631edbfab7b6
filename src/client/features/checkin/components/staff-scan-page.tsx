import { Suspense, useRef, useState } from 'react';
import { Result } from 'antd-mobile';
import { NavBar } from '@/components/ui/nav-bar';
import { Link, useRouter } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { OfflineBanner } from '@/components/offline-banner';
import { PendingBadge } from '@/components/pending-badge';
import { CodeEntry } from './code-entry';
import { LazyScanner as Scanner } from './lazy-scanner';
import { ScannerFrame } from './scanner-frame';
import { useCheckin } from './use-checkin';
import { useReasonText } from './reason-text';
import { useRoster, type TicketCheck } from './use-roster';
import { UserContent } from '@/components/user-content';

/** The staff mode of /sign/home: scan attendees' tickets, checked on the device, queued for the server. */
export function StaffScanPage({ sessionId }: { sessionId: string }) {
  const { t } = useLingui();
  const router = useRouter();
  const { queue } = useCheckin();
  const { roster, entries, doneHere, checkTicket } = useRoster(sessionId);
  const [last, setLast] = useState<TicketCheck | null>(null);
  const checkedIn = entries.filter((e) => e.checkedInAt || doneHere.has(e.enrolmentId)).length;
  const total = entries.length;
  const reasonText = useReasonText();
  // The camera reports the same code many times a second: one check at a time.
  const busy = useRef(false);
  const scanned = async (text: string) => {
    if (busy.current) return;
    busy.current = true;
    const result = await checkTicket(text);
    setLast(result);
    if (result.ok)
      queue({
        method: 'ticket',
        ticket: text.trim(),
        sessionId,
        enrolmentId: result.enrolmentId,
        label: result.name ?? '',
      });
    busy.current = false;
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
          <div className="staff-count" data-testid="staff-count">
            <Trans>
              {checkedIn} / {total} checked in
            </Trans>
          </div>
          <Suspense fallback={<ScannerFrame />}>
            <Scanner onCode={(text) => void scanned(text)} Frame={ScannerFrame} />
          </Suspense>
          <CodeEntry onCode={(text) => void scanned(text)} label={t`Ticket code`} />
          {last && (
            <Result
              data-testid="scan-result"
              status={last.ok ? 'success' : last.reason === 'already_checked_in' ? 'warning' : 'error'}
              title={
                last.ok ? (
                  <Trans>
                    Checked in: <UserContent>{last.name}</UserContent>
                  </Trans>
                ) : (
                  reasonText(last.reason)
                )
              }
              description={!last.ok && last.name ? <UserContent>{last.name}</UserContent> : undefined}
            />
          )}
          <Link to="/sign/list" search={{ sessionId }}>
            <Trans>Check in from the list</Trans>
          </Link>
        </>
      )}
    </main>
  );
}

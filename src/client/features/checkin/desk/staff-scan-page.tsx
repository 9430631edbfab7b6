import './catalog';
import { Suspense, useState } from 'react';
import { Button } from 'antd-mobile';
import { NavBar } from '@/components/ui/nav-bar';
import { Link, useRouter } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { OfflineBanner } from '@/components/offline-banner';
import { PendingBadge } from '@/components/pending-badge';
import { CodeEntry } from '../components/code-entry';
import { LazyScanner as Scanner } from '../components/lazy-scanner';
import { ScannerFrame } from '../components/scanner-frame';
import { useBadgePrint } from './badges';
import { ConflictNote } from './conflict-note';
import { ScanVerdict } from './desk-verdict';
import { setSoundOn, soundOn } from './signal';
import { useDeskScan } from './use-desk-scan';

/**
 * The staff mode of /sign/home: scan attendees' tickets, checked on the device, queued for the server. Every scan
 * is queued, a refused one as a refusal with the device's reason (the log of rejected scans); the verdict is
 * shown large, with a sound and a vibration for accepted and refused.
 */
export function StaffScanPage({ sessionId }: { sessionId: string }) {
  const { t } = useLingui();
  const router = useRouter();
  const { roster, entries, doneHere, last, scanned } = useDeskScan(sessionId);
  const [sound, setSound] = useState(soundOn);
  const badges = useBadgePrint(roster.data);
  const admitted = last?.ok ? entries.find((e) => e.enrolmentId === last.enrolmentId) : undefined;
  const checkedIn = entries.filter((e) => e.checkedInAt || doneHere.has(e.enrolmentId)).length;
  const total = entries.length;

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
          {last && <ScanVerdict check={last} />}
          {admitted && (
            <Button size="small" onClick={() => void badges.print([admitted])} data-testid="print-badge">
              <Trans>Print badge</Trans>
            </Button>
          )}
          {badges.sheet}
          <ConflictNote sessionId={sessionId} />
          <Suspense fallback={<ScannerFrame />}>
            <Scanner onCode={(text) => void scanned(text)} Frame={ScannerFrame} />
          </Suspense>
          <CodeEntry onCode={(text) => void scanned(text)} label={t`Ticket code`} />
          <div className="desk-tools">
            <Link to="/sign/list" search={{ sessionId }}>
              <Trans>Check in from the list</Trans>
            </Link>
            <Link to="/sign/kiosk" search={{ sessionId }} data-testid="kiosk-link">
              <Trans>Self check-in kiosk</Trans>
            </Link>
          </div>
        </>
      )}
    </main>
  );
}

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
import { heldDirection, holdDirection } from './direction';
import { LiveCounts } from './live-counts';
import { SlowNetworkNote, useSlowNetwork } from './slow-network';
import type { DeskDirection } from '@contract/passage-rules';

/**
 * The staff mode of /sign/home: scan attendees' tickets, checked on the device, queued for the server. Every scan
 * is queued, a refused one as a refusal with the device's reason (the log of rejected scans); the verdict is
 * shown large, with a sound and a vibration for accepted and refused.
 */
export function StaffScanPage({ sessionId }: { sessionId: string }) {
  const { t } = useLingui();
  const router = useRouter();
  const [direction, setDirection] = useState(heldDirection);
  const { roster, entries, passageOf, last, scanned } = useDeskScan(sessionId, direction);
  const [sound, setSound] = useState(soundOn);
  const slow = useSlowNetwork();
  const badges = useBadgePrint(roster.data);
  const admitted =
    last?.ok && last.passage === 'entry'
      ? entries.find((e) => e.enrolmentId === last.enrolmentId)
      : undefined;
  const directions: [DeskDirection, string][] = [
    ['entry', t`Entry`],
    ['exit', t`Exit`],
  ];
  const turn = (to: DeskDirection) => {
    holdDirection(to);
    setDirection(to);
  };

  return (
    <main className="sign-page" data-testid="staff-scan">
      <NavBar onBack={() => router.history.back()} right={<PendingBadge />}>
        <Trans>Scan tickets</Trans>
      </NavBar>
      <OfflineBanner />
      <SlowNetworkNote slow={slow} />
      {!roster.data ? (
        <p className="offline-empty">
          {roster.isPending ? t`Loading the list…` : t`Open this session once online to scan offline.`}
        </p>
      ) : (
        <>
          <LiveCounts
            sessionId={sessionId}
            entries={entries}
            passageOf={passageOf}
            held={roster.data}
            slow={slow}
          />
          <div className="desk-tools">
            <div className="desk-direction" role="group" aria-label={t`This desk`}>
              {directions.map(([way, label]) => (
                <Button
                  key={way}
                  size="small"
                  color={direction === way ? 'primary' : 'default'}
                  aria-pressed={direction === way}
                  onClick={() => turn(way)}
                  data-testid={`desk-${way}`}
                >
                  {label}
                </Button>
              ))}
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

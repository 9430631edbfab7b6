import './catalog';
import { Suspense, useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from 'antd-mobile';
import { Link, useBlocker, useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { OfflineBanner } from '@/components/offline-banner';
import { useNamePage } from '@/lib/page-title';
import { CodeEntry } from '../components/code-entry';
import { LazyScanner as Scanner } from '../components/lazy-scanner';
import { ScannerFrame } from '../components/scanner-frame';
import { ScanVerdict } from './desk-verdict';
import { heldLock, holdLock, KIOSK_PIN, lockWith, opens, releaseLock } from './kiosk-lock';
import { useDeskScan } from './use-desk-scan';
import { SlowNetworkNote, useSlowNetwork } from './slow-network';
import { useWakeLock } from './use-wake-lock';

/** The verdict stays this long, then the screen is ready for the next person. */
export const KIOSK_RESET_MS = 3000;

/** A PIN field: digits, hidden, with its label. */
function PinField(props: { label: string; error: string | null; testId: string }) {
  return (
    <>
      <label htmlFor={props.testId}>{props.label}</label>
      <input
        id={props.testId}
        name="pin"
        className="field"
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={8}
        aria-invalid={!!props.error}
        aria-describedby={props.error ? `${props.testId}-error` : undefined}
        data-testid={props.testId}
      />
      {props.error && (
        <p id={`${props.testId}-error`} className="kiosk-error" role="alert">
          {props.error}
        </p>
      )}
    </>
  );
}

/** The kiosk's screen, under its title. */
function KioskFrame(props: { testId: string; className?: string; awake?: boolean; children: ReactNode }) {
  return (
    <main
      className={`sign-page ${props.className ?? 'kiosk'}`}
      data-testid={props.testId}
      data-awake={props.awake}
    >
      <h1>
        <Trans>Self check-in</Trans>
      </h1>
      {props.children}
    </main>
  );
}

const pinOf = (e: FormEvent<HTMLFormElement>) =>
  (e.currentTarget.elements.namedItem('pin') as HTMLInputElement).value.trim();

/**
 * /sign/kiosk?sessionId=…: a tablet at the entrance as a self check-in point. Staff open it (signed in, online
 * once, like the desk) and choose a PIN; from then attendees show their ticket's QR or type its code, the verdict
 * is said large and the screen is ready for the next person within 3 s. Offline it works from the session's list
 * kept on the tablet. The screen stays awake, the page full screen; leaving needs the PIN (the router's
 * navigation is held until then).
 */
export function KioskPage({ sessionId, staff }: { sessionId?: string; staff: boolean }) {
  const { t } = useLingui();
  useNamePage(t`Self check-in`);
  if (!sessionId || !staff)
    return (
      <KioskFrame testId="kiosk-help" className="offline-empty">
        <p>
          <Trans>
            The self check-in kiosk is started by staff: open a session’s ticket scanning from the console,
            then “Self check-in kiosk”.
          </Trans>
        </p>
        <Link to="/login" search={{ redirect: '/sign/kiosk', params: JSON.stringify({ sessionId }) }}>
          <Trans>Log in</Trans>
        </Link>
      </KioskFrame>
    );
  return <Kiosk sessionId={sessionId} />;
}

function Kiosk({ sessionId }: { sessionId: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { roster, last, clear, scanned } = useDeskScan(sessionId);
  const [lock, setLock] = useState(() => {
    const held = heldLock();
    return held?.sessionId === sessionId ? held : null;
  });
  const [setupError, setSetupError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const [leaveError, setLeaveError] = useState<string | null>(null);
  const awake = useWakeLock(!!lock);
  const slow = useSlowNetwork();
  // Every way out of the page (back, a link, an address typed) is held while the tablet's lock is on.
  useBlocker({ shouldBlockFn: () => heldLock()?.sessionId === sessionId });

  // Ready for the next person: the verdict goes after KIOSK_RESET_MS.
  useEffect(() => {
    if (!last) return;
    const timer = setTimeout(clear, KIOSK_RESET_MS);
    return () => clearTimeout(timer);
  }, [last, clear]);

  const start = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const pin = pinOf(e);
    if (!KIOSK_PIN.test(pin)) return setSetupError(t`The PIN is 4 to 8 digits.`);
    const next = lockWith(sessionId, pin);
    holdLock(next);
    setLock(next);
    void document.documentElement.requestFullscreen?.().catch(() => undefined);
  };
  const leave = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!lock || !opens(lock, pinOf(e))) return setLeaveError(t`Wrong PIN.`);
    releaseLock();
    setLock(null);
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    void navigate({ to: '/sign/home', search: { sessionId } });
  };

  if (!roster.data)
    return (
      <KioskFrame testId="kiosk">
        <OfflineBanner />
        <p className="offline-empty">
          {roster.isPending ? t`Loading the list…` : t`Open this session once online to scan offline.`}
        </p>
      </KioskFrame>
    );

  if (!lock)
    return (
      <KioskFrame testId="kiosk-setup">
        <p>
          <Trans>
            This screen becomes a self check-in point for the session: attendees show their ticket’s QR code
            or type its code. Choose a staff PIN: only it leaves the kiosk.
          </Trans>
        </p>
        <form className="kiosk-form" onSubmit={start}>
          <PinField label={t`Staff PIN (4 to 8 digits)`} error={setupError} testId="kiosk-new-pin" />
          <Button type="submit" color="primary" block data-testid="kiosk-start">
            <Trans>Start the kiosk</Trans>
          </Button>
        </form>
      </KioskFrame>
    );

  return (
    <KioskFrame testId="kiosk-running" awake={awake}>
      <OfflineBanner />
      <SlowNetworkNote slow={slow} />
      <p className="kiosk-prompt">
        <Trans>Show your ticket’s QR code to the camera, or type its code below.</Trans>
      </p>
      {last && <ScanVerdict check={last} />}
      <Suspense fallback={<ScannerFrame />}>
        <Scanner onCode={(text) => void scanned(text)} Frame={ScannerFrame} />
      </Suspense>
      <CodeEntry onCode={(text) => void scanned(text)} label={t`Ticket code`} />
      {leaving ? (
        <form className="kiosk-form" onSubmit={leave}>
          <PinField label={t`Staff PIN`} error={leaveError} testId="kiosk-pin" />
          <Button type="submit" block data-testid="kiosk-leave">
            <Trans>Leave the kiosk</Trans>
          </Button>
          <Button
            block
            fill="none"
            onClick={() => {
              setLeaving(false);
              setLeaveError(null);
            }}
          >
            <Trans>Cancel</Trans>
          </Button>
        </form>
      ) : (
        <Button size="small" fill="none" onClick={() => setLeaving(true)} data-testid="kiosk-staff">
          <Trans>Staff</Trans>
        </Button>
      )}
    </KioskFrame>
  );
}

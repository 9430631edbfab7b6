import { lazy, Suspense } from 'react';
import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { idOf } from '@contract/constants';
import { CHECKIN_MANAGE } from '@contract/staff-permissions';
import { CodeEntry } from '@/features/checkin/components/code-entry';
import { ScannerFrame } from '@/features/checkin/components/scanner-frame';
import { SignHomePage } from '@/features/checkin/components/sign-home-page';
import { lazyOnline } from '@/lib/online';
import { DeskLoading, DeskOffline } from '@/features/checkin/components/desk-fallbacks';
import { useAuth } from '@/lib/permissions';
import { TITLES } from '@/lib/route-titles';

type Search = { qr?: string; sign?: boolean; sessionId?: string; verify?: boolean };
const flag = (v: unknown) => (v === 1 || v === '1' || v === true ? true : undefined);
const validateSearch = (s: Record<string, unknown>): Search => ({
  qr: typeof s.qr === 'string' ? s.qr.slice(0, 512) : undefined,
  sign: flag(s.sign),
  sessionId: idOf(s.sessionId),
  verify: flag(s.verify),
});

/** Scanning tickets is the desk's, staff's only: on demand (build/precache-scope.ts DESK_CODE). */
const StaffScanPage = lazyOnline(
  () => import('@/features/checkin/desk/staff-scan-page').then((m) => m.StaffScanPage),
  DeskOffline,
);

// "Verify a certificate", a mode of this screen: its code, messages and keys come with its first use.
const CertificateVerify = lazy(() => import('@/features/checkin/verify/verify-page'));

function SignHome() {
  const { qr, sign, sessionId, verify } = getRouteApi('/sign/home').useSearch();
  const staff = useAuth(CHECKIN_MANAGE);
  if (verify)
    return (
      <Suspense>
        <CertificateVerify Frame={ScannerFrame} Entry={CodeEntry} />
      </Suspense>
    );
  // Staff open a session from the console to scan tickets; everyone else scans the session QR.
  if (sessionId && staff)
    return (
      <Suspense fallback={<DeskLoading />}>
        <StaffScanPage sessionId={sessionId} />
      </Suspense>
    );
  // A new code (another QR link opened while this screen is up) starts a fresh check-in.
  return <SignHomePage key={qr ?? ''} qr={qr} sign={sign} />;
}

export const Route = createFileRoute('/sign/home')({
  validateSearch,
  component: SignHome,
  staticData: { title: TITLES.signHome },
});

declare module '@tanstack/react-router' {
  interface HistoryState {
    /** A certificate's link scanned on the check-in screen, for its certificate check (?verify=1). */
    certificate?: string;
  }
}

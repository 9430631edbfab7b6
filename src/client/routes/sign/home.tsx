import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { idOf } from '@contract/constants';
import { CHECKIN_MANAGE } from '@contract/staff-permissions';
import { SignHomePage } from '@/features/checkin/components/sign-home-page';
import { StaffScanPage } from '@/features/checkin/components/staff-scan-page';
import { useAuth } from '@/lib/permissions';
import { TITLES } from '@/lib/route-titles';

type Search = { qr?: string; sign?: boolean; sessionId?: string };
const validateSearch = (s: Record<string, unknown>): Search => ({
  qr: typeof s.qr === 'string' ? s.qr.slice(0, 512) : undefined,
  sign: s.sign === 1 || s.sign === '1' || s.sign === true ? true : undefined,
  sessionId: idOf(s.sessionId),
});

function SignHome() {
  const { qr, sign, sessionId } = getRouteApi('/sign/home').useSearch();
  const staff = useAuth(CHECKIN_MANAGE);
  // Staff open a session from the console to scan tickets; everyone else scans the session QR.
  if (sessionId && staff) return <StaffScanPage sessionId={sessionId} />;
  // A new code (another QR link opened while this screen is up) starts a fresh check-in.
  return <SignHomePage key={qr ?? ''} qr={qr} sign={sign} />;
}

export const Route = createFileRoute('/sign/home')({
  validateSearch,
  component: SignHome,
  staticData: { title: TITLES.signHome },
});

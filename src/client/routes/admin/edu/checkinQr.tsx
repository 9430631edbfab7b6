import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { SessionQrPage } from '@/features/checkin/components/session-qr-page';
import { TITLES } from '@/lib/route-titles';

const validateSearch = (s: Record<string, unknown>): { sessionId: string } => ({
  sessionId: /^\d{1,19}$/.test(String(s.sessionId ?? '')) ? String(s.sessionId) : '',
});

function CheckinQr() {
  const { sessionId } = getRouteApi('/admin/edu/checkinQr').useSearch();
  return <SessionQrPage key={sessionId} sessionId={sessionId} />;
}

export const Route = createFileRoute('/admin/edu/checkinQr')({
  validateSearch,
  component: CheckinQr,
  staticData: { title: TITLES.checkinQr, menuParent: '/admin/edu/checkin' },
});

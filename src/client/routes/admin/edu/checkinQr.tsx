import { createFileRoute } from '@tanstack/react-router';
import { SessionQrPage } from '@/features/checkin/components/session-qr-page';
import { TITLES } from '@/lib/route-titles';
import { useSearchId } from '@/lib/use-paged-table';

function CheckinQr() {
  const sessionId = useSearchId('sessionId') ?? '';
  return <SessionQrPage key={sessionId} sessionId={sessionId} />;
}

export const Route = createFileRoute('/admin/edu/checkinQr')({
  component: CheckinQr,
  staticData: { title: TITLES.checkinQr, menuParent: '/admin/edu/checkin' },
});

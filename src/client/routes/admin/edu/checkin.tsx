import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { CheckinAdminPage } from '@/features/checkin/components/checkin-admin-page';

const validateSearch = (s: Record<string, unknown>): { sessionId?: string } =>
  /^\d{1,19}$/.test(String(s.sessionId ?? '')) ? { sessionId: String(s.sessionId) } : {};

function CheckinAdmin() {
  return <CheckinAdminPage sessionId={getRouteApi('/admin/edu/checkin').useSearch().sessionId} />;
}

export const Route = createFileRoute('/admin/edu/checkin')({
  validateSearch,
  component: CheckinAdmin,
});

import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { CheckinAdminPage } from '@/features/checkin/components/checkin-admin-page';
import { searchId } from '@/lib/search-params';

const validateSearch = (s: Record<string, unknown>): { sessionId?: string } => {
  const sessionId = searchId(s.sessionId);
  return sessionId ? { sessionId } : {};
};

function CheckinAdmin() {
  return <CheckinAdminPage sessionId={getRouteApi('/admin/edu/checkin').useSearch().sessionId} />;
}

export const Route = createFileRoute('/admin/edu/checkin')({
  validateSearch,
  component: CheckinAdmin,
});

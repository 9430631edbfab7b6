import { createFileRoute } from '@tanstack/react-router';
import { PERMISSIONS } from '@contract/permissions';
import { idOf } from '@contract/constants';
import { CheckinAdminPage } from '@/features/checkin/components/checkin-admin-page';
import { checkinPageQuery, sessionListQuery } from '@/features/checkin/api/checkin-admin';
import { preloadList } from '@/lib/preload';

export const Route = createFileRoute('/admin/edu/checkin')({
  loader: ({ context, location }) => {
    const sessionId = idOf((location.search as Record<string, unknown>).sessionId);
    preloadList(context.queryClient, sessionListQuery(), PERMISSIONS.checkinView);
    if (sessionId)
      for (const view of ['accepted', 'conflicts'] as const)
        preloadList(context.queryClient, checkinPageQuery(sessionId, view), PERMISSIONS.checkinView);
  },
  component: CheckinAdminPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { PERMISSIONS } from '@contract/permissions';
import { CheckinAdminPage, sessionIdOf } from '@/features/checkin/components/checkin-admin-page';
import { checkinPageQuery, sessionListQuery } from '@/features/checkin/api/checkin';
import { filtersOf } from '@/lib/paged-search';
import { preloadList } from '@/lib/preload';

// `?sessionId=` is kept by the /admin route's search (a string filter); the page checks it is an id.
export const Route = createFileRoute('/admin/edu/checkin')({
  loader: ({ context, location }) => {
    const sessionId = sessionIdOf(filtersOf(location.search).sessionId);
    preloadList(context.queryClient, sessionListQuery(), PERMISSIONS.checkinView);
    if (sessionId)
      for (const view of ['accepted', 'conflicts'] as const)
        preloadList(context.queryClient, checkinPageQuery(sessionId, view), PERMISSIONS.checkinView);
  },
  codeSplitGroupings: [['loader', 'component']],
  component: CheckinAdminPage,
});

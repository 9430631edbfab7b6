import { createFileRoute } from '@tanstack/react-router';
import { ClientAdminPage } from '@/features/console-access/components/client-admin-page';
import { PERMISSIONS } from '@contract/permissions';
import { clientsQuery } from '@/features/console-access/api/access-admin';
import { pageParams } from '@/lib/paged-search';
import { preloadList } from '@/lib/preload';

export const Route = createFileRoute('/admin/client')({
  loader: ({ context, location }) =>
    preloadList(context.queryClient, clientsQuery(pageParams(location.search)), PERMISSIONS.clientView),
  component: ClientAdminPage,
});

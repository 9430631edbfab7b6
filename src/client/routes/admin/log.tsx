import { createFileRoute } from '@tanstack/react-router';
import { LogAdminPage } from '@/features/console-system/components/log-admin-page';
import { PERMISSIONS } from '@contract/permissions';
import { logsQuery } from '@/features/console-system/api/system-admin';
import { pageParams } from '@/lib/paged-search';
import { preloadList } from '@/lib/preload';

export const Route = createFileRoute('/admin/log')({
  loader: ({ context, location }) =>
    preloadList(context.queryClient, logsQuery(pageParams(location.search)), PERMISSIONS.logView),
  component: LogAdminPage,
});

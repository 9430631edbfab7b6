import { createFileRoute } from '@tanstack/react-router';
import { TenantAdminPage } from '@/features/console-access/components/tenant-admin-page';
import { PERMISSIONS } from '@contract/permissions';
import { tenantsQuery } from '@/features/console-access/api/access-admin';
import { pageParams } from '@/lib/paged-search';
import { preloadList } from '@/lib/preload';

export const Route = createFileRoute('/admin/system/tenant')({
  loader: ({ context, location }) =>
    preloadList(context.queryClient, tenantsQuery(pageParams(location.search)), PERMISSIONS.tenantView),
  component: TenantAdminPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { RoleAdminPage } from '@/features/console-access/components/role-admin-page';
import { PERMISSIONS } from '@contract/permissions';
import { rolesQuery } from '@/features/console-access/api/access-admin';
import { pageParams } from '@/lib/paged-search';
import { preloadList } from '@/lib/preload';

export const Route = createFileRoute('/admin/system/role')({
  loader: ({ context, location }) =>
    preloadList(context.queryClient, rolesQuery(pageParams(location.search)), PERMISSIONS.roleView),
  component: RoleAdminPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { PERMISSIONS } from '@contract/permissions';
import { UserAdminPage } from '@/features/console-people/components/user-admin-page';
import { usersQuery } from '@/features/console-people/api/people-admin';
import { pageParams } from '@/lib/paged-search';
import { preloadList } from '@/lib/preload';

export const Route = createFileRoute('/admin/system/user')({
  loader: ({ context, location }) =>
    preloadList(context.queryClient, usersQuery(pageParams(location.search)), PERMISSIONS.userView),
  component: UserAdminPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { ParamAdminPage } from '@/features/console-system/components/param-admin-page';
import { PERMISSIONS } from '@contract/permissions';
import { paramsQuery } from '@/features/console-system/api/system-admin';
import { pageParams } from '@/lib/paged-search';
import { preloadList } from '@/lib/preload';

export const Route = createFileRoute('/admin/param')({
  loader: ({ context, location }) =>
    preloadList(context.queryClient, paramsQuery(pageParams(location.search)), PERMISSIONS.paramView),
  component: ParamAdminPage,
});

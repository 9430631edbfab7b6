import { createFileRoute } from '@tanstack/react-router';
import { ParamAdminPage } from '@/features/console-system/components/param-admin-page';
import { PERMISSIONS } from '@contract/permissions';
import { paramsQuery } from '@/features/console-system/api/system-admin';
import { pageParams } from '@/lib/paged-search';
import { preloadList } from '@/lib/preload';

// pig's 网站配置 page (pig-ui's /admin/siteconfig/index): in this console the site settings are parameters,
// edited on the Parameters page, which this menu entry opens.
export const Route = createFileRoute('/admin/siteconfig')({
  loader: ({ context, location }) =>
    preloadList(context.queryClient, paramsQuery(pageParams(location.search)), PERMISSIONS.paramView),
  component: ParamAdminPage,
});

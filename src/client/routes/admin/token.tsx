import { createFileRoute } from '@tanstack/react-router';
import { TokenAdminPage } from '@/features/console-system/components/token-admin-page';
import { PERMISSIONS } from '@contract/permissions';
import { tokensQuery } from '@/features/console-system/api/system-admin';
import { pageParams } from '@/lib/paged-search';
import { preloadList } from '@/lib/preload';

export const Route = createFileRoute('/admin/token')({
  loader: ({ context, location }) =>
    preloadList(context.queryClient, tokensQuery(pageParams(location.search)), PERMISSIONS.tokenView),
  component: TokenAdminPage,
});

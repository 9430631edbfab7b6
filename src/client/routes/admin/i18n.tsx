import { createFileRoute } from '@tanstack/react-router';
import { I18nAdminPage } from '@/features/console-content/components/i18n-admin-page';
import { PERMISSIONS } from '@contract/permissions';
import { i18nQuery } from '@/features/console-content/api/i18n';
import { pageParams } from '@/lib/paged-search';
import { preloadList } from '@/lib/preload';

export const Route = createFileRoute('/admin/i18n')({
  loader: ({ context, location }) =>
    preloadList(context.queryClient, i18nQuery(pageParams(location.search)), PERMISSIONS.i18nView),
  component: I18nAdminPage,
});

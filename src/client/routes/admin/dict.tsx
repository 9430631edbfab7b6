import { createFileRoute } from '@tanstack/react-router';
import { DictAdminPage } from '@/features/console-content/components/dict-admin-page';
import { PERMISSIONS } from '@contract/permissions';
import { dictsQuery } from '@/features/console-content/api/dicts';
import { filtersOf, pagedSearch } from '@/lib/paged-search';
import { preloadList } from '@/lib/preload';

export const Route = createFileRoute('/admin/dict')({
  loader: ({ context, location }) =>
    preloadList(
      context.queryClient,
      dictsQuery(filtersOf(pagedSearch(location.search)).name ?? ''),
      PERMISSIONS.dictView,
    ),
  component: DictAdminPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { ConsolePage } from '@/features/admin/components/console-page';
import { requireLogin } from '@/lib/guard';
import { loadConsoleCatalog } from '@/app/console-catalog';
import { TITLES } from '@/lib/route-titles';
import type { PagedSearch } from '@/lib/paged-search';

export const Route = createFileRoute('/admin')({
  // Every console page keeps its place (a list's page, size, sort and filters; the record it shows) in the
  // address. Only typed here: the route table is in every phone's first chunk, so the values are checked where
  // a console page reads them (lib/use-paged-table.ts), in the console's own code.
  validateSearch: (search: Record<string, unknown>) => search as PagedSearch,
  beforeLoad: async (ctx) => {
    requireLogin(ctx);
    await loadConsoleCatalog();
  },
  component: ConsolePage,
  staticData: { title: TITLES.admin },
});

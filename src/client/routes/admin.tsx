import { createFileRoute } from '@tanstack/react-router';
import { ConsolePage } from '@/features/admin/components/console-page';
import { requireLogin } from '@/lib/guard';
import { loadConsoleCatalog } from '@/app/console-catalog';
import { TITLES } from '@/lib/route-titles';
import { pagedSearch } from '@/lib/paged-search';

export const Route = createFileRoute('/admin')({
  // Every console list keeps its page, size, sort and filters in the address (lib/use-paged-table.ts).
  validateSearch: pagedSearch,
  beforeLoad: async (ctx) => {
    requireLogin(ctx);
    await loadConsoleCatalog();
  },
  component: ConsolePage,
  staticData: { title: TITLES.admin },
});

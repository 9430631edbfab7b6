import { createFileRoute } from '@tanstack/react-router';
import { ConsolePage } from '@/features/admin/components/console-page';
import { requireLogin } from '@/lib/guard';
import { loadConsoleCatalog } from '@/app/console-catalog';
import { TITLES } from '@/lib/route-titles';

export const Route = createFileRoute('/admin')({
  beforeLoad: async (ctx) => {
    requireLogin(ctx);
    await loadConsoleCatalog();
  },
  component: ConsolePage,
  staticData: { title: TITLES.admin },
});

import { createFileRoute } from '@tanstack/react-router';
import { ConsolePage } from '@/features/admin/components/console-page';
import { requireLogin } from '@/lib/guard';
import { TITLES } from '@/lib/route-titles';

export const Route = createFileRoute('/admin')({
  beforeLoad: requireLogin,
  component: ConsolePage,
  staticData: { title: TITLES.admin },
});

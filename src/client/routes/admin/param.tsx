import { createFileRoute } from '@tanstack/react-router';
import { ParamAdminPage } from '@/features/console-system/components/param-admin-page';
import { TITLES } from '@/lib/route-titles';

export const Route = createFileRoute('/admin/param')({
  component: ParamAdminPage,
  staticData: { title: TITLES.paramAdmin },
});

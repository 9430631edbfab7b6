import { createFileRoute } from '@tanstack/react-router';
import { MenuAdminPage } from '@/features/console-access/components/menu-admin-page';
import { TITLES } from '@/lib/route-titles';

export const Route = createFileRoute('/admin/system/menu')({
  component: MenuAdminPage,
  staticData: { title: TITLES.menuAdmin },
});

import { createFileRoute } from '@tanstack/react-router';
import { MenuAdminPage } from '@/features/console-access/components/menu-admin-page';

export const Route = createFileRoute('/admin/system/menu')({
  component: MenuAdminPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { RoleAdminPage } from '@/features/console-access/components/role-admin-page';
import { TITLES } from '@/lib/route-titles';

export const Route = createFileRoute('/admin/system/role')({
  component: RoleAdminPage,
  staticData: { title: TITLES.roleAdmin },
});

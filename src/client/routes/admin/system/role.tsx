import { createFileRoute } from '@tanstack/react-router';
import { RoleAdminPage } from '@/features/console-access/components/role-admin-page';

export const Route = createFileRoute('/admin/system/role')({
  component: RoleAdminPage,
});

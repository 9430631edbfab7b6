import { createFileRoute } from '@tanstack/react-router';
import { UserAdminPage } from '@/features/console-people/components/user-admin-page';

export const Route = createFileRoute('/admin/system/user')({
  component: UserAdminPage,
});

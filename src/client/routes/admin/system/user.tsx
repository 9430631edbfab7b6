import { createFileRoute } from '@tanstack/react-router';
import { UserAdminPage } from '@/features/console-people/components/user-admin-page';
import { TITLES } from '@/lib/route-titles';

export const Route = createFileRoute('/admin/system/user')({
  component: UserAdminPage,
  staticData: { title: TITLES.userAdmin },
});

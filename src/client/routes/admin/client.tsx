import { createFileRoute } from '@tanstack/react-router';
import { ClientAdminPage } from '@/features/console-access/components/client-admin-page';
import { TITLES } from '@/lib/route-titles';

export const Route = createFileRoute('/admin/client')({
  component: ClientAdminPage,
  staticData: { title: TITLES.clientAdmin },
});

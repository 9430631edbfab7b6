import { createFileRoute } from '@tanstack/react-router';
import { ClientAdminPage } from '@/features/console-access/components/client-admin-page';

export const Route = createFileRoute('/admin/client')({
  component: ClientAdminPage,
});

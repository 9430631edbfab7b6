import { createFileRoute } from '@tanstack/react-router';
import { LogAdminPage } from '@/features/console-system/components/log-admin-page';

export const Route = createFileRoute('/admin/log')({
  component: LogAdminPage,
});

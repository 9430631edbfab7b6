import { createFileRoute } from '@tanstack/react-router';
import { LogAdminPage } from '@/features/console-system/components/log-admin-page';
import { TITLES } from '@/lib/route-titles';

export const Route = createFileRoute('/admin/log')({
  component: LogAdminPage,
  staticData: { title: TITLES.logAdmin },
});

import { createFileRoute } from '@tanstack/react-router';
import { ParamAdminPage } from '@/features/console-system/components/param-admin-page';

export const Route = createFileRoute('/admin/param')({
  component: ParamAdminPage,
});

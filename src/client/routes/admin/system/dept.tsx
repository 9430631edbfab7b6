import { createFileRoute } from '@tanstack/react-router';
import { DeptAdminPage } from '@/features/console-people/components/dept-admin-page';

export const Route = createFileRoute('/admin/system/dept')({
  component: DeptAdminPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { DeptAdminPage } from '@/features/console-people/components/dept-admin-page';
import { TITLES } from '@/lib/route-titles';

export const Route = createFileRoute('/admin/system/dept')({
  component: DeptAdminPage,
  staticData: { title: TITLES.deptAdmin },
});

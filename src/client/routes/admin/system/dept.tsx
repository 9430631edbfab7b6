import { createFileRoute } from '@tanstack/react-router';
import { DeptAdminPage } from '@/features/console-people/components/dept-admin-page';
import { deptTreeQuery } from '@/features/console-people/api/people-admin';
import { preloadList } from '@/lib/preload';

export const Route = createFileRoute('/admin/system/dept')({
  loader: ({ context }) => preloadList(context.queryClient, deptTreeQuery()),
  component: DeptAdminPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { PostAdminPage } from '@/features/console-people/components/post-admin-page';

export const Route = createFileRoute('/admin/system/post')({
  component: PostAdminPage,
});

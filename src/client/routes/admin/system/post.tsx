import { createFileRoute } from '@tanstack/react-router';
import { PostAdminPage } from '@/features/console-people/components/post-admin-page';
import { TITLES } from '@/lib/route-titles';

export const Route = createFileRoute('/admin/system/post')({
  component: PostAdminPage,
  staticData: { title: TITLES.postAdmin },
});

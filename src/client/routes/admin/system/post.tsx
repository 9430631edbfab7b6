import { createFileRoute } from '@tanstack/react-router';
import { PostAdminPage } from '@/features/console-people/components/post-admin-page';
import { PERMISSIONS } from '@contract/permissions';
import { postsQuery } from '@/features/console-people/api/people-admin';
import { pageParams } from '@/lib/paged-search';
import { preloadList } from '@/lib/preload';

export const Route = createFileRoute('/admin/system/post')({
  loader: ({ context, location }) =>
    preloadList(context.queryClient, postsQuery(pageParams(location.search)), PERMISSIONS.postView),
  component: PostAdminPage,
});

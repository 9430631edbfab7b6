import { createFileRoute } from '@tanstack/react-router';
import { SocialAdminPage } from '@/features/console-system/components/social-admin-page';
import { PERMISSIONS } from '@contract/permissions';
import { socialsQuery } from '@/features/console-system/api/system-admin';
import { preloadList } from '@/lib/preload';

export const Route = createFileRoute('/admin/social')({
  loader: ({ context }) => preloadList(context.queryClient, socialsQuery(), PERMISSIONS.socialView),
  component: SocialAdminPage,
});

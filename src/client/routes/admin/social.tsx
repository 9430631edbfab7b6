import { createFileRoute } from '@tanstack/react-router';
import { SocialAdminPage } from '@/features/console-system/components/social-admin-page';
import { TITLES } from '@/lib/route-titles';

export const Route = createFileRoute('/admin/social')({
  component: SocialAdminPage,
  staticData: { title: TITLES.socialAdmin },
});

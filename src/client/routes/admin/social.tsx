import { createFileRoute } from '@tanstack/react-router';
import { SocialAdminPage } from '@/features/console-system/components/social-admin-page';

export const Route = createFileRoute('/admin/social')({
  component: SocialAdminPage,
});

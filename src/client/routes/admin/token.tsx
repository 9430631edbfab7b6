import { createFileRoute } from '@tanstack/react-router';
import { TokenAdminPage } from '@/features/console-system/components/token-admin-page';
import { TITLES } from '@/lib/route-titles';

export const Route = createFileRoute('/admin/token')({
  component: TokenAdminPage,
  staticData: { title: TITLES.tokenAdmin },
});

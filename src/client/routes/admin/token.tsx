import { createFileRoute } from '@tanstack/react-router';
import { TokenAdminPage } from '@/features/console-system/components/token-admin-page';

export const Route = createFileRoute('/admin/token')({
  component: TokenAdminPage,
});

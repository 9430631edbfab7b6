import { createFileRoute } from '@tanstack/react-router';
import { TenantAdminPage } from '@/features/console-access/components/tenant-admin-page';

export const Route = createFileRoute('/admin/system/tenant')({
  component: TenantAdminPage,
});

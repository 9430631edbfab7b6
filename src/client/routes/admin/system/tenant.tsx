import { createFileRoute } from '@tanstack/react-router';
import { TenantAdminPage } from '@/features/console-access/components/tenant-admin-page';
import { TITLES } from '@/lib/route-titles';

export const Route = createFileRoute('/admin/system/tenant')({
  component: TenantAdminPage,
  staticData: { title: TITLES.tenantAdmin },
});

import { createFileRoute } from '@tanstack/react-router';
import { EnterpriseAdminPage } from '@/features/console-enterprise/components/enterprise-admin-page';

export const Route = createFileRoute('/admin/edu/enterprise')({
  component: EnterpriseAdminPage,
});

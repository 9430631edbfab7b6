import { createFileRoute } from '@tanstack/react-router';
import { useEnterpriseCatalog } from '@/features/enterprise/catalog';
import { PageSkeleton } from '@/features/enterprise/components/page-skeleton';
import { EnterpriseRegisterPage } from '@/features/enterprise/components/register-page';
import { TITLES } from '@/lib/route-titles';

// An on-demand chunk (build/precache-scope.ts ENTERPRISE_CODE), kept by the service worker once opened.
function Register() {
  return useEnterpriseCatalog() ? <EnterpriseRegisterPage /> : <PageSkeleton testId="enterprise-loading" />;
}

export const Route = createFileRoute('/enterprise/register')({
  component: Register,
  staticData: { title: TITLES.enterpriseRegister },
});

import { createFileRoute } from '@tanstack/react-router';
import { useEnterpriseCatalog } from '@/features/enterprise/catalog';
import { EnterpriseInfoPage } from '@/features/enterprise/components/info-page';
import { PageSkeleton } from '@/features/enterprise/components/page-skeleton';
import { TITLES } from '@/lib/route-titles';

// An on-demand chunk (build/precache-scope.ts ENTERPRISE_CODE), kept by the service worker once opened.
function Info() {
  return useEnterpriseCatalog() ? <EnterpriseInfoPage /> : <PageSkeleton testId="enterprise-loading" />;
}

export const Route = createFileRoute('/_auth/enterprise/info')({
  component: Info,
  staticData: { title: TITLES.enterpriseInfo },
});

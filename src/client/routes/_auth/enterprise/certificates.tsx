import { createFileRoute } from '@tanstack/react-router';
import { useEnterpriseCatalog } from '@/features/enterprise/catalog';
import { CertificatesPage } from '@/features/enterprise/components/certificates-page';
import { PageSkeleton } from '@/features/enterprise/components/page-skeleton';
import { TITLES } from '@/lib/route-titles';

// The members' certificates and credit hours: an on-demand chunk (build/precache-scope.ts ENTERPRISE_CODE).
function Certificates() {
  return useEnterpriseCatalog() ? <CertificatesPage /> : <PageSkeleton testId="enterprise-loading" />;
}

export const Route = createFileRoute('/_auth/enterprise/certificates')({
  component: Certificates,
  staticData: { title: TITLES.enterpriseCertificates },
});

import { createFileRoute } from '@tanstack/react-router';
import { PERMISSIONS } from '@contract/permissions';
import { CertificateAdminPage } from '@/features/console-certificate/components/certificate-admin-page';
import { certificatesQuery } from '@/features/console-certificate/api/certificates';
import { pageParams } from '@/lib/paged-search';
import { preloadList } from '@/lib/preload';

export const Route = createFileRoute('/admin/edu/certificate')({
  loader: ({ context, location }) =>
    preloadList(
      context.queryClient,
      certificatesQuery(pageParams(location.search)),
      PERMISSIONS.certificateView,
    ),
  component: CertificateAdminPage,
});

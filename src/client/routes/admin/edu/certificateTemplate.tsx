import { createFileRoute } from '@tanstack/react-router';
import { PERMISSIONS } from '@contract/permissions';
import { CertificateTemplatePage } from '@/features/console-certificate/components/template-page';
import { templateQuery } from '@/features/console-certificate/api/template';
import { preloadList } from '@/lib/preload';

// The menu entry 证书模板 (migration 0037) names it.
export const Route = createFileRoute('/admin/edu/certificateTemplate')({
  loader: ({ context }) => preloadList(context.queryClient, templateQuery(), PERMISSIONS.certificateView),
  component: CertificateTemplatePage,
});

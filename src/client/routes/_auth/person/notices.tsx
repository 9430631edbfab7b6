import { createFileRoute } from '@tanstack/react-router';
import { useEnterpriseCatalog } from '@/features/enterprise/catalog';
import { PageSkeleton } from '@/features/enterprise/components/page-skeleton';
import { MyNoticesPage } from '@/features/notices/components/my-notices-page';
import { TITLES } from '@/lib/route-titles';

// An on-demand chunk (build/precache-scope.ts ENTERPRISE_CODE); its messages are in the enterprise catalog.
function PersonNotices() {
  return useEnterpriseCatalog() ? <MyNoticesPage /> : <PageSkeleton testId="notices-loading" />;
}

export const Route = createFileRoute('/_auth/person/notices')({
  component: PersonNotices,
  staticData: { title: TITLES.notices },
});

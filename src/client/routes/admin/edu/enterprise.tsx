import { createFileRoute } from '@tanstack/react-router';
import { PERMISSIONS } from '@contract/permissions';
import { DEFAULT_PAGE_SIZE } from '@contract/constants';
import { EnterpriseAdminPage } from '@/features/console-enterprise/components/enterprise-admin-page';
import { enterprisesQuery, invoicesQuery } from '@/features/console-enterprise/api/enterprise-admin';
import { pageParams } from '@/lib/paged-search';
import { preloadList } from '@/lib/preload';

// The enterprises tab's list follows the address; the invoice tab pages on its own, from its first page.
export const Route = createFileRoute('/admin/edu/enterprise')({
  loader: ({ context, location }) => {
    preloadList(
      context.queryClient,
      enterprisesQuery(pageParams(location.search)),
      PERMISSIONS.enterpriseView,
    );
    preloadList(
      context.queryClient,
      invoicesQuery({ current: 1, size: DEFAULT_PAGE_SIZE }),
      PERMISSIONS.enterpriseInvoice,
    );
  },
  component: EnterpriseAdminPage,
});

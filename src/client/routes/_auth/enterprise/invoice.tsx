import { createFileRoute } from '@tanstack/react-router';
import { InvoicePage } from '@/features/enterprise-records/components/invoice-page';
import { TITLES } from '@/lib/route-titles';

// The enterprise's invoice profiles and requests: an on-demand chunk, never precached.
export const Route = createFileRoute('/_auth/enterprise/invoice')({
  component: InvoicePage,
  staticData: { title: TITLES.invoice },
});

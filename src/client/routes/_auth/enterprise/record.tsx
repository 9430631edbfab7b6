import { createFileRoute } from '@tanstack/react-router';
import { RecordPage } from '@/features/enterprise-records/components/record-page';
import { TITLES } from '@/lib/route-titles';

// The enterprise's sign-up records and bulk enrolment: an on-demand chunk, never precached.
export const Route = createFileRoute('/_auth/enterprise/record')({
  component: RecordPage,
  staticData: { title: TITLES.record },
});

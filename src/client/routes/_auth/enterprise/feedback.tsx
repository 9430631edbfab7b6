import { createFileRoute } from '@tanstack/react-router';
import { useEnterpriseCatalog } from '@/features/enterprise/catalog';
import { PageSkeleton } from '@/features/enterprise/components/page-skeleton';
import { FeedbackPage } from '@/features/feedback/components/feedback-page';
import { TITLES } from '@/lib/route-titles';

// The feedback screen for an enterprise admin (the server marks it with the admin's enterprise).
function EnterpriseFeedback() {
  return useEnterpriseCatalog() ? <FeedbackPage enterprise /> : <PageSkeleton testId="feedback-loading" />;
}

export const Route = createFileRoute('/_auth/enterprise/feedback')({
  component: EnterpriseFeedback,
  staticData: { title: TITLES.enterpriseFeedback },
});

import { createFileRoute } from '@tanstack/react-router';
import { useEnterpriseCatalog } from '@/features/enterprise/catalog';
import { PageSkeleton } from '@/features/enterprise/components/page-skeleton';
import { FeedbackPage } from '@/features/feedback/components/feedback-page';
import { TITLES } from '@/lib/route-titles';

// An on-demand chunk (build/precache-scope.ts ENTERPRISE_CODE); its messages are the enterprise catalog.
function PersonFeedback() {
  return useEnterpriseCatalog() ? <FeedbackPage /> : <PageSkeleton testId="feedback-loading" />;
}

export const Route = createFileRoute('/_auth/person/feedback')({
  component: PersonFeedback,
  staticData: { title: TITLES.feedback },
});

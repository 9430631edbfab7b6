import { createFileRoute } from '@tanstack/react-router';
import { PERMISSIONS } from '@contract/permissions';
import { FeedbackAdminPage } from '@/features/console-enterprise/components/feedback-admin-page';
import { feedbackQuery } from '@/features/console-enterprise/api/enterprise-admin';
import { pageParams } from '@/lib/paged-search';
import { preloadList } from '@/lib/preload';

export const Route = createFileRoute('/admin/edu/feedback')({
  loader: ({ context, location }) =>
    preloadList(context.queryClient, feedbackQuery(pageParams(location.search)), PERMISSIONS.feedbackView),
  component: FeedbackAdminPage,
});

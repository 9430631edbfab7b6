import { createFileRoute } from '@tanstack/react-router';
import { FeedbackAdminPage } from '@/features/console-enterprise/components/feedback-admin-page';

export const Route = createFileRoute('/admin/edu/feedback')({
  component: FeedbackAdminPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { QuestionAdminPage } from '@/features/console-exam/components/question-admin-page';

export const Route = createFileRoute('/admin/edu/question')({
  component: QuestionAdminPage,
});

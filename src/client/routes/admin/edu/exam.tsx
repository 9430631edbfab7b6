import { createFileRoute } from '@tanstack/react-router';
import { ExamAdminPage } from '@/features/console-exam/components/exam-admin-page';

export const Route = createFileRoute('/admin/edu/exam')({
  component: ExamAdminPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { PERMISSIONS } from '@contract/permissions';
import { ExamAdminPage } from '@/features/console-exam/components/exam-admin-page';
import { examsQuery } from '@/features/console-exam/api/exam-admin';
import { pageParams } from '@/lib/paged-search';
import { preloadList } from '@/lib/preload';

// The page checks no permission (the server lets any of the exam buttons read the list); editors preload it.
export const Route = createFileRoute('/admin/edu/exam')({
  loader: ({ context, location }) =>
    preloadList(context.queryClient, examsQuery(pageParams(location.search)), PERMISSIONS.examEdit),
  component: ExamAdminPage,
});

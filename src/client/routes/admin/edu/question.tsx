import { createFileRoute } from '@tanstack/react-router';
import { PERMISSIONS } from '@contract/permissions';
import { QuestionAdminPage } from '@/features/console-exam/components/question-admin-page';
import { questionsQuery } from '@/features/console-exam/api/exam-admin';
import { pageParams } from '@/lib/paged-search';
import { preloadList } from '@/lib/preload';

// The page checks no permission (the server lets any of the bank's buttons read it); editors preload it.
export const Route = createFileRoute('/admin/edu/question')({
  loader: ({ context, location }) =>
    preloadList(context.queryClient, questionsQuery(pageParams(location.search)), PERMISSIONS.questionEdit),
  component: QuestionAdminPage,
});

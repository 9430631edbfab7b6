import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { PERMISSIONS } from '@contract/permissions';
import { idOf } from '@contract/constants';
import { useSearchId } from '@/lib/use-paged-table';
import { ExamResultPage } from '@/features/console-exam/components/exam-result-page';
import { attemptsQuery } from '@/features/console-exam/api/exam-admin';
import { pageParams } from '@/lib/paged-search';
import { preloadList } from '@/lib/preload';

/** The exam chosen travels in the address (?examId=), so a link or a reload opens the same one. */
function ExamResult() {
  const examId = useSearchId('examId');
  const navigate = useNavigate();
  return (
    <ExamResultPage examId={examId} onExam={(id) => void navigate({ to: '.', search: { examId: id } })} />
  );
}

export const Route = createFileRoute('/admin/edu/examResult')({
  loader: ({ context, location }) => {
    const examId = idOf((location.search as Record<string, unknown>).examId);
    if (examId)
      preloadList(
        context.queryClient,
        attemptsQuery({ ...pageParams(location.search), examId }),
        PERMISSIONS.examView,
      );
  },
  component: ExamResult,
});

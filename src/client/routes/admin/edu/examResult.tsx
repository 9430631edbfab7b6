import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useSearchId } from '@/lib/use-paged-table';
import { ExamResultPage } from '@/features/console-exam/components/exam-result-page';

/** The exam chosen travels in the address (?examId=), so a link or a reload opens the same one. */
function ExamResult() {
  const examId = useSearchId('examId');
  const navigate = useNavigate();
  return (
    <ExamResultPage examId={examId} onExam={(id) => void navigate({ to: '.', search: { examId: id } })} />
  );
}

export const Route = createFileRoute('/admin/edu/examResult')({
  component: ExamResult,
});

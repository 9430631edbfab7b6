import { createFileRoute, getRouteApi, useNavigate } from '@tanstack/react-router';
import { ExamResultPage } from '@/features/console-exam/components/exam-result-page';

const validateSearch = (search: Record<string, unknown>): { examId?: string } =>
  /^\d{1,19}$/.test(String(search.examId ?? '')) ? { examId: String(search.examId) } : {};

function ExamResult() {
  const { examId } = getRouteApi('/admin/edu/examResult').useSearch();
  const navigate = useNavigate();
  return (
    <ExamResultPage
      examId={examId}
      onExam={(id) => void navigate({ to: '/admin/edu/examResult', search: { examId: id } })}
    />
  );
}

export const Route = createFileRoute('/admin/edu/examResult')({
  validateSearch,
  component: ExamResult,
});

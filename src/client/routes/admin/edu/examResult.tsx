import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { ExamResultPage } from '@/features/console-exam/components/exam-result-page';

const validateSearch = (search: Record<string, unknown>): { examId?: string } =>
  /^\d{1,19}$/.test(String(search.examId ?? '')) ? { examId: String(search.examId) } : {};

/** The exam chosen travels in the address (?examId=), so a link or a reload opens the same one. */
function ExamResult() {
  const { examId } = getRouteApi('/admin/edu/examResult').useSearch();
  const navigate = getRouteApi('/admin/edu/examResult').useNavigate();
  return <ExamResultPage examId={examId} onExam={(id) => void navigate({ search: { examId: id } })} />;
}

export const Route = createFileRoute('/admin/edu/examResult')({
  validateSearch,
  component: ExamResult,
});

import { lazy, Suspense, type ComponentType } from 'react';
import { DotLoading } from '@/components/ui/dot-loading';
import { createFileRoute, useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { ComingSoonRoute } from '@/app/coming-soon-route';
import { TITLES } from '@/lib/route-titles';

const ID = /^\d{1,19}$/;

/** Exam results: the exam chosen travels in the address (?examId=), so a link or a reload opens the same one. */
function ExamResult() {
  const search: { examId?: unknown } = useSearch({ strict: false });
  const navigate = useNavigate();
  const examId = ID.test(String(search.examId ?? '')) ? String(search.examId) : undefined;
  return (
    <ExamResultPage
      examId={examId}
      onExam={(id) =>
        void navigate({ to: '/admin/$', params: { _splat: 'edu/examResult' }, search: { examId: id } })
      }
    />
  );
}
const ExamResultPage = lazy(() =>
  import('@/features/console-exam/components/exam-result-page').then((m) => ({ default: m.ExamResultPage })),
);

/**
 * Console pages reached through this route instead of a file route of their own (issue 16's exam pages): every
 * file route is a line of the route table each phone downloads and precaches, and the precache has no bytes to
 * spare. This component is split out of that table with the route, so the pages cost a phone nothing. Their
 * titles come from the menu, as every console page's do.
 */
const PAGES: Record<string, ComponentType> = {
  'edu/question': lazy(() =>
    import('@/features/console-exam/components/question-admin-page').then((m) => ({
      default: m.QuestionAdminPage,
    })),
  ),
  'edu/exam': lazy(() =>
    import('@/features/console-exam/components/exam-admin-page').then((m) => ({ default: m.ExamAdminPage })),
  ),
  'edu/examResult': ExamResult,
  'edu/enterprise': lazy(() =>
    import('@/features/console-enterprise/components/enterprise-admin-page').then((m) => ({
      default: m.EnterpriseAdminPage,
    })),
  ),
  'edu/feedback': lazy(() =>
    import('@/features/console-enterprise/components/feedback-admin-page').then((m) => ({
      default: m.FeedbackAdminPage,
    })),
  ),
};

function AdminPage() {
  const { _splat: path = '' }: { _splat?: string } = useParams({ strict: false });
  const Page = PAGES[path];
  if (!Page) return <ComingSoonRoute />;
  return (
    <Suspense fallback={<DotLoading />}>
      <Page />
    </Suspense>
  );
}

// Console pages of later issues (users, roles, dictionaries…): the menu leads here until they land.
export const Route = createFileRoute('/admin/$')({
  component: AdminPage,
  staticData: { title: TITLES.admin },
});

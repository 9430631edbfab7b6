import { createFileRoute } from '@tanstack/react-router';
import { ExamListPage } from '@/features/exam/components/exam-list-page';
import { TITLES } from '@/lib/route-titles';

// My exams: its chunk is not precached but kept by the service worker once opened.
export const Route = createFileRoute('/_auth/person/test/test')({
  component: ExamListPage,
  staticData: { title: TITLES.test },
});

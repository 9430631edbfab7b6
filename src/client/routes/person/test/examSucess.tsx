import { createFileRoute } from '@tanstack/react-router';
import { ExamSuccessPage } from '@/features/exam/components/exam-success-page';
import { requireLogin } from '@/lib/guard';
import { TITLES } from '@/lib/route-titles';

// An exam screen: its chunk is not precached but kept by the service worker once opened.
export const Route = createFileRoute('/person/test/examSucess')({
  beforeLoad: requireLogin,
  component: ExamSuccessPage,
  staticData: { title: TITLES.examSuccess },
});

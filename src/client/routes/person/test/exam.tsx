import { createFileRoute } from '@tanstack/react-router';
import { ExamPage } from '@/features/exam/components/exam-page';
import { requireLogin } from '@/lib/guard';
import { TITLES } from '@/lib/route-titles';

// An exam screen: its chunk is not precached but kept by the service worker once opened.
export const Route = createFileRoute('/person/test/exam')({
  beforeLoad: requireLogin,
  component: ExamPage,
  staticData: { title: TITLES.exam },
});

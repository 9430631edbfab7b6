import { createFileRoute } from '@tanstack/react-router';
import { ResultHasPage } from '@/features/exam/components/result-page';
import { requireLogin } from '@/lib/guard';
import { TITLES } from '@/lib/route-titles';

// An exam screen: its chunk is not precached but kept by the service worker once opened.
export const Route = createFileRoute('/person/test/resultHas')({
  beforeLoad: requireLogin,
  component: ResultHasPage,
  staticData: { title: TITLES.resultHas },
});

import { createFileRoute } from '@tanstack/react-router';
import { AnalysisPage } from '@/features/exam/components/analysis-page';
import { requireLogin } from '@/lib/guard';
import { TITLES } from '@/lib/route-titles';

// An exam screen: its chunk is not precached but kept by the service worker once opened.
export const Route = createFileRoute('/person/test/analysis')({
  beforeLoad: requireLogin,
  component: AnalysisPage,
  staticData: { title: TITLES.analysis },
});

import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonRoute } from '@/app/coming-soon-route';
import { requireLogin } from '@/lib/guard';
import { TITLES } from '@/lib/route-titles';

// Filled by a later release; until then the page says so in the user's language.
export const Route = createFileRoute('/person/test/resultHas')({
  beforeLoad: requireLogin,
  component: ComingSoonRoute,
  staticData: { title: TITLES.resultHas },
});

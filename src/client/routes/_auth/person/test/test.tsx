import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonRoute } from '@/app/coming-soon-route';
import { TITLES } from '@/lib/route-titles';

// Filled by a later release; until then the page says so in the user's language.
export const Route = createFileRoute('/_auth/person/test/test')({
  component: ComingSoonRoute,
  staticData: { title: TITLES.test },
});

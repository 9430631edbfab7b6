import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonRoute } from '@/app/coming-soon-route';
import { TITLES } from '@/lib/route-titles';

// A menu entry whose page does not exist (a menu staff added for a page of their own): said plainly, not a 404.
export const Route = createFileRoute('/admin/$')({
  component: ComingSoonRoute,
  staticData: { title: TITLES.admin },
});

import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonRoute } from '@/app/coming-soon-route';
import { TITLES } from '@/lib/route-titles';

// Console pages of later issues (users, roles, dictionaries…): the menu leads here until they land.
export const Route = createFileRoute('/admin/$')({
  component: ComingSoonRoute,
  staticData: { title: TITLES.admin },
});

import { createFileRoute } from '@tanstack/react-router';
import { ConsolePage } from '@/features/admin/components/console-page';
import { enterConsole } from '@/app/enter-console';
import { TITLES } from '@/lib/route-titles';
import { pagedSearch } from '@/lib/list-search-check';

export const Route = createFileRoute('/admin')({
  // Every console page keeps its place (a list's page, size, sort and filters; the record it shows) in the
  // address, checked by the contract's zod listSearchSchema. That check loads with the console (beforeLoad), not
  // in the phone's first chunk where route options live; lib/list-search-check.ts says how the first address of a
  // visit, matched before it is here, is checked all the same.
  validateSearch: pagedSearch,
  beforeLoad: enterConsole,
  component: ConsolePage,
  staticData: { title: TITLES.admin },
});

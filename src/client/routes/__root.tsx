import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { NotFound } from '@/components/result-page';
import { useRouteChrome } from '@/app/route-chrome';
import { TITLES } from '@/lib/route-titles';

function Root() {
  useRouteChrome();
  return <Outlet />;
}

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: Root,
  notFoundComponent: NotFound,
  staticData: { title: TITLES.notFound },
});

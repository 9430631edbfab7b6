import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { NotFound } from '@/components/result-page';
import { useRouteChrome } from '@/app/route-chrome';
import { FirstPageInBackground } from '@/app/first-page';
import { RouteProgress } from '@/components/route-progress';
import { TITLES } from '@/lib/route-titles';

/** Apart from the page: what the chrome listens to (site config, language, navigation) re-renders only it. */
function RouteChrome() {
  const { loading } = useRouteChrome();
  return <RouteProgress loading={loading} />;
}

function Root() {
  return (
    <>
      <RouteChrome />
      <FirstPageInBackground>
        <Outlet />
      </FirstPageInBackground>
    </>
  );
}

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: Root,
  notFoundComponent: NotFound,
  staticData: { title: TITLES.notFound },
});

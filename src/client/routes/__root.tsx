import { Outlet, createRootRouteWithContext, type AnyRouter } from '@tanstack/react-router';
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

/** What every route is given: the query client, and a second router of the app's own (app/router.ts). */
type RouterContext = {
  queryClient: QueryClient;
  /** A router the address does not drive: the console keeps each open page on one (admin/frame/page-routers.ts). */
  pageRouter: () => AnyRouter;
};

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: NotFound,
  staticData: { title: TITLES.notFound },
});

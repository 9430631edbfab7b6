import { createHashHistory, createRouter, type AnyRouter } from '@tanstack/react-router';
import { queryClient } from '@/lib/query-client';
import { routeTree } from '../routeTree.gen';
import { RouteError } from './route-error';

/**
 * The router, made when main.tsx is ready for it rather than when its module is read: building the route table
 * is one of the start's longer steps on a phone, and as a step of its own it is not added to the others.
 */
export function createAppRouter() {
  // A social provider sends the browser to the real path /authredirect?code&state (a redirect URI has no hash):
  // the same screen under hash routing, before the router reads the location.
  if (location.pathname === '/authredirect')
    history.replaceState(null, '', `/#/authredirect${location.search}`);

  // The console keeps each open page on a router of its own (admin/frame/page-routers.ts): the same options, so a
  // page renders the same on both, and the same history, which only this router follows (RouterProvider subscribes
  // it to it); the others load the address when told to.
  const shared = {
    routeTree,
    history: createHashHistory(),
    context: { queryClient, pageRouter: (): AnyRouter => createRouter(shared) },
    defaultPreload: 'intent',
    defaultErrorComponent: RouteError,
  } as const;
  return createRouter({ ...shared, scrollRestoration: true });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}

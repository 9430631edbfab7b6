import { createHashHistory, createRouter } from '@tanstack/react-router';
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

  return createRouter({
    routeTree,
    history: createHashHistory(),
    context: { queryClient },
    defaultPreload: 'intent',
    scrollRestoration: true,
    defaultErrorComponent: RouteError,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}

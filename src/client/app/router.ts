import { createHashHistory, createRouter } from '@tanstack/react-router';
import { queryClient } from '@/lib/query-client';
import { routeTree } from '../routeTree.gen';
import { RouteError } from './route-error';

// A social provider sends the browser to the real path /authredirect?code&state (a redirect URI has no hash):
// the same screen under hash routing, before the router reads the location.
if (location.pathname === '/authredirect')
  history.replaceState(null, '', `/#/authredirect${location.search}`);

export const router = createRouter({
  routeTree,
  history: createHashHistory(),
  context: { queryClient },
  defaultPreload: 'intent',
  scrollRestoration: true,
  defaultErrorComponent: RouteError,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

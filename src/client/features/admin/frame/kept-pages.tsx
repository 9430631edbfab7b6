import { Activity, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import {
  Outlet,
  RouterContextProvider,
  useRouter,
  useRouterState,
  type AnyRouter,
  type RouterState,
} from '@tanstack/react-router';
import { DotLoading } from '@/components/ui/dot-loading';
import { PortalHost } from '@/lib/portal-host';
import type { PageTab } from './tabs-store';

/** A store that never changes: what a hidden page reads from its router while it waits to be shown again. */
const still = <T,>(value: T) => ({ get: () => value, subscribe: () => ({ unsubscribe() {} }) });

/**
 * The router as a hidden page last saw it: the same router (its routes, its navigation) over a copy of its state
 * frozen at the moment the page was left. A hidden page's components read this and find their own route's match,
 * search and params; nothing in them can act while hidden (React keeps no effects alive in a hidden Activity).
 */
function frozenRouter(router: AnyRouter, state: RouterState): AnyRouter {
  const byRoute = new Map<string, ReturnType<typeof still>>(state.matches.map((m) => [m.routeId, still(m)]));
  const none = still(undefined);
  const stores = {
    status: still('idle'),
    location: still(state.location),
    resolvedLocation: still(state.location),
    ids: still(state.matches.map((m) => m.routeId)),
    matches: still(state.matches),
    byRoute,
    __store: still(state),
    getMatchStore: (routeId: string) => byRoute.get(routeId) ?? none,
    setMatches() {},
  };
  return Object.create(router, { stores: { value: stores } }) as AnyRouter;
}

/** The last settled router state of each open page, and the frozen router made from it when it is hidden. */
class PageMemory {
  private readonly pages = new Map<string, { state: RouterState; frozen?: AnyRouter }>();
  constructor(private readonly router: AnyRouter) {}
  remember(path: string, state: RouterState) {
    if (state.status === 'idle' && state.location.pathname === path && this.pages.get(path)?.state !== state)
      this.pages.set(path, { state });
  }
  forgetAllBut(paths: string[]) {
    for (const path of this.pages.keys()) if (!paths.includes(path)) this.pages.delete(path);
  }
  has(path: string) {
    return this.pages.has(path);
  }
  frozen(path: string): AnyRouter | null {
    const entry = this.pages.get(path);
    if (!entry) return null;
    entry.frozen ??= frozenRouter(this.router, entry.state);
    return entry.frozen;
  }
}

/**
 * Every open tab's page stays mounted: the one shown reads the live router; the others are hidden in React's
 * `<Activity>` with the router as they left it, so their filters, paging, scroll, an open drawer and what was
 * typed in it are all there when their tab is chosen again. pig keeps only pages flagged keep-alive.
 */
export function KeptPages({
  tabs,
  active,
  animation,
  headingOf,
}: {
  tabs: PageTab[];
  active: string;
  animation: string;
  /** A page's h1 (read by screen readers, not shown), or null when the page shows its own. */
  headingOf: (path: string) => string | null;
}) {
  const router = useRouter();
  const state = useRouterState();
  const [memory] = useState(() => new PageMemory(router));
  memory.remember(active, state);
  memory.forgetAllBut(tabs.map((t) => t.path));
  // While a navigation is under way the router's matches are pending, and a page shown from them would be
  // replaced by its pending view (and lose its state): a page already kept stays on its frozen state until then.
  // A page opened for the first time has no such state, and the live router still renders the page being left
  // until the new one's code and data are in (a slow link showed the dashboard under the new tab for seconds): it
  // says it is loading instead.
  const settled = state.status === 'idle';
  const routerFor = (path: string): AnyRouter | null =>
    path === active && settled ? router : memory.frozen(path);

  return tabs.map((tab) => {
    const shown = tab.path === active;
    const tabRouter = routerFor(tab.path);
    if (!tabRouter && !shown) return null;
    return (
      <Activity key={`${tab.path}#${tab.generation}`} mode={shown ? 'visible' : 'hidden'}>
        <KeptPage shown={shown} animation={animation} heading={headingOf(tab.path)}>
          {tabRouter ? (
            <RouterContextProvider router={tabRouter}>
              <Outlet />
            </RouterContextProvider>
          ) : (
            <div className="kept-page-loading" data-testid="page-loading">
              <DotLoading />
            </div>
          )}
        </KeptPage>
      </Activity>
    );
  });
}

/** A page's own scroll box: its scroll position is put back when its tab is shown again. */
function KeptPage({
  shown,
  animation,
  heading,
  children,
}: {
  shown: boolean;
  animation: string;
  heading: string | null;
  children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  // Made once and never detached: a hidden Activity detaches its refs, and a drawer whose container changed
  // would be built again, losing what was typed in it.
  const [host] = useState(() =>
    Object.assign(document.createElement('div'), { className: 'kept-page-popups' }),
  );
  const top = useRef(0);
  useLayoutEffect(() => {
    const el = box.current;
    if (!el || !shown) return;
    el.scrollTop = top.current;
    const onScroll = () => (top.current = el.scrollTop);
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => el.removeEventListener('scroll', onScroll);
  }, [shown]);
  return (
    <div
      className="kept-page-wrap"
      ref={(wrap) => void (wrap && host.parentNode !== wrap && wrap.append(host))}
    >
      <div ref={box} className={`kept-page ${animation}`} data-testid="kept-page">
        {heading && <h1 className="visually-hidden">{heading}</h1>}
        <PortalHost value={host}>{children}</PortalHost>
      </div>
    </div>
  );
}

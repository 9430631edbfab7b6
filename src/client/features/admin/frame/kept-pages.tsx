import { DotLoading } from 'antd-mobile';
import { Activity, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import {
  Outlet,
  RouterContextProvider,
  useRouteContext,
  useRouter,
  useRouterState,
} from '@tanstack/react-router';
import { PortalHost } from '@/lib/portal-host';
import { PageRouters } from './page-routers';
import type { PageTab } from './tabs-store';

/**
 * Every open tab's page stays mounted: the one shown reads the app's router; the others are hidden in React's
 * `<Activity>` on a router of their own, still at their address (page-routers.ts), so their filters, paging,
 * scroll, an open drawer and what was typed in it are all there when their tab is chosen again. Both routers
 * render a page the same way (same routes and options), so moving it from one to the other keeps it mounted.
 * pig keeps only pages flagged keep-alive.
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
  const pageRouter = useRouteContext({ from: '/admin', select: (c) => c.pageRouter });
  const [pages] = useState(() => new PageRouters(router, pageRouter));
  // Where the app's router settled (null while a navigation is under way).
  const settled = useRouterState({ select: (s) => (s.status === 'idle' ? s.location.href : null) });
  useEffect(() => {
    if (settled) pages.follow(active);
  }, [pages, active, settled]);
  useEffect(() => pages.forgetAllBut(tabs.map((t) => t.path)), [pages, tabs]);
  // While a navigation is under way the app's router still holds the page being left, and would show it under
  // this tab (and lose this page's state): a page already kept stays on its own router until then. A page opened
  // for the first time has none, and says it is loading instead (a slow link showed the dashboard under the new
  // tab for seconds).
  const routerFor = (path: string) => (path === active && settled ? router : pages.ready(path));

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
              <DotLoading className="loading-dots" />
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

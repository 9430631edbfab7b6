import type { AnyRouter } from '@tanstack/react-router';

/**
 * Each open page's own router (the root context's `pageRouter`): the app's routes, options and history, but the
 * address does not drive it; it loads the address when told to. While its page is shown it loads each address the
 * page settles at, so when the page is hidden its router already holds it and keeps it, whatever the app's router
 * shows next. Made only when the page is hidden it would come too late: a load is not synchronous, and the app's
 * router may show the next page before it ends. A page shown on it for a moment (until the app's router settles
 * on the page again) still navigates the address: the history is the app's. Public API only: load and state.
 */
export class PageRouters {
  private readonly routers = new Map<string, AnyRouter>();
  constructor(
    private readonly app: AnyRouter,
    private readonly make: () => AnyRouter,
  ) {}

  /** The page at `path` is shown and the app's router settled: the page's own loads the same address. */
  follow(path: string) {
    // load() reads the history both share: while the app's router is still idle on this page, that is its address.
    const { status, location } = this.app.state;
    if (status !== 'idle' || location.pathname !== path) return;
    const own = this.routers.get(path) ?? this.make();
    this.routers.set(path, own);
    if (own.state.location.href !== location.href || !own.state.resolvedLocation) void own.load();
  }

  /** The page's router once it holds the page (a load of its address ended), or null. */
  ready(path: string): AnyRouter | null {
    const own = this.routers.get(path);
    return own?.state.resolvedLocation?.pathname === path ? own : null;
  }

  forgetAllBut(paths: string[]) {
    for (const path of this.routers.keys()) if (!paths.includes(path)) this.routers.delete(path);
  }
}

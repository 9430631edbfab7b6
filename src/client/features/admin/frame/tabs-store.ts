import { useSyncExternalStore } from 'react';
import { Local } from '@/lib/storage';

/**
 * The console's open pages (the tags bar): one tab a page, keyed by its path; `href` is where it was last (its
 * filters, paging and sort live in the address, so a tab reopens where it was). The set is kept in the tab's
 * session storage, as pig keeps it, so a reload restores it and a second browser tab starts its own.
 */
export type PageTab = { path: string; href: string; generation: number };

export const HOME_PATH = '/admin';
const SESSION_KEY = 'tagsViewList';
const FAVOURITES_KEY = 'quickLinks';
/** A stored path must look like a console path; anything else (a hand-edited entry) is dropped. */
const PATH = /^\/admin(\/[A-Za-z0-9_-]{1,40}){0,4}$/;
const MAX_TABS = 30;

const home = (): PageTab => ({ path: HOME_PATH, href: HOME_PATH, generation: 0 });

export function parseTabs(stored: unknown): PageTab[] {
  const out: PageTab[] = [home()];
  if (!Array.isArray(stored)) return out;
  for (const item of stored as unknown[]) {
    if (!item || typeof item !== 'object') continue;
    const { path, href } = item as Record<string, unknown>;
    if (typeof path !== 'string' || !PATH.test(path) || path === HOME_PATH) continue;
    if (out.some((t) => t.path === path) || out.length >= MAX_TABS) continue;
    const safeHref = typeof href === 'string' && href.startsWith(path) && href.length <= 600 ? href : path;
    out.push({ path, href: safeHref, generation: 0 });
  }
  return out;
}

const readStored = (): unknown => {
  try {
    return JSON.parse(sessionStorage.getItem(SESSION_KEY) ?? 'null');
  } catch {
    return null;
  }
};

let tabs: PageTab[] = parseTabs(readStored());
let keepInSession = true;
const listeners = new Set<() => void>();
function commit(next: PageTab[]) {
  tabs = next;
  if (keepInSession)
    sessionStorage.setItem(SESSION_KEY, JSON.stringify(tabs.map(({ path, href }) => ({ path, href }))));
  listeners.forEach((l) => l());
}

/** Whether the set survives a reload (the theme's "cache tags view"). */
export function setKeepInSession(keep: boolean) {
  keepInSession = keep;
  if (!keep) sessionStorage.removeItem(SESSION_KEY);
  else commit(tabs);
}

export const getTabs = () => tabs;
export const tabsActions = {
  /** The page at `href` is shown: its tab is added at the end, or its address updated. */
  visit(path: string, href: string) {
    const at = tabs.findIndex((t) => t.path === path);
    if (at >= 0) {
      if (tabs[at]?.href !== href) commit(tabs.map((t, i) => (i === at ? { ...t, href } : t)));
      return;
    }
    if (tabs.length >= MAX_TABS) tabs = [home(), ...tabs.slice(2)];
    commit([...tabs, { path, href, generation: 0 }]);
  },
  /** Closes a tab (home stays) and answers where to go if it was the one shown: its right or left neighbour. */
  close(path: string): PageTab | undefined {
    if (path === HOME_PATH) return undefined;
    const at = tabs.findIndex((t) => t.path === path);
    if (at < 0) return undefined;
    const next = tabs.filter((t) => t.path !== path);
    commit(next);
    return next[Math.min(at, next.length - 1)];
  },
  closeOthers(path: string) {
    commit(tabs.filter((t) => t.path === HOME_PATH || t.path === path));
  },
  closeAll() {
    commit([home()]);
  },
  /** The page is built again from its address (refresh). */
  renew(path: string) {
    commit(tabs.map((t) => (t.path === path ? { ...t, generation: t.generation + 1 } : t)));
  },
  /** Moves a tab to another place (drag and drop, or Alt+Shift+arrow); home stays first. */
  move(path: string, to: number) {
    const from = tabs.findIndex((t) => t.path === path);
    if (from <= 0) return;
    const target = Math.max(1, Math.min(tabs.length - 1, to));
    const next = [...tabs];
    next.splice(target, 0, ...next.splice(from, 1));
    commit(next);
  },
  /** Opens the tabs of a shared link (paths are checked as stored ones are). */
  openAll(paths: string[]) {
    commit(parseTabs([...tabs, ...paths.map((path) => ({ path, href: path }))]));
  },
};

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
export const useTabs = () => useSyncExternalStore(subscribe, getTabs);

/** Favourite pages, shown as quick links on the console's home; at most the theme's quickLinkNum. */
export const favourites = {
  list: (): string[] =>
    (Local.get<string[]>(FAVOURITES_KEY) ?? []).filter((p) => typeof p === 'string' && PATH.test(p)),
  toggle(path: string, limit: number): 'added' | 'removed' | 'full' {
    const list = favourites.list();
    if (list.includes(path)) {
      Local.set(
        FAVOURITES_KEY,
        list.filter((p) => p !== path),
      );
      return 'removed';
    }
    if (list.length >= limit) return 'full';
    Local.set(FAVOURITES_KEY, [...list, path]);
    return 'added';
  },
};

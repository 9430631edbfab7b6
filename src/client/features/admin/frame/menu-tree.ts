/* eslint-disable lingui/no-unlocalized-strings -- paths, not text */
import type { MenuNode } from '@contract/menu';
import { routeOfMenuPath } from '@contract/menu-paths';

export const titleOf = (node: MenuNode, locale: string) =>
  (locale === 'en' && node.meta.titleEn) || titleFromMap(node.meta.title, locale);

/**
 * A title written as pig's JSON map (`{"zh-cn":"用户","en":"Users","zh-tw":"用戶"}`) in the reader's language, else
 * zh-cn's, else the text as it is.
 */
export function titleFromMap(title: string, locale: string): string {
  if (!title.startsWith('{')) return title;
  try {
    const map = JSON.parse(title) as Record<string, unknown>;
    const found = [map[locale], map['zh-cn'], map.en, map['zh-tw']].find((v) => typeof v === 'string' && v);
    return typeof found === 'string' ? found : title;
  } catch {
    return title;
  }
}

/**
 * Where a menu entry opens in this console (@contract/menu-paths); an embedded page (iframe) opens in the
 * console's frame view.
 */
export const routeOf = routeOfMenuPath;
export const menuHref = (node: MenuNode) =>
  node.meta.isIframe && node.meta.isLink ? `/admin/iframe?menu=${node.id}` : routeOf(node.path);

export const visibleChildren = (node: MenuNode) => (node.children ?? []).filter((c) => !c.meta.isHide);

/** The menu nodes from the root to the one that opens `path` (the breadcrumb). */
export function trailTo(nodes: MenuNode[], path: string): MenuNode[] {
  for (const n of nodes) {
    if (!n.children?.length && routeOf(n.path) === path) return [n];
    const below = trailTo(n.children ?? [], path);
    if (below.length) return [n, ...below];
  }
  return [];
}

/** Every page a user may open (leaves, hidden ones aside), with the titles of the branches above it. */
export function pagesOf(nodes: MenuNode[], above: MenuNode[] = []): { node: MenuNode; trail: MenuNode[] }[] {
  return nodes
    .filter((n) => !n.meta.isHide)
    .flatMap((n) =>
      n.children?.length
        ? pagesOf(n.children, [...above, n])
        : n.menuType === '0'
          ? [{ node: n, trail: [...above, n] }]
          : [],
    );
}

export const findMenu = (nodes: MenuNode[], id: string): MenuNode | undefined => {
  for (const n of nodes) {
    if (n.id === id) return n;
    const below = findMenu(n.children ?? [], id);
    if (below) return below;
  }
  return undefined;
};

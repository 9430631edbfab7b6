import type { MenuTreeNode } from '@contract/menu';
import type { TreeItem } from './check-tree';

/** A menu's name in the console's language (the English one when set). */
export const menuLabel = (m: { name: string; nameEn: string | null }, locale: string) =>
  (locale === 'en' && m.nameEn) || m.name;

/** The menu tree as check-tree items: pages and buttons, each button with its permission string. */
export const menuItems = (nodes: MenuTreeNode[], locale: string): TreeItem[] =>
  nodes.map((n) => ({
    id: n.id,
    label: menuLabel(n, locale),
    hint: n.permission ?? undefined,
    children: n.children?.length ? menuItems(n.children, locale) : undefined,
  }));

import { useLingui } from '@lingui/react';
import type { MenuNode } from '@contract/menu';

const titleOf = (node: MenuNode, locale: string) => (locale === 'en' && node.meta.titleEn) || node.meta.title;

/**
 * Where a menu entry opens in this console: pig's view paths (`/admin/system/user/index`, `/admin/param/index`)
 * are our routes without the `/index`.
 */
export const routeOf = (menuPath: string) => menuPath.replace(/\/index$/, '');

/** The server's menu tree as a keyboard-reachable side navigation. */
export function SideMenu({
  tree,
  active,
  onSelect,
}: {
  tree: MenuNode[];
  active: string | null;
  onSelect: (node: MenuNode, trail: MenuNode[]) => void;
}) {
  const { i18n } = useLingui();
  const render = (nodes: MenuNode[], trail: MenuNode[]) => (
    <ul>
      {nodes
        .filter((n) => !n.meta.isHide)
        .map((n) => (
          <li key={n.id}>
            <button
              type="button"
              className={n.id === active ? 'menu-item active' : 'menu-item'}
              onClick={() => onSelect(n, [...trail, n])}
            >
              {titleOf(n, i18n.locale)}
            </button>
            {n.children?.length ? render(n.children, [...trail, n]) : null}
          </li>
        ))}
    </ul>
  );
  return (
    <nav className="admin-menu" data-testid="admin-menu">
      {render(tree, [])}
    </nav>
  );
}

export { titleOf };

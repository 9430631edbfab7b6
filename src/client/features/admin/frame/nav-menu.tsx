import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react';
import type { MenuNode } from '@contract/menu';
import { FrameIcon, MenuNodeIcon } from './frame-icons';
import { menuHref, titleOf, trailTo, visibleChildren } from './menu-tree';

type Props = {
  nodes: MenuNode[];
  activePath: string;
  /** inline: a tree in the aside; horizontal: a row in the header with drop-downs. */
  mode: 'inline' | 'horizontal';
  /** Icons only (the aside folded); branches open beside it. */
  collapsed?: boolean;
  uniqueOpened: boolean;
  /** A top-level branch chosen in a split menu: the aside then shows its children. */
  onBranch?: (node: MenuNode) => void;
  onOpen: (node: MenuNode) => void;
  label: string;
};

/**
 * The server's menu as navigation: icons from the menu data, branches that open and close (one at a time when
 * uniqueOpened), external links that open in a new browser tab. Every entry is a button or a link, so Tab and
 * Enter reach all of it; a drop-down closes on Escape and gives the focus back.
 */
export function NavMenu({
  nodes,
  activePath,
  mode,
  collapsed = false,
  uniqueOpened,
  onBranch,
  onOpen,
  label,
}: Props) {
  const { i18n } = useLingui();
  const trail = trailTo(nodes, activePath).map((n) => n.id);
  const [open, setOpen] = useState<Set<string>>(() => new Set(trail));
  const [flyout, setFlyout] = useState<string | null>(null);
  const root = useRef<HTMLElement>(null);
  const popping = mode === 'horizontal' || collapsed;

  useEffect(() => {
    if (!flyout) return;
    const close = (e: Event) => {
      if (e instanceof KeyboardEvent && e.key !== 'Escape') return;
      if (e instanceof MouseEvent && root.current?.contains(e.target as Node)) return;
      // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS selector
      const opener = root.current?.querySelector<HTMLElement>(`[data-menu-id="${flyout}"]`);
      setFlyout(null);
      if (!(e instanceof KeyboardEvent)) return;
      e.preventDefault();
      opener?.focus();
    };
    document.addEventListener('keydown', close);
    document.addEventListener('mousedown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('mousedown', close);
    };
  }, [flyout]);

  const toggle = (node: MenuNode, siblings: MenuNode[]) =>
    setOpen((was) => {
      const next = new Set(was);
      if (next.has(node.id)) next.delete(node.id);
      else {
        if (uniqueOpened) for (const s of siblings) if (s.id !== node.id) next.delete(s.id);
        next.add(node.id);
      }
      return next;
    });

  const entry = (node: MenuNode, siblings: MenuNode[], depth: number) => {
    const title = titleOf(node, i18n.locale);
    const children = visibleChildren(node);
    const active = trail.includes(node.id);
    const iconOnly = collapsed && depth === 0;
    const body = (
      <>
        <MenuNodeIcon name={node.meta.icon} />
        <span className={iconOnly ? 'visually-hidden' : 'menu-title'}>{title}</span>
      </>
    );
    if (!children.length) {
      const external = node.meta.isLink && !node.meta.isIframe ? node.meta.isLink : null;
      return (
        <li key={node.id}>
          {external ? (
            <a
              className="menu-item"
              href={external}
              target="_blank"
              rel="noopener noreferrer"
              title={iconOnly ? title : undefined}
            >
              {body}
              <FrameIcon name="link" />
            </a>
          ) : (
            <a
              className={active ? 'menu-item active' : 'menu-item'}
              href={`#${menuHref(node)}`}
              aria-current={active ? 'page' : undefined}
              title={iconOnly ? title : undefined}
              onClick={(e) => {
                e.preventDefault();
                setFlyout(null);
                onOpen(node);
              }}
            >
              {body}
            </a>
          )}
        </li>
      );
    }
    const popsOut = popping && depth === 0 && !onBranch;
    const expanded = popsOut ? flyout === node.id : open.has(node.id);
    return (
      <li key={node.id} className={popsOut ? 'menu-branch pops' : 'menu-branch'}>
        <button
          type="button"
          className={active ? 'menu-item branch-active' : 'menu-item'}
          aria-expanded={onBranch ? undefined : expanded}
          aria-current={onBranch && active ? 'true' : undefined}
          data-menu-id={node.id}
          title={iconOnly ? title : undefined}
          onClick={() => {
            if (onBranch) return onBranch(node);
            if (popsOut) return setFlyout(expanded ? null : node.id);
            toggle(node, siblings);
          }}
        >
          {body}
          {!onBranch && !iconOnly && <FrameIcon name="chevron" />}
        </button>
        {expanded && !onBranch && (
          <ul className={popsOut ? 'menu-flyout' : 'menu-sub'}>
            {children.map((c) => entry(c, children, popsOut ? 1 : depth + 1))}
          </ul>
        )}
      </li>
    );
  };

  const top = nodes.filter((n) => !n.meta.isHide);
  return (
    <nav
      ref={root}
      aria-label={label}
      className={`nav-menu ${mode}${collapsed ? ' collapsed' : ''}`}
      data-testid={mode === 'horizontal' ? 'top-menu' : 'admin-menu'}
    >
      <ul>{top.map((n) => entry(n, top, 0))}</ul>
    </nav>
  );
}

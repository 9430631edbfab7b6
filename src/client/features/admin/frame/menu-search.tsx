import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MenuNode } from '@contract/menu';
import { FrameDialog } from './frame-dialog';
import { pagesOf, titleOf } from './menu-tree';

const MAX_RESULTS = 12;

/** Pages whose title in either language, or whose path, holds every word typed (case and width ignored). */
export function searchMenus(tree: MenuNode[], query: string, locale: string) {
  const words = query.normalize('NFKC').toLowerCase().split(/\s+/).filter(Boolean);
  return pagesOf(tree)
    .filter(({ trail }) => {
      const text = trail
        .flatMap((n) => [n.meta.title, n.meta.titleEn ?? '', n.path])
        .join(' ')
        .normalize('NFKC')
        .toLowerCase();
      return words.every((w) => text.includes(w));
    })
    .slice(0, MAX_RESULTS)
    .map(({ node, trail }) => ({ node, label: trail.map((n) => titleOf(n, locale)).join(' / ') }));
}

/**
 * Menu search (Ctrl+K or ⌘K, or the header's search button): a dialog with one field; ↑ and ↓ choose among the
 * pages found, Enter opens one, Escape closes and gives the focus back.
 */
export function MenuSearch({
  tree,
  onClose,
  onOpen,
}: {
  tree: MenuNode[];
  onClose: () => void;
  onOpen: (n: MenuNode) => void;
}) {
  const { t, i18n } = useLingui();
  const [query, setQuery] = useState('');
  const [at, setAt] = useState(0);
  const ids = useId();
  const found = query.trim() ? searchMenus(tree, query, i18n.locale) : [];
  const chosen = found[Math.min(at, found.length - 1)];
  return (
    <FrameDialog
      className="menu-search"
      labelledBy={`${ids}-t`}
      onClose={onClose}
      initial={(el) => el.querySelector('input')}
    >
      <h2 id={`${ids}-t`} className="visually-hidden">
        <Trans>Search menus</Trans>
      </h2>
      <input
        role="combobox"
        aria-expanded={found.length > 0}
        aria-controls={`${ids}-list`}
        aria-activedescendant={chosen ? `${ids}-${chosen.node.id}` : undefined}
        aria-label={t`Search menus`}
        placeholder={t`Search menus (Chinese or English)`}
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          setAt(0);
        }}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
            e.preventDefault();
            const step = e.key === 'ArrowDown' ? 1 : -1;
            setAt((a) => (found.length ? (a + step + found.length) % found.length : 0));
          } else if (e.key === 'Enter' && chosen) {
            e.preventDefault();
            onOpen(chosen.node);
          }
        }}
      />
      <ul id={`${ids}-list`} role="listbox" aria-label={t`Pages found`}>
        {found.map((f) => (
          <li
            key={f.node.id}
            id={`${ids}-${f.node.id}`}
            role="option"
            aria-selected={f === chosen}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => onOpen(f.node)}
          >
            {f.label}
          </li>
        ))}
      </ul>
      <p className="menu-search-status" role="status">
        {query.trim() ? (
          found.length ? (
            <Trans>{found.length} pages found</Trans>
          ) : (
            <Trans>No page matches</Trans>
          )
        ) : (
          <Trans>Type a page name in Chinese or English</Trans>
        )}
      </p>
    </FrameDialog>
  );
}

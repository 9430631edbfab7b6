import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { FrameIcon, MenuNodeIcon } from './frame-icons';
import { HOME_PATH, tabsActions, type PageTab } from './tabs-store';

export type TabCommand =
  'refresh' | 'close' | 'closeOthers' | 'closeAll' | 'fullscreen' | 'favourite' | 'share';

type Props = {
  tabs: PageTab[];
  active: string;
  titleOf: (path: string) => string;
  iconOf: (path: string) => string | null;
  showIcons: boolean;
  sortable: boolean;
  tagsStyle: string;
  isFavourite: (path: string) => boolean;
  onShow: (tab: PageTab) => void;
  onCommand: (command: TabCommand, tab: PageTab) => void;
};

/**
 * The open pages as a row of tabs. A tab shows its page; its × closes it; its menu (the ⋯ button, the context
 * menu or Shift+F10) refreshes, closes others or all, shows the page full screen, makes it a favourite or copies
 * a link to the open tabs. Tabs are dragged to reorder, or moved with Alt+Shift+← and →.
 */
export function TagsBar(props: Props) {
  const { t } = useLingui();
  const { tabs, active, titleOf, iconOf, showIcons, sortable, tagsStyle, onShow } = props;
  const [menuFor, setMenuFor] = useState<{ tab: PageTab; x: number; y: number } | null>(null);
  const dragged = useRef<string | null>(null);
  const bar = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS selector
    const shown = bar.current?.querySelector('[aria-current="page"]');
    shown?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [active]);

  const onKey = (e: KeyboardEvent, tab: PageTab, index: number) => {
    if (e.altKey && e.shiftKey && (e.key === 'ArrowLeft' || e.key === 'ArrowRight') && sortable) {
      e.preventDefault();
      tabsActions.move(tab.path, index + (e.key === 'ArrowLeft' ? -1 : 1));
      requestAnimationFrame(() =>
        // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS selector
        bar.current?.querySelector<HTMLElement>(`[data-tab="${tab.path}"] .tag-open`)?.focus(),
      );
    } else if ((e.shiftKey && e.key === 'F10') || e.key === 'ContextMenu') {
      e.preventDefault();
      const r = (e.currentTarget as HTMLElement).getBoundingClientRect();
      setMenuFor({ tab, x: r.left, y: r.bottom });
    }
  };

  return (
    <div className={`tags-bar ${tagsStyle}`} ref={bar}>
      <ul aria-label={t`Open pages`} data-testid="tags-bar">
        {tabs.map((tab, index) => {
          const current = tab.path === active;
          const title = titleOf(tab.path);
          return (
            <li
              key={tab.path}
              data-tab={tab.path}
              className={current ? 'tag active' : 'tag'}
              draggable={sortable && tab.path !== HOME_PATH}
              onDragStart={() => (dragged.current = tab.path)}
              onDragOver={(e) => dragged.current && e.preventDefault()}
              onDrop={(e) => {
                e.preventDefault();
                if (dragged.current) tabsActions.move(dragged.current, index);
                dragged.current = null;
              }}
              onContextMenu={(e) => {
                e.preventDefault();
                setMenuFor({ tab, x: e.clientX, y: e.clientY });
              }}
            >
              <a
                className="tag-open"
                href={`#${tab.href}`}
                aria-current={current ? 'page' : undefined}
                onClick={(e) => {
                  e.preventDefault();
                  onShow(tab);
                }}
                onKeyDown={(e) => onKey(e, tab, index)}
              >
                {showIcons &&
                  (tab.path === HOME_PATH ? (
                    <FrameIcon name="home" />
                  ) : (
                    <MenuNodeIcon name={iconOf(tab.path)} />
                  ))}
                <span>{title}</span>
              </a>
              {tab.path !== HOME_PATH && (
                <button
                  type="button"
                  className="tag-close"
                  aria-label={t`Close ${title}`}
                  onClick={() => props.onCommand('close', tab)}
                >
                  <FrameIcon name="close" />
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        className="frame-button"
        aria-haspopup="menu"
        aria-label={t`Page actions`}
        data-testid="tab-actions"
        onClick={(e) => {
          const tab = tabs.find((x) => x.path === active);
          const r = e.currentTarget.getBoundingClientRect();
          if (tab) setMenuFor({ tab, x: r.right - 200, y: r.bottom });
        }}
      >
        <FrameIcon name="more" />
      </button>
      {menuFor && (
        <TabMenu
          {...menuFor}
          favourite={props.isFavourite(menuFor.tab.path)}
          onClose={() => setMenuFor(null)}
          onCommand={(c) => {
            setMenuFor(null);
            props.onCommand(c, menuFor.tab);
          }}
        />
      )}
    </div>
  );
}

function TabMenu({
  tab,
  x,
  y,
  favourite,
  onClose,
  onCommand,
}: {
  tab: PageTab;
  x: number;
  y: number;
  favourite: boolean;
  onClose: () => void;
  onCommand: (c: TabCommand) => void;
}) {
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const opener = document.activeElement;
    list.current?.querySelector<HTMLElement>('button')?.focus();
    const away = (e: MouseEvent) => !list.current?.contains(e.target as Node) && onClose();
    document.addEventListener('mousedown', away);
    return () => {
      document.removeEventListener('mousedown', away);
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [onClose]);
  const items: { command: TabCommand; label: React.ReactNode; hidden?: boolean }[] = [
    { command: 'refresh', label: <Trans>Refresh</Trans> },
    { command: 'close', label: <Trans>Close</Trans>, hidden: tab.path === HOME_PATH },
    { command: 'closeOthers', label: <Trans>Close others</Trans> },
    { command: 'closeAll', label: <Trans>Close all</Trans> },
    { command: 'fullscreen', label: <Trans>Full screen</Trans> },
    {
      command: 'favourite',
      label: favourite ? <Trans>Remove from favourites</Trans> : <Trans>Add to favourites</Trans>,
    },
    { command: 'share', label: <Trans>Copy link to open pages</Trans> },
  ];
  const move = (e: KeyboardEvent<HTMLUListElement>) => {
    const buttons = [...(list.current?.querySelectorAll<HTMLElement>('button') ?? [])];
    const at = buttons.indexOf(document.activeElement as HTMLElement);
    if (e.key === 'Escape' || e.key === 'Tab') {
      e.preventDefault();
      onClose();
    } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      buttons[(at + (e.key === 'ArrowDown' ? 1 : -1) + buttons.length) % buttons.length]?.focus();
    }
  };
  return (
    <ul
      ref={list}
      role="menu"
      className="frame-popover tab-menu"
      style={{ left: Math.max(4, Math.min(x, innerWidth - 220)), top: y }}
      onKeyDown={move}
      data-testid="tab-menu"
    >
      {items
        .filter((i) => !i.hidden)
        .map((i) => (
          <li key={i.command} role="none">
            <button
              type="button"
              role="menuitem"
              data-command={i.command}
              onClick={() => onCommand(i.command)}
            >
              {i.label}
            </button>
          </li>
        ))}
    </ul>
  );
}

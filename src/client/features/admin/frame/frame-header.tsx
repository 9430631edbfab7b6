import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { MenuNode } from '@contract/menu';
import { LanguageSwitch } from '@/components/language-switch';
import { PendingBadge } from '@/components/pending-badge';
import { FrameIcon, MenuNodeIcon } from './frame-icons';
import { lockNow } from './lock-screen';
import { NoticeBell } from './notice-bell';
import { titleOf } from './menu-tree';
import { setTheme, useTheme } from './theme-config';
import { UserMenu, type UserCommand } from './user-menu';

/**
 * The frame's top bar: the logo (classic and transverse layouts), the fold button, the top menu when the layout
 * has one, the breadcrumb, and the actions (pending writes, language, notices, menu search, lock, settings, user menu).
 */
export function FrameHeader({
  consoleName,
  logo,
  topMenu,
  crumbs,
  outsideMenuTitle,
  fullscreen,
  onOverlay,
  onUserCommand,
}: {
  consoleName: string;
  logo: ReactNode;
  topMenu: ReactNode;
  /** The menu entries above the page shown. */
  crumbs: MenuNode[];
  /** The title of a page outside the menu (the course editor), after its menu entry's crumbs. */
  outsideMenuTitle: string | null;
  fullscreen: boolean;
  onOverlay: (overlay: 'search' | 'settings') => void;
  onUserCommand: (command: UserCommand) => void;
}) {
  const { t, i18n } = useLingui();
  const theme = useTheme();
  const layout = theme.layout;
  return (
    <header className="frame-header">
      {layout === 'classic' && logo}
      {(layout === 'defaults' || layout === 'classic' || layout === 'columns') && (
        <button
          type="button"
          className="frame-button"
          aria-pressed={theme.isCollapse}
          aria-label={theme.isCollapse ? t`Unfold the menu` : t`Fold the menu`}
          onClick={() => setTheme({ isCollapse: !theme.isCollapse })}
          data-testid="collapse-menu"
        >
          <FrameIcon name={theme.isCollapse ? 'unfold' : 'fold'} />
        </button>
      )}
      {layout === 'transverse' && logo}
      {topMenu}
      {theme.isBreadcrumb && layout !== 'transverse' && (
        <nav aria-label={t`Breadcrumb`} className="breadcrumb" data-testid="breadcrumb">
          <span>{consoleName}</span>
          {crumbs.map((n, i) => (
            <span key={n.id} aria-current={!outsideMenuTitle && i === crumbs.length - 1 ? 'page' : undefined}>
              {' / '}
              {theme.isBreadcrumbIcon && <MenuNodeIcon name={n.meta.icon} />}
              {titleOf(n, i18n.locale)}
            </span>
          ))}
          {outsideMenuTitle && <span aria-current="page">{` / ${outsideMenuTitle}`}</span>}
        </nav>
      )}
      <div className="frame-actions">
        <PendingBadge />
        <LanguageSwitch />
        <NoticeBell />
        <button
          type="button"
          className="frame-button"
          aria-label={t`Search menus (Ctrl+K)`}
          aria-keyshortcuts="Control+K Meta+K"
          onClick={() => onOverlay('search')}
          data-testid="open-menu-search"
        >
          <FrameIcon name="search" />
        </button>
        <button
          type="button"
          className="frame-button"
          aria-label={t`Lock screen`}
          onClick={lockNow}
          data-testid="lock-now"
        >
          <FrameIcon name="lock" />
        </button>
        <button
          type="button"
          className="frame-button"
          aria-label={t`Layout settings`}
          onClick={() => onOverlay('settings')}
          data-testid="open-settings"
        >
          <FrameIcon name="setting" />
        </button>
        <UserMenu onCommand={onUserCommand} fullscreen={fullscreen} />
      </div>
    </header>
  );
}

import { useEffect, useState, type CSSProperties } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useMatches, useNavigate, useRouter } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Locale } from '@contract/constants';
import type { MenuNode } from '@contract/menu';
import type { AnyRoute } from '@tanstack/react-router';
import { DotLoading } from '@/components/ui/dot-loading';
import { OfflineBanner } from '@/components/offline-banner';
import { LanguageSwitch } from '@/components/language-switch';
import { PendingBadge } from '@/components/pending-badge';
import { NoPermission } from '@/components/result-page';
import { toast } from '@/lib/feedback';
import { confirmLogout } from '@/lib/account';
import { useNamePage } from '@/lib/page-title';
import { titleIn } from '@/lib/route-titles';
import { useUser } from '@/lib/session';
import { useRefetchShown } from '../api/frame';
import { menuQuery } from '../api/menu';
import { MenuIcon } from '@/components/menu-icons';
import { FrameIcon } from '../frame/frame-icons';
import { KeptPages } from '../frame/kept-pages';
import { LockScreen, lockNow, useIdleLock, useLocked } from '../frame/lock-screen';
import { MenuSearch } from '../frame/menu-search';
import { menuHref, pagesOf, titleOf, trailTo, visibleChildren } from '../frame/menu-tree';
import { NavMenu } from '../frame/nav-menu';
import { SettingsDrawer } from '../frame/settings-drawer';
import { TagsBar, type TabCommand } from '../frame/tags-bar';
import {
  favourites,
  HOME_PATH,
  setKeepInSession,
  tabsActions,
  useTabs,
  type PageTab,
} from '../frame/tabs-store';
import { setTheme, useTheme } from '../frame/theme-config';
import { UserMenu, type UserCommand } from '../frame/user-menu';
import { useWatermark } from '../frame/watermark';
import { useServerText } from '../frame/server-text';
import '../frame/console-frame.css';

const SIZES = { large: '16px', default: '14px', small: '13px' } as const;

/** The staff console's frame: the four layouts, menu, tabs of open pages kept alive, lock screen, watermark. */
export function ConsolePage() {
  const { i18n, t } = useLingui();
  const navigate = useNavigate();
  const router = useRouter();
  const refetchShown = useRefetchShown();
  const theme = useTheme();
  const user = useUser();
  const locked = useLocked();
  const menu = useQuery(menuQuery());
  const location = useLocation();
  const route = useMatches({ select: (ms) => ms.at(-1)?.staticData });
  const tabs = useTabs();
  const [overlay, setOverlay] = useState<'search' | 'settings' | null>(null);
  const [fullscreen, setFullscreen] = useState(false);
  const [pageFull, setPageFull] = useState(false);
  const [branch, setBranch] = useState<string | null>(null);
  const [minute, setMinute] = useState(() => new Date().toISOString().slice(0, 16).replace('T', ' '));
  // The console's name is the server's `router.admin` text (staff rename it under Translations) unless the
  // theme's title says otherwise.
  const serverName = useServerText('router.admin');
  const consoleName = theme.globalTitle || serverName || t`Console`;
  const tree = menu.data ?? [];
  const pathname = location.pathname;
  const trail = trailTo(tree, pathname);
  const crumbs = trail.length ? trail : route?.menuParent ? trailTo(tree, route.menuParent) : [];
  const pageTitle = (path: string): string => {
    if (path === HOME_PATH) return t`Console home`;
    const found = trailTo(tree, path).at(-1);
    if (found) return titleOf(found, i18n.locale);
    // A page outside the menu (the course editor): its route's own title, for the tab of a page not shown too.
    const own =
      path === pathname
        ? route
        : (router.routesByPath as unknown as Record<string, AnyRoute | undefined>)[path]?.options.staticData;
    if (own?.title) return titleIn(own.title, i18n.locale as Locale);
    return path.split('/').at(-1) ?? path;
  };
  const currentTitle =
    pathname === HOME_PATH ? pageTitle(HOME_PATH) : trail.length ? pageTitle(pathname) : null;
  useNamePage(currentTitle ?? (route?.title ? titleIn(route.title, i18n.locale as Locale) : null));

  useEffect(() => setKeepInSession(theme.isCacheTagsView), [theme.isCacheTagsView]);
  useEffect(() => {
    // A shared link (`?tabs=/admin/a,/admin/b`) opens those pages as tabs, then leaves the address.
    const shared = new URLSearchParams(location.searchStr).get('tabs');
    if (shared) {
      tabsActions.openAll(shared.split(','));
      const { tabs: _drop, ...rest } = location.search as Record<string, unknown>;
      void navigate({ to: '.', search: rest as never, replace: true });
      return;
    }
    tabsActions.visit(pathname, location.href);
  }, [pathname, location.href, location.searchStr, location.search, navigate]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k' && !locked) {
        e.preventDefault();
        setOverlay('search');
      } else if (e.key === 'Escape' && pageFull && !overlay) setPageFull(false);
    };
    const onFull = () => setFullscreen(!!document.fullscreenElement);
    window.addEventListener('keydown', onKey);
    document.addEventListener('fullscreenchange', onFull);
    return () => {
      window.removeEventListener('keydown', onKey);
      document.removeEventListener('fullscreenchange', onFull);
    };
  }, [locked, pageFull, overlay]);
  useEffect(() => {
    const timer = setInterval(
      () => setMinute(new Date().toISOString().slice(0, 16).replace('T', ' ')),
      60_000,
    );
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    // antd-mobile's components follow this attribute into their dark palette.
    const html = document.documentElement;
    if (theme.isDark) html.setAttribute('data-prefers-color-scheme', 'dark');
    return () => html.removeAttribute('data-prefers-color-scheme');
  }, [theme.isDark]);
  useIdleLock(theme.isLockScreen && !locked, theme.lockScreenTime);
  useWatermark(
    theme.isWartermark && user ? `${theme.wartermarkText || user.userName}\n${minute}` : null,
    theme.isDark,
  );

  if (menu.isPending) return <DotLoading />;
  if (!menu.data?.length) return <NoPermission />;

  const open = (node: MenuNode) => {
    setOverlay(null);
    void navigate({ href: menuHref(node) });
  };
  const show = (tab: PageTab) => void navigate({ href: tab.href });
  const notify = (text: string) => void toast(text);
  const onTabCommand = (command: TabCommand, tab: PageTab) => {
    switch (command) {
      case 'refresh':
        tabsActions.renew(tab.path);
        if (tab.path !== pathname) show(tab);
        void refetchShown();
        return;
      case 'close': {
        const next = tabsActions.close(tab.path);
        if (next && tab.path === pathname) show(next);
        return;
      }
      case 'closeOthers':
        tabsActions.closeOthers(tab.path);
        if (tab.path !== pathname) show(tab);
        return;
      case 'closeAll':
        tabsActions.closeAll();
        void navigate({ to: HOME_PATH });
        return;
      case 'fullscreen':
        if (tab.path !== pathname) show(tab);
        setPageFull(true);
        return;
      case 'favourite': {
        const result = favourites.toggle(tab.path, theme.quickLinkNum);
        notify(
          result === 'added'
            ? t`Added to favourites`
            : result === 'removed'
              ? t`Removed from favourites`
              : t`At most ${theme.quickLinkNum} favourites: remove one first`,
        );
        return;
      }
      case 'share': {
        const paths = tabs.filter((x) => x.path !== HOME_PATH).map((x) => x.path);
        // eslint-disable-next-line lingui/no-unlocalized-strings -- an address
        const link = `${window.location.origin}${window.location.pathname}#${HOME_PATH}?tabs=${encodeURIComponent(paths.join(','))}`;
        void navigator.clipboard
          .writeText(link)
          .then(() => notify(t`Link to the open pages copied`))
          .catch(() => notify(link));
        return;
      }
    }
  };
  const onUserCommand = async (command: UserCommand) => {
    switch (command) {
      case 'home':
        return navigate({ to: HOME_PATH });
      case 'personal':
        return navigate({ to: '/admin/personal' });
      case 'search':
      case 'settings':
        return setOverlay(command);
      case 'fullscreen':
        if (document.fullscreenElement) await document.exitFullscreen();
        else await document.documentElement.requestFullscreen().catch(() => undefined);
        return;
      case 'lock':
        return lockNow();
      case 'logout':
        if (await confirmLogout()) await navigate({ to: '/login' });
    }
  };

  const layout = theme.layout;
  const topLevel = tree.filter((n) => !n.meta.isHide);
  const activeBranch =
    topLevel.find((n) => n.id === (branch ?? trail[0]?.id)) ??
    topLevel.find((n) => visibleChildren(n).length);
  const split = layout === 'columns' || (layout === 'classic' && theme.isClassicSplitMenu);
  const asideNodes = split ? (activeBranch ? visibleChildren(activeBranch) : []) : tree;
  const tabList = theme.isTagsview ? tabs : tabs.filter((x) => x.path === pathname);
  const kept = tabList.some((x) => x.path === pathname)
    ? tabList
    : [...tabList, { path: pathname, href: location.href, generation: 0 }];
  const isFavourite = (path: string) => favourites.list().includes(path);
  const iconOf = (path: string) => trailTo(tree, path).at(-1)?.meta.icon ?? null;

  const logo = theme.isShowLogo && (
    <div className="frame-logo" data-testid="console-name">
      <FrameIcon name="book" />
      {!(theme.isCollapse && (layout === 'defaults' || layout === 'classic')) && <span>{consoleName}</span>}
    </div>
  );
  const sideMenu = (
    <NavMenu
      nodes={asideNodes}
      activePath={pathname}
      mode="inline"
      collapsed={theme.isCollapse}
      uniqueOpened={theme.isUniqueOpened}
      onOpen={open}
      label={t`Menu`}
    />
  );
  const topMenu = (
    <NavMenu
      nodes={tree}
      activePath={pathname}
      mode="horizontal"
      uniqueOpened
      onBranch={split ? (n) => setBranch(n.id) : undefined}
      onOpen={open}
      label={t`Main menu`}
    />
  );
  const header = (
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
      {(layout === 'transverse' || (layout === 'classic' && theme.isClassicSplitMenu)) && topMenu}
      {theme.isBreadcrumb && layout !== 'transverse' && (
        <nav aria-label={t`Breadcrumb`} className="breadcrumb" data-testid="breadcrumb">
          <span>{consoleName}</span>
          {crumbs.map((n, i) => (
            <span
              key={n.id}
              aria-current={!route?.menuParent && i === crumbs.length - 1 ? 'page' : undefined}
            >
              {' / '}
              {theme.isBreadcrumbIcon && <MenuIcon name={n.meta.icon} fallback={<FrameIcon name="page" />} />}
              {titleOf(n, i18n.locale)}
            </span>
          ))}
          {route?.menuParent && (
            <span aria-current="page">{` / ${titleIn(route.title, i18n.locale as Locale)}`}</span>
          )}
        </nav>
      )}
      <div className="frame-actions">
        <PendingBadge />
        <LanguageSwitch />
        <button
          type="button"
          className="frame-button"
          aria-label={t`Search menus (Ctrl+K)`}
          aria-keyshortcuts="Control+K Meta+K"
          onClick={() => setOverlay('search')}
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
          onClick={() => setOverlay('settings')}
          data-testid="open-settings"
        >
          <FrameIcon name="setting" />
        </button>
        <UserMenu onCommand={(c) => void onUserCommand(c)} fullscreen={fullscreen} />
      </div>
    </header>
  );
  const tagsBar = theme.isTagsview && (
    <TagsBar
      tabs={tabs}
      active={pathname}
      titleOf={pageTitle}
      iconOf={iconOf}
      showIcons={theme.isTagsviewIcon}
      sortable={theme.isSortableTagsView}
      tagsStyle={theme.tagsStyle}
      isFavourite={isFavourite}
      onShow={show}
      onCommand={onTabCommand}
    />
  );
  const main = (
    <main className="frame-main" id="console-main">
      <OfflineBanner />
      {pageFull && (
        <button
          type="button"
          className="frame-button close-full"
          onClick={() => setPageFull(false)}
          data-testid="close-full"
        >
          <FrameIcon name="close" />
          <Trans>Close full screen</Trans>
        </button>
      )}
      <KeptPages tabs={kept} active={pathname} animation={theme.animation} />
      {theme.isFooter && (
        <footer className="frame-footer">
          {theme.footerAuthor || consoleName} © {new Date().getFullYear()}
        </footer>
      )}
    </main>
  );
  const colours = {
    '--frame-primary': theme.primary,
    '--adm-color-primary': theme.primary,
    '--frame-top': theme.topBar,
    '--frame-top-text': theme.topBarColor,
    '--frame-menu': theme.menuBar,
    '--frame-menu-text': theme.menuBarColor,
    '--frame-menu-active': theme.menuBarActiveColor,
    '--frame-columns': theme.columnsMenuBar,
    '--frame-columns-text': theme.columnsMenuBarColor,
    '--frame-font': SIZES[theme.globalComponentSize],
  } as CSSProperties;
  const classes = [
    'frame',
    `layout-${layout}`,
    theme.isDark && 'dark',
    theme.isGrayscale && 'grayscale',
    theme.isInvert && 'invert',
    theme.isCollapse && 'collapsed',
    theme.isFixedHeader && 'fixed-header',
    theme.isTopBarColorGradual && 'top-gradient',
    theme.isMenuBarColorGradual && 'menu-gradient',
    theme.isColumnsMenuBarColorGradual && 'columns-gradient',
    theme.columnsAsideStyle,
    theme.columnsAsideLayout,
    pageFull && 'page-fullscreen',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <>
      <div
        className={classes}
        style={colours}
        data-layout={layout}
        data-testid="console-frame"
        inert={locked}
      >
        <a
          className="skip-link"
          href="#console-main"
          onClick={(e) => {
            e.preventDefault();
            document.getElementById('console-main')?.focus();
          }}
        >
          <Trans>Skip to the page</Trans>
        </a>
        {layout === 'columns' && (
          <nav className="frame-columns" aria-label={t`Menu sections`} data-testid="columns-menu">
            {logo}
            <ul>
              {topLevel.map((n) => (
                <li key={n.id}>
                  <button
                    type="button"
                    className={n.id === activeBranch?.id ? 'column-item active' : 'column-item'}
                    aria-current={n.id === activeBranch?.id ? 'true' : undefined}
                    onClick={() => (visibleChildren(n).length ? setBranch(n.id) : open(n))}
                    onMouseEnter={() => theme.isColumnsMenuHoverPreload && setBranch(n.id)}
                  >
                    <MenuIcon name={n.meta.icon} fallback={<FrameIcon name="page" />} />
                    <span>{titleOf(n, i18n.locale)}</span>
                  </button>
                </li>
              ))}
            </ul>
          </nav>
        )}
        {layout !== 'transverse' && (
          <aside className="frame-aside">
            {layout === 'defaults' && logo}
            {sideMenu}
          </aside>
        )}
        <div className="frame-body">
          {header}
          {tagsBar}
          {main}
        </div>
      </div>
      {locked && <LockScreen />}
      {overlay === 'search' && !locked && (
        <MenuSearch tree={tree} onClose={() => setOverlay(null)} onOpen={open} />
      )}
      {overlay === 'settings' && !locked && (
        <SettingsDrawer onClose={() => setOverlay(null)} notify={notify} />
      )}
    </>
  );
}

/** Favourite pages as links, at most the theme's quickLinkNum, for the console's home. */
export function QuickLinks() {
  const { i18n } = useLingui();
  const menu = useQuery(menuQuery());
  const theme = useTheme();
  const pages = pagesOf(menu.data ?? []);
  const links = favourites
    .list()
    .slice(0, theme.quickLinkNum)
    .map((path) => pages.find((p) => menuHref(p.node) === path))
    .filter((p) => p !== undefined);
  return (
    <section aria-labelledby="quick-links" className="quick-links" data-testid="quick-links">
      <h2 id="quick-links">
        <Trans>Favourite pages</Trans>
      </h2>
      {links.length ? (
        <ul>
          {links.map(({ node }) => (
            <li key={node.id}>
              <a href={`#${menuHref(node)}`}>
                <MenuIcon name={node.meta.icon} fallback={<FrameIcon name="page" />} />
                {titleOf(node, i18n.locale)}
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p>
          <Trans>Add a page here from its tab's menu (Add to favourites).</Trans>
        </p>
      )}
    </section>
  );
}

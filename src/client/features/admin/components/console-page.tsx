import { DotLoading } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useMatches, useNavigate, useRouter } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Locale } from '@contract/constants';
import { OfflineBanner } from '@/components/offline-banner';
import { NoPermission } from '@/components/result-page';
import { useNamePage } from '@/lib/page-title';
import { titleIn } from '@/lib/route-titles';
import { useUser } from '@/lib/session';
import { menuQuery } from '../api/menu';
import { FrameIcon, MenuNodeIcon } from '../frame/frame-icons';
import { KeptPages } from '../frame/kept-pages';
import { LockScreen, useIdleLock, useLocked } from '../frame/lock-screen';
import { MenuSearch } from '../frame/menu-search';
import { titleOf, trailTo, visibleChildren } from '../frame/menu-tree';
import { NavMenu } from '../frame/nav-menu';
import { SettingsDrawer } from '../frame/settings-drawer';
import { TagsBar } from '../frame/tags-bar';
import { favourites, HOME_PATH, setKeepInSession, tabsActions, useTabs } from '../frame/tabs-store';
import { useTheme } from '../frame/theme-config';
import { useWatermark } from '../frame/watermark';
import { useFrameCommands } from '../frame/frame-commands';
import { FrameHeader } from '../frame/frame-header';
import { frameClasses, frameStyle } from '../frame/frame-style';
import { useServerText } from '../frame/server-text';
import '../frame/console-frame.css';

/** Pages with a heading of their own (the welcome, notices, personal centre, QR display; gallery pages too). */
const OWN_HEADING = ['/admin/notices', '/admin/personal', '/admin/edu/checkinQr'];

/** The staff console's frame: the four layouts, menu, tabs of open pages kept alive, lock screen, watermark. */
export function ConsolePage() {
  const { i18n, t } = useLingui();
  const navigate = useNavigate();
  const router = useRouter();
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
    const own = path === pathname ? route : router.matchRoutes(path).at(-1)?.staticData;
    if (own?.title) return titleIn(own.title, i18n.locale as Locale);
    return path.split('/').at(-1) ?? path;
  };
  useNamePage(pageTitle(pathname));
  // Each page's one h1 is its title, for screen readers (the breadcrumb and tab show it); these show their own.
  const headingOf = (path: string) =>
    path === HOME_PATH || OWN_HEADING.includes(path) || path.startsWith('/admin/gallery/')
      ? null
      : pageTitle(path);

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
      } else if (e.key === 'Escape' && pageFull && !overlay) {
        e.preventDefault();
        setPageFull(false);
      }
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
    // antd-mobile's components follow this attribute into their dark palette.
    const html = document.documentElement;
    if (theme.isDark) html.setAttribute('data-prefers-color-scheme', 'dark');
    return () => html.removeAttribute('data-prefers-color-scheme');
  }, [theme.isDark]);
  useIdleLock(theme.isLockScreen && !locked, theme.lockScreenTime);
  useWatermark(theme.isWartermark && user ? theme.wartermarkText || user.userName : null, theme.isDark);

  const { open, show, notify, onTabCommand, onUserCommand } = useFrameCommands({
    pathname,
    tabs,
    quickLinkNum: theme.quickLinkNum,
    setOverlay,
    setPageFull,
  });

  if (menu.isPending) return <DotLoading className="loading-dots" />;
  if (!menu.data?.length) return <NoPermission />;

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
    <FrameHeader
      consoleName={consoleName}
      logo={logo}
      topMenu={layout === 'transverse' || (layout === 'classic' && theme.isClassicSplitMenu) ? topMenu : null}
      crumbs={crumbs}
      outsideMenuTitle={route?.menuParent ? titleIn(route.title, i18n.locale as Locale) : null}
      fullscreen={fullscreen}
      onOverlay={setOverlay}
      onUserCommand={(c) => void onUserCommand(c)}
    />
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
      <KeptPages tabs={kept} active={pathname} animation={theme.animation} headingOf={headingOf} />
      {theme.isFooter && (
        <footer className="frame-footer">
          {theme.footerAuthor || consoleName} © {new Date().getFullYear()}
        </footer>
      )}
    </main>
  );

  return (
    <>
      <div
        className={frameClasses(theme, pageFull)}
        style={frameStyle(theme)}
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
                    <MenuNodeIcon name={n.meta.icon} />
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

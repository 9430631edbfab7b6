import { useState } from 'react';
import { Card } from 'antd-mobile';
import { Button } from '@/components/ui/button';
import { DotLoading } from '@/components/ui/dot-loading';
import { useQuery } from '@tanstack/react-query';
import { Outlet, useLocation, useMatches, useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Locale } from '@contract/constants';
import type { MenuNode } from '@contract/menu';
import { Auth } from '@/components/auth-gates';
import { LanguageSwitch } from '@/components/language-switch';
import { OfflineBanner } from '@/components/offline-banner';
import { PendingBadge } from '@/components/pending-badge';
import { NoPermission } from '@/components/result-page';
import { confirmLogout } from '@/lib/account';
import { useNamePage } from '@/lib/page-title';
import { systemConfigQuery } from '@/lib/site-config';
import { titleIn } from '@/lib/route-titles';
import { useUser } from '@/lib/session';
import { menuQuery } from '../api/menu';
import { routeOf, SideMenu, titleOf } from './side-menu';
import { UserContent } from '@/components/user-content';

/** The menu nodes from the root to the one whose path is the current one (the breadcrumb). */
function trailTo(nodes: MenuNode[], path: string): MenuNode[] {
  for (const n of nodes) {
    if (routeOf(n.path) === path) return [n];
    const below = trailTo(n.children ?? [], path);
    if (below.length) return [n, ...below];
  }
  return [];
}

/**
 * A text the server translates (pig's sys_i18n, Console › System › Translations) in the reader's language, or
 * undefined when it has none for `key`.
 */
function useServerText(key: string): string | undefined {
  const { i18n } = useLingui();
  const config = useQuery(systemConfigQuery());
  const list = config.data?.i18n[i18n.locale === 'en' ? 'en' : 'zh-cn'] ?? [];
  return list.find((entry) => key in entry)?.[key] || undefined;
}

/** The staff console: the server's menu tree, breadcrumb, user menu; learners get the no-permission page. */
export function ConsolePage() {
  const { i18n, t } = useLingui();
  const navigate = useNavigate();
  const menu = useQuery(menuQuery());
  // The console's name is the server's `router.admin` text, so staff rename it under Translations.
  const consoleName = useServerText('router.admin') ?? t`Console`;
  const pathname = useLocation({ select: (l) => l.pathname });
  const route = useMatches({ select: (ms) => ms.at(-1)?.staticData });
  const [fullscreen, setFullscreen] = useState(false);
  const tree = menu.data ?? [];
  const trail = trailTo(tree, pathname);
  // A menu page is named by its menu entry (the server's, in both languages); a page outside the menu (the
  // course editor, the QR display) by its route, under the menu entry it belongs to.
  const crumbs = trail.length
    ? trail.map((n) => titleOf(n, i18n.locale))
    : route?.menuParent
      ? [
          ...trailTo(tree, route.menuParent).map((n) => titleOf(n, i18n.locale)),
          titleIn(route.title, i18n.locale as Locale),
        ]
      : [];
  useNamePage(trail.length ? (crumbs.at(-1) ?? null) : null);

  if (menu.isPending) return <DotLoading />;
  if (!menu.data?.length) return <NoPermission />;

  const toggleFullscreen = async () => {
    if (document.fullscreenElement) await document.exitFullscreen();
    else await document.documentElement.requestFullscreen().catch(() => undefined);
    setFullscreen(!!document.fullscreenElement);
  };
  const logout = async () => {
    if (await confirmLogout()) await navigate({ to: '/login' });
  };

  return (
    <div className="admin-layout">
      <aside className="admin-aside">
        <div className="admin-logo" data-testid="console-name">
          {consoleName}
        </div>
        <SideMenu
          tree={menu.data}
          active={trail.at(-1)?.id ?? null}
          onSelect={(n) => !n.children?.length && void navigate({ to: routeOf(n.path) })}
        />
      </aside>
      <header className="admin-header">
        <nav aria-label={t`Breadcrumb`} className="breadcrumb" data-testid="breadcrumb">
          {consoleName}
          {crumbs.map((c, i) => (
            <span key={i} aria-current={i === crumbs.length - 1 ? 'page' : undefined}>
              {' / '}
              {c}
            </span>
          ))}
        </nav>
        <div className="admin-user-menu">
          <PendingBadge />
          <LanguageSwitch />
          <Button size="mini" onClick={() => void navigate({ to: '/home' })}>
            <Trans>Home</Trans>
          </Button>
          <Button size="mini" onClick={() => void toggleFullscreen()}>
            {fullscreen ? <Trans>Exit full screen</Trans> : <Trans>Full screen</Trans>}
          </Button>
          <Button size="mini" onClick={() => void logout()} data-testid="logout">
            <Trans>Log out</Trans>
          </Button>
        </div>
      </header>
      <main className="admin-main">
        <OfflineBanner />
        <Outlet />
      </main>
    </div>
  );
}

/** /admin itself: who is signed in and what they may do. */
export function ConsoleWelcome() {
  const user = useUser();
  return (
    <Card
      title={
        <Trans>
          Welcome, <UserContent>{user?.userName}</UserContent>
        </Trans>
      }
    >
      <p>
        <Trans>
          Roles: <UserContent>{user?.roles.join(', ')}</UserContent>
        </Trans>
      </p>
      <p>
        <Trans>Permissions held: {user?.authBtnList.length ?? 0}</Trans>
      </p>
      <Auth value="sys_user_add">
        <Button color="primary" data-testid="add-user">
          <Trans>Add user</Trans>
        </Button>
      </Auth>
    </Card>
  );
}

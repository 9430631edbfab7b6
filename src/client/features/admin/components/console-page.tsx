import { useState } from 'react';
import { Button, Card, DotLoading } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { Outlet, useLocation, useNavigate } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { useLingui } from '@lingui/react';
import type { MenuNode } from '@contract/auth';
import { Auth } from '@/components/auth-gates';
import { LanguageSwitch } from '@/components/language-switch';
import { OfflineBanner } from '@/components/offline-banner';
import { PendingBadge } from '@/components/pending-badge';
import { NoPermission } from '@/components/result-page';
import { confirmLogout } from '@/lib/account';
import { useUser } from '@/lib/session';
import { menuQuery } from '../api/menu';
import { SideMenu, titleOf } from './side-menu';

/** The menu nodes from the root to the one whose path is the current one (the breadcrumb). */
function trailTo(nodes: MenuNode[], path: string): MenuNode[] {
  for (const n of nodes) {
    if (n.path === path) return [n];
    const below = trailTo(n.children, path);
    if (below.length) return [n, ...below];
  }
  return [];
}

/** The staff console: the server's menu tree, breadcrumb, user menu; learners get the no-permission page. */
export function ConsolePage() {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const menu = useQuery(menuQuery());
  const pathname = useLocation({ select: (l) => l.pathname });
  const [fullscreen, setFullscreen] = useState(false);

  if (menu.isPending) return <DotLoading />;
  if (!menu.data?.length) return <NoPermission />;
  const trail = trailTo(menu.data, pathname);

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
        <div className="admin-logo">
          <Trans>Console</Trans>
        </div>
        <SideMenu
          tree={menu.data}
          active={trail.at(-1)?.id ?? null}
          onSelect={(n) => n.children.length === 0 && void navigate({ to: n.path })}
        />
      </aside>
      <header className="admin-header">
        <nav aria-label="breadcrumb" className="breadcrumb" data-testid="breadcrumb">
          <Trans>Console</Trans>
          {trail.map((n) => (
            <span key={n.id}> / {titleOf(n, i18n.locale)}</span>
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
    <Card title={<Trans>Welcome, {user?.userName}</Trans>}>
      <p>
        <Trans>Roles: {user?.roles.join(', ')}</Trans>
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

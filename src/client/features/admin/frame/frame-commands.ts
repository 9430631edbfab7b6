import type { MenuNode } from '@contract/menu';
import { useNavigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { confirmLogout } from '@/lib/account';
import { toast } from '@/lib/feedback';
import { useRefetchShown } from '../api/frame';
import { lockNow } from './lock-screen';
import { menuHref } from './menu-tree';
import type { TabCommand } from './tags-bar';
import { favourites, HOME_PATH, tabsActions, type PageTab } from './tabs-store';
import type { UserCommand } from './user-menu';

type Overlay = 'search' | 'settings' | null;

/** What the frame's menus, tabs and user menu do: navigation, the tabs' commands and the user's. */
export function useFrameCommands({
  pathname,
  tabs,
  quickLinkNum,
  setOverlay,
  setPageFull,
}: {
  pathname: string;
  tabs: PageTab[];
  quickLinkNum: number;
  setOverlay: (overlay: Overlay) => void;
  setPageFull: (full: boolean) => void;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const refetchShown = useRefetchShown();
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
        const result = favourites.toggle(tab.path, quickLinkNum);
        notify(
          result === 'added'
            ? t`Added to favourites`
            : result === 'removed'
              ? t`Removed from favourites`
              : t`At most ${quickLinkNum} favourites: remove one first`,
        );
        return;
      }
      case 'share': {
        const paths = tabs.filter((x) => x.path !== HOME_PATH).map((x) => x.path);
        const tabsParam = encodeURIComponent(paths.join(','));
        // eslint-disable-next-line lingui/no-unlocalized-strings -- an address
        const link = `${window.location.origin}${window.location.pathname}#${HOME_PATH}?tabs=${tabsParam}`;
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
      case 'notices':
        return navigate({ to: '/admin/notices' });
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
  return { open, show, notify, onTabCommand, onUserCommand };
}

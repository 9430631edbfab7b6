import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { activateLocale } from '@/lib/i18n';
import { useUser } from '@/lib/session';
import { UserContent } from '@/components/user-content';
import { personalDeptsQuery, useSwitchDept } from '../api/frame';
import { useReadAllNotices } from '@/api/notices';
import { FrameIcon } from './frame-icons';
import { useOutsidePress } from './use-outside-press';
import { COMPONENT_SIZES, setTheme, useTheme } from './theme-config';

function MenuEntry({
  command,
  checked,
  onChoose,
  children,
}: {
  command: string;
  checked?: boolean;
  onChoose: () => void;
  children: ReactNode;
}) {
  return (
    <li role="none">
      <button
        type="button"
        role={checked === undefined ? 'menuitem' : 'menuitemradio'}
        aria-checked={checked}
        data-command={command}
        onClick={onChoose}
      >
        {children}
      </button>
    </li>
  );
}

// Each language is named in its own language, so these two labels are never translated.
// eslint-disable-next-line lingui/no-unlocalized-strings -- the endonym is the same in every locale
const CHINESE = '\u4e2d\u6587';
const ENGLISH = 'English';

export type UserCommand =
  'home' | 'personal' | 'notices' | 'search' | 'settings' | 'fullscreen' | 'lock' | 'logout';

/**
 * The user menu (avatar and name): home, personal centre, notices (the centre, mark all read), department switch
 * when the user belongs to several, component size, language, menu search, layout settings, full screen, lock and
 * log out. A menu button with a list of menu items: ↑ ↓ move, Escape closes and gives the focus back.
 */
export function UserMenu({
  onCommand,
  fullscreen,
}: {
  onCommand: (c: UserCommand) => void;
  fullscreen: boolean;
}) {
  const { t, i18n } = useLingui();
  const user = useUser();
  const theme = useTheme();
  const [open, setOpen] = useState(false);
  const depts = useQuery({ ...personalDeptsQuery(), enabled: open });
  const switchDept = useSwitchDept();
  const readAll = useReadAllNotices();
  const list = useRef<HTMLUListElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS selector
    list.current?.querySelector<HTMLElement>('[role^="menuitem"]')?.focus();
  }, [open]);
  useOutsidePress(open, [list, button], () => setOpen(false));

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const switchTo = (deptId: string) => void switchDept.mutateAsync(deptId).then(() => location.reload());
  const run = (c: UserCommand) => {
    setOpen(false);
    onCommand(c);
  };
  const sizeLabels = { large: t`Large`, default: t`Default`, small: t`Small` };
  const several = (depts.data?.length ?? 0) > 1;

  return (
    <div className="user-menu">
      <button
        ref={button}
        type="button"
        className="user-menu-button"
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        data-testid="user-menu"
      >
        {user?.photo ? <img src={user.photo} alt="" className="avatar" /> : <FrameIcon name="user" />}
        <UserContent>{user?.userName}</UserContent>
      </button>
      {open && (
        <ul
          ref={list}
          role="menu"
          aria-label={t`User menu`}
          className="frame-popover user-menu-list"
          onKeyDown={(e) => {
            const items = [...(list.current?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? [])];
            const at = items.indexOf(document.activeElement as HTMLElement);
            if (e.key === 'Escape') {
              e.preventDefault();
              close();
            } else if (e.key === 'Tab') setOpen(false);
            else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
              e.preventDefault();
              items[(at + (e.key === 'ArrowDown' ? 1 : -1) + items.length) % items.length]?.focus();
            }
          }}
        >
          <MenuEntry command="home" onChoose={() => run('home')}>
            <Trans>Console home</Trans>
          </MenuEntry>
          <MenuEntry command="personal" onChoose={() => run('personal')}>
            <Trans>Personal centre</Trans>
          </MenuEntry>
          <MenuEntry command="notices" onChoose={() => run('notices')}>
            <Trans>Notification centre</Trans>
          </MenuEntry>
          <MenuEntry command="notices-read-all" onChoose={() => (readAll.mutate(), close())}>
            <Trans>Mark all notices read</Trans>
          </MenuEntry>
          {several && (
            <li role="none" className="menu-group" aria-hidden="true">
              <Trans>Department</Trans>
            </li>
          )}
          {several &&
            depts.data?.map((d) => (
              <MenuEntry
                key={d.deptId}
                command={`dept-${d.deptId}`}
                checked={!!d.current}
                onChoose={() => (d.current ? close() : switchTo(d.deptId))}
              >
                <UserContent>{d.name}</UserContent>
              </MenuEntry>
            ))}
          <li role="none" className="menu-group" aria-hidden="true">
            <Trans>Component size</Trans>
          </li>
          {COMPONENT_SIZES.map((size) => (
            <MenuEntry
              key={size}
              command={`size-${size}`}
              checked={theme.globalComponentSize === size}
              onChoose={() => setTheme({ globalComponentSize: size })}
            >
              {sizeLabels[size]}
            </MenuEntry>
          ))}
          <li role="none" className="menu-group" aria-hidden="true">
            <Trans>Language</Trans>
          </li>
          <MenuEntry
            command="lang-zh"
            checked={i18n.locale === 'zh-cn'}
            onChoose={() => void activateLocale('zh-cn')}
          >
            <span lang="zh-CN">{CHINESE}</span>
          </MenuEntry>
          <MenuEntry
            command="lang-en"
            checked={i18n.locale === 'en'}
            onChoose={() => void activateLocale('en')}
          >
            <span lang="en">{ENGLISH}</span>
          </MenuEntry>
          <li role="separator" className="menu-separator" />
          <MenuEntry command="search" onChoose={() => run('search')}>
            <Trans>Search menus (Ctrl+K)</Trans>
          </MenuEntry>
          <MenuEntry command="settings" onChoose={() => run('settings')}>
            <Trans>Layout settings</Trans>
          </MenuEntry>
          <MenuEntry command="fullscreen" onChoose={() => run('fullscreen')}>
            {fullscreen ? <Trans>Exit full screen</Trans> : <Trans>Full screen</Trans>}
          </MenuEntry>
          <MenuEntry command="lock" onChoose={() => run('lock')}>
            <Trans>Lock screen</Trans>
          </MenuEntry>
          <MenuEntry command="logout" onChoose={() => run('logout')}>
            <Trans>Log out</Trans>
          </MenuEntry>
        </ul>
      )}
    </div>
  );
}

/* eslint-disable lingui/no-unlocalized-strings -- icon names and SVG paths, not text */
/**
 * The console frame's icons, our own outline SVG (1em, currentColor, hidden from readers). Menu icons come from
 * the menu data by name; pig's names (`ele-Setting`, `iconfont icon-xitongguanli`) and unknown ones fall back to
 * a page icon, so a menu staff added never shows a hole.
 */
import { MenuIcon } from '@/components/menu-icons';

const PATHS = {
  setting:
    'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1' +
    'a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3' +
    'l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1' +
    'a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9' +
    'a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8' +
    'l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1Z',
  book: 'M4 19.5A2.5 2.5 0 0 1 6.5 17H20V3H6.5A2.5 2.5 0 0 0 4 5.5v14ZM4 19.5A2.5 2.5 0 0 0 6.5 22H20v-5',
  page: 'M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9l-6-6ZM14 3v6h6',
  home: 'M3 10.5 12 3l9 7.5V21h-6v-6H9v6H3V10.5Z',
  search: 'M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13ZM15.5 15.5 20 20',
  fold: 'M4 6h16M10 12h10M4 18h16M7 9l-3 3 3 3',
  unfold: 'M4 6h16M4 12h10M4 18h16M17 9l3 3-3 3',
  lock: 'M6 11h12v10H6V11ZM8 11V7a4 4 0 0 1 8 0v4',
  star: 'm12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9L12 3Z',
  refresh: 'M20 11A8 8 0 1 0 18 17M20 4v7h-7',
  close: 'M6 6l12 12M18 6 6 18',
  expand: 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5',
  link: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
  more: 'M5 12h.01M12 12h.01M19 12h.01',
  chevron: 'm9 6 6 6-6 6',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8ZM4 21a8 8 0 0 1 16 0',
  bell: 'M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.9 1.9 0 0 0 3.4 0',
  screen: 'M3 5h18v12H3V5ZM8 21h8M12 17v4',
} as const;
export type IconName = keyof typeof PATHS;

/**
 * The same outline drawing as the portal's icons (components/ui/icons.tsx), written again here on purpose: sharing
 * that component made it a piece of every phone's first chunk that the console also imports (+96 B gzip there).
 */
export function FrameIcon({ name }: { name: string | null | undefined }) {
  return (
    <svg
      className="frame-icon"
      width="1em"
      height="1em"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[(name && name in PATHS ? name : 'page') as IconName]} />
    </svg>
  );
}

/** A menu entry's icon: the one the menu data names, or a page icon. */
export const MenuNodeIcon = ({ name }: { name: string | null }) => (
  <MenuIcon name={name} fallback={<FrameIcon name="page" />} />
);

import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  ANIMATIONS,
  COLUMNS_ASIDE_LAYOUTS,
  COLUMNS_ASIDE_STYLES,
  COMPONENT_SIZES,
  LAYOUTS,
  LOCK_TIME_RANGE,
  TAGS_STYLES,
  type ThemeKey,
} from './theme-config';

export type Control =
  | { key: ThemeKey; kind: 'switch' | 'colour' | 'text' }
  | { key: ThemeKey; kind: 'number'; min: number; max: number }
  | { key: ThemeKey; kind: 'choice'; options: readonly string[] };

/**
 * The settings drawer's one table of controls, section by section, with every key's label and every choice's,
 * in the reader's language. A key with an empty label is kept in the configuration but not offered.
 */
export function useSettingControls() {
  const { t } = useLingui();
  const labels: Record<ThemeKey, string> = {
    primary: t`Primary colour`,
    isDark: t`Dark mode`,
    topBar: t`Top bar background`,
    topBarColor: t`Top bar text`,
    isTopBarColorGradual: t`Top bar gradient`,
    menuBar: t`Menu background`,
    menuBarColor: t`Menu text`,
    menuBarActiveColor: t`Menu active background`,
    isMenuBarColorGradual: t`Menu gradient`,
    columnsMenuBar: t`Columns background`,
    columnsMenuBarColor: t`Columns text`,
    isColumnsMenuBarColorGradual: t`Columns gradient`,
    isColumnsMenuHoverPreload: t`Columns: open a branch on hover`,
    isCollapse: t`Fold the menu`,
    isUniqueOpened: t`Open one menu branch at a time`,
    isFixedHeader: t`Fixed header`,
    isClassicSplitMenu: t`Split menu (classic layout)`,
    isLockScreen: t`Lock the screen when idle`,
    lockScreenTime: t`Seconds idle before locking`,
    isShowLogo: t`Show the logo`,
    isBreadcrumb: t`Breadcrumb`,
    isBreadcrumbIcon: t`Breadcrumb icons`,
    isTagsview: t`Tabs of open pages`,
    isTagsviewIcon: t`Tab icons`,
    isCacheTagsView: t`Keep tabs across reloads`,
    isSortableTagsView: t`Drag tabs to reorder`,
    isShareTagsView: '',
    isFooter: t`Footer`,
    isGrayscale: t`Grayscale`,
    isInvert: t`Colour-weak mode`,
    isWartermark: t`Watermark`,
    wartermarkText: t`Watermark text (empty: your name)`,
    isChat: '',
    quickLinkNum: t`Favourite quick links at most`,
    tagsStyle: t`Tab style`,
    animation: t`Page change animation`,
    columnsAsideStyle: t`Columns highlight`,
    columnsAsideLayout: t`Columns layout`,
    layout: t`Layout`,
    isRequestRoutes: '',
    globalComponentSize: t`Component size`,
    globalTitle: t`Console title`,
    footerAuthor: t`Footer text`,
  };
  const optionLabels: Record<string, string> = {
    classic: t`Classic`,
    defaults: t`Default`,
    transverse: t`Transverse`,
    columns: t`Split columns`,
    'tags-style-one': t`Plain`,
    'tags-style-four': t`Cards`,
    'tags-style-five': t`Rounded`,
    'slide-right': t`Slide right`,
    'slide-left': t`Slide left`,
    opacitys: t`Fade`,
    large: t`Large`,
    default: t`Default`,
    small: t`Small`,
    'columns-round': t`Round`,
    'columns-card': t`Card`,
    'columns-horizontal': t`Icon beside text`,
    'columns-vertical': t`Icon above text`,
  };

  const sections: { title: ReactNode; controls: Control[] }[] = [
    {
      title: <Trans>Layout</Trans>,
      controls: [
        { key: 'layout', kind: 'choice', options: LAYOUTS },
        { key: 'globalComponentSize', kind: 'choice', options: COMPONENT_SIZES },
      ],
    },
    {
      title: <Trans>Theme</Trans>,
      controls: [
        { key: 'primary', kind: 'colour' },
        { key: 'isDark', kind: 'switch' },
        { key: 'isGrayscale', kind: 'switch' },
        { key: 'isInvert', kind: 'switch' },
      ],
    },
    {
      title: <Trans>Top bar</Trans>,
      controls: [
        { key: 'topBar', kind: 'colour' },
        { key: 'topBarColor', kind: 'colour' },
        { key: 'isTopBarColorGradual', kind: 'switch' },
      ],
    },
    {
      title: <Trans>Menu</Trans>,
      controls: [
        { key: 'menuBar', kind: 'colour' },
        { key: 'menuBarColor', kind: 'colour' },
        { key: 'menuBarActiveColor', kind: 'colour' },
        { key: 'isMenuBarColorGradual', kind: 'switch' },
        { key: 'isCollapse', kind: 'switch' },
        { key: 'isUniqueOpened', kind: 'switch' },
        { key: 'isClassicSplitMenu', kind: 'switch' },
      ],
    },
    {
      title: <Trans>Columns layout</Trans>,
      controls: [
        { key: 'columnsMenuBar', kind: 'colour' },
        { key: 'columnsMenuBarColor', kind: 'colour' },
        { key: 'isColumnsMenuBarColorGradual', kind: 'switch' },
        { key: 'isColumnsMenuHoverPreload', kind: 'switch' },
        { key: 'columnsAsideStyle', kind: 'choice', options: COLUMNS_ASIDE_STYLES },
        { key: 'columnsAsideLayout', kind: 'choice', options: COLUMNS_ASIDE_LAYOUTS },
      ],
    },
    {
      title: <Trans>Frame</Trans>,
      controls: [
        { key: 'isFixedHeader', kind: 'switch' },
        { key: 'isShowLogo', kind: 'switch' },
        { key: 'globalTitle', kind: 'text' },
        { key: 'isBreadcrumb', kind: 'switch' },
        { key: 'isBreadcrumbIcon', kind: 'switch' },
        { key: 'isFooter', kind: 'switch' },
        { key: 'footerAuthor', kind: 'text' },
      ],
    },
    {
      title: <Trans>Tabs</Trans>,
      controls: [
        { key: 'isTagsview', kind: 'switch' },
        { key: 'isTagsviewIcon', kind: 'switch' },
        { key: 'isCacheTagsView', kind: 'switch' },
        { key: 'isSortableTagsView', kind: 'switch' },
        { key: 'tagsStyle', kind: 'choice', options: TAGS_STYLES },
        { key: 'animation', kind: 'choice', options: ANIMATIONS },
        { key: 'quickLinkNum', kind: 'number', min: 1, max: 50 },
      ],
    },
    {
      title: <Trans>Security</Trans>,
      controls: [
        { key: 'isLockScreen', kind: 'switch' },
        { key: 'lockScreenTime', kind: 'number', min: LOCK_TIME_RANGE.min, max: 3600 },
        { key: 'isWartermark', kind: 'switch' },
        { key: 'wartermarkText', kind: 'text' },
      ],
    },
  ];

  return { labels, optionLabels, sections };
}

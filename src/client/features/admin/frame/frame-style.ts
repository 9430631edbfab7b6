import type { CSSProperties } from 'react';
import type { ThemeConfig } from './theme-config';

const SIZES = { large: '16px', default: '14px', small: '13px' } as const;
/** A data grid row's padding above and below its text at each component size (the settings' density). */
const CELL_Y = { large: '12px', default: '8px', small: '4px' } as const;

/** The theme's colours and size as the CSS variables the frame's styles (console-frame.css) read. */
export const frameStyle = (theme: ThemeConfig) =>
  ({
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
    '--grid-cell-y': CELL_Y[theme.globalComponentSize],
  }) as CSSProperties;

/** The frame's classes: its layout and every switch of the theme that changes its look. */
export const frameClasses = (theme: ThemeConfig, pageFull: boolean) =>
  [
    'frame',
    `layout-${theme.layout}`,
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

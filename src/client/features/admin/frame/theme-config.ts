/* eslint-disable lingui/no-unlocalized-strings -- configuration values (colours, layout names), not text */
import { useSyncExternalStore } from 'react';
import { Local } from '@/lib/storage';

/** The console's four layouts: classic is the default (the header spans the top, the menu below it on the left). */
export const LAYOUTS = ['classic', 'defaults', 'transverse', 'columns'] as const;
export const TAGS_STYLES = ['tags-style-one', 'tags-style-four', 'tags-style-five'] as const;
export const ANIMATIONS = ['slide-right', 'slide-left', 'opacitys'] as const;
export const COMPONENT_SIZES = ['large', 'default', 'small'] as const;
export const COLUMNS_ASIDE_STYLES = ['columns-round', 'columns-card'] as const;
export const COLUMNS_ASIDE_LAYOUTS = ['columns-horizontal', 'columns-vertical'] as const;

/**
 * Every key of the console's theme, named as pig names them so a configuration copied from pig's console reads
 * the same here. Only what a person chooses is here; what the server decides (menus, permissions) is not.
 */
export const THEME_DEFAULTS = {
  primary: '#0958d9',
  isDark: false,
  topBar: '#ffffff',
  topBarColor: '#1f2937',
  isTopBarColorGradual: false,
  menuBar: '#001529',
  menuBarColor: '#d9d9d9',
  menuBarActiveColor: '#0958d9',
  isMenuBarColorGradual: false,
  columnsMenuBar: '#1e293b',
  columnsMenuBarColor: '#e6e6e6',
  isColumnsMenuBarColorGradual: false,
  isColumnsMenuHoverPreload: false,
  isCollapse: false,
  isUniqueOpened: true,
  isFixedHeader: true,
  isClassicSplitMenu: false,
  isLockScreen: false,
  lockScreenTime: 30,
  isShowLogo: true,
  isBreadcrumb: true,
  isBreadcrumbIcon: false,
  isTagsview: true,
  isTagsviewIcon: false,
  isCacheTagsView: true,
  isSortableTagsView: true,
  isShareTagsView: false,
  isFooter: true,
  isGrayscale: false,
  isInvert: false,
  isWartermark: true,
  wartermarkText: '',
  isChat: false,
  quickLinkNum: 12,
  tagsStyle: 'tags-style-five' as (typeof TAGS_STYLES)[number],
  animation: 'slide-right' as (typeof ANIMATIONS)[number],
  columnsAsideStyle: 'columns-round' as (typeof COLUMNS_ASIDE_STYLES)[number],
  columnsAsideLayout: 'columns-vertical' as (typeof COLUMNS_ASIDE_LAYOUTS)[number],
  layout: 'classic' as (typeof LAYOUTS)[number],
  isRequestRoutes: true,
  globalComponentSize: 'default' as (typeof COMPONENT_SIZES)[number],
  globalTitle: '',
  footerAuthor: '',
};
export type ThemeConfig = typeof THEME_DEFAULTS;
export type ThemeKey = keyof ThemeConfig;

const STORAGE_KEY = 'themeConfig';
/** Lock time is seconds without input; below 2 s the lock would close itself as it opens (spec: applies above 1). */
export const LOCK_TIME_RANGE = { min: 2, max: 86_400 } as const;
const TEXT_MAX = 60;
const COLOUR_KEYS = new Set<ThemeKey>([
  'primary',
  'topBar',
  'topBarColor',
  'menuBar',
  'menuBarColor',
  'menuBarActiveColor',
  'columnsMenuBar',
  'columnsMenuBarColor',
]);

/** A stored value is kept only when it has the default's type and, for choices and numbers, a valid value. */
function validValue(key: ThemeKey, value: unknown): boolean {
  const fallback = THEME_DEFAULTS[key];
  if (typeof value !== typeof fallback) return false;
  const choices: Partial<Record<ThemeKey, readonly string[]>> = {
    layout: LAYOUTS,
    tagsStyle: TAGS_STYLES,
    animation: ANIMATIONS,
    globalComponentSize: COMPONENT_SIZES,
    columnsAsideStyle: COLUMNS_ASIDE_STYLES,
    columnsAsideLayout: COLUMNS_ASIDE_LAYOUTS,
  };
  const options = choices[key];
  if (options) return options.includes(value as string);
  if (key === 'lockScreenTime')
    return (
      Number.isInteger(value) &&
      (value as number) >= LOCK_TIME_RANGE.min &&
      (value as number) <= LOCK_TIME_RANGE.max
    );
  if (key === 'quickLinkNum')
    return Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 50;
  if (COLOUR_KEYS.has(key)) return /^#[0-9a-f]{6}$/i.test(value as string);
  if (typeof value === 'string') return value.length <= TEXT_MAX;
  return true;
}

/** The stored configuration over the defaults; a damaged or hand-edited entry falls back key by key. */
export const parseTheme = (stored: unknown): ThemeConfig => merged(THEME_DEFAULTS, stored);

/** `base` with the valid keys of `change`; an invalid one keeps its value in `base`. */
function merged(base: ThemeConfig, change: unknown): ThemeConfig {
  const out = { ...base } as Record<ThemeKey, unknown>;
  if (change && typeof change === 'object')
    for (const key of Object.keys(THEME_DEFAULTS) as ThemeKey[]) {
      const value = (change as Record<string, unknown>)[key];
      if (value !== undefined && validValue(key, value)) out[key] = value;
    }
  return out as ThemeConfig;
}

let current: ThemeConfig = parseTheme(Local.get(STORAGE_KEY));
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/** Another tab of the console changed the theme: this one follows. */
window.addEventListener('storage', (e) => {
  if (e.key === null || e.key.endsWith(STORAGE_KEY)) {
    current = parseTheme(Local.get(STORAGE_KEY));
    emit();
  }
});

export const getTheme = () => current;
/** Changes some keys; invalid values are refused (the old one stays), the result is stored at once. */
export function setTheme(patch: Partial<ThemeConfig>) {
  current = merged(current, patch);
  Local.set(STORAGE_KEY, current);
  emit();
}
export function resetTheme() {
  current = { ...THEME_DEFAULTS };
  Local.remove(STORAGE_KEY);
  emit();
}
/** The configuration as JSON, for the settings drawer's "copy configuration". */
export const themeJson = () => JSON.stringify(current, null, 2);

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
export const useTheme = (): ThemeConfig => useSyncExternalStore(subscribe, getTheme);

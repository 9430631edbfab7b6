import { beforeEach, describe, expect, it } from 'vitest';
import type { MenuNode } from '@contract/menu';
import {
  parseTheme,
  resetTheme,
  setTheme,
  getTheme,
  THEME_DEFAULTS,
} from '@/features/admin/frame/theme-config';
import { favourites, getTabs, parseTabs, tabsActions } from '@/features/admin/frame/tabs-store';
import { searchMenus } from '@/features/admin/frame/menu-search';
import { menuHref, routeOf, titleFromMap, trailTo } from '@/features/admin/frame/menu-tree';

describe('the console theme', () => {
  beforeEach(() => {
    localStorage.clear();
    resetTheme();
  });

  it("starts from the spec's defaults: classic, lock 30 s, 12 quick links, watermark, tags style five, slide", () => {
    expect(getTheme()).toMatchObject({
      layout: 'classic',
      lockScreenTime: 30,
      quickLinkNum: 12,
      isWartermark: true,
      tagsStyle: 'tags-style-five',
      animation: 'slide-right',
      globalComponentSize: 'default',
      isLockScreen: false,
    });
  });

  it('keeps a stored key only when it is valid, key by key', () => {
    const theme = parseTheme({
      layout: 'columns',
      primary: '#123abc',
      isDark: 'yes',
      lockScreenTime: 1,
      quickLinkNum: 51,
      tagsStyle: 'tags-style-two',
      wartermarkText: 'x'.repeat(61),
      footerAuthor: 'Association',
      unknown: 1,
    });
    expect(theme.layout).toBe('columns');
    expect(theme.primary).toBe('#123abc');
    expect(theme.footerAuthor).toBe('Association');
    expect(theme.isDark).toBe(THEME_DEFAULTS.isDark);
    expect(theme.lockScreenTime).toBe(30);
    expect(theme.quickLinkNum).toBe(12);
    expect(theme.tagsStyle).toBe('tags-style-five');
    expect(theme.wartermarkText).toBe('');
    expect(theme).not.toHaveProperty('unknown');
    expect(parseTheme('damaged')).toEqual(THEME_DEFAULTS);
  });

  it('the lock time applies from 2 s (the spec: above 1) up to a day', () => {
    expect(parseTheme({ lockScreenTime: 2 }).lockScreenTime).toBe(2);
    expect(parseTheme({ lockScreenTime: 1 }).lockScreenTime).toBe(30);
    expect(parseTheme({ lockScreenTime: 86_400 }).lockScreenTime).toBe(86_400);
    expect(parseTheme({ lockScreenTime: 86_401 }).lockScreenTime).toBe(30);
    expect(parseTheme({ lockScreenTime: 2.5 }).lockScreenTime).toBe(30);
  });

  it('a change is stored under the product prefix and survives a reload; reset forgets it', () => {
    setTheme({ layout: 'transverse', isGrayscale: true });
    expect(JSON.parse(localStorage.getItem('peixun:themeConfig') ?? '{}')).toMatchObject({
      layout: 'transverse',
      isGrayscale: true,
    });
    setTheme({ layout: 'sideways' as never });
    expect(getTheme().layout).toBe('transverse');
    resetTheme();
    expect(localStorage.getItem('peixun:themeConfig')).toBeNull();
    expect(getTheme()).toEqual(THEME_DEFAULTS);
  });
});

describe('the tabs of open pages', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    tabsActions.closeAll();
  });

  it('always start with the console home, and keep only console paths from storage', () => {
    expect(parseTabs(null).map((t) => t.path)).toEqual(['/admin']);
    const tabs = parseTabs([
      { path: '/admin/system/user', href: '/admin/system/user?current=2' },
      { path: '/admin/system/user', href: '/admin/system/user' },
      { path: 'https://evil.example', href: 'https://evil.example' },
      { path: '/admin/log', href: '//evil.example' },
      { path: '/admin', href: '/admin' },
      'nonsense',
    ]);
    expect(tabs.map((t) => [t.path, t.href])).toEqual([
      ['/admin', '/admin'],
      ['/admin/system/user', '/admin/system/user?current=2'],
      ['/admin/log', '/admin/log'],
    ]);
  });

  it('a visit adds a tab or updates its address; close goes to the neighbour; close others keeps home', () => {
    tabsActions.visit('/admin/system/user', '/admin/system/user');
    tabsActions.visit('/admin/log', '/admin/log');
    tabsActions.visit('/admin/system/post', '/admin/system/post');
    tabsActions.visit('/admin/system/user', '/admin/system/user?username=adm');
    expect(getTabs().map((t) => t.href)).toEqual([
      '/admin',
      '/admin/system/user?username=adm',
      '/admin/log',
      '/admin/system/post',
    ]);
    expect(JSON.parse(sessionStorage.getItem('tagsViewList') ?? '[]')).toHaveLength(4);
    expect(tabsActions.close('/admin/log')?.path).toBe('/admin/system/post');
    expect(tabsActions.close('/admin/system/post')?.path).toBe('/admin/system/user');
    expect(tabsActions.close('/admin')).toBeUndefined();
    tabsActions.visit('/admin/log', '/admin/log');
    tabsActions.closeOthers('/admin/log');
    expect(getTabs().map((t) => t.path)).toEqual(['/admin', '/admin/log']);
  });

  it('move keeps home first; renew rebuilds one tab only', () => {
    for (const p of ['/admin/a', '/admin/b', '/admin/c']) tabsActions.visit(p, p);
    tabsActions.move('/admin/c', 0);
    expect(getTabs().map((t) => t.path)).toEqual(['/admin', '/admin/c', '/admin/a', '/admin/b']);
    tabsActions.move('/admin', 3);
    expect(getTabs()[0]?.path).toBe('/admin');
    tabsActions.renew('/admin/a');
    expect(getTabs().map((t) => t.generation)).toEqual([0, 0, 1, 0]);
  });

  it('favourites are limited by the quick-link count', () => {
    expect(favourites.toggle('/admin/a', 2)).toBe('added');
    expect(favourites.toggle('/admin/b', 2)).toBe('added');
    expect(favourites.toggle('/admin/c', 2)).toBe('full');
    expect(favourites.toggle('/admin/a', 2)).toBe('removed');
    expect(favourites.list()).toEqual(['/admin/b']);
  });
});

const node = (id: string, title: string, titleEn: string, path: string, children?: MenuNode[]): MenuNode => ({
  id,
  parentId: '-1',
  name: title,
  path,
  permission: null,
  menuType: '0',
  sortOrder: 0,
  meta: {
    title,
    titleEn,
    icon: null,
    isHide: false,
    isKeepAlive: false,
    isLink: null,
    isIframe: false,
    isAffix: false,
  },
  children,
});
const tree = [
  node('1', '系统管理', 'System', '/admin/system', [
    node('2', '用户管理', 'Users', '/admin/system/user/index'),
    node('3', '日志管理', 'Logs', '/admin/log/index'),
  ]),
  node('4', '培训管理', 'Training', '/admin/edu', [node('5', '课程管理', 'Courses', '/admin/edu/course')]),
];

describe('menu search', () => {
  it('finds a page by a Chinese or an English word, or by its branch, in the reader’s language', () => {
    expect(searchMenus(tree, '日志', 'zh-cn').map((f) => f.label)).toEqual(['系统管理 / 日志管理']);
    expect(searchMenus(tree, 'USERS', 'zh-cn').map((f) => f.label)).toEqual(['系统管理 / 用户管理']);
    expect(searchMenus(tree, 'system', 'en').map((f) => f.label)).toEqual([
      'System / Users',
      'System / Logs',
    ]);
    expect(searchMenus(tree, 'training course', 'en').map((f) => f.node.id)).toEqual(['5']);
    expect(searchMenus(tree, 'nothing', 'en')).toEqual([]);
  });

  it('a page opens at its route; the trail names the branches above it', () => {
    expect(menuHref(tree[0]!.children![0]!)).toBe('/admin/system/user');
    expect(trailTo(tree, '/admin/log').map((n) => n.id)).toEqual(['1', '3']);
    expect(trailTo(tree, '/admin/unknown')).toEqual([]);
  });
});

describe('a menu title written as a JSON map', () => {
  const map = JSON.stringify({ 'zh-cn': '用户', en: 'Users', 'zh-tw': '用戶' });
  it("reads the reader's language, else zh-cn's, else any, else the text as it is", () => {
    expect(titleFromMap(map, 'en')).toBe('Users');
    expect(titleFromMap(map, 'zh-cn')).toBe('用户');
    expect(titleFromMap(JSON.stringify({ 'zh-tw': '用戶' }), 'en')).toBe('用戶');
    expect(titleFromMap(JSON.stringify({ 'zh-cn': '', en: 5 }), 'en')).toBe('{"zh-cn":"","en":5}');
    expect(titleFromMap('{not json', 'en')).toBe('{not json');
    expect(titleFromMap('用户管理', 'en')).toBe('用户管理');
  });
});

describe('where a menu path opens', () => {
  it("pig's view paths open our route without /index; pig's message view opens our notices page", () => {
    expect(routeOf('/admin/system/user/index')).toBe('/admin/system/user');
    expect(routeOf('/admin/log/index')).toBe('/admin/log');
    expect(routeOf('/tools/message/index')).toBe('/admin/message');
    expect(routeOf('/admin/edu/course')).toBe('/admin/edu/course');
  });
});

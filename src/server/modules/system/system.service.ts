import type { I18nInfo, MenuNode, SiteConfig } from '@contract/auth';
import type { Db } from '../../db/client';
import { menusOf } from '../user/user.repo';
import { i18nRows, siteParams } from './system.repo';

/** pig's listMap(): one single-key object per message and language. */
export async function i18nInfo(db: Db): Promise<I18nInfo> {
  const rows = await i18nRows(db);
  return { 'zh-cn': rows.map((r) => ({ [r.name]: r.zhCn })), en: rows.map((r) => ({ [r.name]: r.en })) };
}

const CAPTCHA = ['none', 'clickWord', 'blockPuzzle', 'math'] as const;

export async function siteConfig(db: Db, tenantId: number): Promise<SiteConfig> {
  const p = Object.fromEntries((await siteParams(db, tenantId)).map((r) => [r.publicKey, r.publicValue]));
  const flag = (k: string) => p[k] === 'true';
  const captcha = CAPTCHA.find((c) => c === p.captchaType) ?? 'none';
  return {
    title: p.title ?? '',
    titleEn: p.titleEn ?? p.title ?? '',
    footer: p.footer ?? '',
    logo: p.logo ?? null,
    captchaType: captcha,
    smsLoginEnable: flag('smsLoginEnable'),
    socialLoginEnable: flag('socialLoginEnable'),
    registerEnable: flag('registerEnable'),
    i18nEnable: flag('i18nEnable'),
    antiDebugEnable: flag('antiDebugEnable'),
    notice: p.notice ?? '',
    noticeEn: p.noticeEn ?? '',
    hotline: p.hotline ?? '',
  };
}

/** The caller's menu tree (menus and top menus, never buttons), children ordered by sort_order. */
export async function menuTree(db: Db, userId: number, type?: string): Promise<MenuNode[]> {
  const rows = await menusOf(db, userId, type === 'top' ? ['2'] : ['0', '2']);
  const nodes = new Map<number, MenuNode>();
  for (const m of rows) {
    nodes.set(m.menuId, {
      id: String(m.menuId),
      parentId: String(m.parentId),
      name: m.name,
      path: m.path ?? '',
      permission: m.permission,
      menuType: m.menuType === '2' ? '2' : '0',
      sortOrder: m.sortOrder,
      meta: { title: m.name, titleEn: m.nameEn, icon: m.icon, isHide: m.visible !== '1', isKeepAlive: m.keepAlive === '1', isLink: null, isIframe: m.embedded === '1', isAffix: false },
      children: [],
    });
  }
  const roots: MenuNode[] = [];
  for (const node of nodes.values()) {
    const parent = nodes.get(Number(node.parentId));
    (parent ? parent.children : roots).push(node);
  }
  const sort = (list: MenuNode[]) => {
    list.sort((a, b) => a.sortOrder - b.sortOrder || Number(a.id) - Number(b.id));
    list.forEach((n) => sort(n.children));
    return list;
  };
  return sort(roots);
}

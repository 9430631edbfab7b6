import { createHash, randomBytes } from 'node:crypto';
import { LOGIN_ERROR_TIMES } from '@contract/constants';
import type { DictItem } from '@contract/dict';
import type { I18nInfo } from '@contract/i18n';
import { externalLinkOf, type MenuNode } from '@contract/menu';
import type { SiteConfig } from '@contract/param';
import type { SystemConfig } from '@contract/system';
import type { TenantSummary } from '@contract/tenant';
import type { Database, Db } from '../../db/client';
import type { Bus } from '../../lib/bus';
import { busCache } from '../../lib/cache';
import { signInRequired } from '../../lib/domain-error';
import { menusOf } from '../user';
import { createUrlSigner, type UrlSigner } from '../../lib/signed-urls';
import {
  dictItems,
  i18nRows,
  paramValue,
  pingDatabase,
  secretOf,
  siteParams,
  tenantById,
  validTenants,
} from './system.repo';

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
    footerEn: p.footerEn ?? '',
    logo: p.logo ?? null,
    captchaType: captcha,
    smsLoginEnable: flag('smsLoginEnable'),
    socialLoginEnable: flag('socialLoginEnable'),
    registerEnable: flag('registerEnable'),
    i18nEnable: flag('i18nEnable'),
    antiDebugEnable: flag('antiDebugEnable'),
    antiDebugMd5:
      flag('antiDebugEnable') && p.antiDebugKey
        ? createHash('md5').update(p.antiDebugKey).digest('hex')
        : null,
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
      meta: {
        title: m.name,
        titleEn: m.nameEn,
        icon: m.icon,
        isHide: m.visible !== '1',
        isKeepAlive: m.keepAlive === '1',
        isLink: externalLinkOf(m.path),
        isIframe: m.embedded === '1',
        isAffix: false,
      },
    });
  }
  const roots: MenuNode[] = [];
  for (const node of nodes.values()) {
    const parent = nodes.get(Number(node.parentId));
    if (parent) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  const sort = (list: MenuNode[]) => {
    list.sort((a, b) => a.sortOrder - b.sortOrder || Number(a.id) - Number(b.id));
    list.forEach((n) => n.children && sort(n.children));
    return list;
  };
  return sort(roots);
}

/** Dictionaries the portal shows before anyone logs in (course categories on the home page). */
const PUBLIC_DICTS = ['course_category', 'enrolment_status', 'checkin_method'];

/** A dictionary's items; the portal's public ones for anyone, the rest for signed-in users. */
export async function dictionary(
  db: Db,
  tenantId: number,
  type: string,
  signedIn: boolean,
): Promise<DictItem[]> {
  if (!signedIn && !PUBLIC_DICTS.includes(type)) throw signInRequired();
  return (await dictItems(db, tenantId, type)).map((r) => ({
    id: String(r.id),
    dictId: String(r.dictId),
    dictType: r.dictType,
    value: r.itemValue,
    label: r.label,
    labelEn: r.labelEn,
    description: r.description,
    sortOrder: r.sortOrder,
  }));
}

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;
/** Anyone may ask whether the server is up; which database it runs on is told to this machine only. */
export const health = (database: Database['kind'], callerIp: string) => ({
  status: 'ok' as const,
  ...(LOOPBACK.test(callerIp) ? { db: database } : {}),
});

/** How long the readiness check waits for the database before it says the process cannot serve. */
const READY_WITHIN_MS = 1000;

/** Whether the database answers a trivial statement within READY_WITHIN_MS. */
export async function databaseAnswers(db: Db): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), READY_WITHIN_MS)));
  try {
    return await Promise.race([pingDatabase(db).then(() => true), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** The tenants the login page offers: enabled and within their validity dates. */
export const tenantList = async (db: Db): Promise<TenantSummary[]> =>
  (await validTenants(db, new Date())).map((r) => ({ id: String(r.id), name: r.name, code: r.code }));

export const systemConfig = async (db: Db, tenantId: number): Promise<SystemConfig> => ({
  i18n: await i18nInfo(db),
  site: await siteConfig(db, tenantId),
});

/**
 * Whether a tenant may be used (enabled, within its dates), kept per process and forgotten in every process when
 * a tenant is edited (`tenants-changed`): its users' next request answers 426. The minute is a safety net for
 * the moment its end date passes by itself and for writes that bypass the server.
 */
export function tenantValidity(bus: Pick<Bus, 'on' | 'listening'>, db: () => Db) {
  const cache = busCache<{ start: number; end: number } | null>(bus, ['tenants-changed'], {
    ttlMs: 60_000,
    max: 10_000,
  });
  return async (id: number): Promise<boolean> => {
    const window = await cache.get(String(id), async () => {
      const row = await tenantById(db(), id);
      return row && row.status === '0'
        ? { start: row.startTime.getTime(), end: row.endTime.getTime() }
        : null;
    });
    const now = Date.now();
    return !!window && window.start < now && now < window.end;
  };
}

/** The signer of file URLs, keyed by a secret kept in the database (so every process signs alike). */
export const urlSigner = async (db: Db): Promise<UrlSigner> =>
  createUrlSigner(await secretOf(db, 'url_signing', () => randomBytes(32).toString('base64url')));

/** The tenant's PASSWORD_EXPIRE_DAYS parameter (pig's name): days a password lasts; 0 or unset, for ever. */
export async function passwordExpireDays(db: Db, tenantId: number): Promise<number> {
  const value = await paramValue(db, tenantId, 'PASSWORD_EXPIRE_DAYS');
  const days = Number(value);
  return Number.isInteger(days) && days > 0 ? days : 0;
}

/**
 * The tenant's LOGIN_ERROR_TIMES parameter (pig's name, pig's 网站配置 page): failed logins within the hour that
 * lock a source out of an account; 0 turns the lockout off (the slow-down after a few failures stays). Unset or
 * unreadable: the platform's default.
 */
export async function loginErrorTimes(db: Db, tenantId: number): Promise<number> {
  const value = await paramValue(db, tenantId, 'LOGIN_ERROR_TIMES');
  const times = Number(value);
  return value !== undefined && Number.isInteger(times) && times >= 0 ? times : LOGIN_ERROR_TIMES;
}

/** Whether the site takes registrations (site config `registerEnable`). */
export const registerEnabled = async (db: Db, tenantId: number) =>
  (await paramValue(db, tenantId, 'registerEnable')) === 'true';

/** The user agreement shown at /Agreement and linked from registration (site parameters, both languages). */
export async function agreement(db: Db, tenantId: number) {
  const [text, textEn] = await Promise.all([
    paramValue(db, tenantId, 'agreement'),
    paramValue(db, tenantId, 'agreementEn'),
  ]);
  return { text: text ?? '', textEn: textEn || text || '' };
}

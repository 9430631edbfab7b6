import type { SiteConfigForm, SiteConfigUpdate } from '@contract/param';
import { SITE_CONFIG_FLAGS, SITE_CONFIG_TEXTS } from '@contract/param';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import * as repo from './param.repo';

/**
 * pig's site settings form (its 网站配置 page) over the site parameters: each field is the parameter of the same
 * key (pig keeps them as SITE_* keys; ours are the keys the portal already reads). A field the tenant has no
 * parameter for yet is made when first saved, named as below (param_type '2' text, '4' security, '0' other).
 */
const NAMES: Record<string, [name: string, type: string]> = {
  logo: ['网站 Logo', '2'],
  privacyTip: ['隐私提示', '2'],
  clarityId: ['Microsoft Clarity ID', '0'],
  passwordRule: ['密码规则', '4'],
  antiDebugKey: ['调试口令', '4'],
  forceResetPwd: ['强制修改初始密码', '4'],
  forceLogout: ['强制下线', '4'],
  resetPassword: ['找回密码', '4'],
  darkModeEnable: ['暗色模式', '0'],
};
const TEXT_KEYS = Object.keys(SITE_CONFIG_TEXTS) as (keyof typeof SITE_CONFIG_TEXTS)[];
const KEYS = [...TEXT_KEYS, ...SITE_CONFIG_FLAGS, 'captchaType'];
const CAPTCHAS = ['none', 'clickWord', 'blockPuzzle', 'math'] as const;

/** The form as the parameters say now (a disabled parameter reads as unset). */
export async function siteConfigForm(db: Db, tenantId: number): Promise<SiteConfigForm> {
  const rows = await repo.byKeys(db, tenantId, KEYS);
  const value = new Map(rows.filter((r) => r.status === '0').map((r) => [r.publicKey, r.publicValue]));
  const form = {
    ...Object.fromEntries(TEXT_KEYS.map((k) => [k, value.get(k) ?? ''])),
    ...Object.fromEntries(SITE_CONFIG_FLAGS.map((k) => [k, value.get(k) === 'true'])),
    captchaType: CAPTCHAS.find((c) => c === value.get('captchaType')) ?? 'none',
  };
  return form as SiteConfigForm;
}

/** Saves the fields the change names, all in one transaction; a field left out or null stays as it is. */
export async function saveSiteConfig(db: Db, actor: Actor, change: SiteConfigUpdate) {
  const values = Object.entries(change).flatMap(([key, v]) =>
    v === null || v === undefined
      ? []
      : [{ key, value: String(v), name: NAMES[key]?.[0] ?? key, type: NAMES[key]?.[1] ?? '2' }],
  );
  if (values.length) await repo.setValues(db, actor.tenantId, values, actor.username);
  return null;
}

import { DEFAULT_TENANT_ID } from '@contract/constants';
import type { I18nEntry, I18nFilter, I18nInput, I18nSortField, I18nUpdate } from '@contract/i18n';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { DomainError, forbidden, found, isUniqueViolation } from '../../lib/domain-error';
import { formatTime, page } from '../../lib/wire';
import * as repo from './i18n.repo';

/**
 * The translations are one table for the whole platform (pig's sys_i18n is global too): only the platform's own
 * tenant administers them, whatever permissions another tenant's roles were given.
 */
const PLATFORM_TENANT = Number(DEFAULT_TENANT_ID);
export function platformOnly(actor: Actor) {
  if (actor.tenantId !== PLATFORM_TENANT) throw forbidden();
}

const view = (r: repo.I18nRow): I18nEntry => ({
  id: String(r.id),
  name: r.name,
  zhCn: r.zhCn,
  en: r.en,
  createTime: formatTime(r.createTime),
  updateTime: formatTime(r.updateTime),
});

export async function entryPage(
  db: Db,
  actor: Actor,
  q: I18nFilter & { current: number; size: number; ascs?: I18nSortField[]; descs?: I18nSortField[] },
) {
  platformOnly(actor);
  const { rows, total } = await repo.pageOf(db, { ...q, sort: { ascs: q.ascs, descs: q.descs } });
  return page(rows.map(view), total, q.current, q.size);
}

export async function details(db: Db, actor: Actor, id: number) {
  platformOnly(actor);
  return view(found(await repo.byId(db, id), 'i18nNotFound'));
}

/** pig's uniqueness checks: the entry with that key (or Chinese, or English text), or null. */
export async function matching(db: Db, actor: Actor, q: { name?: string; zhCn?: string; en?: string }) {
  platformOnly(actor);
  if (q.name === undefined && q.zhCn === undefined && q.en === undefined) return null;
  const row = await repo.matchingExactly(db, q);
  return row ? view(row) : null;
}

const keyTaken = (key: string) => new DomainError('i18nKeyTaken', { key });

export async function create(db: Db, actor: Actor, body: I18nInput) {
  platformOnly(actor);
  const row = await repo.insert(db, { ...body, createBy: actor.username });
  if (!row) throw keyTaken(body.name);
  return view(row);
}

export async function update(db: Db, actor: Actor, body: I18nUpdate) {
  platformOnly(actor);
  try {
    const row = await repo.update(db, Number(body.id), {
      name: body.name,
      zhCn: body.zhCn,
      en: body.en,
      updateBy: actor.username,
    });
    return view(found(row, 'i18nNotFound'));
  } catch (err) {
    if (isUniqueViolation(err)) throw keyTaken(body.name ?? '');
    throw err;
  }
}

export async function remove(db: Db, actor: Actor, ids: number[]) {
  platformOnly(actor);
  if ((await repo.remove(db, ids)) === 0) throw new DomainError('i18nNotFound', {}, 404);
  return true as const;
}

export async function exportRows(db: Db, actor: Actor, f: I18nFilter, ids?: string[]) {
  platformOnly(actor);
  return repo.allOf(db, f, ids?.map(Number));
}

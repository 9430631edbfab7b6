import type {
  Dict,
  DictBody,
  DictItemAdmin,
  DictItemBody,
  DictItemUpdateBody,
  DictUpdateBody,
} from '@contract/dict';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { DomainError, found, isUniqueViolation } from '../../lib/domain-error';
import { formatTime, page } from '../../lib/wire';
import * as repo from './dict.repo';

/** The dictionary the portal's course categories come from; an item a course uses keeps its value. */
const COURSE_CATEGORY = 'course_category';

const dictView = (r: repo.DictRow): Dict => ({
  id: String(r.id),
  dictType: r.dictType,
  description: r.description,
  remarks: r.remarks,
  systemFlag: r.systemFlag === '1' ? '1' : '0',
  createTime: formatTime(r.createTime),
  updateTime: formatTime(r.updateTime),
});

export const itemView = (r: repo.ItemRow): DictItemAdmin => ({
  id: String(r.id),
  dictId: String(r.dictId),
  dictType: r.dictType,
  value: r.itemValue,
  label: r.label,
  labelEn: r.labelEn,
  description: r.description,
  listClass: r.listClass,
  remarks: r.remarks,
  sortOrder: r.sortOrder,
  createTime: formatTime(r.createTime),
  updateTime: formatTime(r.updateTime),
});

type DictQuery = {
  dictType?: string;
  description?: string;
  systemFlag?: string;
  current: number;
  size: number;
};
export async function dictPage(db: Db, tenantId: number, q: DictQuery) {
  const { rows, total } = await repo.dictPage(db, tenantId, q);
  return page(rows.map(dictView), total, q.current, q.size);
}

export const dictList = async (db: Db, tenantId: number, name?: string) =>
  (await repo.dictList(db, tenantId, name)).map(dictView);

export const dictDetails = async (db: Db, tenantId: number, id: number) =>
  dictView(found(await repo.dictById(db, tenantId, id), 'dictNotFound'));

/** pig's uniqueness check: the dictionary of that type, or null. */
export async function dictOfType(db: Db, tenantId: number, type: string) {
  const row = await repo.dictByType(db, tenantId, type);
  return row ? dictView(row) : null;
}

const typeTaken = (type: string) => new DomainError('dictTypeTaken', { type });

export async function createDict(db: Db, actor: Actor, body: DictBody) {
  try {
    const row = await repo.insertDict(db, {
      tenantId: actor.tenantId,
      dictType: body.dictType,
      description: body.description,
      remarks: body.remarks,
      systemFlag: '0',
      createBy: actor.username,
    });
    return dictView(found(row, 'dictNotFound'));
  } catch (err) {
    if (isUniqueViolation(err)) throw typeTaken(body.dictType);
    throw err;
  }
}

/** A built-in dictionary keeps its type (pages ask for it by that name); anything else may change. */
export async function updateDict(db: Db, actor: Actor, body: DictUpdateBody) {
  const id = Number(body.id);
  const current = found(await repo.dictById(db, actor.tenantId, id), 'dictNotFound');
  const type = body.dictType?.trim();
  const retyped = type !== undefined && type !== current.dictType;
  if (retyped && current.systemFlag === '1') throw new DomainError('dictSystemType');
  try {
    const row = await repo.updateDict(db, actor.tenantId, id, {
      dictType: retyped ? type : undefined,
      description: body.description?.trim(),
      remarks: body.remarks === undefined ? undefined : body.remarks?.trim() || null,
      updateBy: actor.username,
    });
    return dictView(found(row, 'dictNotFound'));
  } catch (err) {
    if (isUniqueViolation(err)) throw typeTaken(type ?? current.dictType);
    throw err;
  }
}

/** pig's DELETE with an id array: all or nothing; a built-in dictionary is never deleted. */
export async function removeDicts(db: Db, actor: Actor, ids: number[]) {
  const rows = await repo.dictsByIds(db, actor.tenantId, ids);
  const builtIn = rows.find((r) => r.systemFlag === '1');
  if (builtIn) throw new DomainError('dictSystem', { type: builtIn.dictType });
  if (rows.length === 0) throw new DomainError('dictNotFound', {}, 404);
  await repo.removeDicts(
    db,
    actor.tenantId,
    rows.map((r) => r.id),
  );
  return true as const;
}

type ItemQuery = { dictId?: string; dictType?: string; label?: string; current: number; size: number };
export async function itemPage(db: Db, tenantId: number, q: ItemQuery) {
  const { rows, total } = await repo.itemPage(db, tenantId, {
    ...q,
    dictId: q.dictId ? Number(q.dictId) : undefined,
  });
  return page(rows.map(itemView), total, q.current, q.size);
}

export const itemDetails = async (db: Db, tenantId: number, id: number) =>
  itemView(found(await repo.itemById(db, tenantId, id), 'dictItemNotFound'));

/** pig's item uniqueness check: the item with that label (or value) in the dictionary, or null. */
export async function itemMatching(
  db: Db,
  tenantId: number,
  q: { dictId?: string; dictType?: string; label?: string; value?: string },
) {
  if (!q.dictId && !q.dictType) return null;
  const row = await repo.itemMatching(db, tenantId, {
    ...q,
    dictId: q.dictId ? Number(q.dictId) : undefined,
  });
  return row ? itemView(row) : null;
}

/** A course category that courses use keeps its value: they would lose their category. */
async function assertUnused(db: Db, tenantId: number, item: repo.ItemRow) {
  if (item.dictType !== COURSE_CATEGORY) return;
  const { titles, total } = await repo.coursesInCategory(db, tenantId, item.itemValue);
  if (total > 0)
    throw new DomainError('dictItemInUse', {
      value: item.itemValue,
      n: String(total),
      titles: titles.join(', ') + (total > titles.length ? ' …' : ''),
    });
}

const valueTaken = (value: string) => new DomainError('dictItemValueTaken', { value });

export async function createItem(db: Db, actor: Actor, body: DictItemBody) {
  const dict = found(await repo.dictById(db, actor.tenantId, Number(body.dictId)), 'dictNotFound');
  if (await repo.itemMatching(db, actor.tenantId, { dictId: dict.id, value: body.value }))
    throw valueTaken(body.value);
  try {
    const row = await repo.insertItem(db, {
      tenantId: actor.tenantId,
      dictId: dict.id,
      dictType: dict.dictType,
      itemValue: body.value,
      label: body.label,
      labelEn: body.labelEn,
      description: body.description,
      listClass: body.listClass || null,
      remarks: body.remarks,
      sortOrder: body.sortOrder ?? (await repo.nextSortOrder(db, actor.tenantId, dict.id)),
      createBy: actor.username,
    });
    return itemView(found(row, 'dictItemNotFound'));
  } catch (err) {
    if (isUniqueViolation(err)) throw valueTaken(body.value);
    throw err;
  }
}

const trimmed = (v: string | null | undefined) => (v === undefined ? undefined : v?.trim() || null);

export async function updateItem(db: Db, actor: Actor, body: DictItemUpdateBody) {
  const current = found(await repo.itemById(db, actor.tenantId, Number(body.id)), 'dictItemNotFound');
  const value = body.value?.trim();
  const revalued = value !== undefined && value !== current.itemValue;
  if (revalued) await assertUnused(db, actor.tenantId, current);
  try {
    const row = await repo.updateItem(db, actor.tenantId, current.id, {
      itemValue: revalued ? value : undefined,
      label: body.label?.trim() || undefined,
      labelEn: trimmed(body.labelEn),
      description: trimmed(body.description),
      listClass: body.listClass === undefined ? undefined : body.listClass || null,
      remarks: trimmed(body.remarks),
      sortOrder: body.sortOrder,
      updateBy: actor.username,
    });
    return itemView(found(row, 'dictItemNotFound'));
  } catch (err) {
    if (isUniqueViolation(err)) throw valueTaken(value ?? current.itemValue);
    throw err;
  }
}

export async function removeItem(db: Db, actor: Actor, id: number) {
  const item = found(await repo.itemById(db, actor.tenantId, id), 'dictItemNotFound');
  await assertUnused(db, actor.tenantId, item);
  await repo.removeItem(db, actor.tenantId, item.id);
  return true as const;
}

/**
 * pig's sort: `itemIds` are the items of the page shown, in their new order; they go back as one block where
 * the first of them stood, the other items keep their places around it, and the whole dictionary is numbered
 * 0, 1, 2… again. An id named twice, or not of this dictionary, changes nothing.
 */
export async function sortItems(db: Db, actor: Actor, body: { dictId: string; itemIds: string[] }) {
  const dict = found(await repo.dictById(db, actor.tenantId, Number(body.dictId)), 'dictNotFound');
  const ids = body.itemIds.map(Number);
  if (new Set(ids).size !== ids.length) throw new DomainError('dictSortDuplicate');
  const result = await repo.reorder(db, actor.tenantId, dict.id, (items) => {
    const index = new Map(items.map((item, i) => [item.id, i]));
    if (!ids.every((id) => index.has(id))) return 'scope' as const;
    const at = Math.min(...ids.map((id) => index.get(id) as number));
    const moved = new Set(ids);
    const rest = items.map((i) => i.id).filter((id) => !moved.has(id));
    return [...rest.slice(0, at), ...ids, ...rest.slice(at)];
  });
  if (!Array.isArray(result)) throw new DomainError('dictSortScope');
  return true as const;
}

export const exportItems = (db: Db, tenantId: number, q: { dictId?: string; dictType?: string }) =>
  repo.itemsOf(db, tenantId, { dictId: q.dictId ? Number(q.dictId) : undefined, dictType: q.dictType });

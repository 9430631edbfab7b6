import type { Dept, DeptInput, DeptUpdate } from '@contract/dept';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { DomainError, found } from '../../lib/domain-error';
import { formatTime } from '../../lib/wire';
import * as repo from './dept.repo';
import { buildTree, descendantIds, nodeOf } from './tree.rules';

/** pig's SysDept on the wire. */
export const deptView = (r: repo.DeptRow): Dept => ({
  deptId: String(r.deptId),
  name: r.name,
  parentId: String(r.parentId),
  sortOrder: r.sortOrder,
  createTime: formatTime(r.createTime),
  updateTime: formatTime(r.updateTime),
});

/**
 * pig's /dept/tree: the tree below `parentId` (0, the top, by default); with `deptName`, the matching
 * departments as a flat list, as pig answers a search.
 */
export async function deptTree(db: Db, tenantId: number, q: { deptName?: string; parentId?: string }) {
  if (q.deptName) return (await repo.named(db, tenantId, q.deptName)).map(nodeOf);
  return buildTree(await repo.all(db, tenantId), q.parentId ? Number(q.parentId) : 0);
}

export const details = async (db: Db, tenantId: number, id: number) =>
  deptView(found(await repo.byId(db, tenantId, id), 'deptNotFound'));

/** pig's getDescendantList: the department and every one below it. */
export async function descendants(db: Db, tenantId: number, id: number) {
  const rows = await repo.all(db, tenantId);
  found(
    rows.find((r) => r.deptId === id),
    'deptNotFound',
  );
  const ids = new Set(descendantIds(rows, id));
  return rows.filter((r) => ids.has(r.deptId)).map(deptView);
}

async function checkPlace(db: Db, tenantId: number, parentId: number, name: string, self?: number) {
  const rows = await repo.all(db, tenantId);
  if (parentId !== 0 && !rows.some((r) => r.deptId === parentId)) throw new DomainError('deptParentUnknown');
  if (self !== undefined && descendantIds(rows, self).includes(parentId)) throw new DomainError('deptCycle');
  if (rows.some((r) => r.parentId === parentId && r.name === name && r.deptId !== self))
    throw new DomainError('deptNameTaken', { name });
}

export async function create(db: Db, actor: Actor, body: DeptInput) {
  const parentId = Number(body.parentId);
  await checkPlace(db, actor.tenantId, parentId, body.name);
  const row = await repo.insert(db, {
    tenantId: actor.tenantId,
    name: body.name,
    parentId,
    sortOrder: body.sortOrder,
    createBy: actor.username,
  });
  return deptView(found(row, 'deptNotFound'));
}

/** An edit; moving a department under itself or one of its own sub-departments is refused. */
export async function update(db: Db, actor: Actor, body: DeptUpdate) {
  const id = Number(body.deptId);
  const current = found(await repo.byId(db, actor.tenantId, id), 'deptNotFound');
  const parentId = body.parentId === undefined ? current.parentId : Number(body.parentId);
  await checkPlace(db, actor.tenantId, parentId, body.name ?? current.name, id);
  const row = await repo.update(db, actor.tenantId, id, {
    name: body.name,
    parentId,
    sortOrder: body.sortOrder,
    updateBy: actor.username,
  });
  return deptView(found(row, 'deptNotFound'));
}

/**
 * pig deletes a department with everything below it and leaves their users without one. We refuse while it has
 * sub-departments or users (main or extra), naming it: nobody loses a department by surprise
 * (docs/decisions/console.md).
 */
export async function remove(db: Db, actor: Actor, id: number) {
  const rows = await repo.all(db, actor.tenantId);
  const dept = found(
    rows.find((r) => r.deptId === id),
    'deptNotFound',
  );
  if (rows.some((r) => r.parentId === id)) throw new DomainError('deptHasChildren', { name: dept.name });
  if (await repo.hasUsers(db, id)) throw new DomainError('deptHasUsers', { name: dept.name });
  await repo.remove(db, actor.tenantId, id);
  return true as const;
}

import type { DeptNode } from '@contract/dept';
import { formatTime } from '../../lib/wire';
import type { DeptRow } from './dept.repo';

/* Trees of departments, built in memory from the tenant's rows (parent 0: a top department). */

type Linked = Pick<DeptRow, 'deptId' | 'parentId'>;

/** The ids of `id` and every department below it. */
export function descendantIds(rows: readonly Linked[], id: number): number[] {
  const children = new Map<number, number[]>();
  for (const r of rows) children.set(r.parentId, [...(children.get(r.parentId) ?? []), r.deptId]);
  const out: number[] = [];
  const queue = [id];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    if (out.includes(next)) continue;
    out.push(next);
    queue.push(...(children.get(next) ?? []));
  }
  return out;
}

/** `id`'s ancestors and itself, the top first (the org picker's breadcrumb). */
export function pathTo<T extends Linked>(rows: readonly T[], id: number): T[] {
  const byId = new Map(rows.map((r) => [r.deptId, r]));
  const path: T[] = [];
  for (let r = byId.get(id); r && !path.includes(r); r = byId.get(r.parentId)) path.unshift(r);
  return path;
}

export const nodeOf = (r: DeptRow): DeptNode => ({
  id: String(r.deptId),
  deptId: String(r.deptId),
  parentId: String(r.parentId),
  name: r.name,
  weight: r.sortOrder,
  sortOrder: r.sortOrder,
  isLock: false,
  createTime: formatTime(r.createTime),
});

/** pig's tree below `rootId` (rows already sorted); a leaf has no `children`, as hutool's Tree. */
export function buildTree(rows: readonly DeptRow[], rootId: number): DeptNode[] {
  const seen = new Set<number>();
  const below = (parent: number): DeptNode[] =>
    rows
      .filter((r) => r.parentId === parent && r.deptId !== r.parentId && !seen.has(r.deptId))
      .map((r) => {
        seen.add(r.deptId);
        const children = below(r.deptId);
        return children.length ? { ...nodeOf(r), children } : nodeOf(r);
      });
  return below(rootId);
}

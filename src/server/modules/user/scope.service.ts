import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { descendantIds } from '../dept';
import { scopeFacts, tenantDepts, type Scope } from './admin.repo';

/**
 * The caller's data scope (pigx's ds_type on sys_role), the one place the rule lives: which users the users page,
 * details, export, edit, lock and delete reach. The union over the caller's roles:
 * '0' every user of the tenant · '1' the users of the departments listed in ds_scope · '2' of the caller's
 * department and those below it · '3' of the caller's department · '4' only the caller.
 * A user belongs to a department as its main one or one besides it; the caller always reaches itself.
 * A caller without roles reaches only itself.
 */
export async function scopeOf(db: Db, actor: Pick<Actor, 'userId' | 'tenantId'>): Promise<Scope> {
  const { roles, deptId } = await scopeFacts(db, actor.userId);
  if (roles.some((r) => r.dsType === '0')) return { all: true };
  const depts = new Set<number>();
  const needTree = roles.some((r) => r.dsType === '2');
  const rows = needTree ? await tenantDepts(db, actor.tenantId) : [];
  for (const r of roles) {
    if (r.dsType === '1')
      for (const id of (r.dsScope ?? '').split(','))
        if (/^\d{1,15}$/.test(id.trim())) depts.add(Number(id.trim()));
    if (r.dsType === '2' && deptId !== null) for (const id of descendantIds(rows, deptId)) depts.add(id);
    if (r.dsType === '3' && deptId !== null) depts.add(deptId);
  }
  return { all: false, deptIds: [...depts], selfId: actor.userId };
}

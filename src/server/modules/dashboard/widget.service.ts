import type { RoleWidget } from '@contract/dashboard';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { DomainError } from '../../lib/domain-error';
import { formatTime } from '../../lib/wire';
import { rolesByIds } from '../role';
import { roleIdsOf } from '../user';
import * as repo from './widget.repo';

/** pig's role widgets: which widgets a role's home may show, and its default layout. */

const view = (r: repo.RoleWidgetRow): RoleWidget => ({
  id: String(r.id),
  roleId: String(r.roleId),
  widgetKeys: r.widgetKeys,
  layoutConfig: r.layoutConfig,
  createBy: r.createBy,
  updateBy: r.updateBy,
  createTime: formatTime(r.createTime),
  updateTime: formatTime(r.updateTime),
  delFlag: r.delFlag,
});

const keyCount = (keys: string) => keys.split(',').filter(Boolean).length;

/**
 * The caller's home, as pig chooses it: of their roles' configurations, the one with the most widget keys (a
 * person of several roles sees the fullest home); null when none of their roles has one. Two statements: the
 * user's live roles (modules/user), then their widgets.
 */
export async function current(db: Db, actor: Actor): Promise<RoleWidget | null> {
  let best: repo.RoleWidgetRow | null = null;
  const roleIds = await roleIdsOf(db, actor.tenantId, actor.userId);
  for (const widget of await repo.ofRoles(db, actor.tenantId, roleIds))
    if (keyCount(widget.widgetKeys) > 0 && (!best || keyCount(widget.widgetKeys) > keyCount(best.widgetKeys)))
      best = widget;
  return best && view(best);
}

async function roleOf(db: Db, tenantId: number, roleId: number) {
  if (!(await rolesByIds(db, tenantId, [roleId])).length) throw new DomainError('roleNotFound', {}, 404);
}

/** A role's configuration (null when it has none); 404 for a role that is not the tenant's. */
export async function ofRole(db: Db, tenantId: number, roleId: number): Promise<RoleWidget | null> {
  await roleOf(db, tenantId, roleId);
  const row = await repo.byRole(db, tenantId, roleId);
  return row ? view(row) : null;
}

/** Saves a role's configuration (pig's saveOrUpdateByRoleId): true. */
export async function save(
  db: Db,
  actor: Actor,
  body: { roleId: string; widgetKeys: string; layoutConfig?: string | null },
) {
  const roleId = Number(body.roleId);
  await roleOf(db, actor.tenantId, roleId);
  await repo.save(
    db,
    actor.tenantId,
    roleId,
    { widgetKeys: body.widgetKeys, layoutConfig: body.layoutConfig ?? null },
    actor.username,
  );
  return true as const;
}

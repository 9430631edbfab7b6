import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sysRole, sysRoleWidget, sysUserRole } from '../../db/schema';

export type RoleWidgetRow = typeof sysRoleWidget.$inferSelect;

const liveWidget = (tenantId: number) =>
  and(eq(sysRoleWidget.tenantId, tenantId), eq(sysRoleWidget.delFlag, '0'));

/** Whether the role is a live role of the tenant. */
export async function isRoleOf(db: Db, tenantId: number, roleId: number) {
  const [row] = await db
    .select({ id: sysRole.roleId })
    .from(sysRole)
    .where(and(eq(sysRole.tenantId, tenantId), eq(sysRole.roleId, roleId), eq(sysRole.delFlag, '0')));
  return !!row;
}

export async function byRole(db: Db, tenantId: number, roleId: number) {
  const [row] = await db
    .select()
    .from(sysRoleWidget)
    .where(and(liveWidget(tenantId), eq(sysRoleWidget.roleId, roleId)));
  return row;
}

/** The widget rows of the user's live roles in the tenant (one statement). */
export async function ofUser(db: Db, tenantId: number, userId: number) {
  return db
    .select({ widget: sysRoleWidget })
    .from(sysRoleWidget)
    .innerJoin(sysUserRole, and(eq(sysUserRole.roleId, sysRoleWidget.roleId), eq(sysUserRole.userId, userId)))
    .innerJoin(
      sysRole,
      and(eq(sysRole.roleId, sysRoleWidget.roleId), eq(sysRole.tenantId, tenantId), eq(sysRole.delFlag, '0')),
    )
    .where(liveWidget(tenantId))
    .orderBy(sysRoleWidget.roleId);
}

/** The role's row written, or created: one statement (two saves at once leave one row). */
export async function save(
  db: Db,
  tenantId: number,
  roleId: number,
  set: { widgetKeys: string; layoutConfig: string | null },
  by: string,
) {
  await db
    .insert(sysRoleWidget)
    .values({ tenantId, roleId, ...set, createBy: by, updateBy: by })
    .onConflictDoUpdate({
      target: [sysRoleWidget.tenantId, sysRoleWidget.roleId],
      targetWhere: sql`${sysRoleWidget.delFlag} = '0'`,
      set: { ...set, updateBy: by, updateTime: new Date() },
    });
}

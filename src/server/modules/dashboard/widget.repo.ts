import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sysRoleWidget } from '../../db/schema';

export type RoleWidgetRow = typeof sysRoleWidget.$inferSelect;

const liveWidget = (tenantId: number) =>
  and(eq(sysRoleWidget.tenantId, tenantId), eq(sysRoleWidget.delFlag, '0'));

export async function byRole(db: Db, tenantId: number, roleId: number) {
  const [row] = await db
    .select()
    .from(sysRoleWidget)
    .where(and(liveWidget(tenantId), eq(sysRoleWidget.roleId, roleId)));
  return row;
}

/** The live widget rows of these roles, by role. */
export async function ofRoles(db: Db, tenantId: number, roleIds: number[]) {
  if (!roleIds.length) return [];
  return db
    .select()
    .from(sysRoleWidget)
    .where(and(liveWidget(tenantId), inArray(sysRoleWidget.roleId, roleIds)))
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

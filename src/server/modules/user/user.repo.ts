import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sysMenu, sysRole, sysRoleMenu, sysUser, sysUserRole } from '../../db/schema';

export type UserRow = typeof sysUser.$inferSelect;
export type RoleRow = typeof sysRole.$inferSelect;

export async function findUser(db: Db, tenantId: number, username: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(sysUser)
    .where(and(eq(sysUser.tenantId, tenantId), eq(sysUser.username, username), eq(sysUser.delFlag, '0')));
  return row;
}

export async function userById(db: Db, tenantId: number, userId: number): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(sysUser)
    .where(and(eq(sysUser.tenantId, tenantId), eq(sysUser.userId, userId), eq(sysUser.delFlag, '0')));
  return row;
}

export type RoleSummary = Pick<RoleRow, 'roleId' | 'roleName' | 'roleCode' | 'roleDesc'>;
export type UserDept = { deptId: string; name: string };

/**
 * The user's live departments of its own tenant (pig's deptList): the main one first, then those of sys_user_dept
 * by sort order. A subquery of a statement on sys_user, whose row it names as `sys_user.*` (see userWithAccess).
 */
const deptsOfUser = sql<UserDept[]>`coalesce((
  select json_agg(json_build_object('deptId', d.dept_id::text, 'name', d.name)
                  order by d.dept_id = sys_user.dept_id desc, d.sort_order, d.dept_id)
  from sys_dept d
  where d.tenant_id = sys_user.tenant_id and d.del_flag = '0'
    and (d.dept_id = sys_user.dept_id
         or d.dept_id in (select ud.dept_id from sys_user_dept ud where ud.user_id = sys_user.user_id))), '[]'::json)`;

/** A live user's current (main) department and all its departments; undefined for no such user. */
export async function userDepts(db: Db, tenantId: number, userId: number) {
  const [row] = await db
    .select({ deptId: sysUser.deptId, depts: deptsOfUser })
    .from(sysUser)
    .where(and(eq(sysUser.tenantId, tenantId), eq(sysUser.userId, userId), eq(sysUser.delFlag, '0')));
  return row;
}

/**
 * A user of the tenant with its roles and the permission strings of their menus, in one statement (the user
 * info call: three round trips before, each one a turn of the embedded database's single thread). The outer row
 * is named `sys_user.user_id` in the subqueries on purpose: drizzle writes a lone table's columns unqualified,
 * and a bare "user_id" there would be the subquery's own column (every user would get every role).
 */
export async function userWithAccess(db: Db, tenantId: number, userId: number) {
  const [row] = await db
    .select({
      user: sysUser,
      roles: sql<RoleSummary[]>`coalesce((
        select json_agg(json_build_object('roleId', r.role_id, 'roleName', r.role_name, 'roleCode', r.role_code,
                                          'roleDesc', r.role_desc) order by r.role_id)
        from sys_user_role ur join sys_role r on r.role_id = ur.role_id
        where ur.user_id = sys_user.user_id and r.del_flag = '0'), '[]'::json)`,
      permissions: sql<string[]>`coalesce((
        select json_agg(distinct m.permission)
        from sys_user_role ur
        join sys_role_menu rm on rm.role_id = ur.role_id
        join sys_menu m on m.menu_id = rm.menu_id
        where ur.user_id = sys_user.user_id and m.permission is not null and m.del_flag = '0'), '[]'::json)`,
      depts: deptsOfUser,
    })
    .from(sysUser)
    .where(and(eq(sysUser.tenantId, tenantId), eq(sysUser.userId, userId), eq(sysUser.delFlag, '0')));
  return row;
}

/** The ids of the user's live roles in the tenant, in order. */
export async function roleIdsOf(db: Db, tenantId: number, userId: number): Promise<number[]> {
  const rows = await db
    .select({ roleId: sysUserRole.roleId })
    .from(sysUserRole)
    .innerJoin(
      sysRole,
      and(eq(sysRole.roleId, sysUserRole.roleId), eq(sysRole.tenantId, tenantId), eq(sysRole.delFlag, '0')),
    )
    .where(eq(sysUserRole.userId, userId))
    .orderBy(asc(sysUserRole.roleId));
  return rows.map((r) => r.roleId);
}

export async function menusOf(db: Db, userId: number, types: string[]) {
  return db
    .selectDistinct({ menu: sysMenu })
    .from(sysUserRole)
    .innerJoin(sysRoleMenu, eq(sysRoleMenu.roleId, sysUserRole.roleId))
    .innerJoin(sysMenu, eq(sysMenu.menuId, sysRoleMenu.menuId))
    .where(and(eq(sysUserRole.userId, userId), inArray(sysMenu.menuType, types), eq(sysMenu.delFlag, '0')))
    .then((rows) => rows.map((r) => r.menu));
}

export async function tenantRoles(db: Db, tenantId: number): Promise<RoleRow[]> {
  return db
    .select()
    .from(sysRole)
    .where(and(eq(sysRole.tenantId, tenantId), eq(sysRole.delFlag, '0')))
    .orderBy(asc(sysRole.roleId));
}

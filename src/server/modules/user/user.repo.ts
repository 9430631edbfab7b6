import { and, asc, count, eq, ilike, inArray, isNotNull } from 'drizzle-orm';
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

export async function rolesOf(db: Db, userId: number): Promise<RoleRow[]> {
  return db
    .select({ role: sysRole })
    .from(sysUserRole)
    .innerJoin(sysRole, eq(sysRole.roleId, sysUserRole.roleId))
    .where(and(eq(sysUserRole.userId, userId), eq(sysRole.delFlag, '0')))
    .then((rows) => rows.map((r) => r.role));
}

/** The union of the permission strings of the user's roles' menus (pig: duplicates kept; we remove them). */
export async function permissionsOf(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ permission: sysMenu.permission })
    .from(sysUserRole)
    .innerJoin(sysRoleMenu, eq(sysRoleMenu.roleId, sysUserRole.roleId))
    .innerJoin(sysMenu, eq(sysMenu.menuId, sysRoleMenu.menuId))
    .where(and(eq(sysUserRole.userId, userId), isNotNull(sysMenu.permission), eq(sysMenu.delFlag, '0')));
  return rows.flatMap((r) => (r.permission ? [r.permission] : [])).sort();
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

export async function userPage(
  db: Db,
  tenantId: number,
  opts: { current: number; size: number; username?: string },
) {
  const where = and(
    eq(sysUser.tenantId, tenantId),
    eq(sysUser.delFlag, '0'),
    opts.username ? ilike(sysUser.username, `%${opts.username}%`) : undefined,
  );
  const [{ total }] = (await db.select({ total: count() }).from(sysUser).where(where)) as [{ total: number }];
  const records = await db
    .select()
    .from(sysUser)
    .where(where)
    .orderBy(asc(sysUser.userId))
    .limit(opts.size)
    .offset((opts.current - 1) * opts.size);
  return { records, total };
}

export async function tenantRoles(db: Db, tenantId: number): Promise<RoleRow[]> {
  return db
    .select()
    .from(sysRole)
    .where(and(eq(sysRole.tenantId, tenantId), eq(sysRole.delFlag, '0')))
    .orderBy(asc(sysRole.roleId));
}

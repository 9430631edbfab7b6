import { and, asc, eq, exists, inArray, ne } from 'drizzle-orm';
import { MENU_TYPES } from '@contract/menu';
import type { Db } from '../../db/client';
import { sysMenu, sysMenuHome, sysRoleMenu, sysTenant, sysUserRole } from '../../db/schema';

export type MenuRow = typeof sysMenu.$inferSelect;

/** Every live menu, in the order siblings are shown. */
export const allMenus = (db: Db) =>
  db
    .select()
    .from(sysMenu)
    .where(eq(sysMenu.delFlag, '0'))
    .orderBy(asc(sysMenu.sortOrder), asc(sysMenu.menuId));

export async function menuById(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(sysMenu)
    .where(and(eq(sysMenu.menuId, id), eq(sysMenu.delFlag, '0')));
  return row;
}

/** The live menu holding a permission string, other than `exceptId`. */
export async function menuWithPermission(db: Db, permission: string, exceptId?: number) {
  const [row] = await db
    .select({ menuId: sysMenu.menuId })
    .from(sysMenu)
    .where(
      and(
        eq(sysMenu.permission, permission),
        eq(sysMenu.delFlag, '0'),
        exceptId === undefined ? undefined : ne(sysMenu.menuId, exceptId),
      ),
    );
  return row;
}

export async function insertMenu(db: Db, row: typeof sysMenu.$inferInsert) {
  const [created] = await db.insert(sysMenu).values(row).returning();
  return created;
}

export async function updateMenu(db: Db, id: number, change: Partial<typeof sysMenu.$inferInsert>) {
  const [row] = await db
    .update(sysMenu)
    .set({ ...change, updateTime: new Date() })
    .where(and(eq(sysMenu.menuId, id), eq(sysMenu.delFlag, '0')))
    .returning();
  return row;
}

/** Sibling order: each menu's position in the list, in one transaction. */
export const setSortOrders = (db: Db, ids: number[], by: string) =>
  db.transaction(async (tx) => {
    for (const [i, id] of ids.entries())
      await tx
        .update(sysMenu)
        .set({ sortOrder: i, updateBy: by, updateTime: new Date() })
        .where(eq(sysMenu.menuId, id));
  });

/** Deletes menus (soft, as pig) and every role's grant of them, together. */
export const removeMenus = (db: Db, ids: number[], by: string) =>
  db.transaction(async (tx) => {
    await tx.delete(sysRoleMenu).where(inArray(sysRoleMenu.menuId, ids));
    await tx
      .update(sysMenu)
      .set({ delFlag: '1', updateBy: by, updateTime: new Date() })
      .where(inArray(sysMenu.menuId, ids));
  });

/** A tenant's menu package as stored: menu ids comma-separated, or null for every menu. */
export async function packageOf(db: Db, tenantId: number): Promise<string | null | undefined> {
  const [row] = await db
    .select({ menuId: sysTenant.menuId })
    .from(sysTenant)
    .where(and(eq(sysTenant.id, tenantId), eq(sysTenant.delFlag, '0')));
  return row ? row.menuId : undefined;
}

/** The menus a role holds. */
export const roleMenuIds = (db: Db, roleId: number) =>
  db
    .select({ menuId: sysRoleMenu.menuId })
    .from(sysRoleMenu)
    .innerJoin(sysMenu, eq(sysMenu.menuId, sysRoleMenu.menuId))
    .where(and(eq(sysRoleMenu.roleId, roleId), eq(sysMenu.delFlag, '0')))
    .orderBy(asc(sysRoleMenu.menuId))
    .then((rows) => rows.map((r) => r.menuId));

/** The menu id of the tenant's home page, or null when none was set. */
export async function homeMenuId(db: Db, tenantId: number): Promise<number | null> {
  const [row] = await db
    .select({ menuId: sysMenuHome.menuId })
    .from(sysMenuHome)
    .where(eq(sysMenuHome.tenantId, tenantId));
  return row?.menuId ?? null;
}

/** Makes a menu the tenant's home page, replacing the one before. */
export async function setHomeMenu(db: Db, tenantId: number, menuId: number, by: string) {
  const change = { menuId, updateBy: by, updateTime: new Date() };
  await db
    .insert(sysMenuHome)
    .values({ tenantId, ...change })
    .onConflictDoUpdate({ target: sysMenuHome.tenantId, set: change });
}

/** The tenant has no home page any more (its staff land on the default one). */
export async function clearHomeMenu(db: Db, tenantId: number) {
  await db.delete(sysMenuHome).where(eq(sysMenuHome.tenantId, tenantId));
}

/** The tenant's home page while it is a live page menu that one of the user's roles holds. */
export async function homeMenuOf(db: Db, tenantId: number, userId: number) {
  const held = db
    .select({ menuId: sysRoleMenu.menuId })
    .from(sysUserRole)
    .innerJoin(sysRoleMenu, eq(sysRoleMenu.roleId, sysUserRole.roleId))
    .where(and(eq(sysUserRole.userId, userId), eq(sysRoleMenu.menuId, sysMenu.menuId)));
  const [row] = await db
    .select({ menu: sysMenu })
    .from(sysMenuHome)
    .innerJoin(sysMenu, eq(sysMenu.menuId, sysMenuHome.menuId))
    .where(
      and(
        eq(sysMenuHome.tenantId, tenantId),
        eq(sysMenu.delFlag, '0'),
        eq(sysMenu.menuType, MENU_TYPES.menu),
        exists(held),
      ),
    );
  return row?.menu;
}

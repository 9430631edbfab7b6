import { and, asc, count, eq, ilike, inArray, notInArray, or } from 'drizzle-orm';
import type { TenantSortField } from '@contract/tenant';
import type { Db } from '../../db/client';
import {
  sysDept,
  sysDict,
  sysDictItem,
  sysPublicParam,
  sysRole,
  sysRoleMenu,
  sysTenant,
  sysUser,
  sysUserRole,
} from '../../db/schema';
import { PLATFORM_MENU_PATHS } from '../menu';
import { containing } from '../../lib/text';
import { pageRows } from '../../db/paged';
import { orderOf, type SortColumns, type SortQuery } from '../../db/sort';

export type TenantRow = typeof sysTenant.$inferSelect;
const live = eq(sysTenant.delFlag, '0');

/** The tenants page's sortable fields (the contract's TenantSortField). */
const TENANT_SORT: SortColumns<TenantSortField> = {
  id: sysTenant.id,
  name: sysTenant.name,
  code: sysTenant.code,
  startTime: sysTenant.startTime,
  endTime: sysTenant.endTime,
  status: sysTenant.status,
};

/** One page of the live tenants, first made first unless a sort is asked for. */
export async function tenantPage(
  db: Db,
  q: { name?: string; code?: string; current: number; size: number; sort?: SortQuery<TenantSortField> },
) {
  const where = and(
    live,
    q.name ? ilike(sysTenant.name, containing(q.name)) : undefined,
    q.code ? ilike(sysTenant.code, containing(q.code)) : undefined,
  );
  const order = orderOf(TENANT_SORT, q.sort ?? {}, [asc(sysTenant.id)], sysTenant.id);
  const [rows, [total]] = await Promise.all([
    pageRows(
      db
        .select()
        .from(sysTenant)
        .where(where)
        .orderBy(...order)
        .$dynamic(),
      q.current,
      q.size,
    ),
    db.select({ n: count() }).from(sysTenant).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function tenantById(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(sysTenant)
    .where(and(live, eq(sysTenant.id, id)));
  return row;
}

export async function tenantNamed(db: Db, q: { name?: string; code?: string }) {
  const [row] = await db
    .select()
    .from(sysTenant)
    .where(
      and(
        live,
        or(
          q.name !== undefined ? eq(sysTenant.name, q.name) : undefined,
          q.code !== undefined ? eq(sysTenant.code, q.code) : undefined,
        ),
      ),
    )
    .limit(1);
  return row;
}

export type NewTenant = {
  tenant: typeof sysTenant.$inferInsert;
  /** The menus of the package, closed upward: the administrator role's grant. */
  adminMenus: number[];
  admin: { username: string; passwordHash: string };
  by: string;
};

/**
 * A tenant ready to use, in one transaction: the tenant; a root department named after it; the platform
 * tenant's built-in roles (the administrator holding the package's menus); the platform tenant's dictionaries
 * and site parameters, copied; and its first administrator.
 */
export const createTenant = (db: Db, n: NewTenant, from: number, builtInRoles: string[], adminRole: string) =>
  db.transaction(async (tx) => {
    const [tenant] = await tx.insert(sysTenant).values(n.tenant).returning();
    if (!tenant) throw new Error('tenant insert');
    const tenantId = tenant.id;
    const [dept] = await tx
      .insert(sysDept)
      .values({ tenantId, name: tenant.name, parentId: 0, createBy: n.by })
      .returning();
    const roleModels = await tx
      .select()
      .from(sysRole)
      .where(
        and(eq(sysRole.tenantId, from), eq(sysRole.delFlag, '0'), inArray(sysRole.roleCode, builtInRoles)),
      )
      .orderBy(asc(sysRole.roleId));
    const roles = await tx
      .insert(sysRole)
      .values(
        roleModels.map((r) => ({
          tenantId,
          roleName: r.roleName,
          roleCode: r.roleCode,
          roleDesc: r.roleDesc,
          createBy: n.by,
        })),
      )
      .returning();
    const admin = roles.find((r) => r.roleCode === adminRole);
    if (!admin) throw new Error('tenant admin role');
    if (n.adminMenus.length)
      await tx.insert(sysRoleMenu).values(n.adminMenus.map((menuId) => ({ roleId: admin.roleId, menuId })));
    const dicts = await tx
      .select()
      .from(sysDict)
      .where(and(eq(sysDict.tenantId, from), eq(sysDict.delFlag, '0')));
    for (const d of dicts) {
      const [copy] = await tx
        .insert(sysDict)
        .values({
          ...d,
          id: undefined,
          tenantId,
          createBy: n.by,
          createTime: undefined,
          updateTime: undefined,
        })
        .returning();
      const items = await tx
        .select()
        .from(sysDictItem)
        .where(and(eq(sysDictItem.dictId, d.id), eq(sysDictItem.delFlag, '0')));
      if (copy && items.length)
        await tx.insert(sysDictItem).values(
          items.map((i) => ({
            ...i,
            id: undefined,
            tenantId,
            dictId: copy.id,
            createBy: n.by,
            createTime: undefined,
            updateTime: undefined,
          })),
        );
    }
    const params = await tx
      .select()
      .from(sysPublicParam)
      .where(and(eq(sysPublicParam.tenantId, from), eq(sysPublicParam.delFlag, '0')));
    if (params.length)
      await tx.insert(sysPublicParam).values(
        params.map((p) => ({
          ...p,
          id: undefined,
          tenantId,
          createBy: n.by,
          createTime: undefined,
          updateTime: undefined,
        })),
      );
    const [user] = await tx
      .insert(sysUser)
      .values({
        tenantId,
        username: n.admin.username,
        password: n.admin.passwordHash,
        name: n.admin.username,
        nickname: n.admin.username,
        deptId: dept?.deptId ?? null,
        passwordModifyTime: new Date(),
        createBy: n.by,
      })
      .returning();
    if (!user) throw new Error('tenant admin');
    await tx.insert(sysUserRole).values({ userId: user.userId, roleId: admin.roleId });
    return tenant;
  });

export async function updateTenant(db: Db, id: number, change: Partial<typeof sysTenant.$inferInsert>) {
  const [row] = await db
    .update(sysTenant)
    .set({ ...change, updateTime: new Date() })
    .where(and(live, eq(sysTenant.id, id)))
    .returning();
  return row;
}

/** A new package: the tenant row and, together, every grant of its roles outside it removed. */
export const setPackage = (
  db: Db,
  id: number,
  menuIds: number[],
  change: Partial<typeof sysTenant.$inferInsert>,
) =>
  db.transaction(async (tx) => {
    const [row] = await tx
      .update(sysTenant)
      .set({ ...change, menuId: menuIds.join(','), updateTime: new Date() })
      .where(and(live, eq(sysTenant.id, id)))
      .returning();
    const roles = tx.select({ id: sysRole.roleId }).from(sysRole).where(eq(sysRole.tenantId, id));
    await tx
      .delete(sysRoleMenu)
      .where(
        and(
          inArray(sysRoleMenu.roleId, roles),
          menuIds.length ? notInArray(sysRoleMenu.menuId, menuIds) : undefined,
        ),
      );
    return row;
  });

export const removeTenants = (db: Db, ids: number[], by: string) =>
  db
    .update(sysTenant)
    .set({ delFlag: '1', updateBy: by, updateTime: new Date() })
    .where(and(live, inArray(sysTenant.id, ids)))
    .returning({ id: sysTenant.id });

export const platformMenuPaths = (): readonly string[] => PLATFORM_MENU_PATHS;

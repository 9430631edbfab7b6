import { and, asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { RoleSortField } from '@contract/role';
import type { Db } from '../../db/client';
import { sysDept, sysRole, sysRoleMenu, sysUserRole } from '../../db/schema';
import { containing } from '../../lib/text';
import { pageRows } from '../../db/paged';
import { orderOf, type SortColumns, type SortQuery } from '../../db/sort';

export type RoleRow = typeof sysRole.$inferSelect;
const live = (tenantId: number) => and(eq(sysRole.tenantId, tenantId), eq(sysRole.delFlag, '0'));

/** The roles page's sortable fields (the contract's RoleSortField). */
const ROLE_SORT: SortColumns<RoleSortField> = {
  roleId: sysRole.roleId,
  roleName: sysRole.roleName,
  roleCode: sysRole.roleCode,
  roleDesc: sysRole.roleDesc,
  dsType: sysRole.dsType,
  createTime: sysRole.createTime,
};

/** One page of the tenant's roles, first made first unless a sort is asked for. */
export async function rolePage(
  db: Db,
  tenantId: number,
  q: { roleName?: string; current: number; size: number; sort?: SortQuery<RoleSortField> },
) {
  const where = and(live(tenantId), q.roleName ? ilike(sysRole.roleName, containing(q.roleName)) : undefined);
  const order = orderOf(ROLE_SORT, q.sort ?? {}, [asc(sysRole.roleId)], sysRole.roleId);
  const [rows, [total]] = await Promise.all([
    pageRows(
      db
        .select()
        .from(sysRole)
        .where(where)
        .orderBy(...order)
        .$dynamic(),
      q.current,
      q.size,
    ),
    db.select({ n: count() }).from(sysRole).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export const allRoles = (db: Db, tenantId: number, ids?: number[]) =>
  db
    .select()
    .from(sysRole)
    .where(and(live(tenantId), ids ? inArray(sysRole.roleId, ids) : undefined))
    .orderBy(asc(sysRole.roleId));

/** The tenant's live roles with one of these codes or one of these names. */
export const rolesNamed = (db: Db, tenantId: number, codes: string[], names: string[]) =>
  db
    .select({ roleCode: sysRole.roleCode, roleName: sysRole.roleName })
    .from(sysRole)
    .where(
      and(
        live(tenantId),
        or(
          codes.length ? inArray(sysRole.roleCode, codes) : sql`false`,
          names.length ? inArray(sysRole.roleName, names) : sql`false`,
        ),
      ),
    );

export async function roleById(db: Db, tenantId: number, id: number) {
  const [row] = await db
    .select()
    .from(sysRole)
    .where(and(live(tenantId), eq(sysRole.roleId, id)));
  return row;
}

/** The tenant's live role with this code or this name (pig's uniqueness check), or of any of them. */
export async function roleNamed(db: Db, tenantId: number, q: { roleCode?: string; roleName?: string }) {
  const [row] = await db
    .select()
    .from(sysRole)
    .where(
      and(
        live(tenantId),
        or(
          q.roleCode !== undefined ? eq(sysRole.roleCode, q.roleCode) : undefined,
          q.roleName !== undefined ? eq(sysRole.roleName, q.roleName) : undefined,
        ),
      ),
    )
    .orderBy(asc(sysRole.roleId))
    .limit(1);
  return row;
}

export async function insertRoles(db: Db, rows: (typeof sysRole.$inferInsert)[]) {
  return db.insert(sysRole).values(rows).returning();
}

export async function updateRole(
  db: Db,
  tenantId: number,
  id: number,
  change: Partial<typeof sysRole.$inferInsert>,
) {
  const [row] = await db
    .update(sysRole)
    .set({ ...change, updateTime: new Date() })
    .where(and(live(tenantId), eq(sysRole.roleId, id)))
    .returning();
  return row;
}

/** Deletes roles (soft, as pig) with their grants and who held them, together. */
export const removeRoles = (db: Db, tenantId: number, ids: number[], by: string) =>
  db.transaction(async (tx) => {
    const gone = await tx
      .update(sysRole)
      .set({ delFlag: '1', updateBy: by, updateTime: new Date() })
      .where(and(live(tenantId), inArray(sysRole.roleId, ids)))
      .returning({ id: sysRole.roleId });
    const goneIds = gone.map((r) => r.id);
    if (goneIds.length) {
      await tx.delete(sysRoleMenu).where(inArray(sysRoleMenu.roleId, goneIds));
      await tx.delete(sysUserRole).where(inArray(sysUserRole.roleId, goneIds));
    }
    return goneIds;
  });

/** A role's whole grant, replaced at once. */
export const setRoleMenus = (db: Db, roleId: number, menuIds: number[]) =>
  db.transaction(async (tx) => {
    await tx.delete(sysRoleMenu).where(eq(sysRoleMenu.roleId, roleId));
    if (menuIds.length) await tx.insert(sysRoleMenu).values(menuIds.map((menuId) => ({ roleId, menuId })));
  });

/** Which of these department ids are the tenant's own live departments. */
export const tenantDeptIds = (db: Db, tenantId: number, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([] as number[])
    : db
        .select({ id: sysDept.deptId })
        .from(sysDept)
        .where(and(eq(sysDept.tenantId, tenantId), eq(sysDept.delFlag, '0'), inArray(sysDept.deptId, ids)))
        .then((rows) => rows.map((r) => r.id));

import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sysDept, sysPost, sysRole, sysUser, sysUserDept } from '../../db/schema';
import { containing } from '../../lib/text';
import { pageRows } from '../../db/paged';

export type DeptRow = typeof sysDept.$inferSelect;

const live = (tenantId: number) => and(eq(sysDept.tenantId, tenantId), eq(sysDept.delFlag, '0'));

/** Every live department of the tenant (a tenant has tens, not thousands: trees are built in memory). */
export const all = (db: Db, tenantId: number) =>
  db.select().from(sysDept).where(live(tenantId)).orderBy(asc(sysDept.sortOrder), asc(sysDept.deptId));

export const named = (db: Db, tenantId: number, name: string) =>
  db
    .select()
    .from(sysDept)
    .where(and(live(tenantId), ilike(sysDept.name, containing(name))))
    .orderBy(asc(sysDept.sortOrder), asc(sysDept.deptId));

export async function byId(db: Db, tenantId: number, id: number) {
  const [row] = await db
    .select()
    .from(sysDept)
    .where(and(live(tenantId), eq(sysDept.deptId, id)));
  return row;
}

export async function insert(db: Db, row: typeof sysDept.$inferInsert) {
  const [created] = await db.insert(sysDept).values(row).returning();
  return created;
}

export async function update(
  db: Db,
  tenantId: number,
  id: number,
  change: Partial<typeof sysDept.$inferInsert>,
) {
  const [row] = await db
    .update(sysDept)
    .set({ ...change, updateTime: new Date() })
    .where(and(live(tenantId), eq(sysDept.deptId, id)))
    .returning();
  return row;
}

export const remove = (db: Db, tenantId: number, id: number) =>
  db
    .update(sysDept)
    .set({ delFlag: '1', updateTime: new Date() })
    .where(and(live(tenantId), eq(sysDept.deptId, id)));

/** Whether a live user has this department, as the main one or besides it. */
export async function hasUsers(db: Db, deptId: number) {
  const [row] = await db
    .select({ id: sysUser.userId })
    .from(sysUser)
    .where(
      and(
        eq(sysUser.delFlag, '0'),
        or(
          eq(sysUser.deptId, deptId),
          sql`exists (select 1 from ${sysUserDept} ud where ud.user_id = sys_user.user_id and ud.dept_id = ${deptId})`,
        ),
      ),
    )
    .limit(1);
  return row !== undefined;
}

const userItem = {
  id: sysUser.userId,
  username: sysUser.username,
  name: sysUser.name,
  avatar: sysUser.avatar,
  lockFlag: sysUser.lockFlag,
};

/** The live users of a department (main or extra), by name. */
export const usersOf = (db: Db, tenantId: number, deptId: number) =>
  db
    .select(userItem)
    .from(sysUser)
    .where(
      and(
        eq(sysUser.tenantId, tenantId),
        eq(sysUser.delFlag, '0'),
        or(
          eq(sysUser.deptId, deptId),
          sql`exists (select 1 from ${sysUserDept} ud where ud.user_id = sys_user.user_id and ud.dept_id = ${deptId})`,
        ),
      ),
    )
    .orderBy(asc(sysUser.username))
    .limit(500);

/** The tenant's live users whose username or name contains `text`, a page of them. */
export const searchUsers = (db: Db, tenantId: number, text: string, pageNum: number, pageSize: number) =>
  pageRows(
    db
      .select(userItem)
      .from(sysUser)
      .where(
        and(
          eq(sysUser.tenantId, tenantId),
          eq(sysUser.delFlag, '0'),
          or(ilike(sysUser.username, containing(text)), ilike(sysUser.name, containing(text))),
        ),
      )
      .orderBy(asc(sysUser.username))
      .$dynamic(),
    pageNum,
    pageSize,
  );

export const roles = (db: Db, tenantId: number) =>
  db
    .select({ id: sysRole.roleId, name: sysRole.roleName })
    .from(sysRole)
    .where(and(eq(sysRole.tenantId, tenantId), eq(sysRole.delFlag, '0')))
    .orderBy(asc(sysRole.roleId));

export const posts = (db: Db, tenantId: number) =>
  db
    .select({ id: sysPost.postId, name: sysPost.postName })
    .from(sysPost)
    .where(and(eq(sysPost.tenantId, tenantId), eq(sysPost.delFlag, '0')))
    .orderBy(asc(sysPost.postSort), asc(sysPost.postId));

export const insertMany = (db: Db, rows: (typeof sysDept.$inferInsert)[]) =>
  rows.length ? db.insert(sysDept).values(rows).returning() : Promise.resolve([]);

export const ofIds = (db: Db, tenantId: number, ids: number[]) =>
  db
    .select()
    .from(sysDept)
    .where(and(live(tenantId), inArray(sysDept.deptId, ids)));

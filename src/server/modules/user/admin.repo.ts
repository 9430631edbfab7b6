import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  sysDept,
  sysLoginFailure,
  sysOauthToken,
  sysPost,
  sysRole,
  sysUser,
  sysUserDept,
  sysUserPost,
  sysUserRole,
} from '../../db/schema';
import type { UserSortField } from '@contract/user';
import { containing } from '../../lib/text';
import { pageRows } from '../../db/paged';
import { orderOf, type SortColumns, type SortQuery } from '../../db/sort';

/** Which users a caller reaches (its data scope): all of the tenant, or those of some departments and itself. */
export type Scope = { all: true } | { all: false; deptIds: number[]; selfId: number };

/** A user is in the departments as its main one or one besides it. */
const inDepts = (deptIds: number[]): SQL =>
  deptIds.length
    ? (or(
        inArray(sysUser.deptId, deptIds),
        sql`exists (select 1 from ${sysUserDept} ud where ud.user_id = sys_user.user_id and ud.dept_id in (${sql.join(
          deptIds.map((d) => sql`${d}`),
          sql`, `,
        )}))`,
      ) ?? sql`false`)
    : sql`false`;

const scoped = (tenantId: number, scope: Scope) =>
  and(
    eq(sysUser.tenantId, tenantId),
    eq(sysUser.delFlag, '0'),
    scope.all ? undefined : or(eq(sysUser.userId, scope.selfId), inDepts(scope.deptIds)),
  );

export type UserQuery = {
  username?: string;
  phone?: string;
  /** The filter's department and those below it. */
  deptIds?: number[];
  lockFlag?: string;
  ids?: number[];
};

const where = (tenantId: number, scope: Scope, q: UserQuery) =>
  and(
    scoped(tenantId, scope),
    q.username ? ilike(sysUser.username, containing(q.username)) : undefined,
    q.phone ? ilike(sysUser.phone, containing(q.phone)) : undefined,
    q.deptIds ? inDepts(q.deptIds) : undefined,
    q.lockFlag ? eq(sysUser.lockFlag, q.lockFlag) : undefined,
    q.ids?.length ? inArray(sysUser.userId, q.ids) : undefined,
  );

/** The users page's sortable fields (the contract's UserSortField). */
const USER_SORT: SortColumns<UserSortField> = {
  userId: sysUser.userId,
  username: sysUser.username,
  name: sysUser.name,
  phone: sysUser.phone,
  lockFlag: sysUser.lockFlag,
  createTime: sysUser.createTime,
};

export async function usersPage(
  db: Db,
  tenantId: number,
  scope: Scope,
  q: UserQuery & { current: number; size: number; sort?: SortQuery<UserSortField> },
) {
  const w = where(tenantId, scope, q);
  const order = orderOf(USER_SORT, q.sort ?? {}, [asc(sysUser.userId)], sysUser.userId);
  const [rows, [total]] = await Promise.all([
    pageRows(
      db
        .select()
        .from(sysUser)
        .where(w)
        .orderBy(...order)
        .$dynamic(),
      q.current,
      q.size,
    ),
    db.select({ n: count() }).from(sysUser).where(w),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The users of these ids that the scope reaches. */
export const reachable = (db: Db, tenantId: number, scope: Scope, ids: number[]) =>
  db
    .select()
    .from(sysUser)
    .where(and(scoped(tenantId, scope), inArray(sysUser.userId, ids)));

/** The roles, posts and extra departments of each of these users (three queries for a page). */
export async function linksOf(db: Db, tenantId: number, userIds: number[]) {
  if (userIds.length === 0) return { roles: [], posts: [], depts: [] };
  const [roles, posts, depts] = await Promise.all([
    db
      .select({ userId: sysUserRole.userId, role: sysRole })
      .from(sysUserRole)
      .innerJoin(sysRole, eq(sysRole.roleId, sysUserRole.roleId))
      .where(
        and(inArray(sysUserRole.userId, userIds), eq(sysRole.tenantId, tenantId), eq(sysRole.delFlag, '0')),
      )
      .orderBy(asc(sysRole.roleId)),
    db
      .select({ userId: sysUserPost.userId, post: sysPost })
      .from(sysUserPost)
      .innerJoin(sysPost, eq(sysPost.postId, sysUserPost.postId))
      .where(
        and(inArray(sysUserPost.userId, userIds), eq(sysPost.tenantId, tenantId), eq(sysPost.delFlag, '0')),
      )
      .orderBy(asc(sysPost.postSort), asc(sysPost.postId)),
    db
      .select({ userId: sysUserDept.userId, deptId: sysUserDept.deptId })
      .from(sysUserDept)
      .where(inArray(sysUserDept.userId, userIds)),
  ]);
  return { roles, posts, depts };
}

export const tenantDepts = (db: Db, tenantId: number) =>
  db
    .select()
    .from(sysDept)
    .where(and(eq(sysDept.tenantId, tenantId), eq(sysDept.delFlag, '0')));

export const tenantRolesFull = (db: Db, tenantId: number) =>
  db
    .select()
    .from(sysRole)
    .where(and(eq(sysRole.tenantId, tenantId), eq(sysRole.delFlag, '0')));

export const tenantPosts = (db: Db, tenantId: number) =>
  db
    .select()
    .from(sysPost)
    .where(and(eq(sysPost.tenantId, tenantId), eq(sysPost.delFlag, '0')));

/** The caller's roles' data scopes and its main department. */
export async function scopeFacts(db: Db, userId: number) {
  const [roles, [user]] = await Promise.all([
    db
      .select({ dsType: sysRole.dsType, dsScope: sysRole.dsScope })
      .from(sysUserRole)
      .innerJoin(sysRole, eq(sysRole.roleId, sysUserRole.roleId))
      .where(and(eq(sysUserRole.userId, userId), eq(sysRole.delFlag, '0'))),
    db.select({ deptId: sysUser.deptId }).from(sysUser).where(eq(sysUser.userId, userId)),
  ]);
  return { roles, deptId: user?.deptId ?? null };
}

/** A live user of the tenant with this username (deleted ones keep theirs: the unique index covers them) or phone. */
export async function existing(db: Db, tenantId: number, q: { username?: string; phone?: string }) {
  const [row] = await db
    .select({ userId: sysUser.userId })
    .from(sysUser)
    .where(
      and(
        eq(sysUser.tenantId, tenantId),
        q.username ? eq(sysUser.username, q.username) : undefined,
        q.phone ? and(eq(sysUser.phone, q.phone), eq(sysUser.delFlag, '0')) : undefined,
      ),
    )
    .limit(1);
  return row;
}

export const takenNames = async (db: Db, tenantId: number, usernames: string[], phones: string[]) => {
  const rows = await db
    .select({ username: sysUser.username, phone: sysUser.phone, delFlag: sysUser.delFlag })
    .from(sysUser)
    .where(
      and(
        eq(sysUser.tenantId, tenantId),
        or(
          usernames.length ? inArray(sysUser.username, usernames) : sql`false`,
          phones.length ? and(inArray(sysUser.phone, phones), eq(sysUser.delFlag, '0')) : sql`false`,
        ),
      ),
    );
  return {
    usernames: new Set(rows.map((r) => r.username)),
    phones: new Set(rows.filter((r) => r.delFlag === '0').map((r) => r.phone)),
  };
};

export async function insertUser(db: Db, row: typeof sysUser.$inferInsert) {
  const [user] = await db.insert(sysUser).values(row).onConflictDoNothing().returning();
  return user;
}

export async function updateUser(db: Db, userId: number, change: Partial<typeof sysUser.$inferInsert>) {
  await db
    .update(sysUser)
    .set({ ...change, updateTime: new Date() })
    .where(eq(sysUser.userId, userId));
}

/** Replaces whichever of the user's lists are given. */
export async function setLinks(
  db: Db,
  userId: number,
  links: { roles?: number[]; posts?: number[]; extraDepts?: number[] },
) {
  if (links.roles) {
    await db.delete(sysUserRole).where(eq(sysUserRole.userId, userId));
    if (links.roles.length)
      await db.insert(sysUserRole).values(links.roles.map((roleId) => ({ userId, roleId })));
  }
  if (links.posts) {
    await db.delete(sysUserPost).where(eq(sysUserPost.userId, userId));
    if (links.posts.length)
      await db.insert(sysUserPost).values(links.posts.map((postId) => ({ userId, postId })));
  }
  if (links.extraDepts) {
    await db.delete(sysUserDept).where(eq(sysUserDept.userId, userId));
    if (links.extraDepts.length)
      await db.insert(sysUserDept).values(links.extraDepts.map((deptId) => ({ userId, deptId })));
  }
}

/** Soft delete (pig's @TableLogic); the links go, as in pig. */
export async function deleteUsers(db: Db, userIds: number[]) {
  await db
    .update(sysUser)
    .set({ delFlag: '1', updateTime: new Date() })
    .where(inArray(sysUser.userId, userIds));
  await db.delete(sysUserRole).where(inArray(sysUserRole.userId, userIds));
  await db.delete(sysUserPost).where(inArray(sysUserPost.userId, userIds));
  await db.delete(sysUserDept).where(inArray(sysUserDept.userId, userIds));
}

/** Ends every session of these users. */
export const revokeSessions = (db: Db, userIds: number[]) =>
  db.update(sysOauthToken).set({ revoked: true }).where(inArray(sysOauthToken.userId, userIds));

/**
 * How many live, unlocked users of the tenant hold the role `roleCode`, besides `except`. Locks all of them
 * (FOR UPDATE, in id order) so two requests cannot each remove "another" last holder.
 */
export async function othersHolding(db: Db, tenantId: number, roleCode: string, except: number[]) {
  const rows = await db
    .select({ userId: sysUser.userId })
    .from(sysUser)
    .innerJoin(sysUserRole, eq(sysUserRole.userId, sysUser.userId))
    .innerJoin(sysRole, eq(sysRole.roleId, sysUserRole.roleId))
    .where(
      and(
        eq(sysUser.tenantId, tenantId),
        eq(sysUser.delFlag, '0'),
        eq(sysUser.lockFlag, '0'),
        eq(sysRole.roleCode, roleCode),
        eq(sysRole.delFlag, '0'),
      ),
    )
    .orderBy(asc(sysUser.userId))
    .for('update', { of: sysUser });
  return rows.filter((r) => !except.includes(r.userId)).length;
}

/** Whether the user holds a live role with this code. */
export async function holds(db: Db, userId: number, roleCode: string) {
  const [row] = await db
    .select({ roleId: sysRole.roleId })
    .from(sysUserRole)
    .innerJoin(sysRole, eq(sysRole.roleId, sysUserRole.roleId))
    .where(and(eq(sysUserRole.userId, userId), eq(sysRole.roleCode, roleCode), eq(sysRole.delFlag, '0')))
    .limit(1);
  return row !== undefined;
}

/** Forgets the user's failed logins (an unlock by staff lifts the lockout too, as pig clears its counter). */
export const clearLoginFailures = (db: Db, tenantId: number, username: string) =>
  db
    .delete(sysLoginFailure)
    .where(and(eq(sysLoginFailure.tenantId, tenantId), eq(sysLoginFailure.username, username)));

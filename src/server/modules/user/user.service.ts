import type { Role, SysUser, UserInfo } from '@contract/auth';
import type { Db } from '../../db/client';
import type { Bus } from '../../lib/bus';
import { busCache } from '../../lib/cache';
import { formatTime, idOf } from '../../lib/wire';
import * as repo from './user.repo';
import type { RoleSummary, UserRow } from './user.repo';

/** The user as it crosses the wire: never the password hash. */
export const toSysUser = (u: UserRow): SysUser => ({
  userId: String(u.userId),
  username: u.username,
  nickname: u.nickname,
  name: u.name,
  email: u.email,
  phone: u.phone,
  avatar: u.avatar,
  deptId: idOf(u.deptId),
  tenantId: String(u.tenantId),
  lockFlag: u.lockFlag === '9' ? '9' : '0',
  passwordExpireFlag: u.passwordExpireFlag === '9' ? '9' : '0',
  createTime: formatTime(u.createTime),
  updateTime: formatTime(u.updateTime),
});

export const toRole = (r: RoleSummary): Role => ({
  roleId: String(r.roleId),
  roleName: r.roleName,
  roleCode: r.roleCode,
  roleDesc: r.roleDesc,
});

/**
 * pig's flat v4 shape plus the legacy sysUser / roles / permissions pig's older clients read;
 * permissions are the union of the user's roles' (pig keeps duplicates; we remove them), sorted.
 */
export async function userInfo(db: Db, tenantId: number, userId: number): Promise<UserInfo | null> {
  const row = await repo.userWithAccess(db, tenantId, userId);
  if (!row) return null;
  const sysUser = toSysUser(row.user);
  return {
    ...sysUser,
    password: null,
    roleList: row.roles.map(toRole),
    deptList: row.depts,
    permissions: [...row.permissions].sort(),
    sysUser,
    roles: row.roles.map((r) => String(r.roleId)),
  };
}

/**
 * Who a user is and may do, kept by each process for a few seconds: every phone asks at start, and every staff
 * route checks a permission. Anything that changes a user, a role or a menu says `sessions-changed` on the bus
 * (as locks and revocations already do), and every process forgets all of it before that write is answered.
 */
export function createUserDirectory(bus: Pick<Bus, 'on' | 'listening'>) {
  const infos = busCache<UserInfo | null>(bus, ['sessions-changed'], { ttlMs: 5_000, max: 10_000 });
  const info = (db: Db, tenantId: number, userId: number) =>
    infos.get(`${tenantId}:${userId}`, () => userInfo(db, tenantId, userId));
  return {
    info,
    /** The user's permission strings (none for a user that no longer exists). */
    permissions: async (db: Db, tenantId: number, userId: number) =>
      (await info(db, tenantId, userId))?.permissions ?? [],
  };
}
export type UserDirectory = ReturnType<typeof createUserDirectory>;

export const roleList = async (db: Db, tenantId: number): Promise<Role[]> =>
  (await repo.tenantRoles(db, tenantId)).map(toRole);

/** A live user of the tenant by username, or nothing. */
export const findUser = repo.findUser;
/** A live user of the tenant by id, or nothing. */
export const userById = repo.userById;
/** A live user's current (main) department and all its departments; nothing for no such user. */
export const userDepts = repo.userDepts;
/** The menus of these types that the user's roles grant. */
export const menusOf = repo.menusOf;
/** The ids of the user's live roles in the tenant, in order. */
export const roleIdsOf = repo.roleIdsOf;

import type { Role, SysUser, UserInfo } from '@contract/auth';
import type { Db } from '../../db/client';
import { formatTime, idOf, page } from '../../lib/wire';
import type { Page } from '@contract/envelope';
import {
  permissionsOf,
  rolesOf,
  tenantRoles,
  userById,
  userPage,
  type RoleRow,
  type UserRow,
} from './user.repo';

/** The union of the permission strings of the user's roles. */
export { permissionsOf };

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

export const toRole = (r: RoleRow): Role => ({
  roleId: String(r.roleId),
  roleName: r.roleName,
  roleCode: r.roleCode,
  roleDesc: r.roleDesc,
});

/** pig's flat v4 shape plus the legacy sysUser / roles / permissions the spec reads (pig-api.md §1.5). */
export async function userInfo(db: Db, tenantId: number, userId: number): Promise<UserInfo | null> {
  const user = await userById(db, tenantId, userId);
  if (!user) return null;
  const [roles, permissions] = await Promise.all([rolesOf(db, userId), permissionsOf(db, userId)]);
  const sysUser = toSysUser(user);
  return {
    ...sysUser,
    password: null,
    roleList: roles.map(toRole),
    permissions,
    sysUser,
    roles: roles.map((r) => String(r.roleId)),
  };
}

export async function userList(
  db: Db,
  tenantId: number,
  q: { current: number; size: number; username?: string },
): Promise<Page<SysUser>> {
  const { records, total } = await userPage(db, tenantId, q);
  return page(records.map(toSysUser), total, q.current, q.size);
}

export const roleList = async (db: Db, tenantId: number): Promise<Role[]> =>
  (await tenantRoles(db, tenantId)).map(toRole);

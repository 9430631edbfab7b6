import type { OrgItem, OrgTree, OrgType } from '@contract/dept';
import type { Db } from '../../db/client';
import * as repo from './dept.repo';
import { pathTo } from './tree.rules';

/* The organisation picker's calls (pig's /dept/org and /dept/org/user/search). */

const item = (type: OrgItem['type'], id: number, name: string, extra: Partial<OrgItem> = {}): OrgItem => ({
  id: String(id),
  name,
  type,
  avatar: null,
  status: 1,
  selected: false,
  ...extra,
});

type UserItem = Awaited<ReturnType<typeof repo.usersOf>>[number];
/** A user shows by name (pig shows the username); a locked one is disabled (status 0): it cannot be chosen. */
const userItem = (u: UserItem) =>
  item('user', u.id, u.name ? `${u.name}（${u.username}）` : u.username, {
    avatar: u.avatar,
    status: u.lockFlag === '9' ? 0 : 1,
  });

const none: OrgTree = {
  titleDepartments: [],
  childDepartments: [],
  roleList: [],
  postList: [],
  employees: [],
};

/**
 * One level of the organisation: for `role` and `post` the tenant's roles or posts (pig puts them in
 * childDepartments too); otherwise the departments directly below `parentDeptId` (0: the top), the breadcrumb to
 * it, and — unless only departments are wanted — its members.
 */
export async function orgTree(
  db: Db,
  tenantId: number,
  type: OrgType,
  parentDeptId: number,
): Promise<OrgTree> {
  if (type === 'role') {
    const roles = (await repo.roles(db, tenantId)).map((r) => item('role', r.id, r.name));
    return { ...none, roleList: roles, childDepartments: roles };
  }
  if (type === 'post') {
    const posts = (await repo.posts(db, tenantId)).map((p) => item('post', p.id, p.name));
    return { ...none, postList: posts, childDepartments: posts };
  }
  const depts = await repo.all(db, tenantId);
  return {
    ...none,
    titleDepartments: parentDeptId
      ? pathTo(depts, parentDeptId).map((d) => item('dept', d.deptId, d.name))
      : [],
    childDepartments: depts
      .filter((d) => d.parentId === parentDeptId)
      .map((d) => item('dept', d.deptId, d.name)),
    employees:
      type === 'dept' || !parentDeptId || !depts.some((d) => d.deptId === parentDeptId)
        ? []
        : (await repo.usersOf(db, tenantId, parentDeptId)).map(userItem),
  };
}

/** Users whose username or name contains the text (pig answers a list, one page of it). */
export const searchUsers = async (
  db: Db,
  tenantId: number,
  q: { username: string; pageNum: number; pageSize: number },
) => (await repo.searchUsers(db, tenantId, q.username, q.pageNum, q.pageSize)).map(userItem);

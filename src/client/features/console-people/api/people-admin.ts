import { keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query';
import type { Role } from '@contract/auth';
import type { Page } from '@contract/envelope';
import type {
  DeptNode,
  OrgItem,
  OrgTree,
  OrgType,
  Post,
  UserCreate,
  UserUpdate,
  UserVo,
} from '@contract/people';
import { importCalls } from '@/api/imports';
import { request, toSearchParams } from '@/lib/api-client';
import { downloadFile } from '@/lib/download';
import { invalidates, useDataMutation, useRefresh, type MutationUi } from '@/lib/mutation';
import { consolePeopleKeys, type PostFilter, type UserPageFilter } from './keys';

/** Console › Users, Departments, Posts: pig's /admin/user, /admin/dept and /admin/post calls in their shapes. */
export const usersQuery = (f: UserPageFilter) =>
  queryOptions({
    queryKey: consolePeopleKeys.usersOf(f),
    queryFn: () => request<Page<UserVo>>('admin/user/page', { searchParams: toSearchParams(f) }),
    placeholderData: keepPreviousData,
  });

export const userQuery = (id: string) =>
  queryOptions({
    queryKey: consolePeopleKeys.user(id),
    queryFn: () => request<UserVo>(`admin/user/details/${id}`),
  });

export const deptTreeQuery = () =>
  queryOptions({
    queryKey: consolePeopleKeys.depts(),
    queryFn: () => request<DeptNode[]>('admin/dept/tree'),
  });

export const rolesQuery = () =>
  queryOptions({ queryKey: consolePeopleKeys.roles(), queryFn: () => request<Role[]>('admin/role/list') });

export const postListQuery = () =>
  queryOptions({ queryKey: consolePeopleKeys.postList(), queryFn: () => request<Post[]>('admin/post/list') });

export const postsQuery = (f: PostFilter) =>
  queryOptions({
    queryKey: consolePeopleKeys.postsOf(f),
    queryFn: () => request<Page<Post>>('admin/post/page', { searchParams: toSearchParams(f) }),
    placeholderData: keepPreviousData,
  });

/** pig's uniqueness check: true when a user already has this username or phone. */
export const userExists = async (q: { username?: string; phone?: string }) =>
  (await request<0 | null>('admin/user/details', { searchParams: toSearchParams(q), quiet: true })) !== null;

export const createUser = (u: UserCreate) => request<UserVo>('admin/user', { method: 'post', json: u });
export const updateUser = (u: UserUpdate) => request<UserVo>('admin/user', { method: 'put', json: u });
export const deleteUsers = (ids: string[]) => request<true>('admin/user', { method: 'delete', json: ids });
export const exportUsers = (f: Record<string, unknown>) => downloadFile('admin/user/export', f, 'users.xlsx');

export type PostFields = Pick<Post, 'postCode' | 'postName' | 'postSort' | 'remark'>;
export const createPost = (p: PostFields) => request<Post>('admin/post', { method: 'post', json: p });
export const updatePost = (p: PostFields & { postId: string }) =>
  request<Post>('admin/post', { method: 'put', json: p });
export const deletePosts = (ids: string[]) => request<true>('admin/post', { method: 'delete', json: ids });
export const exportPosts = (f: Record<string, unknown>) => downloadFile('admin/post/export', f, 'posts.xlsx');

export type DeptFields = { name: string; parentId: string; sortOrder: number };
export const createDept = (d: DeptFields) => request('admin/dept', { method: 'post', json: d });
export const updateDept = (d: DeptFields & { deptId: string }) =>
  request('admin/dept', { method: 'put', json: d });
export const deleteDept = (id: string) => request<true>(`admin/dept/${id}`, { method: 'delete' });
export const exportDepts = () => downloadFile('admin/dept/export', {}, 'departments.xlsx');

/** Every department of a tree, depth first, with its depth (the table view, the chooser). */
export function flatten(nodes: DeptNode[], depth = 0): (DeptNode & { depth: number })[] {
  return nodes.flatMap((n) => [{ ...n, depth }, ...flatten(n.children ?? [], depth + 1)]);
}

/** Adds people to a department besides their own (pig's multi-dept): each keeps its main department. */
export async function addMembers(deptId: string, userIds: string[]) {
  for (const id of userIds) {
    const u = await request<UserVo>(`admin/user/details/${id}`);
    const ids = u.deptList.map((d) => d.deptId);
    if (!ids.includes(deptId)) await updateUser({ userId: id, deptIds: [...ids, deptId] });
  }
}

/** The organisation picker's reads (spec §3–§5): one level of /admin/dept/org, or people found by name. */
export const orgSource = {
  level: (type: OrgType, parentDeptId: string) =>
    request<OrgTree>('admin/dept/org', { searchParams: toSearchParams({ type, parentDeptId }) }),
  search: (username: string) =>
    request<OrgItem[]>('admin/dept/org/user/search', {
      searchParams: toSearchParams({ username, pageNum: 1, pageSize: 30 }),
    }),
};

export const userImport = importCalls(
  'admin/user/import',
  'admin/sys-file/local/file/user.xlsx',
  'user.xlsx',
);
export const postImport = importCalls(
  'admin/post/import',
  'admin/sys-file/local/file/post.xlsx',
  'post.xlsx',
);
export const deptImport = importCalls(
  'admin/dept/import',
  'admin/sys-file/local/file/dept.xlsx',
  'dept.xlsx',
);

/** The user form's fields as the form holds them (a lock switch, an empty email). */
export type UserFields = {
  username: string;
  password?: string;
  phone: string;
  nickname?: string;
  name?: string;
  email?: string;
  role: string[];
  post: string[];
  deptIds: string[];
  locked: boolean;
};

/** The form's fields on the wire: the lock as pig's lockFlag ('9' locked, '0' normal), no email as null. */
const userOnWire = (f: UserFields) => ({
  ...f,
  lockFlag: f.locked ? ('9' as const) : ('0' as const),
  email: f.email || null,
});
/** A new user as created: with the password chosen (none typed: an empty one, which the server refuses). */
export const newUserOnWire = (f: UserFields) => ({ ...userOnWire(f), password: f.password ?? '' });
/** An edit as sent: the password is not the form's to change (Reset password is). */
export const userEditOnWire = (f: UserFields, userId: string) => ({
  ...userOnWire(f),
  password: undefined,
  userId,
});

/** Saves a user: a new one, or (userId) an edit that leaves the password as it is. */
export const saveUserMutation = mutationOptions({
  mutationFn: ({ fields, userId }: { fields: UserFields; userId?: string }) =>
    userId ? updateUser(userEditOnWire(fields, userId)) : createUser(newUserOnWire(fields)),
  onSuccess: invalidates(consolePeopleKeys.users()),
});
/** Locks an unlocked user, unlocks a locked one; answers the user as it now is. */
export const toggleUserLockMutation = mutationOptions({
  mutationFn: (u: Pick<UserVo, 'userId' | 'lockFlag'>) =>
    updateUser({ userId: u.userId, lockFlag: u.lockFlag === '9' ? '0' : '9' }),
  onSuccess: invalidates(consolePeopleKeys.users()),
});
export const resetUserPasswordMutation = mutationOptions({
  mutationFn: ({ userId, password }: { userId: string; password: string }) =>
    updateUser({ userId, password }),
  onSuccess: invalidates(consolePeopleKeys.users()),
});
export const deleteUsersMutation = mutationOptions({
  mutationFn: deleteUsers,
  onSuccess: invalidates(consolePeopleKeys.users()),
});
export const useSaveUser = (ui?: MutationUi<UserVo, { fields: UserFields; userId?: string }>) =>
  useDataMutation(saveUserMutation, ui);
export const useToggleUserLock = (ui?: MutationUi<UserVo, Pick<UserVo, 'userId' | 'lockFlag'>>) =>
  useDataMutation(toggleUserLockMutation, ui);
export const useResetUserPassword = (ui?: MutationUi<UserVo, { userId: string; password: string }>) =>
  useDataMutation(resetUserPasswordMutation, ui);
export const useDeleteUsers = (ui?: MutationUi<true, string[]>) => useDataMutation(deleteUsersMutation, ui);
export const useRefreshUsers = () => useRefresh(consolePeopleKeys.users());

export const savePostMutation = mutationOptions({
  mutationFn: ({ fields, postId }: { fields: PostFields; postId?: string }) =>
    postId ? updatePost({ ...fields, postId }) : createPost(fields),
  onSuccess: invalidates(consolePeopleKeys.posts()),
});
export const deletePostsMutation = mutationOptions({
  mutationFn: deletePosts,
  onSuccess: invalidates(consolePeopleKeys.posts()),
});
export const useSavePost = (ui?: MutationUi<Post, { fields: PostFields; postId?: string }>) =>
  useDataMutation(savePostMutation, ui);
export const useDeletePosts = (ui?: MutationUi<true, string[]>) => useDataMutation(deletePostsMutation, ui);
export const useRefreshPosts = () => useRefresh(consolePeopleKeys.posts());

/** Saves a department: an edit keeps its place in the tree; a new one goes below `parentId` ('0': the top). */
export type DeptSave = {
  fields: { name: string; sortOrder: number };
  dept?: Pick<DeptNode, 'id' | 'parentId'>;
  parentId: string;
};
export const saveDeptMutation = mutationOptions({
  mutationFn: ({ fields, dept, parentId }: DeptSave) =>
    dept
      ? updateDept({ ...fields, deptId: dept.id, parentId: dept.parentId })
      : createDept({ ...fields, parentId }),
  onSuccess: invalidates(consolePeopleKeys.depts()),
});
export const deleteDeptMutation = mutationOptions({
  mutationFn: deleteDept,
  onSuccess: invalidates(consolePeopleKeys.depts()),
});
/** Adds people to a department: their lists of departments change, so the users' table is read again. */
export const addDeptMembersMutation = mutationOptions({
  mutationFn: ({ deptId, userIds }: { deptId: string; userIds: string[] }) => addMembers(deptId, userIds),
  onSuccess: invalidates(consolePeopleKeys.users()),
});
export const useSaveDept = (ui?: MutationUi<unknown, DeptSave>) => useDataMutation(saveDeptMutation, ui);
export const useDeleteDept = (ui?: MutationUi<true, string>) => useDataMutation(deleteDeptMutation, ui);
export const useAddDeptMembers = (ui?: MutationUi<void, { deptId: string; userIds: string[] }>) =>
  useDataMutation(addDeptMembersMutation, ui);
export const useRefreshDepts = () => useRefresh(consolePeopleKeys.depts());

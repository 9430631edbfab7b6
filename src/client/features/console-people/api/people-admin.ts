import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { invalidating, useRefresh } from '@/lib/mutation';
import type { Role } from '@contract/auth';
import type { Envelope, Page } from '@contract/envelope';
import type { DeptNode } from '@contract/dept';
import type { Post } from '@contract/post';
import type { UserCreate, UserUpdate, UserVo } from '@contract/user';
import { api, request, toSearchParams } from '@/lib/api-client';
import { downloadFile } from '@/lib/download';
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

/** An Excel sheet as pig's imports take it; the answer is the envelope whatever its code (it lists bad rows). */
const importSheet = (path: string) => (file: File) => {
  const body = new FormData();
  body.append('file', file);
  return api.post(path, { body, throwHttpErrors: false }).json<Envelope<unknown>>();
};
const template = (name: string) => () => downloadFile(`admin/sys-file/local/file/${name}`, {}, name);

export const importUsers = importSheet('admin/user/import');
export const downloadUserTemplate = template('user.xlsx');

/** The user form's fields: `locked` is pig's lockFlag. */
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

/** The user lists read again (the page's refresh, after an import). */
export const useRefreshUsers = () => useRefresh(consolePeopleKeys.users());

/** Save a user (create when no userId): the form's lock switch becomes pig's lockFlag; the lists are refetched. */
export const saveUserMutation = (client: QueryClient) =>
  invalidating(client, consolePeopleKeys.users(), ({ userId, ...f }: UserFields & { userId?: string }) => {
    const base = { ...f, lockFlag: f.locked ? ('9' as const) : ('0' as const), email: f.email || null };
    return userId
      ? updateUser({ ...base, password: undefined, userId })
      : createUser({ ...base, password: f.password ?? '' });
  });
export const useSaveUser = () => useMutation(saveUserMutation(useQueryClient()));

/** Lock an unlocked user, unlock a locked one (resolves to the user as saved); the lists are refetched. */
export const lockUserMutation = (client: QueryClient) =>
  invalidating(client, consolePeopleKeys.users(), (u: UserVo) =>
    updateUser({ userId: u.userId, lockFlag: u.lockFlag === '9' ? '0' : '9' }),
  );
export const useLockUser = () => useMutation(lockUserMutation(useQueryClient()));

/** Set a user's new password; the lists are refetched. */
export const resetPasswordMutation = (client: QueryClient) =>
  invalidating(
    client,
    consolePeopleKeys.users(),
    ({ userId, password }: { userId: string; password: string }) => updateUser({ userId, password }),
  );
export const useResetPassword = () => useMutation(resetPasswordMutation(useQueryClient()));

/** Delete users; the lists are refetched. */
export const deleteUsersMutation = (client: QueryClient) =>
  invalidating(client, consolePeopleKeys.users(), (ids: string[]) => deleteUsers(ids));
export const useDeleteUsers = () => useMutation(deleteUsersMutation(useQueryClient()));

export type PostFields = Pick<Post, 'postCode' | 'postName' | 'postSort' | 'remark'>;
export const createPost = (p: PostFields) => request<Post>('admin/post', { method: 'post', json: p });
export const updatePost = (p: PostFields & { postId: string }) =>
  request<Post>('admin/post', { method: 'put', json: p });
export const deletePosts = (ids: string[]) => request<true>('admin/post', { method: 'delete', json: ids });
export const exportPosts = (f: Record<string, unknown>) => downloadFile('admin/post/export', f, 'posts.xlsx');
export const importPosts = importSheet('admin/post/import');
export const downloadPostTemplate = template('post.xlsx');

/** The post lists read again (the page's refresh, after an import). */
export const useRefreshPosts = () => useRefresh(consolePeopleKeys.posts());

/** Save a post (create when no postId); the post lists are refetched. */
export const savePostMutation = (client: QueryClient) =>
  invalidating(client, consolePeopleKeys.posts(), ({ postId, ...p }: PostFields & { postId?: string }) =>
    postId ? updatePost({ ...p, postId }) : createPost(p),
  );
export const useSavePost = () => useMutation(savePostMutation(useQueryClient()));

/** Delete posts; the post lists are refetched. */
export const deletePostsMutation = (client: QueryClient) =>
  invalidating(client, consolePeopleKeys.posts(), (ids: string[]) => deletePosts(ids));
export const useDeletePosts = () => useMutation(deletePostsMutation(useQueryClient()));

export type DeptFields = { name: string; parentId: string; sortOrder: number };
export const createDept = (d: DeptFields) => request('admin/dept', { method: 'post', json: d });
export const updateDept = (d: DeptFields & { deptId: string }) =>
  request('admin/dept', { method: 'put', json: d });
export const deleteDept = (id: string) => request<true>(`admin/dept/${id}`, { method: 'delete' });
export const exportDepts = () => downloadFile('admin/dept/export', {}, 'departments.xlsx');
export const importDepts = importSheet('admin/dept/import');
export const downloadDeptTemplate = template('dept.xlsx');

/** The department tree read again (the page's refresh, after an import). */
export const useRefreshDepts = () => useRefresh(consolePeopleKeys.depts());

/** Save a department (create when no deptId); the tree is refetched. */
export const saveDeptMutation = (client: QueryClient) =>
  invalidating(client, consolePeopleKeys.depts(), ({ deptId, ...d }: DeptFields & { deptId?: string }) =>
    deptId ? updateDept({ ...d, deptId }) : createDept(d),
  );
export const useSaveDept = () => useMutation(saveDeptMutation(useQueryClient()));

/** Delete a department (pig refuses one with sub-departments or people); the tree is refetched. */
export const deleteDeptMutation = (client: QueryClient) =>
  invalidating(client, consolePeopleKeys.depts(), (id: string) => deleteDept(id));
export const useDeleteDept = () => useMutation(deleteDeptMutation(useQueryClient()));

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

/** Add people to a department besides their own; the user lists are refetched. */
export const addMembersMutation = (client: QueryClient) =>
  invalidating(
    client,
    consolePeopleKeys.users(),
    ({ deptId, userIds }: { deptId: string; userIds: string[] }) => addMembers(deptId, userIds),
  );
export const useAddMembers = () => useMutation(addMembersMutation(useQueryClient()));

import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Role } from '@contract/auth';
import type { Page } from '@contract/envelope';
import type { DeptNode, Post, UserCreate, UserUpdate, UserVo } from '@contract/people';
import { request, toSearchParams } from '@/lib/api-client';
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

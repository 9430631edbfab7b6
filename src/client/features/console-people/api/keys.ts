import type { UserFilter } from '@contract/user';

export type UserPageFilter = UserFilter & { current: number; size: number };
export type PostFilter = { postName?: string; current: number; size: number };

/** Query keys of Console › Users, Departments and Posts. */
export const consolePeopleKeys = {
  root: ['console-people'] as const,
  users: () => ['console-people', 'users'] as const,
  usersOf: (f: UserPageFilter) => ['console-people', 'users', f] as const,
  user: (id: string) => ['console-people', 'user', id] as const,
  depts: () => ['console-people', 'depts'] as const,
  posts: () => ['console-people', 'posts'] as const,
  postsOf: (f: PostFilter) => ['console-people', 'posts', f] as const,
  postList: () => ['console-people', 'post-list'] as const,
  roles: () => ['console-people', 'roles'] as const,
};

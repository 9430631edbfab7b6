import type { UserMessageQuery } from '@contract/message';

/** Query keys of the console frame. */
export const adminKeys = {
  root: ['admin'] as const,
  menu: () => ['admin', 'menu'] as const,
  personalDepts: () => ['admin', 'personal-depts'] as const,
  /** The console home's blocks. */
  dashboard: (block: string, ...args: unknown[]) => ['admin', 'dashboard', block, ...args] as const,
  /** One's own notices: the bell's count and the centre's pages. */
  notices: () => ['admin', 'notices'] as const,
  unread: () => ['admin', 'notices', 'unread'] as const,
  noticesOf: (q: UserMessageQuery) => ['admin', 'notices', 'page', q] as const,
};

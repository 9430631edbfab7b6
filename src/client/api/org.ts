import type { OrgItem, OrgTree, OrgType } from '@contract/dept';
import { request, toSearchParams } from '@/lib/api-client';

/**
 * The organisation picker's calls (components/org-picker.tsx), for every console page that chooses people,
 * departments or roles: a level of the tree, and people by name.
 */
export const orgSource = {
  level: (type: OrgType, parentDeptId: string) =>
    request<OrgTree>('admin/dept/org', { searchParams: toSearchParams({ type, parentDeptId }) }),
  search: (username: string) =>
    request<OrgItem[]>('admin/dept/org/user/search', {
      searchParams: toSearchParams({ username, pageNum: 1, pageSize: 30 }),
    }),
};

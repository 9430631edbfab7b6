import { queryOptions } from '@tanstack/react-query';
import type { MenuNode } from '@contract/menu';
import { fetchUserInfo } from '@/lib/account';
import { request } from '@/lib/api-client';
import { adminKeys } from './keys';

/**
 * The caller's menus, and with them who the caller is and may do (user info): a console page load shows the
 * menus and buttons the server grants now, not those of the login (a role's grant may have changed since).
 * Read again at every load (the saved copy shows meanwhile, and offline).
 */
export const menuQuery = () =>
  queryOptions({
    queryKey: adminKeys.menu(),
    staleTime: 0,
    queryFn: async () => {
      const [tree] = await Promise.all([
        request<MenuNode[]>('admin/menu'),
        fetchUserInfo().catch(() => undefined),
      ]);
      return tree;
    },
  });

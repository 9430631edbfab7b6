import { createFileRoute } from '@tanstack/react-router';
import { MenuAdminPage } from '@/features/console-access/components/menu-admin-page';
import { PERMISSIONS } from '@contract/permissions';
import { menuTreeQuery } from '@/features/console-access/api/access-admin';
import { hasAny } from '@/lib/permissions';
import { preloadList } from '@/lib/preload';
import { getUser } from '@/lib/session';

export const Route = createFileRoute('/admin/system/menu')({
  // The page is for staff who may add, edit or delete menus (any of the three).
  loader: ({ context }) => {
    if (
      hasAny(getUser()?.authBtnList ?? [], [PERMISSIONS.menuAdd, PERMISSIONS.menuEdit, PERMISSIONS.menuDel])
    )
      preloadList(context.queryClient, menuTreeQuery());
  },
  component: MenuAdminPage,
});

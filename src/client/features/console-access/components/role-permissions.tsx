import { Button, DotLoading } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RoleDetail } from '@contract/role';
import { toast } from '@/lib/feedback';
import { menuTreeQuery, roleMenusQuery, useSaveRoleMenus } from '../api/access-admin';
import { CheckTree, checkedLeaves, grantOf } from './check-tree';
import { menuItems } from './menu-items';

/**
 * A role's permissions on the tenant's menu tree: pages and their buttons, checked with parent and child
 * cascading; saved whole (`PUT /admin/role/menu`). Its holders see the change on their next page load.
 */
export function RolePermissions({ role, onSaved }: { role: RoleDetail; onSaved: () => void }) {
  const { t, i18n } = useLingui();
  const menus = useQuery(menuTreeQuery());
  const held = useQuery(roleMenusQuery(role.roleId));
  const roots = useMemo(() => menuItems(menus.data ?? [], i18n.locale), [menus.data, i18n.locale]);
  const [checked, setChecked] = useState<Set<string> | null>(null);
  const shown = checked ?? (held.data ? checkedLeaves(roots, held.data) : new Set<string>());
  const save = useSaveRoleMenus();
  if (menus.isPending || held.isPending) return <DotLoading className="loading-dots" />;
  return (
    <div className="role-permissions">
      <CheckTree roots={roots} checked={shown} onChange={setChecked} data-testid="permission-tree" />
      <Button
        block
        color="primary"
        loading={save.isPending}
        onClick={() =>
          save.mutate(
            { roleId: role.roleId, menuIds: grantOf(roots, shown) },
            { onSuccess: () => (void toast(t`Saved`, 'success'), onSaved()) },
          )
        }
        data-testid="permission-save"
      >
        <Trans>Save permissions</Trans>
      </Button>
    </div>
  );
}

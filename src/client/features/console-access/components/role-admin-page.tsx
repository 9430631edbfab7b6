import { Button } from 'antd-mobile';
import { SearchField } from '@/components/search-field';
import './console-access.css';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { PERMISSIONS } from '@contract/permissions';
import type { RoleDetail, RoleSortField } from '@contract/role';
import { Auth } from '@/components/auth-gates';
import { DataTable } from '@/components/data-table';
import { Drawer } from '@/components/drawer';
import { FreshnessNote } from '@/components/freshness-note';
import { ImportDialog, type ImportState } from '@/components/import-dialog';
import { firstRowNumber, Pager } from '@/components/pager';
import { useAuth } from '@/lib/permissions';
import { usePagedTable } from '@/lib/use-paged-table';
import { EditDrawer, RowActions, useCrud } from '@/components/crud-page';
import {
  downloadRoleTemplate,
  exportRoles,
  importRoles,
  rolesQuery,
  useDeleteRole,
  useRefreshRoles,
  useSaveRole,
  type RoleFields,
} from '../api/access-admin';
import { NotAllowed } from '@/components/not-allowed';
import { RoleForm, useScopeNames } from './role-form';
import { RolePermissions } from './role-permissions';

/**
 * Console › System › Roles (pig's 角色管理): the tenant's roles, searched by name; add, edit (name, code,
 * description, data scope), delete, assign permissions on the menu tree, export. Offline it shows the last list.
 */
export function RoleAdminPage() {
  const { t } = useLingui();
  const canEdit = useAuth(PERMISSIONS.roleEdit);
  const canView = useAuth(PERMISSIONS.roleView);
  const table = usePagedTable<{ roleName: string }>();
  const { roleName } = table.filter;
  const [granting, setGranting] = useState<RoleDetail | null>(null);
  const [importing, setImporting] = useState<ImportState>('closed');
  const scopeNames = useScopeNames();
  const list = useQuery({ ...rolesQuery(table.params), enabled: canView });
  const { editing, setEditing, save, remove } = useCrud<RoleDetail, RoleFields & { roleId?: string }>({
    save: useSaveRole(),
    remove: useDeleteRole(),
  });
  const refresh = useRefreshRoles();
  if (!canView)
    return <NotAllowed testId="role-admin">{t`You do not have permission to view roles.`}</NotAllowed>;

  return (
    <section className="console-page" data-testid="role-admin">
      <FreshnessNote updatedAt={list.dataUpdatedAt} />
      <div className="console-toolbar">
        <SearchField
          className="toolbar-search"
          placeholder={t`Search by role name`}
          defaultValue={roleName}
          onSearch={(v) => table.setFilter({ roleName: v || undefined })}
          onClear={() => table.setFilter({ roleName: undefined })}
          data-testid="role-search"
        />
        <Auth value={PERMISSIONS.roleAdd}>
          <Button color="primary" onClick={() => setEditing('new')} data-testid="role-new">
            <Trans>New role</Trans>
          </Button>
        </Auth>
        <Auth value={PERMISSIONS.roleExport}>
          <Button onClick={() => void exportRoles(roleName)} data-testid="role-export">
            <Trans>Export</Trans>
          </Button>
          <Button onClick={() => setImporting('open')} data-testid="role-import">
            <Trans>Import</Trans>
          </Button>
        </Auth>
      </div>
      <DataTable
        onOpen={canEdit ? setEditing : undefined}
        name="role"
        numberFrom={firstRowNumber(list.data)}
        rows={list.data?.records ?? []}
        rowKey={(r) => r.roleId}
        rowTestId="role-row"
        sort={table.sort}
        onSort={table.toggleSort}
        columns={[
          {
            key: 'name',
            title: t`Role name`,
            render: (r) => r.roleName,
            userContent: true,
            sortField: 'roleName' satisfies RoleSortField,
          },
          {
            key: 'code',
            title: t`Role code`,
            render: (r) => <code translate="no">{r.roleCode}</code>,
            sortField: 'roleCode' satisfies RoleSortField,
          },
          {
            key: 'desc',
            title: t`Description`,
            render: (r) => r.roleDesc ?? '',
            userContent: true,
            sortField: 'roleDesc' satisfies RoleSortField,
          },
          {
            key: 'scope',
            title: t`Data scope`,
            render: (r) => scopeNames[r.dsType],
            sortField: 'dsType' satisfies RoleSortField,
          },
          {
            key: 'created',
            title: t`Created`,
            render: (r) => r.createTime ?? '',
            sortField: 'createTime' satisfies RoleSortField,
          },
          {
            key: 'actions',
            title: t`Actions`,
            render: (r) => (
              <RowActions
                testId="role"
                edit={{ permission: PERMISSIONS.roleEdit, onEdit: () => setEditing(r) }}
                remove={{
                  permission: PERMISSIONS.roleDel,
                  question: t`Delete this role? Its holders lose what it grants.`,
                  onConfirm: () => remove.mutate(r.roleId),
                }}
              >
                <Auth value={PERMISSIONS.rolePerm}>
                  <Button size="mini" onClick={() => setGranting(r)} data-testid="role-permissions">
                    <Trans>Permissions</Trans>
                  </Button>
                </Auth>
              </RowActions>
            ),
          },
        ]}
      />
      <Pager page={list.data} onChange={table.setPage} onSize={table.setSize} />
      <EditDrawer
        editing={editing}
        onClose={() => setEditing(null)}
        keyOf={(x) => x.roleId}
        title={(isNew) => (isNew ? <Trans>New role</Trans> : <Trans>Edit role</Trans>)}
        testId="role-drawer"
      >
        {(row) => (
          <RoleForm
            role={row}
            busy={save.isPending}
            onSubmit={(fields) => save.mutate({ ...fields, roleId: row?.roleId })}
          />
        )}
      </EditDrawer>
      <Drawer
        open={granting !== null}
        onClose={() => setGranting(null)}
        title={<Trans>Permissions of {granting?.roleName ?? ''}</Trans>}
        data-testid="role-permission-drawer"
      >
        {granting && (
          <RolePermissions key={granting.roleId} role={granting} onSaved={() => setGranting(null)} />
        )}
      </Drawer>
      <ImportDialog
        state={importing}
        onState={setImporting}
        title={t`Import roles`}
        upload={importRoles}
        downloadTemplate={downloadRoleTemplate}
        onImported={() => void refresh()}
      />
    </section>
  );
}

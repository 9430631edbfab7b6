import { Button, Space, Tag } from 'antd-mobile';
import { SearchField } from '@/components/search-field';
import './console-people.css';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { UserFilter, UserSortField, UserVo } from '@contract/user';
import { PERMISSIONS } from '@contract/permissions';
import { Auth } from '@/components/auth-gates';
import { ChoiceGroup } from '@/components/choice-group';
import { ConfirmButton } from '@/components/confirm-button';
import { DataTable, type Column } from '@/components/data-table';
import { Drawer } from '@/components/drawer';
import { ImportDialog, type ImportState } from '@/components/import-dialog';
import { EditDrawer } from '@/components/crud-page';
import { firstRowNumber, Pager } from '@/components/pager';
import { useColumnSettings } from '@/components/column-settings';
import { TreeList } from '@/components/record-chooser';
import { usePagedTable } from '@/lib/use-paged-table';
import { useSelectColumn } from '@/components/select-column';
import { TableToolbar } from '@/components/table-toolbar';
import { toast } from '@/lib/feedback';
import { useAuth } from '@/lib/permissions';
import { useUser } from '@/lib/session';
import {
  deptTreeQuery,
  downloadUserTemplate,
  exportUsers,
  importUsers,
  useDeleteUsers,
  useLockUser,
  useRefreshUsers,
  useResetPassword,
  useSaveUser,
  usersQuery,
} from '../api/people-admin';
import { ResetPasswordForm } from './reset-password';
import { UserForm } from './user-form';
import { NotAllowed } from '@/components/not-allowed';

/**
 * Console › System › Users (pig's 用户管理): the department tree filters the table (a department with those below
 * it); search by username or phone, by lock state; choose and order the columns; add, edit, lock or unlock, set
 * a new password, delete one or the selected ones (never yourself); export what is shown (or the selected ones),
 * import from the template.
 */
export function UserAdminPage() {
  const { t } = useLingui();
  const canEdit = useAuth(PERMISSIONS.userEdit);
  const me = useUser();
  const canView = useAuth(PERMISSIONS.userView);
  const table = usePagedTable<UserFilter>();
  const filter = table.filter;
  const [selected, setSelected] = useState<string[]>([]);
  const [editing, setEditing] = useState<UserVo | 'new' | null>(null);
  const [resetting, setResetting] = useState<UserVo | null>(null);
  const [importing, setImporting] = useState<ImportState>('closed');
  const list = useQuery({ ...usersQuery(table.params), enabled: canView });
  const tree = useQuery({ ...deptTreeQuery(), enabled: canView });
  const rows = list.data?.records ?? [];
  const refresh = useRefreshUsers();
  const done = (msg: string) => void toast(msg, 'success');
  const save = useSaveUser();
  const lock = useLockUser();
  const locked = { onSuccess: (u: UserVo) => done(u.lockFlag === '9' ? t`Locked` : t`Unlocked`) };
  const reset = useResetPassword();
  const remove = useDeleteUsers();
  const removed = { onSuccess: () => (setSelected([]), done(t`Deleted`)) };
  const selectColumn = useSelectColumn(rows, (u) => u.userId, selected, setSelected);
  const columnSettings = useColumnSettings('users');
  if (!canView)
    return <NotAllowed testId="user-admin">{t`You do not have permission to view users.`}</NotAllowed>;

  const tags = (names: string[]) => (
    <Space wrap>
      {names.map((n) => (
        <Tag key={n} color="default">
          {n}
        </Tag>
      ))}
    </Space>
  );
  const sortable = (field: UserSortField) => field;
  const data: Column<UserVo>[] = [
    {
      key: 'username',
      title: t`Username`,
      render: (u) => u.username,
      userContent: true,
      sortField: sortable('username'),
    },
    {
      key: 'name',
      title: t`Name`,
      render: (u) => u.name ?? '',
      userContent: true,
      sortField: sortable('name'),
    },
    { key: 'phone', title: t`Mobile number`, render: (u) => u.phone ?? '', sortField: sortable('phone') },
    {
      key: 'dept',
      title: t`Department`,
      render: (u) => u.deptList.map((d) => d.name).join('、'),
      userContent: true,
    },
    {
      key: 'roles',
      title: t`Roles`,
      render: (u) => tags(u.roleList.map((r) => r.roleName)),
      userContent: true,
    },
    {
      key: 'posts',
      title: t`Posts`,
      render: (u) => tags(u.postList.map((p) => p.postName)),
      userContent: true,
    },
    {
      key: 'lock',
      title: t`State`,
      render: (u) =>
        u.lockFlag === '9' ? <Tag color="danger">{t`Locked`}</Tag> : <Tag color="success">{t`Normal`}</Tag>,
      sortField: sortable('lockFlag'),
    },
    {
      key: 'created',
      title: t`Created`,
      render: (u) => u.createTime ?? '',
      sortField: sortable('createTime'),
    },
  ];
  const actions: Column<UserVo> = {
    key: 'actions',
    title: t`Actions`,
    fixed: true,
    render: (u) => (
      <Space wrap>
        <Auth value={PERMISSIONS.userEdit}>
          <Button size="mini" onClick={() => setEditing(u)} data-testid="user-edit">
            <Trans>Edit</Trans>
          </Button>
          {u.userId !== me?.user.userId && (
            <Button size="mini" onClick={() => lock.mutate(u, locked)} data-testid="user-lock">
              {u.lockFlag === '9' ? <Trans>Unlock</Trans> : <Trans>Lock</Trans>}
            </Button>
          )}
          <Button size="mini" onClick={() => setResetting(u)} data-testid="user-reset">
            <Trans>Password</Trans>
          </Button>
        </Auth>
        <Auth value={PERMISSIONS.userDel}>
          <ConfirmButton
            question={t`Delete this user?`}
            onConfirm={() => remove.mutate([u.userId], removed)}
            data-testid="user-delete"
          >
            <Trans>Delete</Trans>
          </ConfirmButton>
        </Auth>
      </Space>
    ),
  };
  const search = table.setFilter;
  const [columns, columnControl] = columnSettings.apply([selectColumn, ...data, actions]);
  return (
    <section className="console-page people-page" data-testid="user-admin">
      <TreeList
        nodes={tree.data ?? []}
        selected={filter.deptId}
        onSelect={(deptId) => search({ deptId })}
        label={t`Filter by department`}
      />
      <div className="people-main">
        <div className="console-toolbar">
          <SearchField
            className="toolbar-search"
            placeholder={t`Username`}
            onSearch={(v) => search({ username: v || undefined })}
            onClear={() => search({ username: undefined })}
            data-testid="user-search-username"
          />
          <SearchField
            className="toolbar-search"
            placeholder={t`Mobile number`}
            onSearch={(v) => search({ phone: v || undefined })}
            onClear={() => search({ phone: undefined })}
            data-testid="user-search-phone"
          />
          <ChoiceGroup
            aria-label={t`State`}
            options={[
              { label: t`Normal`, value: '0' },
              { label: t`Locked`, value: '9' },
            ]}
            value={filter.lockFlag}
            onChange={(lockFlag) => search({ lockFlag })}
            data-testid="user-lock-filter"
          />
        </div>
        <TableToolbar
          selection={{ count: selected.length, onClear: () => setSelected([]) }}
          onRefresh={() => void refresh()}
          exportPermission={PERMISSIONS.userExport}
          onExport={() => void exportUsers({ ...filter, ids: selected.length ? selected : undefined })}
          settings={columnControl}
        >
          <Auth value={PERMISSIONS.userAdd}>
            <Button color="primary" size="small" onClick={() => setEditing('new')} data-testid="user-new">
              <Trans>New user</Trans>
            </Button>
            <Button size="small" onClick={() => setImporting('open')} data-testid="user-import">
              <Trans>Import</Trans>
            </Button>
          </Auth>
          <Auth value={PERMISSIONS.userDel}>
            <ConfirmButton
              size="small"
              fill="outline"
              disabled={selected.length === 0}
              question={t`Delete the ${selected.length} selected users?`}
              onConfirm={() => remove.mutate(selected, removed)}
              data-testid="user-delete-selected"
            >
              <Trans>Delete selected ({selected.length})</Trans>
            </ConfirmButton>
          </Auth>
        </TableToolbar>
        <DataTable
          onOpen={canEdit ? setEditing : undefined}
          name="users"
          numberFrom={firstRowNumber(list.data)}
          rows={rows}
          rowKey={(u) => u.userId}
          rowTestId="user-row"
          columns={columns}
          sort={table.sort}
          onSort={table.toggleSort}
        />
        <Pager page={list.data} onChange={table.setPage} onSize={table.setSize} />
      </div>
      <EditDrawer
        editing={editing}
        onClose={() => setEditing(null)}
        keyOf={(row) => row.userId}
        title={(isNew) => (isNew ? <Trans>New user</Trans> : <Trans>Edit user</Trans>)}
        testId="user-drawer"
      >
        {(row) => (
          <UserForm
            user={row}
            busy={save.isPending}
            onSubmit={(f) =>
              save.mutate(
                { ...f, userId: row?.userId },
                { onSuccess: () => (setEditing(null), done(t`Saved`)) },
              )
            }
          />
        )}
      </EditDrawer>
      <Drawer
        open={resetting !== null}
        onClose={() => setResetting(null)}
        title={<Trans>New password</Trans>}
        data-testid="reset-drawer"
      >
        {resetting && (
          <ResetPasswordForm
            busy={reset.isPending}
            onSubmit={(password) =>
              reset.mutate(
                { userId: resetting.userId, password },
                { onSuccess: () => (setResetting(null), done(t`The new password is set`)) },
              )
            }
          />
        )}
      </Drawer>
      <ImportDialog
        state={importing}
        onState={setImporting}
        title={t`Import users`}
        upload={importUsers}
        downloadTemplate={downloadUserTemplate}
        onImported={() => void refresh()}
      />
    </section>
  );
}

import { Button, Space } from 'antd-mobile';
import { orgSource } from '@/api/org';
import './console-people.css';
import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { DeptNode } from '@contract/dept';
import { PERMISSIONS } from '@contract/permissions';
import { Auth } from '@/components/auth-gates';
import { ChoiceGroup } from '@/components/choice-group';
import { ConfirmButton } from '@/components/confirm-button';
import { DataTable } from '@/components/data-table';
import { Drawer } from '@/components/drawer';
import { ImportDialog, type ImportState } from '@/components/import-dialog';
import { OrgPicker } from '@/components/org-picker';
import { TableToolbar } from '@/components/table-toolbar';
import { toast } from '@/lib/feedback';
import { useUser } from '@/lib/session';
import {
  deptTreeQuery,
  downloadDeptTemplate,
  exportDepts,
  flatten,
  importDepts,
  useAddMembers,
  useDeleteDept,
  useRefreshDepts,
  useSaveDept,
} from '../api/people-admin';
import { DeptForm } from './dept-form';
import { langOf } from '@/components/user-content';

type Editing = { parent: DeptNode | null; dept?: DeptNode };

/**
 * Console › System › Departments (pig's 部门管理): the tree, or a table of it; add a top department or one below
 * another, edit, delete (not one with sub-departments or people), add people from the organisation picker,
 * export and import.
 */
export function DeptAdminPage() {
  const { t } = useLingui();
  const me = useUser();
  const [view, setView] = useState<'tree' | 'table'>('tree');
  const [editing, setEditing] = useState<Editing | null>(null);
  const [members, setMembers] = useState<DeptNode | null>(null);
  const [importing, setImporting] = useState<ImportState>('closed');
  const tree = useQuery(deptTreeQuery());
  const all = flatten(tree.data ?? []);
  const refresh = useRefreshDepts();
  const save = useSaveDept();
  const remove = useDeleteDept();
  const join = useAddMembers();
  const actions = (d: DeptNode) => (
    <Space wrap>
      <Auth value={PERMISSIONS.deptAdd}>
        <Button size="mini" onClick={() => setEditing({ parent: d })} data-testid="dept-add-child">
          <Trans>Add below</Trans>
        </Button>
      </Auth>
      <Auth value={PERMISSIONS.deptEdit}>
        <Button
          size="mini"
          onClick={() => setEditing({ parent: all.find((p) => p.id === d.parentId) ?? null, dept: d })}
          data-testid="dept-edit"
        >
          <Trans>Edit</Trans>
        </Button>
      </Auth>
      <Auth value={PERMISSIONS.userEdit}>
        <Button size="mini" onClick={() => setMembers(d)} data-testid="dept-members">
          <Trans>Add people</Trans>
        </Button>
      </Auth>
      <Auth value={PERMISSIONS.deptDel}>
        <ConfirmButton
          question={t`Delete this department?`}
          onConfirm={() => remove.mutate(d.id, { onSuccess: () => void toast(t`Deleted`, 'success') })}
          data-testid="dept-delete"
        >
          <Trans>Delete</Trans>
        </ConfirmButton>
      </Auth>
    </Space>
  );
  const branch = (nodes: DeptNode[]): ReactNode => (
    <ul className="dept-tree">
      {nodes.map((d) => (
        <li key={d.id} data-testid="dept-node">
          <span className="dept-name" translate="no" lang={langOf(d.name)}>
            {d.name}
          </span>{' '}
          {actions(d)}
          {d.children?.length ? branch(d.children) : null}
        </li>
      ))}
    </ul>
  );
  return (
    <section className="console-page" data-testid="dept-admin">
      <TableToolbar
        onRefresh={() => void refresh()}
        exportPermission={PERMISSIONS.deptEdit}
        onExport={() => void exportDepts()}
      >
        <ChoiceGroup
          aria-label={t`View`}
          options={[
            { label: t`Tree`, value: 'tree' },
            { label: t`Table`, value: 'table' },
          ]}
          value={view}
          onChange={(v) => setView(v ?? view)}
          data-testid="dept-view"
        />
        <Auth value={PERMISSIONS.deptAdd}>
          <Button
            color="primary"
            size="small"
            onClick={() => setEditing({ parent: null })}
            data-testid="dept-new"
          >
            <Trans>New top department</Trans>
          </Button>
          <Button size="small" onClick={() => setImporting('open')} data-testid="dept-import">
            <Trans>Import</Trans>
          </Button>
        </Auth>
      </TableToolbar>
      {view === 'tree' ? (
        branch(tree.data ?? [])
      ) : (
        <DataTable
          name="dept"
          rows={all}
          rowKey={(d) => d.id}
          rowTestId="dept-row"
          columns={[
            {
              key: 'name',
              title: t`Department name`,
              render: (d) => <span style={{ paddingInlineStart: `${d.depth * 1.5}em` }}>{d.name}</span>,
              userContent: true,
            },
            { key: 'sort', title: t`Sort order`, render: (d) => d.sortOrder },
            { key: 'created', title: t`Created`, render: (d) => d.createTime ?? '' },
            { key: 'actions', title: t`Actions`, render: actions },
          ]}
        />
      )}
      <Drawer
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.dept ? <Trans>Edit department</Trans> : <Trans>New department</Trans>}
        data-testid="dept-drawer"
      >
        {editing && (
          <DeptForm
            dept={editing.dept}
            parentName={editing.parent?.name ?? t`None (a top department)`}
            busy={save.isPending}
            onSubmit={(f) =>
              save.mutate(
                editing.dept
                  ? { ...f, deptId: editing.dept.id, parentId: editing.dept.parentId }
                  : { ...f, parentId: editing.parent?.id ?? '0' },
                { onSuccess: () => (setEditing(null), void toast(t`Saved`, 'success')) },
              )
            }
          />
        )}
      </Drawer>
      <OrgPicker
        open={members !== null}
        onClose={() => setMembers(null)}
        onConfirm={(items) =>
          join.mutate(
            { deptId: members?.id ?? '', userIds: items.filter((i) => i.type === 'user').map((i) => i.id) },
            { onSuccess: () => (setMembers(null), void toast(t`Added to the department`, 'success')) },
          )
        }
        value={[]}
        type="user"
        selfId={me?.user.userId}
        title={t`Add people to ${members?.name ?? ''}`}
        source={orgSource}
      />
      <ImportDialog
        state={importing}
        onState={setImporting}
        title={t`Import departments`}
        upload={importDepts}
        downloadTemplate={downloadDeptTemplate}
        onImported={() => void refresh()}
      />
    </section>
  );
}

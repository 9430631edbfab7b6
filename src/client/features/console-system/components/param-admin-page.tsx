import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { SearchBar } from '@/components/ui/search-bar';
import { Space } from '@/components/ui/space';
import { Tag } from '@/components/ui/tag';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { DEFAULT_PAGE_SIZE } from '@contract/constants';
import type { Param } from '@contract/param';
import { PERMISSIONS } from '@contract/permissions';
import { Auth } from '@/components/auth-gates';
import { EditDrawer, RowActions } from '@/components/crud-page';
import { DataTable } from '@/components/data-table';
import { Pager } from '@/components/pager';
import { toast } from '@/lib/feedback';
import { useAuth } from '@/lib/permissions';
import { consoleSystemKeys } from '../api/keys';
import { NotAllowed } from './not-allowed';
import { createParam, deleteParams, paramsQuery, updateParam, type ParamFields } from '../api/system-admin';
import { ParamForm } from './param-form';

/** A long value (the agreement) shows its start in the table; the drawer shows it whole. */
const preview = (v: string) => (v.length > 60 ? `${v.slice(0, 60)}…` : v);

/**
 * Console › System › Parameters (pig's 参数管理): the site's texts and switches, the user agreement,
 * PASSWORD_EXPIRE_DAYS and staff's own parameters. Search by name or key; add, edit, delete (built-in ones
 * cannot be deleted). What is saved is what the portal reads next.
 */
export function ParamAdminPage() {
  const { t } = useLingui();
  const client = useQueryClient();
  const canView = useAuth(PERMISSIONS.paramView);
  const [filter, setFilter] = useState<{ publicName?: string; publicKey?: string }>({});
  const [current, setCurrent] = useState(1);
  const [editing, setEditing] = useState<Param | 'new' | null>(null);
  const list = useQuery({
    ...paramsQuery({ ...filter, current, size: DEFAULT_PAGE_SIZE }),
    enabled: canView,
  });
  const refresh = () => client.invalidateQueries({ queryKey: consoleSystemKeys.params() });
  const save = useMutation({
    mutationFn: (fields: ParamFields) =>
      editing && editing !== 'new'
        ? updateParam({ ...fields, publicId: editing.publicId })
        : createParam(fields),
    onSuccess: async () => {
      setEditing(null);
      void toast(t`Saved`, 'success');
      await refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (id: string) => deleteParams([id]),
    onSuccess: () => (toast(t`Deleted`, 'success'), refresh()),
  });
  if (!canView)
    return <NotAllowed testId="param-admin">{t`You do not have permission to view parameters.`}</NotAllowed>;

  return (
    <section className="console-page" data-testid="param-admin">
      <div className="console-toolbar">
        <SearchBar
          placeholder={t`Search by name`}
          onSearch={(v) => (setFilter({ ...filter, publicName: v || undefined }), setCurrent(1))}
          onClear={() => setFilter({ ...filter, publicName: undefined })}
          data-testid="param-search-name"
        />
        <SearchBar
          placeholder={t`Search by key`}
          onSearch={(v) => (setFilter({ ...filter, publicKey: v || undefined }), setCurrent(1))}
          onClear={() => setFilter({ ...filter, publicKey: undefined })}
          data-testid="param-search-key"
        />
        <Auth value={PERMISSIONS.paramAdd}>
          <Button color="primary" onClick={() => setEditing('new')} data-testid="param-new">
            <Trans>New parameter</Trans>
          </Button>
        </Auth>
      </div>
      <DataTable
        rows={list.data?.records ?? []}
        rowKey={(p) => p.publicId}
        rowTestId="param-row"
        columns={[
          { key: 'name', title: t`Name`, render: (p) => p.publicName, userContent: true },
          { key: 'key', title: t`Key`, render: (p) => <code translate="no">{p.publicKey}</code> },
          { key: 'value', title: t`Value`, render: (p) => preview(p.publicValue), userContent: true },
          {
            key: 'state',
            title: t`Status`,
            render: (p) => (
              <Space wrap>
                {p.status === '0' ? (
                  <Tag color="success">{t`In force`}</Tag>
                ) : (
                  <Tag color="default">{t`Not in force`}</Tag>
                )}
                {p.systemFlag === '1' && <Tag color="primary">{t`Built in`}</Tag>}
              </Space>
            ),
          },
          {
            key: 'actions',
            title: t`Actions`,
            render: (p) => (
              <RowActions
                testId="param"
                edit={{ permission: PERMISSIONS.paramEdit, onEdit: () => setEditing(p) }}
                remove={
                  p.systemFlag !== '1'
                    ? {
                        permission: PERMISSIONS.paramDel,
                        question: t`Delete this parameter?`,
                        onConfirm: () => remove.mutate(p.publicId),
                      }
                    : undefined
                }
              />
            ),
          },
        ]}
      />
      <Pager page={list.data} onChange={setCurrent} />
      <EditDrawer
        editing={editing}
        onClose={() => setEditing(null)}
        keyOf={(row) => row.publicId}
        title={(isNew) => (isNew ? <Trans>New parameter</Trans> : <Trans>Edit parameter</Trans>)}
        testId="param-drawer"
      >
        {(row) => <ParamForm param={row} busy={save.isPending} onSubmit={(fields) => save.mutate(fields)} />}
      </EditDrawer>
    </section>
  );
}

import { Button, Space, Tag } from 'antd-mobile';
import { SearchField } from '@/components/search-field';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Param, ParamSortField } from '@contract/param';
import { PERMISSIONS } from '@contract/permissions';
import { Auth } from '@/components/auth-gates';
import { EditDrawer, RowActions, useCrud } from '@/components/crud-page';
import { DataTable } from '@/components/data-table';
import { firstRowNumber, Pager } from '@/components/pager';
import { useAuth } from '@/lib/permissions';
import { usePagedTable } from '@/lib/use-paged-table';
import { NotAllowed } from './not-allowed';
import { paramsQuery, useDeleteParam, useSaveParam, type ParamFields } from '../api/system-admin';
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
  const canEdit = useAuth(PERMISSIONS.paramEdit);
  const canView = useAuth(PERMISSIONS.paramView);
  const table = usePagedTable<{ publicName: string; publicKey: string }>();
  const list = useQuery({ ...paramsQuery(table.params), enabled: canView });
  const { editing, setEditing, save, remove } = useCrud<Param, ParamFields & { publicId?: string }>({
    save: useSaveParam(),
    remove: useDeleteParam(),
  });
  if (!canView)
    return <NotAllowed testId="param-admin">{t`You do not have permission to view parameters.`}</NotAllowed>;

  return (
    <section className="console-page" data-testid="param-admin">
      <div className="console-toolbar">
        <SearchField
          className="toolbar-search"
          placeholder={t`Search by name`}
          defaultValue={table.filter.publicName}
          onSearch={(v) => table.setFilter({ publicName: v || undefined })}
          onClear={() => table.setFilter({ publicName: undefined })}
          data-testid="param-search-name"
        />
        <SearchField
          className="toolbar-search"
          placeholder={t`Search by key`}
          defaultValue={table.filter.publicKey}
          onSearch={(v) => table.setFilter({ publicKey: v || undefined })}
          onClear={() => table.setFilter({ publicKey: undefined })}
          data-testid="param-search-key"
        />
        <Auth value={PERMISSIONS.paramAdd}>
          <Button color="primary" onClick={() => setEditing('new')} data-testid="param-new">
            <Trans>New parameter</Trans>
          </Button>
        </Auth>
      </div>
      <DataTable
        onOpen={canEdit ? setEditing : undefined}
        name="param"
        numberFrom={firstRowNumber(list.data)}
        rows={list.data?.records ?? []}
        rowKey={(p) => p.publicId}
        rowTestId="param-row"
        sort={table.sort}
        onSort={table.toggleSort}
        columns={[
          {
            key: 'name',
            title: t`Name`,
            render: (p) => p.publicName,
            userContent: true,
            sortField: 'publicName' satisfies ParamSortField,
          },
          {
            key: 'key',
            title: t`Key`,
            render: (p) => <code translate="no">{p.publicKey}</code>,
            sortField: 'publicKey' satisfies ParamSortField,
          },
          {
            key: 'value',
            title: t`Value`,
            render: (p) => preview(p.publicValue),
            userContent: true,
            sortField: 'publicValue' satisfies ParamSortField,
          },
          {
            key: 'state',
            title: t`Status`,
            sortField: 'status' satisfies ParamSortField,
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
      <Pager page={list.data} onChange={table.setPage} onSize={table.setSize} />
      <EditDrawer
        editing={editing}
        onClose={() => setEditing(null)}
        keyOf={(row) => row.publicId}
        title={(isNew) => (isNew ? <Trans>New parameter</Trans> : <Trans>Edit parameter</Trans>)}
        testId="param-drawer"
      >
        {(row) => (
          <ParamForm
            param={row}
            busy={save.isPending}
            onSubmit={(fields) => save.mutate({ ...fields, publicId: row?.publicId })}
          />
        )}
      </EditDrawer>
    </section>
  );
}

import { Button, Tag } from 'antd-mobile';
import { SearchField } from '@/components/search-field';
import './console-access.css';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { PERMISSIONS } from '@contract/permissions';
import { PLATFORM_TENANT_ID, type Tenant, type TenantSortField } from '@contract/tenant';
import { Auth } from '@/components/auth-gates';
import { DataTable } from '@/components/data-table';
import { FreshnessNote } from '@/components/freshness-note';
import { NotAllowed } from '@/components/not-allowed';
import { firstRowNumber, Pager } from '@/components/pager';
import { useAuth } from '@/lib/permissions';
import { usePagedTable } from '@/lib/use-paged-table';
import { EditDrawer, RowActions, useCrud } from '@/components/crud-page';
import { tenantsQuery, useDeleteTenant, useSaveTenant, type TenantFields } from '../api/access-admin';
import { TenantForm } from './tenant-form';

const wireNow = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');

/**
 * Console › System › Tenants (pigx's 租户管理, the platform tenant's page): who may use the platform, from when
 * to when, with which menus. A tenant past its dates or frozen answers its users 426 on their next request.
 */
export function TenantAdminPage() {
  const { t } = useLingui();
  const canEdit = useAuth(PERMISSIONS.tenantEdit);
  const canView = useAuth(PERMISSIONS.tenantView);
  const table = usePagedTable<{ name: string }>();
  const list = useQuery({
    ...tenantsQuery(table.params),
    enabled: canView,
    // When the list was read, in the wire's format and zone: a tenant whose end is before it has expired.
    select: (page) => ({ ...page, asOf: wireNow() }),
  });
  const { editing, setEditing, save, remove } = useCrud<Tenant, TenantFields & { id?: string }>({
    save: useSaveTenant(),
    remove: useDeleteTenant(),
  });
  if (!canView)
    return <NotAllowed testId="tenant-admin">{t`You do not have permission to view tenants.`}</NotAllowed>;

  const state = (x: Tenant) => {
    if (x.status !== '0') return <Tag color="danger">{t`Frozen`}</Tag>;
    if (x.endTime && x.endTime < (list.data?.asOf ?? '')) return <Tag color="warning">{t`Expired`}</Tag>;
    return <Tag color="success">{t`In service`}</Tag>;
  };
  return (
    <section className="console-page" data-testid="tenant-admin">
      <FreshnessNote updatedAt={list.dataUpdatedAt} />
      <div className="console-toolbar">
        <SearchField
          className="toolbar-search"
          placeholder={t`Search by tenant name`}
          defaultValue={table.filter.name}
          onSearch={(v) => table.setFilter({ name: v || undefined })}
          onClear={() => table.setFilter({ name: undefined })}
          data-testid="tenant-search"
        />
        <Auth value={PERMISSIONS.tenantAdd}>
          <Button color="primary" onClick={() => setEditing('new')} data-testid="tenant-new">
            <Trans>New tenant</Trans>
          </Button>
        </Auth>
      </div>
      <DataTable
        onOpen={canEdit ? setEditing : undefined}
        name="tenant"
        numberFrom={firstRowNumber(list.data)}
        rows={list.data?.records ?? []}
        rowKey={(x) => x.id}
        rowTestId="tenant-row"
        sort={table.sort}
        onSort={table.toggleSort}
        columns={[
          {
            key: 'name',
            title: t`Tenant name`,
            render: (x) => x.name,
            userContent: true,
            sortField: 'name' satisfies TenantSortField,
          },
          {
            key: 'code',
            title: t`Tenant code`,
            render: (x) => <code translate="no">{x.code}</code>,
            sortField: 'code' satisfies TenantSortField,
          },
          {
            key: 'from',
            title: t`Valid from`,
            render: (x) => x.startTime?.slice(0, 10) ?? '',
            sortField: 'startTime' satisfies TenantSortField,
          },
          {
            key: 'until',
            title: t`Valid until`,
            render: (x) => x.endTime?.slice(0, 10) ?? '',
            sortField: 'endTime' satisfies TenantSortField,
          },
          { key: 'state', title: t`Status`, render: state, sortField: 'status' satisfies TenantSortField },
          {
            key: 'actions',
            title: t`Actions`,
            render: (x) => (
              <RowActions
                testId="tenant"
                edit={{ permission: PERMISSIONS.tenantEdit, onEdit: () => setEditing(x) }}
                remove={
                  x.id !== PLATFORM_TENANT_ID
                    ? {
                        permission: PERMISSIONS.tenantDel,
                        question: t`Delete this tenant? Its users can no longer use the platform.`,
                        onConfirm: () => remove.mutate(x.id),
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
        keyOf={(x) => x.id}
        title={(isNew) => (isNew ? <Trans>New tenant</Trans> : <Trans>Edit tenant</Trans>)}
        testId="tenant-drawer"
      >
        {(row) => (
          <TenantForm
            tenant={row}
            busy={save.isPending}
            onSubmit={(fields) => save.mutate({ ...fields, id: row?.id })}
          />
        )}
      </EditDrawer>
    </section>
  );
}

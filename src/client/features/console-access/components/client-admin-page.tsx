import { Button, Space, Tag } from 'antd-mobile';
import { SearchField } from '@/components/search-field';
import './console-access.css';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ClientSortField, OauthClient } from '@contract/client';
import { PERMISSIONS } from '@contract/permissions';
import { Auth } from '@/components/auth-gates';
import { DataTable } from '@/components/data-table';
import { FreshnessNote } from '@/components/freshness-note';
import { NotAllowed } from '@/components/not-allowed';
import { firstRowNumber, Pager } from '@/components/pager';
import { useAuth } from '@/lib/permissions';
import { usePagedTable } from '@/lib/use-paged-table';
import { EditDrawer, RowActions, useCrud } from '@/components/crud-page';
import { clientsQuery, useDeleteClient, useSaveClient, type ClientFields } from '../api/access-admin';
import { ClientForm } from './client-form';

/**
 * Console › OAuth clients (pig's 终端管理, the platform tenant's page): the apps that may sign users in, their
 * grants, token lifetimes and login flags. An edit holds from the next login; no page shows a secret.
 */
export function ClientAdminPage() {
  const { t } = useLingui();
  const canEdit = useAuth(PERMISSIONS.clientEdit);
  const canView = useAuth(PERMISSIONS.clientView);
  const table = usePagedTable<{ clientId: string }>();
  const list = useQuery({ ...clientsQuery(table.params), enabled: canView });
  const { editing, setEditing, save, remove } = useCrud<OauthClient, ClientFields & { id?: string }>({
    save: useSaveClient(),
    remove: useDeleteClient(),
  });
  if (!canView)
    return (
      <NotAllowed testId="client-admin">{t`You do not have permission to view OAuth clients.`}</NotAllowed>
    );

  const flag = (on: boolean, yes: string) => (on ? <Tag color="primary">{yes}</Tag> : null);
  return (
    <section className="console-page" data-testid="client-admin">
      <FreshnessNote updatedAt={list.dataUpdatedAt} />
      <div className="console-toolbar">
        <SearchField
          className="toolbar-search"
          placeholder={t`Search by client ID`}
          defaultValue={table.filter.clientId}
          onSearch={(v) => table.setFilter({ clientId: v || undefined })}
          onClear={() => table.setFilter({ clientId: undefined })}
          data-testid="client-search"
        />
        <Auth value={PERMISSIONS.clientAdd}>
          <Button color="primary" onClick={() => setEditing('new')} data-testid="client-new">
            <Trans>New client</Trans>
          </Button>
        </Auth>
      </div>
      <DataTable
        onOpen={canEdit ? setEditing : undefined}
        name="client"
        numberFrom={firstRowNumber(list.data)}
        rows={list.data?.records ?? []}
        rowKey={(c) => c.id}
        rowTestId="client-row"
        sort={table.sort}
        onSort={table.toggleSort}
        columns={[
          {
            key: 'id',
            title: t`Client ID`,
            render: (c) => <code translate="no">{c.clientId}</code>,
            sortField: 'clientId' satisfies ClientSortField,
          },
          {
            key: 'scope',
            title: t`Scope`,
            render: (c) => <code translate="no">{c.scope}</code>,
            sortField: 'scope' satisfies ClientSortField,
          },
          {
            key: 'grants',
            title: t`Grant types`,
            render: (c) => <code translate="no">{c.authorizedGrantTypes.join(', ')}</code>,
            sortField: 'authorizedGrantTypes' satisfies ClientSortField,
          },
          {
            key: 'access',
            title: t`Access token (s)`,
            render: (c) => c.accessTokenValidity,
            sortField: 'accessTokenValidity' satisfies ClientSortField,
          },
          {
            key: 'refresh',
            title: t`Refresh token (s)`,
            render: (c) => c.refreshTokenValidity,
            sortField: 'refreshTokenValidity' satisfies ClientSortField,
          },
          {
            key: 'flags',
            title: t`Login`,
            render: (c) => (
              <Space wrap>
                {flag(c.captchaFlag === '1', t`Puzzle`)}
                {flag(c.encFlag === '1', t`Encrypted`)}
                {flag(c.onlineQuantity === '0', t`One session`)}
              </Space>
            ),
          },
          {
            key: 'actions',
            title: t`Actions`,
            render: (c) => (
              <RowActions
                testId="client"
                edit={{ permission: PERMISSIONS.clientEdit, onEdit: () => setEditing(c) }}
                remove={{
                  permission: PERMISSIONS.clientDel,
                  question: t`Delete this client? Apps using it can no longer sign anyone in.`,
                  onConfirm: () => remove.mutate(c.id),
                }}
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
        title={(isNew) => (isNew ? <Trans>New client</Trans> : <Trans>Edit client</Trans>)}
        testId="client-drawer"
      >
        {(row) => (
          <ClientForm
            client={row}
            busy={save.isPending}
            onSubmit={(fields) => save.mutate({ ...fields, id: row?.id })}
          />
        )}
      </EditDrawer>
    </section>
  );
}

import { SearchField } from '@/components/search-field';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { PERMISSIONS } from '@contract/permissions';
import type { TokenSortField } from '@contract/token';
import { Auth } from '@/components/auth-gates';
import { ConfirmButton } from '@/components/confirm-button';
import { DataTable } from '@/components/data-table';
import { firstRowNumber, Pager } from '@/components/pager';
import { toast } from '@/lib/feedback';
import { useAuth } from '@/lib/permissions';
import { usePagedTable } from '@/lib/use-paged-table';
import { NotAllowed } from './not-allowed';
import { tokensQuery, useKickOut } from '../api/system-admin';

/**
 * Console › System › Online sessions (pig's 令牌管理): who is signed in, through which client, since when; staff
 * end a session, and its device is asked to log in again at its next request.
 */
export function TokenAdminPage() {
  const { t } = useLingui();
  const canView = useAuth(PERMISSIONS.tokenView);
  const table = usePagedTable<{ username: string }>();
  const list = useQuery({ ...tokensQuery(table.params), enabled: canView });
  const kick = useKickOut();
  if (!canView)
    return (
      <NotAllowed testId="token-admin">{t`You do not have permission to view online sessions.`}</NotAllowed>
    );

  return (
    <section className="console-page" data-testid="token-admin">
      <div className="console-toolbar">
        <SearchField
          className="toolbar-search"
          placeholder={t`Username`}
          defaultValue={table.filter.username}
          onSearch={(v) => table.setFilter({ username: v.trim() })}
          onClear={() => table.setFilter({ username: undefined })}
          data-testid="token-search-user"
        />
      </div>
      <DataTable
        name="token"
        numberFrom={firstRowNumber(list.data)}
        rows={list.data?.records ?? []}
        rowKey={(s) => s.id}
        rowTestId="token-row"
        sort={table.sort}
        onSort={table.toggleSort}
        columns={[
          {
            key: 'user',
            title: t`User`,
            render: (s) => s.username,
            userContent: true,
            sortField: 'username' satisfies TokenSortField,
          },
          {
            key: 'client',
            title: t`Client`,
            render: (s) => <code translate="no">{s.clientId}</code>,
            sortField: 'clientId' satisfies TokenSortField,
          },
          {
            key: 'since',
            title: t`Signed in`,
            render: (s) => s.issuedAt,
            sortField: 'issuedAt' satisfies TokenSortField,
          },
          {
            key: 'until',
            title: t`Renewable until`,
            render: (s) => s.refreshExpiresAt,
            sortField: 'refreshExpiresAt' satisfies TokenSortField,
          },
          {
            key: 'actions',
            title: t`Actions`,
            render: (s) => (
              <Auth value={PERMISSIONS.tokenDel}>
                <ConfirmButton
                  question={t`Log ${s.username} out of this session?`}
                  onConfirm={() =>
                    kick.mutate(s.id, { onSuccess: () => void toast(t`Logged out`, 'success') })
                  }
                  data-testid="token-kick"
                >
                  <Trans>Log out</Trans>
                </ConfirmButton>
              </Auth>
            ),
          },
        ]}
      />
      <Pager page={list.data} onChange={table.setPage} onSize={table.setSize} />
    </section>
  );
}

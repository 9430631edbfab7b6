import { useState } from 'react';
import { SearchBar } from '@/components/ui/search-bar';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { DEFAULT_PAGE_SIZE } from '@contract/constants';
import { PERMISSIONS } from '@contract/permissions';
import { Auth } from '@/components/auth-gates';
import { ConfirmButton } from '@/components/confirm-button';
import { DataTable } from '@/components/data-table';
import { Pager } from '@/components/pager';
import { toast } from '@/lib/feedback';
import { useAuth } from '@/lib/permissions';
import { consoleSystemKeys } from '../api/keys';
import { NotAllowed } from './not-allowed';
import { kickOut, tokensQuery } from '../api/system-admin';

/**
 * Console › System › Online sessions (pig's 令牌管理): who is signed in, through which client, since when; staff
 * end a session, and its device is asked to log in again at its next request.
 */
export function TokenAdminPage() {
  const { t } = useLingui();
  const client = useQueryClient();
  const canView = useAuth(PERMISSIONS.tokenView);
  const [username, setUsername] = useState('');
  const [current, setCurrent] = useState(1);
  const list = useQuery({
    ...tokensQuery({ username: username || undefined, current, size: DEFAULT_PAGE_SIZE }),
    enabled: canView,
  });
  const kick = useMutation({
    mutationFn: (id: string) => kickOut([id]),
    onSuccess: async () => {
      void toast(t`Logged out`, 'success');
      await client.invalidateQueries({ queryKey: consoleSystemKeys.tokens() });
    },
  });
  if (!canView)
    return (
      <NotAllowed testId="token-admin">{t`You do not have permission to view online sessions.`}</NotAllowed>
    );

  return (
    <section className="console-page" data-testid="token-admin">
      <div className="console-toolbar">
        <SearchBar
          placeholder={t`Username`}
          onSearch={(v) => (setUsername(v.trim()), setCurrent(1))}
          onClear={() => setUsername('')}
          data-testid="token-search-user"
        />
      </div>
      <DataTable
        rows={list.data?.records ?? []}
        rowKey={(s) => s.id}
        rowTestId="token-row"
        columns={[
          { key: 'user', title: t`User`, render: (s) => s.username, userContent: true },
          { key: 'client', title: t`Client`, render: (s) => <code translate="no">{s.clientId}</code> },
          { key: 'since', title: t`Signed in`, render: (s) => s.issuedAt },
          { key: 'until', title: t`Renewable until`, render: (s) => s.refreshExpiresAt },
          {
            key: 'actions',
            title: t`Actions`,
            render: (s) => (
              <Auth value={PERMISSIONS.tokenDel}>
                <ConfirmButton
                  question={t`Log ${s.username} out of this session?`}
                  onConfirm={() => kick.mutate(s.id)}
                  data-testid="token-kick"
                >
                  <Trans>Log out</Trans>
                </ConfirmButton>
              </Auth>
            ),
          },
        ]}
      />
      <Pager page={list.data} onChange={setCurrent} />
    </section>
  );
}

import { Button, Space, Tag } from 'antd-mobile';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { PERMISSIONS } from '@contract/permissions';
import { Auth } from '@/components/auth-gates';
import { ConfirmButton } from '@/components/confirm-button';
import { DataTable } from '@/components/data-table';
import { Drawer } from '@/components/drawer';
import { toast } from '@/lib/feedback';
import { useAuth } from '@/lib/permissions';
import { NotAllowed } from './not-allowed';
import { socialsQuery, useDeleteSocial, useSaveSocial, type SocialDetails } from '../api/system-admin';
import { SocialForm } from './social-form';

/**
 * Console › System › Social login (pig's 密钥管理 for sys_social_details): the providers the login page's social
 * tab offers. The tab appears as soon as one is enabled, and disappears with the last.
 */
export function SocialAdminPage() {
  const { t } = useLingui();
  const canEdit = useAuth(PERMISSIONS.socialEdit);
  const canView = useAuth(PERMISSIONS.socialView);
  const [editing, setEditing] = useState<SocialDetails | 'new' | null>(null);
  const list = useQuery({ ...socialsQuery(), enabled: canView });
  const save = useSaveSocial();
  const remove = useDeleteSocial();
  if (!canView)
    return (
      <NotAllowed testId="social-admin">{t`You do not have permission to view social logins.`}</NotAllowed>
    );

  return (
    <section className="console-page" data-testid="social-admin">
      <div className="console-toolbar">
        <Auth value={PERMISSIONS.socialAdd}>
          <Button color="primary" onClick={() => setEditing('new')} data-testid="social-new">
            <Trans>New social login</Trans>
          </Button>
        </Auth>
      </div>
      <DataTable
        onOpen={canEdit ? setEditing : undefined}
        name="social"
        rows={list.data ?? []}
        rowKey={(s) => s.id}
        rowTestId="social-row"
        columns={[
          { key: 'name', title: t`Name`, render: (s) => s.name, userContent: true },
          { key: 'type', title: t`Kind`, render: (s) => <code translate="no">{s.type}</code> },
          { key: 'appId', title: t`App ID (client ID)`, render: (s) => s.appId, userContent: true },
          {
            key: 'enabled',
            title: t`Status`,
            render: (s) =>
              s.enabled ? <Tag color="success">{t`Enabled`}</Tag> : <Tag color="default">{t`Disabled`}</Tag>,
          },
          {
            key: 'actions',
            title: t`Actions`,
            render: (s) => (
              <Space wrap>
                <Auth value={PERMISSIONS.socialEdit}>
                  <Button size="mini" onClick={() => setEditing(s)} data-testid="social-edit">
                    <Trans>Edit</Trans>
                  </Button>
                </Auth>
                <Auth value={PERMISSIONS.socialDel}>
                  <ConfirmButton
                    question={t`Delete this social login? Accounts linked through it can no longer log in with it.`}
                    onConfirm={() =>
                      remove.mutate(s.id, { onSuccess: () => void toast(t`Deleted`, 'success') })
                    }
                    data-testid="social-delete"
                  >
                    <Trans>Delete</Trans>
                  </ConfirmButton>
                </Auth>
              </Space>
            ),
          },
        ]}
      />
      <Drawer
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? <Trans>New social login</Trans> : <Trans>Edit social login</Trans>}
        data-testid="social-drawer"
      >
        {editing !== null && (
          <SocialForm
            key={editing === 'new' ? 'new' : editing.id}
            social={editing === 'new' ? undefined : editing}
            busy={save.isPending}
            onSubmit={(body) =>
              save.mutate(
                { id: editing === 'new' ? undefined : editing.id, body },
                { onSuccess: () => (setEditing(null), void toast(t`Saved`, 'success')) },
              )
            }
          />
        )}
      </Drawer>
    </section>
  );
}

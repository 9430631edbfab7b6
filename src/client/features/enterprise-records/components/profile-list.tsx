import { useState } from 'react';
import { Button, Space, Tag, List } from 'antd-mobile';
import { Trans, useLingui } from '@lingui/react/macro';
import type { InvoiceProfile } from '@contract/enterprise';
import { EmptyState } from '@/components/empty-state';
import { confirm, toast } from '@/lib/feedback';
import { useOnline } from '@/lib/online';
import { useDeleteProfile, useSaveProfile } from '../api/invoice';
import { ProfileForm } from './profile-form';
import { Sheet } from './sheet';
import { UserContent, langOf } from '@/components/user-content';

/** The invoice profiles: add, edit, delete, make one the default (each online only). */
export function ProfileList({ profiles }: { profiles: InvoiceProfile[] }) {
  const { t } = useLingui();
  const online = useOnline();
  const [editing, setEditing] = useState<InvoiceProfile | 'new' | null>(null);
  const remove = useDeleteProfile();
  const makeDefault = useSaveProfile();
  const typeText = (p: InvoiceProfile) =>
    p.type === 'special' ? t`Special VAT invoice` : t`Ordinary invoice`;

  return (
    <>
      <div className="records-actions">
        <Button
          color="primary"
          disabled={!online}
          onClick={() => setEditing('new')}
          data-testid="profile-add"
        >
          <Trans>Add an invoice profile</Trans>
        </Button>
      </div>
      {!profiles.length ? (
        <EmptyState title={t`No invoice profile yet`} data-testid="profile-empty" />
      ) : (
        <List>
          {profiles.map((p) => (
            <List.Item
              key={p.id}
              data-testid="profile-row"
              description={
                <>
                  <div translate="no" lang={langOf(p.taxNo)}>
                    {p.taxNo}
                  </div>
                  <Space wrap>
                    <Tag color={p.type === 'special' ? 'warning' : 'primary'}>{typeText(p)}</Tag>
                    {p.isDefault && (
                      <Tag color="success" data-testid="profile-is-default">
                        <Trans>Default</Trans>
                      </Tag>
                    )}
                  </Space>
                  <Space wrap>
                    <Button size="small" disabled={!online} onClick={() => setEditing(p)}>
                      <Trans>Edit</Trans>
                    </Button>
                    {!p.isDefault && (
                      <Button
                        size="small"
                        disabled={!online}
                        onClick={() =>
                          makeDefault.mutate(
                            { ...p, isDefault: true },
                            { onSuccess: () => void toast(t`Saved`, 'success') },
                          )
                        }
                        data-testid="profile-make-default"
                      >
                        <Trans>Make default</Trans>
                      </Button>
                    )}
                    <Button
                      size="small"
                      color="danger"
                      disabled={!online}
                      onClick={async () => {
                        if (await confirm(t`Delete this invoice profile?`)) remove.mutate(p.id);
                      }}
                      data-testid="profile-delete"
                    >
                      <Trans>Delete</Trans>
                    </Button>
                  </Space>
                </>
              }
            >
              <UserContent>{p.title}</UserContent>
            </List.Item>
          ))}
        </List>
      )}
      <Sheet
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={
          editing === 'new' ? <Trans>Add an invoice profile</Trans> : <Trans>Edit the invoice profile</Trans>
        }
        data-testid="profile-sheet"
      >
        <ProfileForm
          profile={editing === 'new' || editing === null ? null : editing}
          onSaved={() => setEditing(null)}
        />
      </Sheet>
    </>
  );
}

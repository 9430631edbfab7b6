import { Button, Tag } from 'antd-mobile';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Channel, ChannelType } from '@contract/channel';
import { DEFAULT_PAGE_SIZE } from '@contract/constants';
import { PERMISSIONS } from '@contract/permissions';
import { Auth } from '@/components/auth-gates';
import { ChoiceGroup } from '@/components/choice-group';
import { EditDrawer, RowActions, useCrud } from '@/components/crud-page';
import { DataTable } from '@/components/data-table';
import { firstRowNumber, Pager } from '@/components/pager';
import { SearchField } from '@/components/search-field';
import { toast } from '@/lib/feedback';
import { useAuth } from '@/lib/permissions';
import { NotAllowed } from './not-allowed';
import {
  channelsQuery,
  useDeleteChannel,
  useRefreshChannels,
  useSaveChannel,
  type ChannelFields,
  type ChannelFilter,
} from '../api/channels';
import { ChannelForm } from './channel-form';
import { useChannelTest } from './channel-test';

/** The row sent back whole with the other status: its secrets as answered (masked), which the server keeps. */
const toggled = (c: Channel): ChannelFields => ({
  id: c.id,
  configType: c.configType,
  configName: c.configName,
  configKey: c.configKey,
  configValue: c.configValue,
  configStatus: c.configStatus === '1' ? '0' : '1',
});

/**
 * Console › Notices › Channels (pig's 信息推送: sys_system_config): the tenant's SMS, e-mail and webhook channels.
 * Filter by kind, search by name; add, edit, delete, turn on and off; send a test through one (the server's answer
 * says how it went); refresh what the server processes hold. Its filter is its own (the tab shares the address
 * with the notices' list).
 */
export function ChannelAdminPage() {
  const { t } = useLingui();
  const canView = useAuth(PERMISSIONS.messageView);
  const canEdit = useAuth(PERMISSIONS.messageEdit);
  const [filter, setFilter] = useState<ChannelFilter>({ current: 1, size: DEFAULT_PAGE_SIZE });
  const list = useQuery(channelsQuery(filter, canView));
  const { editing, setEditing, save, remove } = useCrud<Channel, ChannelFields>({
    save: useSaveChannel(),
    remove: useDeleteChannel(),
  });
  const toggle = useSaveChannel();
  const refresh = useRefreshChannels();
  const test = useChannelTest();
  if (!canView)
    return (
      <NotAllowed testId="channel-admin">{t`You do not have permission to view the message channels.`}</NotAllowed>
    );

  const kinds: Record<ChannelType, string> = { sms: t`Text message`, email: t`E-mail`, webhook: t`Webhook` };
  const flip = (c: Channel) =>
    toggle.mutate(toggled(c), {
      onSuccess: () => void toast(c.configStatus === '1' ? t`Disabled` : t`Enabled`, 'success'),
    });

  return (
    <section className="console-page" data-testid="channel-admin">
      <div className="console-toolbar">
        <SearchField
          className="toolbar-search"
          placeholder={t`Search by name`}
          defaultValue={filter.configName}
          onSearch={(v) => setFilter({ ...filter, configName: v.trim() || undefined, current: 1 })}
          onClear={() => setFilter({ ...filter, configName: undefined, current: 1 })}
          data-testid="channel-search-name"
        />
        <ChoiceGroup
          aria-label={t`Kind`}
          value={filter.configType}
          onChange={(configType) => setFilter({ ...filter, configType, current: 1 })}
          options={(Object.keys(kinds) as ChannelType[]).map((k) => ({ label: kinds[k], value: k }))}
          data-testid="channel-type-filter"
        />
        <Auth value={PERMISSIONS.messageAdd}>
          <Button color="primary" onClick={() => setEditing('new')} data-testid="channel-new">
            <Trans>New channel</Trans>
          </Button>
        </Auth>
        <Auth value={PERMISSIONS.messageEdit}>
          <Button
            loading={refresh.isPending}
            onClick={() =>
              refresh.mutate(undefined, { onSuccess: () => void toast(t`Refreshed`, 'success') })
            }
            data-testid="channel-refresh"
          >
            <Trans>Refresh</Trans>
          </Button>
        </Auth>
      </div>
      <DataTable
        onOpen={canEdit ? setEditing : undefined}
        name="channel"
        numberFrom={firstRowNumber(list.data)}
        rows={list.data?.records ?? []}
        rowKey={(c) => c.id}
        rowTestId="channel-row"
        columns={[
          { key: 'type', title: t`Kind`, render: (c) => kinds[c.configType] },
          {
            key: 'name',
            title: t`Channel name`,
            render: (c) => c.configName,
            userContent: true,
          },
          { key: 'key', title: t`Business code`, render: (c) => <code translate="no">{c.configKey}</code> },
          {
            key: 'state',
            title: t`Status`,
            render: (c) =>
              c.configStatus === '1' ? (
                <Tag color="success">{t`Enabled`}</Tag>
              ) : (
                <Tag color="default">{t`Disabled`}</Tag>
              ),
          },
          {
            key: 'actions',
            title: t`Actions`,
            render: (c) => (
              <RowActions
                testId="channel"
                edit={{ permission: PERMISSIONS.messageEdit, onEdit: () => setEditing(c) }}
                remove={{
                  permission: PERMISSIONS.messageDel,
                  question: t`Delete this channel? Messages sent by its code will no longer go through it.`,
                  onConfirm: () => remove.mutate(c.id),
                }}
              >
                <Auth value={PERMISSIONS.messageAdd}>
                  <Button
                    size="mini"
                    disabled={test.busy}
                    onClick={() => void test.run(c)}
                    data-testid="channel-test"
                  >
                    <Trans>Send a test</Trans>
                  </Button>
                </Auth>
                <Auth value={PERMISSIONS.messageEdit}>
                  <Button
                    size="mini"
                    fill="none"
                    disabled={toggle.isPending}
                    onClick={() => flip(c)}
                    data-testid="channel-toggle"
                  >
                    {c.configStatus === '1' ? <Trans>Disable</Trans> : <Trans>Enable</Trans>}
                  </Button>
                </Auth>
              </RowActions>
            ),
          },
        ]}
      />
      <Pager
        page={list.data}
        onChange={(current) => setFilter({ ...filter, current })}
        onSize={(size) => setFilter({ ...filter, size, current: 1 })}
      />
      <EditDrawer
        editing={editing}
        onClose={() => setEditing(null)}
        keyOf={(row) => row.id}
        title={(isNew) => (isNew ? <Trans>New channel</Trans> : <Trans>Edit channel</Trans>)}
        testId="channel-drawer"
      >
        {(row) => (
          <ChannelForm channel={row} busy={save.isPending} onSubmit={(fields) => save.mutate(fields)} />
        )}
      </EditDrawer>
    </section>
  );
}

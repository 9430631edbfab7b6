import { Button, Tag } from 'antd-mobile';
import { SearchField } from '@/components/search-field';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageInput, MessageSortField, StaffMessage as Message } from '@contract/message';
import { MESSAGE_CATEGORY } from '@contract/message-rules';
import { PERMISSIONS } from '@contract/permissions';
import { Auth } from '@/components/auth-gates';
import { ChoiceGroup } from '@/components/choice-group';
import { ConfirmButton } from '@/components/confirm-button';
import { EditDrawer, RowActions, useCrud } from '@/components/crud-page';
import { DataTable } from '@/components/data-table';
import { firstRowNumber, Pager } from '@/components/pager';
import { toast } from '@/lib/feedback';
import { shortTime } from '@/lib/format';
import { useAuth } from '@/lib/permissions';
import { usePagedTable } from '@/lib/use-paged-table';
import { NotAllowed } from './not-allowed';
import { messagesQuery, useDeleteMessage, useSaveMessage, useSendMessage } from '../api/messages';
import { MessageEditor } from './message-form';
import { MessageReads, RecipientCount } from './message-reads';

type Category = (typeof MESSAGE_CATEGORY)[keyof typeof MESSAGE_CATEGORY];

/** The start of a long content, as the title cell's hint. */
const preview = (v: string) => (v.length > 120 ? `${v.slice(0, 120)}…` : v);

/**
 * Console › System › Notices (pig's 消息管理, 站内信): every message of the tenant, newest first — the
 * announcements staff write and the notices the system sends. Search by title, filter by kind; write an
 * announcement to everyone or to chosen people, edit it (sent or not), send a draft,
 * see who read a sent one, delete.
 */
export function MessageAdminPage() {
  const { t } = useLingui();
  const canEdit = useAuth(PERMISSIONS.messageEdit);
  const canView = useAuth(PERMISSIONS.messageView);
  const table = usePagedTable<{ title: string; category: Category }>();
  const list = useQuery({ ...messagesQuery(table.params), enabled: canView });
  const { editing, setEditing, save, remove } = useCrud<Message, MessageInput>({
    save: useSaveMessage(),
    remove: useDeleteMessage(),
  });
  const send = useSendMessage();
  const [reads, setReads] = useState<Message | null>(null);
  if (!canView)
    return (
      <NotAllowed testId="message-admin">{t`You do not have permission to view the notices.`}</NotAllowed>
    );

  const categories = [
    { label: t`Announcements`, value: MESSAGE_CATEGORY.announcement },
    { label: t`Notices`, value: MESSAGE_CATEGORY.notice },
  ];
  const draft = (m: Message) => m.sendFlag !== '1';
  const editable = (m: Message) => m.kind === 'announcement';

  return (
    <section className="console-page" data-testid="message-admin">
      <div className="console-toolbar">
        <SearchField
          className="toolbar-search"
          placeholder={t`Search by title`}
          defaultValue={table.filter.title}
          onSearch={(v) => table.setFilter({ title: v.trim() || undefined })}
          onClear={() => table.setFilter({ title: undefined })}
          data-testid="message-search-title"
        />
        <ChoiceGroup
          aria-label={t`Kind`}
          value={table.filter.category}
          onChange={(v) => table.setFilter({ category: v })}
          options={categories}
          data-testid="message-category-filter"
        />
        <Auth value={PERMISSIONS.messageAdd}>
          <Button color="primary" onClick={() => setEditing('new')} data-testid="message-new">
            <Trans>New announcement</Trans>
          </Button>
        </Auth>
      </div>
      <DataTable
        onOpen={canEdit ? setEditing : undefined}
        name="message"
        numberFrom={firstRowNumber(list.data)}
        rows={list.data?.records ?? []}
        rowKey={(m) => m.id}
        rowTestId="message-row"
        sort={table.sort}
        onSort={table.toggleSort}
        columns={[
          {
            key: 'title',
            title: t`Title`,
            render: (m) => m.title,
            hint: (m) => preview(m.content) || undefined,
            userContent: true,
            sortField: 'title' satisfies MessageSortField,
          },
          {
            key: 'category',
            title: t`Kind`,
            sortField: 'category' satisfies MessageSortField,
            render: (m) =>
              m.category === MESSAGE_CATEGORY.announcement ? (
                <Tag color="primary">{t`Announcement`}</Tag>
              ) : (
                <Tag color="default">{t`Notice`}</Tag>
              ),
          },
          {
            key: 'state',
            title: t`Status`,
            sortField: 'sendFlag' satisfies MessageSortField,
            render: (m) =>
              draft(m) ? (
                <Tag color="warning">{t`Draft`}</Tag>
              ) : (
                <Tag color="success">{t({ message: 'Sent', context: 'status' })}</Tag>
              ),
          },
          {
            key: 'to',
            title: t`Recipients`,
            render: (m) => <RecipientCount message={m} />,
            sortField: 'recipients' satisfies MessageSortField,
          },
          {
            key: 'time',
            title: t`Time`,
            render: (m) => shortTime(m.createTime),
            sortField: 'createTime' satisfies MessageSortField,
          },
          {
            key: 'actions',
            title: t`Actions`,
            render: (m) => (
              <RowActions
                testId="message"
                edit={
                  editable(m)
                    ? { permission: PERMISSIONS.messageEdit, onEdit: () => setEditing(m) }
                    : undefined
                }
                remove={{
                  permission: PERMISSIONS.messageDel,
                  question: t`Delete this message? Its recipients will no longer see it.`,
                  onConfirm: () => remove.mutate(m.id),
                }}
              >
                {draft(m) ? (
                  <Auth value={PERMISSIONS.messageAdd}>
                    <ConfirmButton
                      question={
                        m.allFlag === '1'
                          ? t`Send this announcement to everyone now?`
                          : t`Send this announcement to the chosen people now?`
                      }
                      color="primary"
                      disabled={send.isPending}
                      onConfirm={() =>
                        send.mutate(m.id, {
                          onSuccess: () => void toast(t({ message: 'Sent', context: 'status' }), 'success'),
                        })
                      }
                      data-testid="message-send"
                    >
                      <Trans>Send</Trans>
                    </ConfirmButton>
                  </Auth>
                ) : (
                  <Button
                    size="mini"
                    fill="none"
                    onClick={() => setReads(m)}
                    data-testid="message-reads-open"
                  >
                    <Trans>Who read it</Trans>
                  </Button>
                )}
              </RowActions>
            ),
          },
        ]}
      />
      <Pager page={list.data} onChange={table.setPage} onSize={table.setSize} />
      <EditDrawer
        editing={editing}
        onClose={() => setEditing(null)}
        keyOf={(row) => row.id}
        title={(isNew) => (isNew ? <Trans>New announcement</Trans> : <Trans>Edit announcement</Trans>)}
        testId="message-drawer"
      >
        {(row) => (
          <MessageEditor message={row} busy={save.isPending} onSubmit={(input) => save.mutate(input)} />
        )}
      </EditDrawer>
      <MessageReads message={reads} onClose={() => setReads(null)} />
    </section>
  );
}

import { useState } from 'react';
import { Button, DotLoading, Input, Space, Tag, Stepper } from 'antd-mobile';
import { TextArea } from '@/components/text-area';
import { Form } from '@/components/form';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { MESSAGE_CATEGORY } from '@contract/message-rules';
import {
  MESSAGE_CONTENT_MAX,
  MESSAGE_RECIPIENTS_MAX,
  MESSAGE_TITLE_MAX,
  type Message,
  type MessageDetail,
  type MessageInput,
} from '@contract/message';
import type { OrgItem } from '@contract/dept';
import { FormChoice } from '@/components/form-choice';
import { OrgPicker } from '@/components/org-picker';
import { orgSource } from '@/api/org';
import { messageDetailQuery } from '../api/messages';
import { UserContent } from '@/components/user-content';

/** A link of a notice: a path inside the app (as @contract/message's messageInputSchema checks it). */
export const MESSAGE_LINK = /^\/[^/\\]/;
const LINK_MAX = 255;

export type MessageValues = {
  title: string;
  content?: string;
  sort?: number | null;
  link?: string;
  to: 'all' | 'some';
  users?: OrgItem[];
};

/** What the form sends: everyone is an empty user list; a blank link is none. */
export const inputOf = (v: MessageValues, message?: Message): MessageInput => ({
  id: message?.id,
  category: message?.category ?? MESSAGE_CATEGORY.announcement,
  title: v.title.trim(),
  content: v.content ?? '',
  sort: v.sort ?? 0,
  link: v.link?.trim() || null,
  userList: v.to === 'all' ? [] : (v.users ?? []).map((u) => ({ id: u.id })),
});

/** The chosen recipients as tags, and a button that opens the organisation picker on them. */
function RecipientsField({
  value = [],
  onChange,
}: {
  value?: OrgItem[];
  onChange?: (value: OrgItem[]) => void;
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <div data-testid="message-recipients">
      <Space wrap>
        {value.map((u) => (
          <Tag key={u.id} color="primary" data-testid="message-recipient">
            <UserContent>{u.name}</UserContent>
          </Tag>
        ))}
        <Button size="mini" onClick={() => setOpen(true)} data-testid="message-choose">
          <Trans>Choose people</Trans>
        </Button>
      </Space>
      <OrgPicker
        open={open}
        onClose={() => setOpen(false)}
        onConfirm={(items) => {
          onChange?.(items.filter((i) => i.type === 'user'));
          setOpen(false);
        }}
        value={value}
        type="user"
        multiple
        title={t`Choose the recipients`}
        source={orgSource}
      />
    </div>
  );
}

/**
 * Write or edit an announcement: its title, content, order, an optional link inside the app, and who receives
 * it — everyone of the tenant, or people chosen from the organisation. Saving keeps it a draft until it is sent.
 */
export function MessageForm({
  message,
  recipients,
  busy,
  onSubmit,
}: {
  message?: Message;
  /** The people an edited message names (none: everyone, or a new message). */
  recipients: OrgItem[];
  busy: boolean;
  onSubmit: (input: MessageInput) => void;
}) {
  const { t } = useLingui();
  const [form] = Form.useForm<MessageValues>();
  const to = Form.useWatch('to', form) ?? (message?.allFlag === '0' ? 'some' : 'all');
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{
        title: message?.title ?? '',
        content: message?.content ?? '',
        sort: message?.sort ?? 0,
        link: message?.link ?? '',
        to: message?.allFlag === '0' ? 'some' : 'all',
        users: recipients,
      }}
      onFinish={(v: MessageValues) => onSubmit(inputOf(v, message))}
      data-testid="message-form"
      footer={
        <Button block type="submit" color="primary" loading={busy} data-testid="message-save">
          <Trans>Save</Trans>
        </Button>
      }
    >
      {message?.sendFlag === '1' && (
        <p className="form-note">
          <Trans>Already sent: its recipients see the change at once.</Trans>
        </p>
      )}
      <Form.Item
        name="title"
        label={t`Title`}
        rules={[
          { required: true, whitespace: true, message: t`Please enter the title` },
          { max: MESSAGE_TITLE_MAX, message: t`At most ${MESSAGE_TITLE_MAX} characters` },
        ]}
      >
        <Input data-testid="message-title" />
      </Form.Item>
      <Form.Item
        name="content"
        label={t`Content`}
        rules={[{ max: MESSAGE_CONTENT_MAX, message: t`At most ${MESSAGE_CONTENT_MAX} characters` }]}
      >
        <TextArea maxLength={MESSAGE_CONTENT_MAX} data-testid="message-content" />
      </Form.Item>
      <Form.Item name="sort" label={t`Order`}>
        <Stepper min={0} max={9999} digits={0} data-testid="message-sort" />
      </Form.Item>
      <Form.Item
        name="link"
        label={t`Link`}
        description={t`Optional: a page of this site it leads to, starting with /`}
        rules={[
          { max: LINK_MAX, message: t`At most ${LINK_MAX} characters` },
          { pattern: MESSAGE_LINK, message: t`A path of this site, starting with /` },
        ]}
      >
        <Input placeholder="/admin/notices" data-testid="message-link" />
      </Form.Item>
      <Form.Item name="to" label={t`Recipients`}>
        <FormChoice
          label={t`Recipients`}
          keep
          data-testid="message-to"
          options={[
            { label: t`Everyone`, value: 'all' as const },
            { label: t`Chosen people`, value: 'some' as const },
          ]}
        />
      </Form.Item>
      <Form.Item
        name="users"
        label={t`People`}
        hidden={to !== 'some'}
        rules={[
          {
            validator: async (_, users: OrgItem[] | undefined) => {
              if (form.getFieldValue('to') !== 'some') return;
              if (!users?.length) throw new Error(t`Choose at least one person`);
              if (users.length > MESSAGE_RECIPIENTS_MAX)
                throw new Error(t`At most ${MESSAGE_RECIPIENTS_MAX} people: send it to everyone instead`);
            },
          },
        ]}
      >
        <RecipientsField />
      </Form.Item>
    </Form>
  );
}

/** The people a message names, as the organisation picker's items. */
export const recipientsOf = (detail: MessageDetail): OrgItem[] =>
  detail.userList.map((u) => ({
    id: u.id,
    name: u.name || u.username,
    type: 'user',
    avatar: u.avatar,
    status: 1,
    selected: true,
  }));

/** The drawer's form: a message being edited is read again first, with the people it names. */
export function MessageEditor({
  message,
  busy,
  onSubmit,
}: {
  message?: Message;
  busy: boolean;
  onSubmit: (input: MessageInput) => void;
}) {
  const detail = useQuery({ ...messageDetailQuery(message?.id ?? ''), enabled: message !== undefined });
  if (!message) return <MessageForm recipients={[]} busy={busy} onSubmit={onSubmit} />;
  if (detail.isPending) return <DotLoading className="loading-dots" />;
  if (detail.isError)
    return (
      <p role="alert">
        <Trans>This message could not be read. Close this and try again.</Trans>
      </p>
    );
  return (
    <MessageForm
      message={detail.data}
      recipients={recipientsOf(detail.data)}
      busy={busy}
      onSubmit={onSubmit}
    />
  );
}

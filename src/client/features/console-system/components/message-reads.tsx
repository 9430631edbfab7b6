import { Tag } from 'antd-mobile';
import { SearchField } from '@/components/search-field';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { DEFAULT_PAGE_SIZE } from '@contract/constants';
import type { Message, StaffMessage } from '@contract/message';
import { DataTable } from '@/components/data-table';
import { Drawer } from '@/components/drawer';
import { firstRowNumber, Pager } from '@/components/pager';
import { messageReadsQuery } from '../api/messages';
import { langOf } from '@/components/user-content';

/** "Everyone", or how many people a message names (the list's count of its recipients). */
export function RecipientCount({ message }: { message: StaffMessage }) {
  const { t } = useLingui();
  if (message.allFlag === '1') return <>{t`Everyone`}</>;
  return <Plural value={message.recipients} one="# person" other="# people" />;
}

/** The list of one message's recipients: name, username, read or not; searchable by name, paged. */
function ReadList({ message }: { message: Message }) {
  const { t } = useLingui();
  const [filter, setFilter] = useState({ name: '', current: 1, size: DEFAULT_PAGE_SIZE });
  const reads = useQuery(
    messageReadsQuery({
      messageId: message.id,
      name: filter.name || undefined,
      current: filter.current,
      size: filter.size,
    }),
  );
  return (
    <div className="console-page" data-testid="message-reads-list">
      <p className="form-note" translate="no" lang={langOf(message.title)}>
        {message.title}
      </p>
      <SearchField
        placeholder={t`Search by name`}
        onSearch={(v) => setFilter({ ...filter, name: v.trim(), current: 1 })}
        onClear={() => setFilter({ ...filter, name: '', current: 1 })}
        data-testid="message-reads-search"
      />
      <DataTable
        name="message-reads"
        numberFrom={firstRowNumber(reads.data)}
        rows={reads.data?.records ?? []}
        rowKey={(r) => r.id}
        rowTestId="message-read-row"
        columns={[
          { key: 'name', title: t`Name`, render: (r) => r.name ?? '', userContent: true },
          { key: 'username', title: t`Username`, render: (r) => r.username, userContent: true },
          {
            key: 'read',
            title: t`Read`,
            render: (r) =>
              r.readFlag === '1' ? (
                <Tag color="success">{t`Read`}</Tag>
              ) : (
                <Tag color="default">{t`Unread`}</Tag>
              ),
          },
        ]}
      />
      <Pager
        page={reads.data}
        onChange={(current) => setFilter({ ...filter, current })}
        onSize={(size) => setFilter({ ...filter, size, current: 1 })}
      />
    </div>
  );
}

/** The "who read it" drawer of a sent message (closed when `message` is null). */
export function MessageReads({ message, onClose }: { message: Message | null; onClose: () => void }) {
  return (
    <Drawer
      open={message !== null}
      onClose={onClose}
      title={<Trans>Who read it</Trans>}
      data-testid="message-reads"
    >
      {message && <ReadList key={message.id} message={message} />}
    </Drawer>
  );
}

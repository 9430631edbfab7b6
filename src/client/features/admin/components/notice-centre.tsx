import { Button, Tag } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Message } from '@contract/message';
import { MESSAGE_CATEGORY } from '@contract/message-rules';
import { ChoiceGroup } from '@/components/choice-group';
import { DataTable } from '@/components/data-table';
import { FreshnessNote } from '@/components/freshness-note';
import { firstRowNumber, Pager } from '@/components/pager';
import { UserContent } from '@/components/user-content';
import { shortTime } from '@/lib/format';
import { usePagedTable } from '@/lib/use-paged-table';
import { myNoticesQuery, useReadAllNotices, useReadNotice } from '@/api/notices';

type NoticeFilter = { readFlag: '0' | '1'; category: '0' | '1' };

/**
 * The notification centre (every console user's own, reached from the bell and the user menu): the notices and
 * announcements sent to the signed-in user, newest first, filtered by read state and kind; open one (marks it
 * read and goes to its page), mark one or all read. Offline it shows what was last read, and says how old it is.
 */
export function NoticeCentre() {
  const { t } = useLingui();
  const table = usePagedTable<NoticeFilter>();
  const list = useQuery(myNoticesQuery(table.params));
  const navigate = useNavigate();
  const read = useReadNotice();
  const readAll = useReadAllNotices();
  const open = (m: Message) => {
    if (m.readFlag === '0') read.mutate(m.id);
    if (m.link) void navigate({ href: m.link });
  };

  return (
    <section className="console-page" data-testid="notice-centre">
      <h1 className="console-page-title">
        <Trans>Notification centre</Trans>
      </h1>
      <FreshnessNote updatedAt={list.dataUpdatedAt} />
      <div className="console-toolbar">
        <ChoiceGroup
          aria-label={t`Read state`}
          options={[
            { value: '0', label: t`Unread` },
            { value: '1', label: t`Read` },
          ]}
          value={table.filter.readFlag}
          onChange={(readFlag) => table.setFilter({ readFlag })}
          data-testid="notice-filter-read"
        />
        <ChoiceGroup
          aria-label={t`Kind`}
          options={[
            { value: MESSAGE_CATEGORY.notice, label: t`Notices` },
            { value: MESSAGE_CATEGORY.announcement, label: t`Announcements` },
          ]}
          value={table.filter.category}
          onChange={(category) => table.setFilter({ category })}
          data-testid="notice-filter-category"
        />
        <Button
          onClick={() => readAll.mutate()}
          loading={readAll.isPending}
          data-testid="notice-centre-read-all"
        >
          <Trans>Mark all read</Trans>
        </Button>
      </div>
      <DataTable
        name="notice-centre"
        numberFrom={firstRowNumber(list.data)}
        rows={list.data?.records ?? []}
        rowKey={(m) => m.id}
        rowTestId="notice-row"
        columns={[
          {
            key: 'state',
            title: t`Status`,
            render: (m) =>
              m.readFlag === '0' ? (
                <Tag color="warning">{t`Unread`}</Tag>
              ) : (
                <Tag color="default">{t`Read`}</Tag>
              ),
          },
          {
            key: 'title',
            title: t`Title`,
            render: (m) => (
              <div className={m.readFlag === '0' ? 'notice-unread' : undefined}>
                <UserContent>{m.title}</UserContent>
                {m.content && (
                  <p className="notice-content">
                    <UserContent>{m.content}</UserContent>
                  </p>
                )}
              </div>
            ),
          },
          {
            key: 'kind',
            title: t`Kind`,
            render: (m) => (m.category === MESSAGE_CATEGORY.announcement ? t`Announcement` : t`Notice`),
          },
          {
            key: 'time',
            title: t`Time`,
            render: (m) => <time dateTime={m.createTime}>{shortTime(m.createTime)}</time>,
          },
          {
            key: 'actions',
            title: t`Actions`,
            render: (m) => (
              <span className="notice-row-actions">
                {m.link && (
                  <Button size="mini" color="primary" onClick={() => open(m)} data-testid="notice-open">
                    <Trans>Open</Trans>
                  </Button>
                )}
                {m.readFlag === '0' && (
                  <Button size="mini" onClick={() => read.mutate(m.id)} data-testid="notice-mark-read">
                    <Trans>Mark read</Trans>
                  </Button>
                )}
              </span>
            ),
          },
        ]}
      />
      <Pager page={list.data} onChange={table.setPage} onSize={table.setSize} />
    </section>
  );
}

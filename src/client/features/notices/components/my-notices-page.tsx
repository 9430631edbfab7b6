import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Message } from '@contract/message';
import { MESSAGE_CATEGORY } from '@contract/message-rules';
import { myNoticesQuery, useReadAllNotices, useReadNotice } from '@/api/notices';
import { ChoiceGroup } from '@/components/choice-group';
import { EmptyState } from '@/components/empty-state';
import { FreshnessNote, OfflineEmpty } from '@/components/freshness-note';
import { OfflineBanner } from '@/components/offline-banner';
import { NavBar } from '@/components/ui/nav-bar';
import { UserContent } from '@/components/user-content';
import { fullTime } from '@/lib/format';
import { useOnline } from '@/lib/online';
import './notices.css';

/** Notices shown at first; "show more" adds as many again. */
const PAGE = 20;

/**
 * /person/notices: what the system told me (my sign-up approved, an enterprise reviewed, feedback answered, an
 * exam marked) and the organisation's announcements, newest first. Opening one marks it read and goes to its
 * page. Offline it shows the list last read on this device and how old it is; marking read needs a connection.
 */
export function MyNoticesPage() {
  const { t } = useLingui();
  const router = useRouter();
  const navigate = useNavigate();
  const online = useOnline();
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [size, setSize] = useState(PAGE);
  const list = useQuery(myNoticesQuery({ current: 1, size, ...(unreadOnly ? { readFlag: '0' } : {}) }));
  const read = useReadNotice();
  const readAll = useReadAllNotices();
  const notices = list.data?.records ?? [];
  const open = (m: Message) => {
    if (m.readFlag === '0' && online) read.mutate(m.id);
    if (m.link) void navigate({ href: m.link });
  };

  return (
    <main className="portal-page my-notices" data-testid="my-notices">
      <NavBar onBack={() => router.history.back()}>
        <Trans>Notification centre</Trans>
      </NavBar>
      <OfflineBanner />
      <FreshnessNote updatedAt={list.dataUpdatedAt} />
      <div className="my-notices-bar">
        <ChoiceGroup
          aria-label={t`Show`}
          options={[
            { value: 'all', label: t`All` },
            { value: 'unread', label: t`Unread` },
          ]}
          value={unreadOnly ? 'unread' : 'all'}
          onChange={(v) => setUnreadOnly(v === 'unread')}
          data-testid="my-notices-filter"
        />
        <Button
          size="small"
          disabled={!online}
          loading={readAll.isPending}
          onClick={() => readAll.mutate()}
          data-testid="my-notices-read-all"
        >
          <Trans>Mark all read</Trans>
        </Button>
      </div>
      {!list.data && !online ? (
        <OfflineEmpty />
      ) : list.data && !notices.length ? (
        <EmptyState
          title={unreadOnly ? t`No unread notices` : t`No notices yet`}
          // eslint-disable-next-line max-len -- a lingui message's text is its id
          description={t`You will find here what the organisation tells you: sign-ups, enterprise reviews, replies and exam results.`}
          data-testid="my-notices-empty"
        />
      ) : (
        <ul className="my-notices-list" aria-busy={list.isFetching}>
          {notices.map((m) => (
            <li
              key={m.id}
              className={m.readFlag === '0' ? 'my-notice unread' : 'my-notice'}
              data-testid="my-notice"
            >
              <div className="my-notice-head">
                <h2>
                  {m.readFlag === '0' && <span className="visually-hidden">{t`Unread:`} </span>}
                  <UserContent>{m.title}</UserContent>
                </h2>
                <time dateTime={m.createTime}>{fullTime(m.createTime)}</time>
              </div>
              {m.category === MESSAGE_CATEGORY.announcement && (
                <p className="my-notice-kind">{t`Announcement`}</p>
              )}
              {m.content && (
                <p className="my-notice-content">
                  <UserContent>{m.content}</UserContent>
                </p>
              )}
              <div className="my-notice-actions">
                {m.link && (
                  <Button size="small" color="primary" onClick={() => open(m)} data-testid="my-notice-open">
                    <Trans>Open</Trans>
                  </Button>
                )}
                {m.readFlag === '0' && (
                  <Button
                    size="small"
                    disabled={!online}
                    onClick={() => read.mutate(m.id)}
                    data-testid="my-notice-read"
                  >
                    <Trans>Mark read</Trans>
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {list.data && Number(list.data.total) > notices.length && (
        <Button block onClick={() => setSize(size + PAGE)} disabled={!online} data-testid="my-notices-more">
          <Trans>Show more</Trans>
        </Button>
      )}
      {!online && list.data && (
        <p className="my-notices-hint">
          <Trans>Marking notices read needs a connection.</Trans>
        </p>
      )}
    </main>
  );
}

import { useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { Message } from '@contract/message';
import { NoticePopups } from '@/components/notice-popups';
import { UserContent } from '@/components/user-content';
import { fullTime } from '@/lib/format';
import { unreadQuery, useReadAllNotices, useReadNotice } from '@/api/notices';
import { FrameIcon } from './frame-icons';
import { useNoticeStream } from './notice-stream';
import { useOutsidePress } from './use-outside-press';

export const NOTICE_CENTRE = '/admin/notices';

/**
 * The header's bell: the unread count (live, from the stream; polled while it is down), and a list of the latest
 * unread notices — choosing one marks it read and opens its page —, "mark all read" and the notification centre.
 * A notice that arrives while the console is open also pops up beside it for a moment (components/notice-popups).
 */
export function NoticeBell() {
  const { t } = useLingui();
  const live = useNoticeStream(true);
  const unread = useQuery(unreadQuery(live));
  const navigate = useNavigate();
  const read = useReadNotice();
  const readAll = useReadAllNotices();
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const count = unread.data?.count ?? 0;

  useOutsidePress(open, [box], () => setOpen(false));

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const choose = (m: Message) => {
    read.mutate(m.id);
    setOpen(false);
    void navigate({ href: m.link ?? NOTICE_CENTRE });
  };
  const openPopup = (m: Message) => {
    choose(m);
    // The pop-up that had the focus is gone: the bell, beside it, takes it.
    button.current?.focus();
  };

  return (
    <div
      className="notice-bell"
      ref={box}
      onKeyDown={(e) => e.key === 'Escape' && open && (e.preventDefault(), close())}
    >
      <button
        ref={button}
        type="button"
        className="frame-button"
        aria-expanded={open}
        aria-controls={open ? 'notice-list' : undefined}
        aria-label={count ? t`Notices, ${count} unread` : t`Notices`}
        onClick={() => setOpen(!open)}
        data-testid="notice-bell"
      >
        <FrameIcon name="bell" />
        {count > 0 && (
          <span className="notice-count" aria-hidden="true" data-testid="notice-count">
            {count > 99 ? '99+' : count}
          </span>
        )}
      </button>
      <NoticePopups unread={unread.data} onOpen={openPopup} />
      {open && (
        <div id="notice-list" className="frame-popover notice-list" data-testid="notice-list">
          <h2 className="menu-group">
            <Trans>Unread notices</Trans>
          </h2>
          {unread.data?.latest.length ? (
            <ul>
              {unread.data.latest.map((m) => (
                <li key={m.id}>
                  <button type="button" onClick={() => choose(m)} data-testid="notice-item">
                    <span className="notice-title">
                      <UserContent>{m.title}</UserContent>
                    </span>
                    <time dateTime={m.createTime}>{fullTime(m.createTime)}</time>
                    {m.content && (
                      <span className="notice-summary">
                        <UserContent>{m.content}</UserContent>
                      </span>
                    )}
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="notice-none">
              {unread.isError ? (
                <Trans>Notices cannot be read now.</Trans>
              ) : (
                <Trans>No unread notices.</Trans>
              )}
            </p>
          )}
          <div className="notice-actions">
            <button
              type="button"
              disabled={!count || readAll.isPending}
              onClick={() => readAll.mutate()}
              data-testid="notice-read-all"
            >
              <Trans>Mark all read</Trans>
            </button>
            <a href={`#${NOTICE_CENTRE}`} onClick={() => setOpen(false)} data-testid="notice-centre-link">
              <Trans>Notification centre</Trans>
            </a>
          </div>
        </div>
      )}
    </div>
  );
}

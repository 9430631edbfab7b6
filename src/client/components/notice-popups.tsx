import './notice-popups.css';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { NOTIFICATION_MS } from '@contract/constants';
import type { Message, Unread } from '@contract/message';
import { announce } from '@/lib/announce';
import { fullTime } from '@/lib/format';
import { UserContent } from './user-content';

/** At most this many pop-ups at once; an older one gives way to a newer. */
export const MAX_POPUPS = 3;

/**
 * The notices that just arrived, between two readings of the unread count and latest: as many of the latest as
 * the count rose by, among those not in the earlier reading. None on the first reading (what was waiting at
 * sign-in is the bell's count, not news), and none when the count fell or held (a notice read, or one read as
 * another came): an older unread notice moving into the latest after one is read is not new.
 */
export function freshNotices(before: Unread | undefined, now: Unread): Message[] {
  if (!before) return [];
  const rose = now.count - before.count;
  if (rose <= 0) return [];
  const known = new Set(before.latest.map((m) => m.id));
  return now.latest.filter((m) => !known.has(m.id)).slice(0, rose);
}

/**
 * The spec's pop-up notification of a new notice, beside the bell's count: top right on a desktop (under the
 * header), across the top on a phone, for NOTIFICATION_MS; held while pointed at or focused. Its text is read
 * politely; it does not take the focus. Choosing it opens the notice (`onOpen`), as the bell's list does.
 */
export function NoticePopups({
  unread,
  onOpen,
}: {
  unread: Unread | undefined;
  onOpen: (m: Message) => void;
}) {
  const [before, setBefore] = useState(unread);
  const [shown, setShown] = useState<Message[]>([]);
  // Compared while rendering (React's "state from the previous render"), so a new reading shows at once.
  if (unread !== before) {
    setBefore(unread);
    const fresh = unread ? freshNotices(before, unread) : [];
    if (fresh.length)
      setShown((s) => [...fresh, ...s.filter((m) => !fresh.some((f) => f.id === m.id))].slice(0, MAX_POPUPS));
  }
  const close = (id: string) => setShown((s) => s.filter((m) => m.id !== id));
  if (!shown.length) return null;
  return (
    <div className="notice-popups" data-testid="notice-popups">
      {shown.map((m) => (
        <NoticePopup
          key={m.id}
          message={m}
          onClose={() => close(m.id)}
          onOpen={() => {
            close(m.id);
            onOpen(m);
          }}
        />
      ))}
    </div>
  );
}

function NoticePopup({
  message,
  onClose,
  onOpen,
}: {
  message: Message;
  onClose: () => void;
  onOpen: () => void;
}) {
  const { t } = useLingui();
  const [held, setHeld] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const expire = useEffectEvent(onClose);

  useEffect(() => announce(t`New notice: ${message.title}`), [message.title, t]);
  useEffect(() => {
    if (held) return;
    const timer = setTimeout(expire, NOTIFICATION_MS);
    return () => clearTimeout(timer);
  }, [held]);

  return (
    <div
      ref={box}
      role="group"
      aria-label={t`New notice`}
      className="notice-popup"
      data-testid="notice-popup"
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(box.current?.contains(document.activeElement) ?? false)}
      onFocus={() => setHeld(true)}
      onBlur={(e) => setHeld(!!box.current?.contains(e.relatedTarget) || !!box.current?.matches(':hover'))}
      onKeyDown={(e) => e.key === 'Escape' && (e.stopPropagation(), onClose())}
    >
      <p className="notice-popup-kind" aria-hidden="true">
        <Trans>New notice</Trans>
      </p>
      <button type="button" className="notice-popup-open" onClick={onOpen} data-testid="notice-popup-open">
        <span className="notice-popup-title">
          <UserContent>{message.title}</UserContent>
        </span>
        {message.content && (
          <span className="notice-popup-summary">
            <UserContent>{message.content}</UserContent>
          </span>
        )}
        <time dateTime={message.createTime}>{fullTime(message.createTime)}</time>
      </button>
      <button
        type="button"
        className="notice-popup-close"
        aria-label={t`Close`}
        onClick={onClose}
        data-testid="notice-popup-close"
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

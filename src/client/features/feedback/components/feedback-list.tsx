import { Tag, List } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Feedback } from '@contract/feedback';
import type { FeedbackStatus } from '@contract/enterprise-rules';
import { FreshnessNote } from '@/components/freshness-note';
import { NoData } from '@/components/no-data';
import { fullTime } from '@/lib/format';
import { useOnline } from '@/lib/online';
import { awaitingFirstAnswer } from '@/lib/query-client';
import { categoriesQuery, mineQuery, useQueuedFeedback } from '../api/feedback';
import { UserContent, langOf } from '@/components/user-content';

const STATUS_COLORS: Record<FeedbackStatus, string> = {
  open: 'primary',
  replied: 'success',
  closed: 'default',
};

/** A category's label in the reader's language, from the feedback_category dictionary (its value without it). */
export function useCategoryLabel() {
  const { i18n } = useLingui();
  const { data } = useQuery(categoriesQuery());
  return (value: string) => {
    const item = data?.find((d) => d.value === value);
    if (!item) return value;
    return i18n.locale === 'en' ? (item.labelEn ?? item.label) : item.label;
  };
}

/** My feedback, newest first, with its status and staff's reply; sends still queued on top. Saved for offline. */
export function FeedbackList() {
  const { t } = useLingui();
  const online = useOnline();
  const mine = useQuery(mineQuery());
  const label = useCategoryLabel();
  const queued = useQueuedFeedback();
  const statusText: Record<FeedbackStatus, string> = {
    open: t`Waiting for a reply`,
    replied: t`Replied`,
    closed: t({ message: 'Closed', context: 'feedback status' }),
  };
  const rows = mine.data?.records ?? [];
  return (
    <section className="feedback-mine" data-testid="feedback-mine">
      <h2>
        <Trans>My feedback</Trans>
      </h2>
      <FreshnessNote updatedAt={mine.dataUpdatedAt} />
      {queued.length > 0 && (
        <List>
          {queued.map((v, i) => (
            <List.Item
              key={i}
              data-testid="feedback-queued"
              description={
                online ? (
                  <Trans>Sending…</Trans>
                ) : (
                  <Trans>Waiting to be sent: it goes when you are back online.</Trans>
                )
              }
            >
              <Tag color="warning">
                <Trans>Not sent yet</Trans>
              </Tag>{' '}
              {v && (
                <span>
                  {label(v.body.category)} · <UserContent>{v.body.content}</UserContent>
                </span>
              )}
            </List.Item>
          ))}
        </List>
      )}
      {!mine.data ? (
        <NoData pending={awaitingFirstAnswer(mine)} missing={t`Your feedback could not be loaded`} />
      ) : rows.length === 0 && queued.length === 0 ? (
        <p className="upload-hint" data-testid="feedback-mine-empty">
          <Trans>You have not sent any feedback yet.</Trans>
        </p>
      ) : (
        <List>
          {rows.map((f) => (
            <FeedbackRow key={f.id} feedback={f} category={label(f.category)} status={statusText[f.status]} />
          ))}
        </List>
      )}
    </section>
  );
}

function FeedbackRow({
  feedback: f,
  category,
  status,
}: {
  feedback: Feedback;
  category: string;
  status: string;
}) {
  const count = f.attachments.length;
  const sent = fullTime(f.createTime);
  const replied = fullTime(f.replyTime);
  return (
    <List.Item data-testid="feedback-row" description={sent}>
      <div>
        <Tag color={STATUS_COLORS[f.status]} data-testid={`feedback-status-${f.status}`}>
          {status}
        </Tag>{' '}
        <strong>{category}</strong>
        {count > 0 && (
          <span className="upload-hint">
            {' '}
            <Trans>({count} attachments)</Trans>
          </span>
        )}
      </div>
      <p className="feedback-text" translate="no" lang={langOf(f.content)}>
        {f.content}
      </p>
      {f.reply && (
        <blockquote className="feedback-reply" data-testid="feedback-reply">
          <Trans>Reply ({replied}):</Trans> <UserContent>{f.reply}</UserContent>
        </blockquote>
      )}
    </List.Item>
  );
}

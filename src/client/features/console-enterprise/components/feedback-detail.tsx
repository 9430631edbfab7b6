import { useId, useState } from 'react';
import { Button, Space, Tag } from 'antd-mobile';
import { TextArea } from '@/components/text-area';
import { Trans, useLingui } from '@lingui/react/macro';
import { FEEDBACK_REPLY_MAX } from '@contract/enterprise-rules';
import { type FeedbackAdminRow } from '@contract/feedback';
import { PERMISSIONS } from '@contract/permissions';
import { toast } from '@/lib/feedback';
import { fullTime } from '@/lib/format';
import { useOnline } from '@/lib/online';
import { useAuth } from '@/lib/permissions';
import {
  attachmentQuery,
  useCloseFeedback,
  useReopenFeedback,
  useReplyFeedback,
} from '../api/enterprise-admin';
import { FileView } from './file-view';
import { STATUS_COLOR, useEnterpriseLabels } from './labels';
import { OfflineActions } from './list-state';
import { DetailList } from './detail-list';
import { UserContent, langOf } from '@/components/user-content';

/** One attachment by its stored name: opened on demand (image inline, PDF in the viewer, else a download). */
function Attachment({ id, fileName }: { id: string; fileName: string }) {
  const [open, setOpen] = useState(false);
  return (
    <li data-testid="feedback-attachment">
      <Button size="mini" fill="outline" onClick={() => setOpen(!open)} aria-expanded={open}>
        <UserContent>{fileName}</UserContent>
      </Button>
      {open && <FileView query={attachmentQuery(id, fileName)} name={fileName} testId="attachment-view" />}
    </li>
  );
}

/**
 * A feedback whole: who sent it and when, its category, the full text and its attachments, the reply so far;
 * holders of edu_feedback_reply reply (the sender sees it; at most FEEDBACK_REPLY_MAX characters), close it, or
 * reopen a closed one.
 */
export function FeedbackDetail({ row, categoryLabel }: { row: FeedbackAdminRow; categoryLabel: string }) {
  const { t } = useLingui();
  const labels = useEnterpriseLabels();
  const canReply = useAuth(PERMISSIONS.feedbackReply);
  const online = useOnline();
  const replyId = useId();
  const [reply, setReply] = useState(row.reply ?? '');
  const [problem, setProblem] = useState(false);
  const toasted = (message: string) => ({ onSuccess: () => void toast(message, 'success') });
  const send = useReplyFeedback();
  const close = useCloseFeedback();
  const reopen = useReopenFeedback();
  const sender = row.name ? `${row.name} (${row.username})` : row.username;
  const fields: [string, string | null][] = [
    [t`Sender`, sender],
    [t`Enterprise`, row.enterpriseName],
    [t`Category`, categoryLabel],
    [t`Sent`, fullTime(row.createTime)],
    [t`Replied`, row.replyTime ? `${fullTime(row.replyTime)} ${row.replyBy ?? ''}` : null],
  ];
  return (
    <div className="feedback-detail" data-testid="feedback-detail">
      <p>
        <Tag color={STATUS_COLOR[row.status]} data-testid="feedback-detail-status">
          {labels.feedbackStatus[row.status]}
        </Tag>
      </p>
      <DetailList fields={fields} />
      <h3>
        <Trans>Feedback</Trans>
      </h3>
      <p
        className="feedback-content"
        translate="no"
        lang={langOf(row.content)}
        data-testid="feedback-content"
      >
        {row.content}
      </p>
      {row.attachments.length > 0 && (
        <>
          <h3>
            <Trans>Attachments</Trans>
          </h3>
          <ul className="attachment-list">
            {row.attachments.map((f) => (
              <Attachment key={f} id={row.id} fileName={f} />
            ))}
          </ul>
        </>
      )}
      {!canReply && row.reply && (
        <>
          <h3>
            <Trans>Reply</Trans>
          </h3>
          <p
            className="feedback-content"
            translate="no"
            lang={langOf(row.reply)}
            data-testid="feedback-reply-text"
          >
            {row.reply}
          </p>
        </>
      )}
      {canReply && (
        <div className="detail-actions">
          <OfflineActions />
          {row.status !== 'closed' ? (
            <form
              className="reply-form"
              onSubmit={(e) => {
                e.preventDefault();
                if (!reply.trim()) return setProblem(true);
                send.mutate({ id: row.id, reply: reply.trim() }, toasted(t`Reply sent`));
              }}
            >
              <label htmlFor={replyId}>
                {row.reply ? (
                  <Trans>Reply (the sender sees it; sending again replaces it)</Trans>
                ) : (
                  <Trans>Reply (the sender sees it)</Trans>
                )}
              </label>
              <TextArea
                className="boxed-field"
                id={replyId}
                value={reply}
                onChange={(v) => (setReply(v), setProblem(false))}
                rows={5}
                maxLength={FEEDBACK_REPLY_MAX}
                showCount
                data-testid="feedback-reply"
              />
              {problem && (
                <p role="alert" className="form-problem" data-testid="feedback-reply-problem">
                  <Trans>Please write a reply</Trans>
                </p>
              )}
              <Space wrap>
                <Button
                  color="primary"
                  size="small"
                  type="submit"
                  loading={send.isPending}
                  disabled={!online}
                  data-testid="feedback-send"
                >
                  <Trans>Send reply</Trans>
                </Button>
                <Button
                  size="small"
                  loading={close.isPending}
                  disabled={!online}
                  onClick={() => close.mutate(row.id, toasted(t({ message: 'Closed', context: 'feedback' })))}
                  data-testid="feedback-close"
                >
                  <Trans>Close</Trans>
                </Button>
              </Space>
            </form>
          ) : (
            <>
              {row.reply && (
                <p
                  className="feedback-content"
                  translate="no"
                  lang={langOf(row.reply)}
                  data-testid="feedback-reply-text"
                >
                  {row.reply}
                </p>
              )}
              <Button
                size="small"
                loading={reopen.isPending}
                disabled={!online}
                onClick={() => reopen.mutate(row.id, toasted(t`Reopened`))}
                data-testid="feedback-reopen"
              >
                <Trans>Reopen</Trans>
              </Button>
            </>
          )}
        </div>
      )}
    </div>
  );
}

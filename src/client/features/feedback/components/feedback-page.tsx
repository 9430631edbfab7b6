import { useId, useState, type FormEvent } from 'react';
import { Button, TextArea } from 'antd-mobile';
import { NavBar } from '@/components/ui/nav-bar';
import { onlineManager, useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { FEEDBACK_CONTENT_MAX, feedbackContentIssue } from '@contract/enterprise-rules';
import { ChoiceGroup } from '@/components/choice-group';
import { FieldErrors } from '@/components/field-errors';
import { OfflineBanner } from '@/components/offline-banner';
import { toast } from '@/lib/feedback';
import { withIdempotencyKey } from '@/lib/offline-queue';
import { useOnline } from '@/lib/online';
import { persisted } from '@/lib/query-client';
import { categoriesQuery, useSendFeedback } from '../api/feedback';
import type { FeedbackVars } from '../api/send-queue';
import { Attachments } from './attachments';
import { FeedbackList, useCategoryLabel } from './feedback-list';
import { useDraft } from './use-draft';
import './feedback.css';

/** A text area of six rows. */
const ROWS = 6;

/**
 * /person/feedback and /enterprise/feedback (one screen; the server marks an enterprise admin's with its
 * enterprise): category, text, attachments, send; below, my feedback with staff's replies. The draft is kept on
 * the device; a send offline is queued and goes, once, when the network returns.
 */
export function FeedbackPage({ enterprise = false }: { enterprise?: boolean }) {
  const { t } = useLingui();
  const router = useRouter();
  const id = useId();
  const online = useOnline();
  const { draft, update, clear } = useDraft();
  const categories = useQuery(categoriesQuery());
  const label = useCategoryLabel();
  const [errors, setErrors] = useState<string[]>([]);
  // Bumped after a send, so the attachment list starts empty again.
  const [round, setRound] = useState(0);
  const send = useSendFeedback();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!draft) return;
    const found: string[] = [];
    if (!draft.category) found.push(t`Please choose a category`);
    const issue = feedbackContentIssue(draft.content);
    if (issue === 'nonBlank') found.push(t`Please enter your feedback`);
    if (issue === 'tooLong') found.push(t`Feedback can be at most ${FEEDBACK_CONTENT_MAX} characters`);
    setErrors(found);
    if (found.length) return;
    const written = draft;
    const vars = withIdempotencyKey<FeedbackVars>({
      body: {
        category: written.category,
        content: written.content.trim(),
        attachments: written.attachments.flatMap((a) => (a.fileName ? [a.fileName] : [])),
      },
    });
    clear();
    setRound((r) => r + 1);
    send.mutate(vars, {
      onSuccess: () => void toast(t`Thank you: your feedback was sent`, 'success'),
      // Refused by the server (the network's failures are retried): the text comes back to be fixed.
      onError: (err) => {
        update(written);
        setRound((r) => r + 1);
        void toast(err.message || t`Sending failed`, 'error');
      },
    });
    if (!onlineManager.isOnline()) {
      await persisted();
      void toast(t`You are offline: your feedback will be sent when you are back online`);
    }
  };

  const length = draft?.content.length ?? 0;
  return (
    <main className="portal-page" data-testid="feedback-page">
      <NavBar onBack={() => router.history.back()}>
        {enterprise ? <Trans>Enterprise feedback</Trans> : <Trans>Feedback</Trans>}
      </NavBar>
      <OfflineBanner />
      {draft && (
        <form onSubmit={(e) => void submit(e)} noValidate className="login-form" data-testid="feedback-form">
          <label htmlFor={`${id}-c`}>{t`Category`}</label>
          <ChoiceGroup
            id={`${id}-c`}
            aria-label={t`Category`}
            options={(categories.data ?? []).map((c) => ({ value: c.value, label: label(c.value) }))}
            value={draft.category || undefined}
            onChange={(v) => update({ category: v ?? '' })}
            data-testid="feedback-category"
          />
          {!categories.data && !online && (
            <p className="upload-hint">
              <Trans>The categories show once you have been online here.</Trans>
            </p>
          )}
          <label htmlFor={`${id}-t`}>{t`Your feedback`}</label>
          <div className="field" data-testid="feedback-content">
            <TextArea
              id={`${id}-t`}
              rows={ROWS}
              maxLength={FEEDBACK_CONTENT_MAX}
              value={draft.content}
              onChange={(v) => update({ content: v })}
              placeholder={t`What would you like to tell us?`}
            />
          </div>
          <p className="feedback-counter" aria-live="polite" data-testid="feedback-counter">
            {length}/{FEEDBACK_CONTENT_MAX}
          </p>
          <label htmlFor={`${id}-f`}>{t`Attachments`}</label>
          <Attachments
            key={round}
            id={`${id}-f`}
            value={draft.attachments}
            onChange={(attachments) => update({ attachments })}
            online={online}
          />
          <FieldErrors messages={errors} />
          {!online && (
            <p className="upload-hint" data-testid="feedback-offline-note">
              <Trans>
                You are offline. Your draft is kept on this device; a feedback you send now goes when you are
                back online.
              </Trans>
            </p>
          )}
          <Button block type="submit" color="primary" size="large" data-testid="feedback-send">
            <Trans>Send</Trans>
          </Button>
        </form>
      )}
      <FeedbackList />
    </main>
  );
}

import { useState } from 'react';
import { Button, DotLoading, Input, Space, Tag } from 'antd-mobile';
import { TextArea } from '@/components/text-area';
import { inputAria } from '@/lib/input-aria';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { MAX_DURATION_MIN } from '@contract/exam-rules';
import { type AttemptDetail } from '@contract/exam-attempts';
import { PERMISSIONS } from '@contract/permissions';
import { Auth } from '@/components/auth-gates';
import { toast } from '@/lib/feedback';
import { fullTime } from '@/lib/format';
import { attemptQuery, useReopenAttempt, useReviewAttempt } from '../api/exam-admin';
import { answerText, useExamLabels } from './labels';
import { UserContent, langOf } from '@/components/user-content';

type Q = AttemptDetail['questions'][number];

/** A mark staff may type: 0 up to the question's score, in half points at most one decimal. */
const markOk = (text: string, max: number) => /^\d{1,4}(\.\d)?$/.test(text) && Number(text) <= max;

/**
 * One attempt for staff: every question with the learner's answer, the right one and the mark. Fill-in answers
 * can be marked by hand; a late attempt accepted or rejected with a note; a submitted one re-opened for minutes.
 */
export function AttemptDetailView({ id, onDone }: { id: string; onDone: () => void }) {
  const { t } = useLingui();
  const labels = useExamLabels();
  const detail = useQuery(attemptQuery(id));
  const [marks, setMarks] = useState<Record<string, string>>({});
  const [note, setNote] = useState('');
  const [minutes, setMinutes] = useState('30');
  const review = useReviewAttempt();
  const reviewed = { onSuccess: () => (setMarks({}), void toast(t`Review saved`, 'success')) };
  const reopen = useReopenAttempt();
  const a = detail.data;
  if (!a) return <DotLoading className="loading-dots" />;
  const judge = { T: t`True`, F: t`False` };
  const typed = Object.entries(marks).filter(([, v]) => v.trim() !== '');
  const bad = typed.some(([qid, v]) => !markOk(v, a.questions.find((q) => q.questionId === qid)?.score ?? 0));
  const saveMarks = () =>
    review.mutate({ id, marks: typed.map(([questionId, v]) => ({ questionId, mark: Number(v) })) }, reviewed);
  const decide = (decision: 'accept' | 'reject') =>
    review.mutate(
      {
        id,
        decision,
        note: note.trim() || undefined,
        marks: typed.map(([questionId, v]) => ({ questionId, mark: Number(v) })),
      },
      reviewed,
    );
  const markable = (q: Q) => q.type === 'fill';
  return (
    <div className="attempt-detail" data-testid="attempt-detail">
      <p>
        <b translate="no" lang={langOf(a.name ?? a.username)}>
          {a.name ?? a.username}
        </b>{' '}
        · <UserContent>{a.examTitle}</UserContent> · <Trans>Attempt {a.attemptNo}</Trans> ·{' '}
        <Tag data-testid="attempt-detail-status">{labels.attemptStatus[a.status]}</Tag>
      </p>
      <p data-testid="attempt-detail-score">
        <Trans>
          Score {a.score ?? '—'} of {a.totalScore} (pass {a.passScore})
        </Trans>
        {a.passed !== null && (
          <Tag color={a.passed ? 'success' : 'danger'} className="pass-tag">
            {a.passed ? t`Passed` : t`Not passed`}
          </Tag>
        )}
      </p>
      <p className="hint">
        <Trans>
          Started {fullTime(a.startedAt)}, deadline {fullTime(a.deadline)}, submitted{' '}
          {fullTime(a.submittedAt) || '—'}
        </Trans>
        {a.deviceSubmittedAt && (
          <>
            {' '}
            · <Trans>made on the device at {fullTime(a.deviceSubmittedAt)}</Trans>
          </>
        )}
      </p>
      {a.reviewNote && (
        <p className="hint">
          <Trans>Review note:</Trans> <UserContent>{a.reviewNote}</UserContent>
        </p>
      )}
      <ol className="attempt-questions">
        {a.questions.map((q) => (
          <li
            key={q.questionId}
            data-testid="attempt-question"
            className={q.needsReview ? 'needs-review' : undefined}
          >
            <div className="attempt-q-head">
              <Tag fill="outline">{labels.type[q.type]}</Tag>
              {q.needsReview && (
                <Tag color="warning" data-testid="needs-review">
                  {t`Needs review`}
                </Tag>
              )}
              <span className="attempt-mark" data-testid="attempt-mark">
                {q.mark ?? '—'} / {q.score}
              </span>
            </div>
            <div
              className="attempt-stem"
              translate="no"
              lang={langOf(q.stem)}
              dangerouslySetInnerHTML={{ __html: q.stem }}
            />
            {q.options.length > 0 && q.type !== 'judge' && (
              <ul
                className="attempt-options"
                translate="no"
                lang={langOf(q.options.map((o) => o.text).join(''))}
              >
                {q.options.map((o) => (
                  <li key={o.key}>
                    {o.key}. {o.text}
                  </li>
                ))}
              </ul>
            )}
            <dl className="attempt-answers">
              <dt>{t`Answer given`}</dt>
              <dd
                translate="no"
                lang={langOf(answerText(q.type, q.value, judge))}
                data-testid="attempt-value"
              >
                {answerText(q.type, q.value, judge) || t`Not answered`}
              </dd>
              <dt>{t`Right answer`}</dt>
              <dd translate="no" lang={langOf(answerText(q.type, q.answer, judge))}>
                {answerText(q.type, q.answer, judge)}
              </dd>
            </dl>
            {markable(q) && (
              <Auth value={PERMISSIONS.examReview}>
                <Space align="center">
                  <Trans>Mark</Trans>
                  <Input
                    className="boxed-field narrow-input"
                    inputMode="decimal"
                    placeholder={q.mark === null ? '' : String(q.mark)}
                    value={marks[q.questionId] ?? ''}
                    onChange={(v) => setMarks({ ...marks, [q.questionId]: v })}
                    ref={inputAria({ label: t`Mark, 0 to ${q.score}` })}
                    data-testid="attempt-mark-input"
                  />
                  <small className="hint">
                    <Trans>of {q.score}</Trans>
                  </small>
                </Space>
              </Auth>
            )}
          </li>
        ))}
      </ol>
      <Auth value={PERMISSIONS.examReview}>
        {bad && (
          <p role="alert" className="form-problem">
            {t`A mark is a number from 0 to the question's score`}
          </p>
        )}
        {a.status === 'late_review' ? (
          <div className="attempt-decision" data-testid="late-decision">
            <p>
              <Trans>
                This attempt was submitted after the deadline and its grace window. Accept it to score it, or
                reject it.
              </Trans>
            </p>
            <TextArea
              className="boxed-field"
              value={note}
              onChange={setNote}
              maxLength={255}
              placeholder={t`A note for the record (optional)`}
              data-testid="review-note"
            />
            <Space>
              <Button
                color="primary"
                disabled={bad}
                loading={review.isPending}
                onClick={() => decide('accept')}
                data-testid="review-accept"
              >
                <Trans>Accept</Trans>
              </Button>
              <Button
                color="danger"
                loading={review.isPending}
                onClick={() => decide('reject')}
                data-testid="review-reject"
              >
                <Trans>Reject</Trans>
              </Button>
            </Space>
          </div>
        ) : (
          a.questions.some(markable) &&
          a.status !== 'in_progress' && (
            <Button
              color="primary"
              disabled={bad || typed.length === 0}
              loading={review.isPending}
              onClick={saveMarks}
              data-testid="review-save"
            >
              <Trans>Save marks</Trans>
            </Button>
          )
        )}
        {a.status !== 'in_progress' && (
          <div className="attempt-reopen">
            <Space align="center" wrap>
              <Trans>Re-open for</Trans>
              <Input
                className="boxed-field narrow-input"
                inputMode="numeric"
                value={minutes}
                onChange={setMinutes}
                ref={inputAria({ label: t`Minutes` })}
                data-testid="reopen-minutes"
              />
              <Trans>minutes</Trans>
              <Button
                size="small"
                disabled={
                  !/^\d{1,4}$/.test(minutes) || Number(minutes) < 1 || Number(minutes) > MAX_DURATION_MIN
                }
                loading={reopen.isPending}
                onClick={() =>
                  reopen.mutate(
                    { id, minutes: Number(minutes) },
                    { onSuccess: () => (void toast(t`Attempt re-opened`, 'success'), onDone()) },
                  )
                }
                data-testid="reopen"
              >
                <Trans>Re-open</Trans>
              </Button>
            </Space>
            <p className="hint">
              <Trans>
                The learner continues with the answers kept; the attempt is scored again when submitted.
              </Trans>
            </p>
          </div>
        )}
      </Auth>
    </div>
  );
}

import { Button } from '@/components/ui/button';
import { NavBar } from '@/components/ui/nav-bar';
import { useMutation } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isAnswered, msLeft, type QuestionType } from '@contract/exam-rules';
import type { AnswerValue, SubmitResult } from '@contract/exam';
import { EmptyState } from '@/components/empty-state';
import { OfflineEmpty } from '@/components/freshness-note';
import { UserContent } from '@/components/user-content';
import { confirm, toast } from '@/lib/feedback';
import { useOnline } from '@/lib/online';
import { persisted } from '@/lib/query-client';
import type { Queued } from '@/lib/offline-queue';
import type { SubmitVars } from '../api/submit-queue';
import { examKeys } from '../api/keys';
import { sendSubmit } from '../api/submit';
import { allEntries, type Journal } from '../model/journal';
import { examSearch, useExamSearch } from './nav';
import { QuestionInput, Stem } from './question-view';
import { countdown, useTick } from './time';
import { useAnswerSync, useAttempt } from './use-attempt';
import { useExamCatalog } from './use-exam-catalog';
import { NoAttempt } from './no-attempt';
import { QuestionMap } from './question-map';

// Loaded with this screen, so the offline queue's replay finds it cached even if the first submit is offline.
void sendSubmit;

/** The deadline submit fires this close to the deadline, so it is made (device time + offset) before it. */
const AUTO_SUBMIT_AT_MS = 1000;

function ExamSkeleton() {
  return (
    <div aria-hidden="true" data-testid="exam-skeleton" style={{ padding: 16 }}>
      <span className="skeleton skeleton-line skeleton-short" />
      <span className="skeleton skeleton-line" />
      <span className="skeleton skeleton-line" />
      <span className="skeleton skeleton-line" />
    </div>
  );
}

/** /person/test/exam?attemptId=…: one question per screen, journaled on the phone, synced in the background. */
export function ExamPage() {
  const catalog = useExamCatalog();
  const { attemptId, examId } = useExamSearch();
  const router = useRouter();
  const navigate = useNavigate();
  const { journal, status, update, ref } = useAttempt(attemptId, examId);
  const [refused, setRefused] = useState('');
  const { changed } = useAnswerSync(ref, update, setRefused);

  // Submitted already (a reload after submitting): the confirmation page says where the submit stands. A submit
  // made here moves on by itself once the queued submit is on disk.
  const submitted = !!journal?.submit;
  const submittedHere = useRef(false);
  useEffect(() => {
    if (submitted && !submittedHere.current)
      void navigate({ to: '/person/test/examSucess', search: examSearch({ attemptId }), replace: true });
  }, [submitted, attemptId, navigate]);
  useEffect(() => {
    if (status === 'not-in-progress' && attemptId)
      void navigate({ to: '/person/test/resultHas', search: examSearch({ attemptId }), replace: true });
  }, [status, attemptId, navigate]);

  // The screens after the exam are fetched now, online, so the service worker has them when a submit is made
  // offline (they are not precached).
  useEffect(() => {
    for (const to of ['/person/test/examSucess', '/person/test/resultHas', '/person/test/resultNo'] as const)
      void router.preloadRoute({ to, search: examSearch({ attemptId }) }).catch(() => undefined);
  }, [router, attemptId]);

  const back = () => router.history.back();
  if (catalog && !attemptId)
    return (
      <div className="portal-page" data-testid="exam-page">
        <NavBar onBack={back}>
          <Trans>Exam</Trans>
        </NavBar>
        <NoAttempt />
      </div>
    );
  if (!catalog || status === 'loading' || (status === 'ready' && !journal) || submitted)
    return (
      <div className="portal-page" data-testid="exam-page">
        <NavBar onBack={back} />
        <ExamSkeleton />
      </div>
    );
  if (status !== 'ready' || !journal)
    return (
      <div className="portal-page" data-testid="exam-page">
        <NavBar onBack={back}>
          <Trans>Exam</Trans>
        </NavBar>
        {status === 'offline-missing' ? (
          <OfflineEmpty />
        ) : (
          <EmptyState title={<Trans>This exam could not be opened</Trans>} data-testid="exam-error" />
        )}
      </div>
    );
  return (
    <Sitting
      journal={journal}
      update={update}
      changed={changed}
      refused={refused}
      onBack={back}
      onSubmitted={() => {
        void navigate({ to: '/person/test/examSucess', search: examSearch({ attemptId }), replace: true });
      }}
      markSubmitting={() => (submittedHere.current = true)}
    />
  );
}

function Sitting({
  journal: j,
  update,
  changed,
  refused,
  onBack,
  onSubmitted,
  markSubmitting,
}: {
  journal: Journal;
  update: (fn: (j: Journal) => Journal) => void;
  changed: () => void;
  refused: string;
  onBack: () => void;
  onSubmitted: () => void;
  markSubmitting: () => void;
}) {
  const { t } = useLingui();
  const online = useOnline();
  const now = useTick();
  const [mapOpen, setMapOpen] = useState(false);
  const submitting = useRef(false);
  const submit = useMutation<SubmitResult, Error, Queued<SubmitVars>>({ mutationKey: examKeys.submitQueue });
  const questions = j.attempt.questions;
  const index = Math.min(Math.max(0, j.index), questions.length - 1);
  const q = questions[index];
  const left = msLeft(j.attempt.deadlineMs, now, j.offsetMs);
  const unanswered = questions.filter((x) => !isAnswered(j.answers[x.id]?.value)).length;

  const answer = (value: AnswerValue) => {
    if (!q) return;
    update((cur) => ({
      ...cur,
      answers: {
        ...cur.answers,
        [q.id]: {
          value,
          flagged: cur.answers[q.id]?.flagged ?? false,
          answeredAtMs: Math.round(Date.now() + cur.offsetMs),
          dirty: true,
        },
      },
    }));
    changed();
  };
  const toggleFlag = () => {
    if (!q) return;
    update((cur) => {
      const a = cur.answers[q.id];
      return {
        ...cur,
        answers: {
          ...cur.answers,
          [q.id]: {
            value: a?.value ?? null,
            flagged: !a?.flagged,
            answeredAtMs: Math.round(Date.now() + cur.offsetMs),
            dirty: true,
          },
        },
      };
    });
    changed();
  };
  const go = (i: number) =>
    update((cur) => ({ ...cur, index: Math.min(Math.max(0, i), questions.length - 1) }));

  const doSubmit = useCallback(
    async (auto: boolean) => {
      if (submitting.current) return;
      submitting.current = true;
      try {
        if (!auto) {
          // The dialog renders outside the app's tree (no i18n provider there): its text is made here.
          const ok = await confirm(
            <div data-testid="submit-confirm">
              {unanswered > 0
                ? plural(unanswered, {
                    one: '# question is not answered yet. Submit anyway?',
                    other: '# questions are not answered yet. Submit anyway?',
                  })
                : t`All questions are answered. Submit now?`}
            </div>,
            t`Submit the exam?`,
          );
          if (!ok) return;
        }
        // Everything the journal holds goes with the submit, so it does not depend on an earlier save.
        const cur = j;
        const clientId = cur.submit?.clientId ?? crypto.randomUUID();
        const deviceTime = Date.now();
        markSubmitting();
        update((x) => ({ ...x, submit: { clientId, deviceTime, result: null } }));
        submit.mutate({
          attemptId: cur.attemptId,
          idempotencyKey: clientId,
          body: { answers: allEntries(cur.answers), deviceTime, clockOffsetMs: Math.round(cur.offsetMs) },
        });
        // On disk before the page moves on: a reload right after must still find the queued submit.
        await persisted();
        if (auto) void toast(t`Time is up: your exam was submitted`);
        onSubmitted();
      } finally {
        submitting.current = false;
      }
    },
    [j, unanswered, update, submit, t, markSubmitting, onSubmitted],
  );

  useEffect(() => {
    if (left <= AUTO_SUBMIT_AT_MS && !j.submit) void doSubmit(true);
  }, [left, j.submit, doSubmit]);

  if (!q) return null;
  const a = j.answers[q.id];
  const n = index + 1;
  const total = questions.length;
  const typeLabel: Record<QuestionType, string> = {
    single: t`Single choice`,
    multiple: t`Multiple choice`,
    judge: t`True or false`,
    fill: t`Fill in the blanks`,
  };
  const time = countdown(left);
  const score = q.score;
  const answered = total - unanswered;

  return (
    <div className="portal-page" data-testid="exam-page" style={{ paddingBottom: 72 }}>
      <NavBar
        onBack={onBack}
        right={
          <span
            data-testid="exam-timer"
            style={{ color: left < 60_000 ? '#ff3141' : undefined, fontWeight: 600 }}
          >
            {time}
          </span>
        }
      >
        <UserContent>{j.attempt.examTitle}</UserContent>
      </NavBar>
      {!online && (
        <div className="offline-banner" role="status" data-testid="exam-offline">
          <Trans>Offline: answers saved on this phone</Trans>
        </div>
      )}
      {refused && (
        <div className="pending-note" role="alert" data-testid="exam-refused">
          {refused}
        </div>
      )}
      <div style={{ padding: '12px 16px', background: '#fff' }}>
        <div
          style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', color: '#666' }}
        >
          <span data-testid="exam-position">
            <Trans>
              Question {n} / {total}
            </Trans>{' '}
            · {typeLabel[q.type]} · <Plural value={score} one="# point" other="# points" />
          </span>
          <Button
            size="mini"
            fill={a?.flagged ? 'solid' : 'outline'}
            color="warning"
            onClick={toggleFlag}
            data-testid="exam-flag"
            aria-pressed={!!a?.flagged}
          >
            {a?.flagged ? <Trans>Flagged</Trans> : <Trans>Flag</Trans>}
          </Button>
        </div>
        <div style={{ margin: '12px 0', fontSize: 16 }} data-testid="exam-stem">
          <Stem html={q.stem} />
        </div>
        <QuestionInput key={q.id} question={q} value={a?.value} onChange={answer} />
      </div>
      <div
        style={{
          position: 'fixed',
          left: 0,
          right: 0,
          bottom: 0,
          display: 'flex',
          gap: 8,
          padding: 12,
          background: '#fff',
          borderTop: '1px solid #eee',
        }}
      >
        <Button disabled={index === 0} onClick={() => go(index - 1)} data-testid="exam-prev">
          <Trans>Previous</Trans>
        </Button>
        <Button onClick={() => setMapOpen(true)} data-testid="exam-map-open" style={{ flex: 1 }}>
          <Trans>
            Answered {answered} / {total}
          </Trans>
        </Button>
        {index < total - 1 ? (
          <Button color="primary" onClick={() => go(index + 1)} data-testid="exam-next">
            <Trans>Next</Trans>
          </Button>
        ) : (
          <Button color="primary" onClick={() => void doSubmit(false)} data-testid="exam-submit">
            <Trans>Submit</Trans>
          </Button>
        )}
      </div>
      <QuestionMap
        open={mapOpen}
        onClose={() => setMapOpen(false)}
        questions={questions}
        answers={j.answers}
        index={index}
        onPick={go}
        onSubmit={() => void doSubmit(false)}
      />
    </div>
  );
}

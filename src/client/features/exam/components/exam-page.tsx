import { NavBar } from '@/components/ui/nav-bar';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { OfflineEmpty } from '@/components/freshness-note';
import { examSearch, useExamSearch } from './nav';
import { useAnswerSync, useAttempt } from './use-attempt';
import { useExamCatalog } from './use-exam-catalog';
import { NoAttempt } from './no-attempt';
import { Sitting } from './exam-sitting';

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
      <main className="portal-page" data-testid="exam-page">
        <NavBar onBack={back}>
          <Trans>Exam</Trans>
        </NavBar>
        <NoAttempt />
      </main>
    );
  if (!catalog || status === 'loading' || (status === 'ready' && !journal) || submitted)
    return (
      <main className="portal-page" data-testid="exam-page">
        <NavBar onBack={back} />
        <ExamSkeleton />
      </main>
    );
  if (status !== 'ready' || !journal)
    return (
      <main className="portal-page" data-testid="exam-page">
        <NavBar onBack={back}>
          <Trans>Exam</Trans>
        </NavBar>
        {status === 'offline-missing' ? (
          <OfflineEmpty />
        ) : (
          <EmptyState title={<Trans>This exam could not be opened</Trans>} data-testid="exam-error" />
        )}
      </main>
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

import { Button } from 'antd-mobile';
import { NavBar } from '@/components/ui/nav-bar';
import { useNavigate } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useOnline } from '@/lib/online';
import { useQueuedSubmits, useResendSubmit, type SubmitState } from '../api/exam';
import { allEntries, loadJournal, type Journal } from '../model/journal';
import { examSearch, useExamSearch } from './nav';
import { useExamCatalog } from './use-exam-catalog';
import { NoAttempt } from './no-attempt';

/**
 * /person/test/examSucess?attemptId=…: where the submit stands — queued on this phone (sent when online),
 * received, or refused — and the score when the server released it at once.
 */
export function ExamSuccessPage() {
  const catalog = useExamCatalog();
  const { attemptId } = useExamSearch();
  const navigate = useNavigate();
  const resend = useResendSubmit();
  const online = useOnline();
  const [journal, setJournal] = useState<Journal | null | undefined>(undefined);
  const states = useQueuedSubmits();
  const mine = states.filter((s) => s.vars?.attemptId === attemptId).map((s) => s.state);
  const latest: SubmitState | undefined = mine[mine.length - 1];
  const result = latest?.data ?? journal?.submit?.result ?? null;
  const status = latest?.status;

  // The journal holds the submit's outcome once it landed (also after a reload); read it again when it may have.
  useEffect(() => {
    void loadJournal(attemptId).then((j) => setJournal(j ?? null));
  }, [attemptId, status]);

  // A submit the journal knows of but no queue holds (lost with a cleared cache): sent again with the same
  // client id, so the server still counts it once.
  useEffect(() => {
    const s = journal?.submit;
    if (!journal || !s || s.result || latest || !online) return;
    void resend({
      attemptId,
      idempotencyKey: s.clientId,
      body: {
        answers: allEntries(journal.answers),
        deviceTime: s.deviceTime,
        clockOffsetMs: Math.round(journal.offsetMs),
      },
    }).catch(() => undefined);
  }, [journal, latest, online, resend, attemptId]);

  const queued = !result && (latest?.isPaused || (!online && status !== 'error'));
  const refused = !result && status === 'error' ? latest?.error?.message : undefined;
  const score = result?.score;
  const passed = result?.passed;

  return (
    <main className="portal-page" data-testid="exam-success">
      <NavBar onBack={() => void navigate({ to: '/person/test/test' })}>
        {catalog ? <Trans>Exam submitted</Trans> : null}
      </NavBar>
      {catalog && !attemptId ? (
        <NoAttempt />
      ) : !catalog || journal === undefined ? (
        <div aria-hidden="true" style={{ padding: 24 }}>
          <span className="skeleton skeleton-line" />
          <span className="skeleton skeleton-line skeleton-short" />
        </div>
      ) : (
        <div style={{ padding: 24, textAlign: 'center', background: '#fff' }}>
          {result ? (
            <div data-testid="exam-received">
              <h2>
                <Trans>Your exam was received</Trans>
              </h2>
              {score != null ? (
                <p data-testid="exam-score">
                  <Trans>Score: {score}</Trans>
                  {passed != null && <> · {passed ? <Trans>Passed</Trans> : <Trans>Not passed</Trans>}</>}
                </p>
              ) : (
                <p>
                  <Trans>Your score will be shown when it is released.</Trans>
                </p>
              )}
            </div>
          ) : refused ? (
            <div data-testid="exam-refused">
              <h2>
                <Trans>The submit was not accepted</Trans>
              </h2>
              <p>{refused}</p>
            </div>
          ) : journal === null && !latest ? (
            <div data-testid="exam-elsewhere">
              <p>
                <Trans>This exam was not submitted from this phone.</Trans>
              </p>
            </div>
          ) : queued ? (
            <div data-testid="exam-queued">
              <h2>
                <Trans>Submitted on this phone</Trans>
              </h2>
              <p>
                <Trans>
                  Your answers are saved on this phone and will be sent when you are online. The time you
                  submitted is kept: a submit made before the deadline counts as on time.
                </Trans>
              </p>
            </div>
          ) : (
            <div data-testid="exam-sending">
              <h2>
                <Trans>Sending your answers…</Trans>
              </h2>
            </div>
          )}
          <div style={{ display: 'flex', gap: 8, justifyContent: 'center', marginTop: 16 }}>
            {(result || (journal === null && !latest)) && (
              <Button
                color="primary"
                onClick={() =>
                  void navigate({ to: '/person/test/resultHas', search: examSearch({ attemptId }) })
                }
                data-testid="exam-see-result"
              >
                <Trans>See result</Trans>
              </Button>
            )}
            <Button onClick={() => void navigate({ to: '/person/test/test' })} data-testid="exam-back-list">
              <Trans>My exams</Trans>
            </Button>
          </div>
        </div>
      )}
    </main>
  );
}

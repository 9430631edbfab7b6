import { Button, Tag, List } from 'antd-mobile';
import { NavBar } from '@/components/ui/nav-bar';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import type { ExamResult } from '@contract/exam-learner';
import { EmptyState } from '@/components/empty-state';
import { FreshnessNote, OfflineEmpty } from '@/components/freshness-note';
import { OfflineBanner } from '@/components/offline-banner';
import { UserContent } from '@/components/user-content';
import { fullTime, shortTime } from '@/lib/format';
import { awaitingFirstAnswer } from '@/lib/query-client';
import { resultQuery } from '../api/exam';
import { examSearch, useExamSearch } from './nav';
import { useExamCatalog } from './use-exam-catalog';
import { NoAttempt } from './no-attempt';

function ResultSkeleton() {
  return (
    <div aria-hidden="true" data-testid="result-skeleton" style={{ padding: 24, background: '#fff' }}>
      <span className="skeleton skeleton-line skeleton-short" />
      <span className="skeleton skeleton-line" />
      <span className="skeleton skeleton-line" />
    </div>
  );
}

/**
 * /person/test/resultHas and /person/test/resultNo: one page that shows the score when the server released it
 * and why not otherwise; each redirects to the other when `released` says so.
 */
export function ResultPage({ released: expect }: { released: boolean }) {
  const catalog = useExamCatalog();
  const { attemptId } = useExamSearch();
  const navigate = useNavigate();
  const result = useQuery(resultQuery(attemptId));
  const released = result.data?.released;
  useEffect(() => {
    if (released === undefined || released === expect) return;
    void navigate({
      to: released ? '/person/test/resultHas' : '/person/test/resultNo',
      search: examSearch({ attemptId }),
      replace: true,
    });
  }, [released, expect, attemptId, navigate]);

  return (
    <main className="portal-page" data-testid={expect ? 'result-has' : 'result-no'}>
      <NavBar onBack={() => void navigate({ to: '/person/test/test' })}>
        {!catalog ? null : expect ? <Trans>Exam result</Trans> : <Trans>Result pending</Trans>}
      </NavBar>
      {catalog && <OfflineBanner />}
      {catalog && <FreshnessNote updatedAt={result.dataUpdatedAt} />}
      {catalog && !attemptId ? (
        <NoAttempt />
      ) : !catalog || awaitingFirstAnswer(result) || (result.data && result.data.released !== expect) ? (
        <ResultSkeleton />
      ) : !result.data ? (
        navigator.onLine ? (
          <EmptyState title={<Trans>Could not load the result</Trans>} description={result.error?.message} />
        ) : (
          <OfflineEmpty />
        )
      ) : result.data.released ? (
        <Released r={result.data} />
      ) : (
        <NotReleased r={result.data} />
      )}
    </main>
  );
}

function Released({ r }: { r: ExamResult }) {
  const navigate = useNavigate();
  const score = r.score ?? 0;
  const total = r.totalScore;
  const pass = r.passScore;
  return (
    <>
      <div style={{ padding: 24, textAlign: 'center', background: '#fff' }}>
        <div>
          <UserContent>{r.examTitle}</UserContent>
        </div>
        <div style={{ fontSize: 40, fontWeight: 700, margin: '8px 0' }} data-testid="result-score">
          {score} <span style={{ fontSize: 16, color: '#666' }}>/ {total}</span>
        </div>
        <Tag color={r.passed ? 'success' : 'danger'} data-testid="result-pass">
          {r.passed ? <Trans>Passed</Trans> : <Trans>Not passed</Trans>}
        </Tag>
        <p style={{ color: '#666' }}>
          <Trans>Pass score: {pass}</Trans>
        </p>
        {r.analysisAvailable && (
          <Button
            color="primary"
            fill="outline"
            onClick={() =>
              void navigate({ to: '/person/test/analysis', search: examSearch({ attemptId: r.attemptId }) })
            }
            data-testid="result-analysis"
          >
            <Trans>See the analysis</Trans>
          </Button>
        )}
      </div>
      <List header={<Trans>Marks per question</Trans>}>
        {r.questions.map((q, i) => {
          const n = i + 1;
          const mark = q.mark;
          const of = q.score;
          return (
            <List.Item
              key={q.questionId}
              data-testid="result-question"
              extra={
                mark == null ? (
                  <Trans>Being reviewed</Trans>
                ) : (
                  <span
                    style={{
                      color:
                        mark >= of
                          ? 'var(--adm-color-success)'
                          : mark > 0
                            ? 'var(--adm-color-warning)'
                            : 'var(--adm-color-danger)',
                    }}
                  >
                    {mark} / {of}
                  </span>
                )
              }
            >
              <Trans>Question {n}</Trans>
            </List.Item>
          );
        })}
      </List>
    </>
  );
}

function NotReleased({ r }: { r: ExamResult }) {
  const at = shortTime(r.releaseAt);
  const submitted = fullTime(r.submittedAt);
  return (
    <div style={{ padding: 24, background: '#fff' }} data-testid="result-reason" data-reason={r.reason ?? ''}>
      <h3>
        <UserContent>{r.examTitle}</UserContent>
      </h3>
      {submitted && (
        <p>
          <Trans>Submitted at {submitted}</Trans>
        </p>
      )}
      <p>
        {r.reason === 'pending_review' ? (
          <Trans>
            Some of your answers are being reviewed by staff. Your score is shown once they are done.
          </Trans>
        ) : r.reason === 'late_review' ? (
          <Trans>
            Your answers arrived after the deadline and its grace window. They are kept, and staff will review
            them before a score is given.
          </Trans>
        ) : r.reason === 'rejected' ? (
          <Trans>
            Staff reviewed your late submit and did not accept it. Please contact your training organiser.
          </Trans>
        ) : at ? (
          <Trans>Results are released when the exam closes, at {at}.</Trans>
        ) : (
          <Trans>Results are released when the exam closes.</Trans>
        )}
      </p>
    </div>
  );
}

export const ResultHasPage = () => <ResultPage released />;
export const ResultNoPage = () => <ResultPage released={false} />;

import { Button, Tag, List } from 'antd-mobile';
import { CalendarLink } from '@/components/calendar-link';
import { NavBar } from '@/components/ui/nav-bar';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { useState } from 'react';
import { MULTIPLE_PARTIAL_RATIO, examState, msLeft, type ExamState } from '@contract/exam-rules';
import type { MyExam } from '@contract/exam-learner';
import { EmptyState } from '@/components/empty-state';
import { FreshnessNote, OfflineEmpty } from '@/components/freshness-note';
import { OfflineBanner } from '@/components/offline-banner';
import { UserContent } from '@/components/user-content';
import { awaitingFirstAnswer } from '@/lib/query-client';
import { confirm, toast } from '@/lib/feedback';
import { useOnline } from '@/lib/online';
import { shortTime } from '@/lib/format';
import { myExamsQuery } from '@/api/exams';
import { startAttempt, useRefreshMyExams } from '../api/exam';
import { journalFor, loadJournal, saveJournal } from '../model/journal';
import { examSearch } from './nav';
import { countdown, useTick } from './time';
import { useExamCatalog } from './use-exam-catalog';

const DAY = 86_400_000;
const STATE_COLORS: Record<ExamState, string> = {
  upcoming: 'default',
  open: 'primary',
  in_progress: 'warning',
  submitted: 'success',
  closed: 'default',
};

function ListSkeleton() {
  return (
    <div aria-hidden="true" data-testid="exam-list-skeleton">
      {[0, 1, 2].map((i) => (
        <div key={i} style={{ padding: 16, background: '#fff', marginBottom: 8 }}>
          <span className="skeleton skeleton-line" />
          <span className="skeleton skeleton-line skeleton-short" />
        </div>
      ))}
    </div>
  );
}

/** /person/test/test: my exams by state, with countdowns on the server's clock; from the saved cache offline. */
export function ExamListPage() {
  const catalog = useExamCatalog();
  const router = useRouter();
  const exams = useQuery({ ...myExamsQuery(), refetchInterval: 60_000 });
  const loading = !catalog || awaitingFirstAnswer(exams);
  return (
    <main className="portal-page" data-testid="exam-list">
      <NavBar onBack={() => router.history.back()}>{catalog ? <Trans>My exams</Trans> : null}</NavBar>
      {catalog && <OfflineBanner />}
      {catalog && <FreshnessNote updatedAt={exams.dataUpdatedAt} />}
      {loading ? (
        <ListSkeleton />
      ) : !exams.data ? (
        navigator.onLine ? (
          <EmptyState title={<Trans>Could not load your exams</Trans>} description={exams.error?.message} />
        ) : (
          <OfflineEmpty />
        )
      ) : exams.data.exams.length === 0 ? (
        <EmptyState title={<Trans>No exams for you yet</Trans>} data-testid="exam-list-empty" />
      ) : (
        <ExamRows exams={exams.data.exams} receivedAtMs={exams.data.receivedAtMs} />
      )}
    </main>
  );
}

function ExamRows({ exams, receivedAtMs }: { exams: MyExam[]; receivedAtMs: number }) {
  const now = useTick();
  return (
    <List>
      {exams.map((e) => (
        <ExamRow key={e.id} exam={e} now={now} offsetMs={e.serverNowMs - receivedAtMs} />
      ))}
    </List>
  );
}

function ExamRow({ exam: e, now, offsetMs }: { exam: MyExam; now: number; offsetMs: number }) {
  const { t } = useLingui();
  const online = useOnline();
  const navigate = useNavigate();
  const refreshMine = useRefreshMyExams();
  const [starting, setStarting] = useState(false);
  const serverNow = now + offsetMs;
  // The state again on the server's clock as time passes (an upcoming exam opens while the list is shown).
  const state = examState({
    nowMs: serverNow,
    openAtMs: e.openAtMs,
    closeAtMs: e.closeAtMs,
    attemptsAllowed: e.attemptsAllowed,
    attemptsUsed: e.attemptsUsed,
    // Still in progress after its deadline (within the grace window): "continue" opens it, and the exam screen
    // submits what this phone journaled at once.
    inProgress: !!e.inProgress,
  });
  const label: Record<ExamState, string> = {
    upcoming: t`Upcoming`,
    open: t({ message: 'Open', context: 'exam status' }),
    in_progress: t`In progress`,
    submitted: t({ message: 'Submitted', context: 'exam status' }),
    closed: t({ message: 'Closed', context: 'exam status' }),
  };
  const used = e.attemptsUsed;
  const allowed = e.attemptsAllowed;
  const best = e.bestScore;
  const total = e.totalScore;
  const left = e.inProgress ? countdown(msLeft(e.inProgress.deadlineMs, now, offsetMs)) : '';
  const closes = shortTime(e.closeAt);
  const untilOpen = e.openAtMs == null ? 0 : Math.max(0, e.openAtMs - serverNow);
  const days = Math.floor(untilOpen / DAY);
  const untilOpenText = countdown(untilOpen - days * DAY);

  const resume = (attemptId: string) =>
    void navigate({ to: '/person/test/exam', search: examSearch({ attemptId, examId: e.id }) });

  async function start() {
    if (!online) {
      void toast(t`Starting an exam needs the network. Connect and try again.`);
      return;
    }
    const attemptsLeft = allowed === 0 ? t`unlimited` : String(allowed - used);
    const minutes = e.durationMin;
    const count = e.questionCount;
    const pct = Math.round(MULTIPLE_PARTIAL_RATIO * 100);
    // The dialog renders outside the app's tree (no i18n provider there): its texts are made here.
    const ok = await confirm(
      <div data-testid="exam-start-confirm" style={{ textAlign: 'left' }}>
        <p>{plural(minutes, { one: 'Time: # minute', other: 'Time: # minutes' })}</p>
        <p>{plural(count, { one: '# question', other: '# questions' })}</p>
        <p>{t`Attempts left: ${attemptsLeft}`}</p>
        <p>
          {/* eslint-disable-next-line max-len -- a lingui message's text is its id */}
          {t`Multiple choice: all right options and no wrong one earn the full score; some right options and no wrong one earn ${pct}% of it; any wrong option earns nothing.`}
        </p>
        <p>{t`The timer keeps running if you leave. Your answers are saved on this phone as you go.`}</p>
      </div>,
      t`Start the exam?`,
    );
    if (!ok) return;
    setStarting(true);
    try {
      const got = await startAttempt(e.id);
      await saveJournal(journalFor(got.attempt, got.offsetMs, await loadJournal(got.attempt.attemptId)));
      void refreshMine();
      resume(got.attempt.attemptId);
    } catch {
      // The request layer has said why (a toast), or the signal went.
    } finally {
      setStarting(false);
    }
  }

  const inProgress = e.inProgress;
  const last = e.lastAttempt;
  const resultLink = last && state !== 'in_progress' && (
    <Button
      size="small"
      onClick={() =>
        void navigate({ to: '/person/test/resultHas', search: examSearch({ attemptId: last.attemptId }) })
      }
      data-testid="exam-result-link"
    >
      <Trans>Result</Trans>
    </Button>
  );
  const main =
    state === 'in_progress' && inProgress ? (
      <Button
        size="small"
        color="warning"
        onClick={() => resume(inProgress.attemptId)}
        data-testid="exam-resume"
      >
        <Trans context="exam">Continue</Trans>
      </Button>
    ) : state === 'open' ? (
      <Button
        size="small"
        color="primary"
        loading={starting}
        onClick={() => void start()}
        data-testid="exam-start"
      >
        {used > 0 ? <Trans>Try again</Trans> : <Trans>Start</Trans>}
      </Button>
    ) : null;
  const action = (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 6 }}>
      {main}
      {resultLink}
      <CalendarLink url={e.calendarUrl} />
    </div>
  );

  return (
    <List.Item
      data-testid="exam-row"
      data-state={state}
      extra={action}
      description={
        <>
          <div>
            <UserContent>{e.courseTitle}</UserContent>
          </div>
          <div>
            {allowed === 0 ? (
              <Trans>Attempts used: {used}</Trans>
            ) : (
              <Trans>
                Attempts used: {used} / {allowed}
              </Trans>
            )}
            {best != null && (
              <>
                {' · '}
                <Trans>
                  Best score: {best} / {total}
                </Trans>
              </>
            )}
            {e.passed != null && (
              <>
                {' · '}
                {e.passed ? <Trans>Passed</Trans> : <Trans>Not passed</Trans>}
              </>
            )}
          </div>
          {state === 'upcoming' && (
            <div data-testid="exam-opens-in">
              {days > 0 ? (
                <Plural
                  value={days}
                  one={`Opens in # day ${untilOpenText}`}
                  other={`Opens in # days ${untilOpenText}`}
                />
              ) : (
                <Trans>Opens in {untilOpenText}</Trans>
              )}
            </div>
          )}
          {state === 'in_progress' && (
            <div data-testid="exam-time-left">
              <Trans>Time left: {left}</Trans>
            </div>
          )}
          {(state === 'open' || state === 'upcoming') && e.closeAt && (
            <div>
              <Trans>Closes at {closes}</Trans>
            </div>
          )}
        </>
      }
    >
      <Tag color={STATE_COLORS[state]} data-testid="exam-state">
        {label[state]}
      </Tag>{' '}
      <UserContent>{e.title}</UserContent>
    </List.Item>
  );
}

import { DotLoading, List, ProgressBar } from 'antd-mobile';
import { NavBar } from '@/components/ui/nav-bar';
import { EmptyState } from '@/components/empty-state';
import { useQuery } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { FreshnessNote, OfflineEmpty } from '@/components/freshness-note';
import { OfflineBanner } from '@/components/offline-banner';
import { PendingBadge } from '@/components/pending-badge';
import { formatDuration, fullTime } from '@/lib/format';
import { studyRecordsQuery, usePendingProgress } from '../api/study';
import { UserContent } from '@/components/user-content';
import type { StudyRecord } from '@contract/study';

/** /person/myStudy/studyPage: my study records, from the persisted cache when offline. */
export function StudyRecordsPage() {
  const { t } = useLingui();
  const router = useRouter();
  const records = useQuery(studyRecordsQuery());
  const pending = usePendingProgress();
  const list = records.data ?? [];
  const totalHours = Math.round(list.reduce((h, r) => h + r.hours, 0) * 100) / 100;

  return (
    <main className="portal-page" data-testid="study-records">
      <NavBar onBack={() => router.history.back()} right={<PendingBadge />}>
        <Trans>My study</Trans>
      </NavBar>
      <OfflineBanner />
      <FreshnessNote updatedAt={records.dataUpdatedAt} />
      {pending > 0 && (
        <div className="pending-note" data-testid="pending-progress">
          <Plural
            value={pending}
            one="# progress update will sync when you are online"
            other="# progress updates will sync when you are online"
          />
        </div>
      )}
      {records.isPending ? (
        <DotLoading className="loading-dots" />
      ) : records.isError && !records.data ? (
        navigator.onLine ? (
          <EmptyState title={t`Could not load your study records`} description={records.error.message} />
        ) : (
          <OfflineEmpty />
        )
      ) : !list.length ? (
        <EmptyState
          title={t`No study records yet`}
          description={<Link to="/studyOnline">{t`Find an online course`}</Link>}
        />
      ) : (
        <>
          <div className="study-summary" data-testid="hours-total">
            <Trans>Credit hours earned: {totalHours}</Trans>
          </div>
          {list.map((r) => {
            const done = r.lessonsDone;
            const total = r.lessonsTotal;
            const hours = r.hours;
            const last = fullTime(r.lastStudiedAt) || '—';
            return (
              <List
                key={r.courseId}
                header={
                  <>
                    <UserContent>{r.title}</UserContent>
                    {r.completed && (
                      <span
                        className="pending-badge"
                        style={{ marginLeft: 6, background: '#237804' }}
                        data-testid="course-completed"
                      >
                        {t`Completed`}
                      </span>
                    )}
                  </>
                }
                data-testid="study-record"
              >
                <List.Item
                  description={
                    <>
                      <ProgressBar percent={total ? (100 * done) / total : 0} />
                      <Plural value={total} one={`${done}/# lesson`} other={`${done}/# lessons`} /> ·{' '}
                      <Plural value={hours} one="# credit hour" other="# credit hours" /> ·{' '}
                      <Trans>last studied {last}</Trans>
                    </>
                  }
                  extra={
                    <Link to="/person/myStudy/studyPageOnline" search={{ courseId: r.courseId }}>
                      <Trans>Continue</Trans>
                    </Link>
                  }
                >
                  <span data-testid="lessons-done">{`${done}/${total}`}</span>
                </List.Item>
                {r.exam && <ExamLine exam={r.exam} />}
                {r.lessons.map((l) => (
                  <List.Item
                    key={l.lessonId}
                    extra={
                      l.completed
                        ? t`Completed`
                        : `${formatDuration(l.watchedSec)} / ${formatDuration(l.durationSec)}`
                    }
                    data-testid="lesson-record"
                  >
                    <UserContent>{l.title}</UserContent>
                  </List.Item>
                ))}
              </List>
            );
          })}
        </>
      )}
    </main>
  );
}

/** The course's exam on its study record: passed or not yet, the best released score, a link to My exams. */
function ExamLine({ exam }: { exam: NonNullable<StudyRecord['exam']> }) {
  const best = exam.bestScore;
  const pass = exam.passScore;
  return (
    <List.Item
      data-testid="study-exam"
      extra={exam.passed ? <Trans>Exam passed</Trans> : <Trans>Exam not passed yet</Trans>}
      description={
        best != null ? (
          <Trans>
            Best score {best} · pass score {pass}
          </Trans>
        ) : undefined
      }
    >
      {/* The exam is sat, resumed and its results read on My exams. */}
      <Link to="/person/test/test" data-testid="study-exam-link">
        <UserContent>{exam.title}</UserContent>
      </Link>
    </List.Item>
  );
}

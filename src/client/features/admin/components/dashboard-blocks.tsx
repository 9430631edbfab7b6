import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { ACTIVITY_PERMISSIONS, QUEUE_PERMISSIONS, SESSIONS_PERMISSIONS } from '@contract/dashboard';
import type { DashboardSession, QueueItem } from '@contract/dashboard';
import { BarChart } from '@/components/bar-chart';
import { FreshnessNote } from '@/components/freshness-note';
import { UserContent } from '@/components/user-content';
import { timeRange } from '@/lib/format';
import { useAuths } from '@/lib/permissions';
import { dashboardActivityQuery, dashboardSessionsQuery } from '@/api/dashboard';
import { queueQuery } from '../api/dashboard';

const ACTIVITY_DAYS = 30;

/** A block of the console home: its heading, how old its figures are offline, and what it shows. */
function Block({
  id,
  title,
  updatedAt,
  children,
}: {
  id: string;
  title: string;
  updatedAt: number;
  children: ReactNode;
}) {
  return (
    <section className="dashboard-block" aria-labelledby={id} data-testid={id}>
      <h2 id={id}>{title}</h2>
      <FreshnessNote updatedAt={updatedAt} />
      {children}
    </section>
  );
}

function QueueLabel({ item }: { item: QueueItem }) {
  const exam = item.exam?.title ?? '';
  switch (item.key) {
    case 'enrolmentReview':
      return <Trans>Sign-ups waiting for approval</Trans>;
    case 'enterpriseReview':
      return <Trans>Enterprises waiting for review</Trans>;
    case 'invoiceRequest':
      return <Trans>Invoice requests to issue</Trans>;
    case 'feedbackOpen':
      return <Trans>Feedback without a reply</Trans>;
    case 'examMarking':
      return (
        <Trans>
          Answers to mark: <UserContent>{exam}</UserContent>
        </Trans>
      );
    case 'examLate':
      return (
        <Trans>
          Late submits to judge: <UserContent>{exam}</UserContent>
        </Trans>
      );
  }
}

/** What waits for staff: a count per kind of work, each a link to the list that shows exactly it. */
export function WorkQueue() {
  const { t } = useLingui();
  const allowed = useAuths(Object.values(QUEUE_PERMISSIONS).flat());
  const queue = useQuery({ ...queueQuery(), enabled: allowed });
  if (!allowed || queue.isError) return null;
  const items = queue.data ?? [];
  return (
    <Block id="dashboard-queue" title={t`Work waiting for you`} updatedAt={queue.dataUpdatedAt}>
      {queue.isPending ? (
        <p className="dashboard-quiet">{t`Loading…`}</p>
      ) : items.some((i) => i.count > 0) ? (
        <ul className="queue-items">
          {items
            .filter((i) => i.count > 0)
            .map((i) => (
              <li key={`${i.key}-${i.exam?.id ?? ''}`}>
                <a href={`#${i.link}`} data-testid={`queue-${i.key}`}>
                  <strong className="queue-count">{i.count}</strong>
                  <span>
                    <QueueLabel item={i} />
                  </span>
                </a>
              </li>
            ))}
        </ul>
      ) : (
        <p className="dashboard-quiet" data-testid="queue-empty">
          <Trans>Nothing waits for you. Well done.</Trans>
        </p>
      )}
    </Block>
  );
}

function SessionRows({ sessions, testId }: { sessions: DashboardSession[]; testId: string }) {
  const { t } = useLingui();
  if (!sessions.length) return <p className="dashboard-quiet">{t`No sessions.`}</p>;
  return (
    <ul className="session-items" data-testid={testId}>
      {sessions.map((s) => {
        const { checkedIn, expected } = s;
        const label = t`Checked in: ${checkedIn} of ${expected}`;
        return (
          <li key={s.id} data-testid="dashboard-session">
            <a href={`#${s.link}`}>
              <UserContent>
                {s.courseTitle} · {s.title}
              </UserContent>
            </a>
            <span className="dashboard-quiet">
              <time dateTime={s.startAt}>{timeRange(s.startAt, s.endAt)}</time>{' '}
              <UserContent>{s.venue}</UserContent>
            </span>
            <span className="session-progress">
              <progress max={Math.max(s.expected, s.checkedIn, 1)} value={s.checkedIn} aria-label={label} />
              <span data-testid="session-checked-in">
                {s.checkedIn} / {s.expected}
              </span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** Today's and this week's sessions, with check-in progress read again every 15 s while shown. */
export function SessionsBlock() {
  const { t } = useLingui();
  const allowed = useAuths(SESSIONS_PERMISSIONS);
  const sessions = useQuery({ ...dashboardSessionsQuery(), enabled: allowed });
  if (!allowed || sessions.isError) return null;
  const data = sessions.data;
  const later = data?.week.filter((s) => !data.today.some((d) => d.id === s.id)) ?? [];
  return (
    <Block id="dashboard-sessions" title={t`Sessions and check-in`} updatedAt={sessions.dataUpdatedAt}>
      <h3>{t`Today`}</h3>
      <SessionRows sessions={data?.today ?? []} testId="sessions-today" />
      <h3>{t`Later this week`}</h3>
      <SessionRows sessions={later} testId="sessions-week" />
    </Block>
  );
}

/** Study and exam activity per day over the last 30 days. */
export function ActivityBlock() {
  const { t } = useLingui();
  const allowed = useAuths(ACTIVITY_PERMISSIONS);
  const activity = useQuery({ ...dashboardActivityQuery(ACTIVITY_DAYS), enabled: allowed });
  if (!allowed || activity.isError) return null;
  const days = activity.data ?? [];
  const sum = (k: 'learners' | 'lessonsCompleted' | 'examsSubmitted') => days.reduce((n, d) => n + d[k], 0);
  const lessons = sum('lessonsCompleted');
  const exams = sum('examsSubmitted');
  return (
    <Block
      id="dashboard-activity"
      title={t`Study and exams, last 30 days`}
      updatedAt={activity.dataUpdatedAt}
    >
      <p className="dashboard-quiet" data-testid="activity-summary">
        {plural(lessons, { one: '# lesson completed', other: '# lessons completed' })},{' '}
        {plural(exams, { one: '# exam submitted', other: '# exams submitted' })}
      </p>
      {days.length > 0 && (
        <BarChart
          label={t`Learners, lessons completed and exams submitted per day`}
          testId="activity-chart"
          categories={days.map((d) => d.date.slice(5))}
          series={[
            { name: t`Learners who studied`, data: days.map((d) => d.learners) },
            { name: t`Lessons completed`, data: days.map((d) => d.lessonsCompleted) },
            { name: t`Exams submitted`, data: days.map((d) => d.examsSubmitted) },
          ]}
        />
      )}
    </Block>
  );
}

import { useState } from 'react';
import { Button, DotLoading, Space, Tag, List } from 'antd-mobile';
import { NavBar } from '@/components/ui/nav-bar';
import { EmptyState } from '@/components/empty-state';
import { useQuery } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Enrolment, EnrolmentStatus } from '@contract/enrolment';
import { FreshnessNote, OfflineEmpty } from '@/components/freshness-note';
import { awaitingFirstAnswer } from '@/lib/query-client';
import { OfflineBanner } from '@/components/offline-banner';
import { PendingBadge } from '@/components/pending-badge';
import { confirm } from '@/lib/feedback';
import { timeRange } from '@/lib/format';
import { myEnrolmentsQuery } from '@/api/enrolments';
import { useCancelMine } from '../api/study';
import { TicketPopup } from './ticket-popup';
import { CalendarLink } from '@/components/calendar-link';
import { UserContent, langOf } from '@/components/user-content';

const COLORS: Record<EnrolmentStatus, string> = {
  approved: 'success',
  pending: 'primary',
  waitlisted: 'warning',
  rejected: 'danger',
  cancelled: 'default',
};

function StatusTag({ status }: { status: EnrolmentStatus }) {
  const { t } = useLingui();
  const text: Record<EnrolmentStatus, string> = {
    approved: t`Approved`,
    pending: t`Waiting for approval`,
    waitlisted: t`On the waiting list`,
    rejected: t`Rejected`,
    cancelled: t`Cancelled`,
  };
  return (
    <Tag color={COLORS[status]} data-testid="enrolment-status">
      {text[status]}
    </Tag>
  );
}

const started = (e: Enrolment) =>
  !!e.session && new Date(`${e.session.startAt.replace(' ', 'T')}+08:00`).getTime() <= Date.now();

/** /person/myStudy/signUp: my sign-ups and their tickets, readable offline after one visit. */
export function MySignUpsPage() {
  const { t } = useLingui();
  const router = useRouter();
  const mine = useQuery(myEnrolmentsQuery());
  const [ticketOf, setTicketOf] = useState<Enrolment | null>(null);
  const cancel = useCancelMine();
  const records = mine.data?.records ?? [];

  return (
    <main className="portal-page" data-testid="my-sign-ups">
      <NavBar onBack={() => router.history.back()} right={<PendingBadge />}>
        <Trans>My sign-ups</Trans>
      </NavBar>
      <OfflineBanner />
      <FreshnessNote updatedAt={mine.dataUpdatedAt} />
      {awaitingFirstAnswer(mine) ? (
        <DotLoading className="loading-dots" />
      ) : !mine.data ? (
        mine.isError && navigator.onLine ? (
          <EmptyState title={t`Could not load your sign-ups`} description={mine.error.message} />
        ) : (
          <OfflineEmpty />
        )
      ) : !records.length ? (
        <EmptyState
          title={t`You have not signed up for a course yet`}
          description={<Link to="/home">{t`Browse courses`}</Link>}
        />
      ) : (
        <List>
          {records.map((e) => (
            <List.Item
              key={e.id}
              data-testid="my-enrolment"
              description={
                <>
                  {e.session && (
                    <div translate="no" lang={langOf(e.session.title + (e.session.venue ?? ''))}>
                      {[e.session.title, timeRange(e.session.startAt, e.session.endAt), e.session.venue]
                        .filter(Boolean)
                        .join(' · ')}
                    </div>
                  )}
                  {e.reason && (
                    <div className="reject-reason">
                      <Trans>
                        Reason: <UserContent>{e.reason}</UserContent>
                      </Trans>
                    </div>
                  )}
                  <Space wrap>
                    {e.ticket && (
                      <Button
                        size="small"
                        color="primary"
                        onClick={() => setTicketOf(e)}
                        data-testid="show-ticket"
                      >
                        <Trans>Show ticket</Trans>
                      </Button>
                    )}
                    <CalendarLink url={e.calendarUrl} />
                    {e.course.mode === 'online' && e.status === 'approved' && (
                      <Link to="/person/myStudy/studyPageOnline" search={{ courseId: e.courseId }}>
                        <Trans>Study</Trans>
                      </Link>
                    )}
                    {['pending', 'approved', 'waitlisted'].includes(e.status) && !started(e) && (
                      <Button
                        size="small"
                        disabled={!navigator.onLine}
                        onClick={async () => {
                          if (await confirm(t`Cancel this sign-up?`)) cancel.mutate(e.id);
                        }}
                      >
                        <Trans>Cancel</Trans>
                      </Button>
                    )}
                  </Space>
                </>
              }
              extra={<StatusTag status={e.status} />}
            >
              <Link to="/detail" search={{ id: e.courseId }} translate="no" lang={langOf(e.course.title)}>
                {e.course.title}
              </Link>
            </List.Item>
          ))}
        </List>
      )}
      <TicketPopup enrolment={ticketOf} onClose={() => setTicketOf(null)} />
    </main>
  );
}

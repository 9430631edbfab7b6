import { Radio, Button, Space } from 'antd-mobile';
import { useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CourseDetail } from '@contract/catalog';
import type { Enrolment } from '@contract/enrolment';
import { CalendarLink } from '@/components/calendar-link';
import { confirm, toast } from '@/lib/feedback';
import { useUser } from '@/lib/session';
import { shortTime, timeRange } from '@/lib/format';
import { useCancelSignUp, useSignUp } from '../api/courses';
import { blockedReason } from '../api/rules';
import { UserContent } from '@/components/user-content';
import { SeatsLeft } from './counts';

export function StatusText({ e }: { e: Enrolment }) {
  switch (e.status) {
    case 'approved':
      return <Trans>Signed up</Trans>;
    case 'pending':
      return <Trans>Waiting for approval</Trans>;
    case 'waitlisted':
      return <Trans>On the waiting list</Trans>;
    case 'rejected':
      return <Trans>Rejected</Trans>;
    default:
      return <Trans>Cancelled</Trans>;
  }
}

/** The sign-up area of /detail: choose a session, sign up or join the waitlist, or see and cancel mine. */
export function SignUpPanel({ course }: { course: CourseDetail }) {
  const { t } = useLingui();
  const user = useUser();
  const navigate = useNavigate();
  const [now] = useState(Date.now);
  const open = course.sessions.filter(
    (s) => new Date(`${s.startAt.replace(' ', 'T')}+08:00`).getTime() > now,
  );
  const [sessionId, setSessionId] = useState<string | undefined>(
    open.find((s) => s.seatsLeft > 0)?.id ?? open[0]?.id,
  );
  const signUp = useSignUp(course.id);
  const cancel = useCancelSignUp(course.id);
  const reason = blockedReason(course, !!user, now);
  const chosen = course.sessions.find((s) => s.id === sessionId);
  const full = course.mode === 'offline' ? !chosen || chosen.seatsLeft === 0 : course.seatsLeft === 0;
  const mine = course.myEnrolment;

  if (mine) {
    return (
      <div className="sign-up-panel" data-testid="sign-up-panel">
        <div className="sign-up-status" data-testid="my-enrolment-status">
          <StatusText e={mine} />
          {mine.session && (
            <UserContent>
              {` · ${mine.session.title} ${timeRange(mine.session.startAt, mine.session.endAt)}`}
            </UserContent>
          )}
        </div>
        <Space wrap>
          {course.mode === 'online' && mine.status === 'approved' && (
            <Button
              color="primary"
              onClick={() =>
                void navigate({ to: '/person/myStudy/studyPageOnline', search: { courseId: course.id } })
              }
              data-testid="start-study"
            >
              <Trans>Start studying</Trans>
            </Button>
          )}
          <CalendarLink url={mine.calendarUrl} />
          <Link to="/person/myStudy/signUp">
            <Trans>My sign-ups</Trans>
          </Link>
          <Button
            size="small"
            loading={cancel.isPending}
            onClick={async () => {
              if (await confirm(t`Cancel this sign-up?`)) cancel.mutate(mine.id);
            }}
            data-testid="cancel-enrolment"
          >
            <Trans>Cancel sign-up</Trans>
          </Button>
        </Space>
      </div>
    );
  }

  return (
    <div className="sign-up-panel" data-testid="sign-up-panel">
      {course.mode === 'offline' && open.length > 0 && (
        <Radio.Group value={sessionId} onChange={(v) => setSessionId(String(v))}>
          <Space direction="vertical" block>
            {open.map((s) => (
              <Radio className="tick-choice" key={s.id} value={s.id} block data-testid="session-option">
                <UserContent>
                  {[s.title, timeRange(s.startAt, s.endAt), s.venue].filter(Boolean).join(' · ')}
                </UserContent>{' '}
                ·{' '}
                {s.seatsLeft > 0 ? (
                  <SeatsLeft seats={s.seatsLeft} />
                ) : (
                  <Trans>Full, {s.waitlisted} waiting</Trans>
                )}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      )}
      {reason === 'login' ? (
        <Button
          block
          color="primary"
          onClick={() =>
            void navigate({
              to: '/login',
              search: { redirect: '/detail', params: JSON.stringify({ id: course.id }) },
            })
          }
          data-testid="sign-up"
        >
          <Trans>Log in to sign up</Trans>
        </Button>
      ) : (
        <Button
          block
          color={full ? 'warning' : 'primary'}
          disabled={reason !== null || !navigator.onLine}
          loading={signUp.isPending}
          onClick={() =>
            signUp.mutate(course.mode === 'offline' ? sessionId : undefined, {
              onSuccess: (e) =>
                void toast(
                  e.status === 'waitlisted'
                    ? t`You are on the waiting list`
                    : e.status === 'pending'
                      ? t`Signed up — waiting for approval`
                      : t`Signed up`,
                  'success',
                ),
            })
          }
          data-testid="sign-up"
        >
          {reason === 'notOpen' ? (
            <Trans>Sign-up opens {shortTime(course.enrolStartAt)}</Trans>
          ) : reason === 'closed' ? (
            <Trans>Sign-up has closed</Trans>
          ) : full ? (
            <Trans>Full — join the waiting list</Trans>
          ) : course.needsApproval ? (
            <Trans>Sign up (needs approval)</Trans>
          ) : (
            <Trans>Sign up</Trans>
          )}
        </Button>
      )}
      {!navigator.onLine && reason === null && (
        <p className="hint">
          <Trans>Signing up needs a connection: seats are counted on the server.</Trans>
        </p>
      )}
    </div>
  );
}

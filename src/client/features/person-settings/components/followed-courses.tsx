import '@/lib/account-catalog';
import { Button, List } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { followsQuery, useFollow } from '@/api/follows';
import { UserContent } from '@/components/user-content';
import { shortTime } from '@/lib/format';

/**
 * The courses the learner follows, in the calendar section: each with its sign-up deadline (in the feed until they
 * sign up) and "Stop following". Read from the last answer offline; changed online only.
 */
export function FollowedCourses({ online }: { online: boolean }) {
  const { t } = useLingui();
  const follows = useQuery(followsQuery());
  const change = useFollow();
  const list = follows.data ?? [];
  return (
    <List
      className="followed-courses"
      header={<Trans>Courses you follow</Trans>}
      data-testid="followed-courses"
    >
      {list.length === 0 && (
        <List.Item>
          <span className="settings-hint">
            <Trans>
              None yet. Follow a course on its page to have its sign-up deadline in your calendar.
            </Trans>
          </span>
        </List.Item>
      )}
      {list.map((c) => (
        <List.Item
          key={c.courseId}
          data-testid="followed-course"
          description={
            c.signedUp
              ? t`Signed up: the deadline is no longer in your calendar`
              : c.enrolEndAt
                ? t`Sign-up closes ${shortTime(c.enrolEndAt)}`
                : t`No sign-up deadline`
          }
          extra={
            <Button
              size="mini"
              disabled={!online}
              loading={change.isPending && change.variables?.courseId === c.courseId}
              onClick={() => change.mutate({ courseId: c.courseId, follow: false })}
              aria-label={t`Stop following ${c.title}`}
              data-testid="unfollow"
            >
              <Trans>Stop following</Trans>
            </Button>
          }
        >
          <Link to="/detail" search={{ id: c.courseId }}>
            <UserContent>{c.title}</UserContent>
          </Link>
        </List.Item>
      ))}
    </List>
  );
}

import '@/lib/account-catalog';
import { Button } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { followsQuery, useFollow } from '@/api/follows';
import { toast } from '@/lib/feedback';
import { useOnline } from '@/lib/online';

/**
 * "Follow" on a course the learner has not signed up for: its sign-up deadline then goes in their calendar feed
 * (person settings › Calendar and reminders), until they sign up. Loaded on demand for signed-in learners; it needs
 * the network, so offline it shows what is followed and says so.
 */
export function FollowButton({ courseId }: { courseId: string }) {
  const { t } = useLingui();
  const online = useOnline();
  const follows = useQuery(followsQuery());
  const change = useFollow();
  const following = !!follows.data?.some((c) => c.courseId === courseId);
  const toggle = () =>
    change.mutate(
      { courseId, follow: !following },
      {
        onSuccess: () =>
          void toast(following ? t`You no longer follow this course` : t`Following this course`, 'success'),
      },
    );
  return (
    // Laid out as the sign-up panel above it: the same decision, a step apart.
    <div className="sign-up-panel" data-testid="follow-course">
      <div>
        <Button
          size="small"
          fill="outline"
          aria-pressed={following}
          disabled={!online || !follows.data}
          loading={change.isPending}
          onClick={toggle}
          data-testid="follow-button"
        >
          {following ? <Trans>Following</Trans> : <Trans>Follow</Trans>}
        </Button>
      </div>
      <p className="hint">
        {!online ? (
          <Trans>Following a course needs a connection.</Trans>
        ) : following ? (
          <Trans>
            Its sign-up deadline is in your calendar feed (
            <Link to="/person/personSetting">person settings</Link>).
          </Trans>
        ) : (
          <Trans>Follow it to have its sign-up deadline in your calendar feed.</Trans>
        )}
      </p>
    </div>
  );
}

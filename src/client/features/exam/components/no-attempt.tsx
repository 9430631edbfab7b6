import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { EmptyState } from '@/components/empty-state';

/** An exam screen opened without an attempt (a bare link): where to find one instead of a skeleton forever. */
export function NoAttempt() {
  return (
    <EmptyState
      data-testid="exam-no-attempt"
      title={<Trans>No exam was chosen</Trans>}
      description={
        <Link to="/person/test/test">
          <Trans>Go to my exams</Trans>
        </Link>
      }
    />
  );
}

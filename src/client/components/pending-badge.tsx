import { useMutationState } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';

/** How many writes wait to be sent; nothing when none do. */
export function PendingBadge() {
  const pending = useMutationState({ filters: { status: 'pending' } }).length;
  if (pending === 0) return null;
  return (
    <span className="pending-badge" data-testid="pending-count">
      <Trans>{pending} pending</Trans>
    </span>
  );
}

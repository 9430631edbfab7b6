import { Trans } from '@lingui/react/macro';
import { localFullTime } from '@/lib/format';
import { useOnline } from '@/lib/online';

/** Offline, saved data says how old it is: "offline, last updated at …". Online it shows nothing. */
export function FreshnessNote({ updatedAt }: { updatedAt: number }) {
  const online = useOnline();
  if (online || !updatedAt) return null;
  const at = localFullTime(updatedAt);
  return (
    <div className="freshness-note" role="status" data-testid="freshness-note">
      <Trans>Offline — last updated at {at}</Trans>
    </div>
  );
}

/**
 * For places that have no saved copy: what is shown instead of a spinner that never ends. Not "never opened
 * here": the page may have been another person's, forgotten when the phone changed hands.
 */
export function OfflineEmpty() {
  return (
    <div className="offline-empty" data-testid="offline-empty">
      <Trans>You are offline and this device has no saved copy of this page.</Trans>
    </div>
  );
}

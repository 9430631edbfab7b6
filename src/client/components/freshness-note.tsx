import { Trans } from '@lingui/react/macro';
import { localTime } from '@/lib/format';
import { useOnline } from '@/lib/online';

/** Offline, saved data says how old it is: "offline, last updated at …". Online it shows nothing. */
export function FreshnessNote({ updatedAt }: { updatedAt: number }) {
  const online = useOnline();
  if (online || !updatedAt) return null;
  const at = localTime(updatedAt);
  return (
    <div className="freshness-note" role="status" data-testid="freshness-note">
      <Trans>Offline — last updated at {at}</Trans>
    </div>
  );
}

/** For places that have no saved copy: what a visitor sees instead of a spinner that never ends. */
export function OfflineEmpty() {
  return (
    <div className="offline-empty" data-testid="offline-empty">
      <Trans>You are offline and this page has not been opened before on this device.</Trans>
    </div>
  );
}

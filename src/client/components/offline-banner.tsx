import { useSyncExternalStore } from 'react';
import { Trans } from '@lingui/react/macro';

const subscribe = (cb: () => void) => {
  window.addEventListener('online', cb);
  window.addEventListener('offline', cb);
  return () => {
    window.removeEventListener('online', cb);
    window.removeEventListener('offline', cb);
  };
};

export function OfflineBanner() {
  const online = useSyncExternalStore(subscribe, () => navigator.onLine);
  if (online) return null;
  return (
    <div className="offline-banner" role="status" data-testid="offline-banner">
      <Trans>You are offline — showing saved data</Trans>
    </div>
  );
}

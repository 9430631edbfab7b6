import { Trans } from '@lingui/react/macro';
import { useOnline } from '@/lib/online';

export function OfflineBanner() {
  if (useOnline()) return null;
  return (
    <div className="offline-banner" role="status" data-testid="offline-banner">
      <Trans>You are offline — showing saved data</Trans>
    </div>
  );
}

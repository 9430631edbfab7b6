import { DotLoading } from 'antd-mobile';
import { Trans } from '@lingui/react/macro';
import { EmptyState } from '@/components/empty-state';
import { OfflineEmpty } from '@/components/freshness-note';
import { useOnline } from '@/lib/online';

/**
 * What a table shows besides its rows: loading the first time; when the list cannot be loaded, why (offline: no
 * saved copy on this device; online: try again); when it loaded and is empty, `empty`.
 */
export function ListState({
  query,
  empty,
  testId,
}: {
  query: { isPending: boolean; isError: boolean; data?: { records: readonly unknown[] } };
  empty: string;
  testId: string;
}) {
  const online = useOnline();
  if (query.data && query.data.records.length > 0) return null;
  if (query.isPending)
    return (
      <div className="list-state" data-testid={`${testId}-loading`}>
        <DotLoading className="loading-dots" />
      </div>
    );
  if (query.isError && !query.data)
    return online ? (
      <EmptyState
        title={<Trans>The list cannot be loaded now</Trans>}
        description={<Trans>Refresh to try again.</Trans>}
        data-testid={`${testId}-error`}
      />
    ) : (
      <OfflineEmpty />
    );
  return <EmptyState title={empty} data-testid={`${testId}-empty`} />;
}

/** Offline, a detail's actions are off: says why (reviews, invoices and replies are written on the server). */
export function OfflineActions() {
  if (useOnline()) return null;
  return (
    <p className="offline-actions" role="status" data-testid="offline-actions">
      <Trans>You are offline: this can be read, but changes need a connection.</Trans>
    </p>
  );
}

import { DotLoading } from 'antd-mobile';
import { EmptyState } from './empty-state';
import { useOnline } from '@/lib/online';
import { OfflineEmpty } from './freshness-note';

/** What stands in for data not there: loading, gone (online, `missing` says what), or not saved (offline). */
export function NoData({ pending, missing }: { pending: boolean; missing: string }) {
  const online = useOnline();
  if (pending) return <DotLoading className="loading-dots" />;
  return online ? <EmptyState title={missing} /> : <OfflineEmpty />;
}

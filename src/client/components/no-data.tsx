import { DotLoading, ErrorBlock } from 'antd-mobile';
import { useOnline } from '@/lib/online';
import { OfflineEmpty } from './freshness-note';

/** What stands in for data not there: loading, gone (online, `missing` says what), or not saved (offline). */
export function NoData({ pending, missing }: { pending: boolean; missing: string }) {
  const online = useOnline();
  if (pending) return <DotLoading />;
  return online ? <ErrorBlock status="empty" title={missing} description="" /> : <OfflineEmpty />;
}

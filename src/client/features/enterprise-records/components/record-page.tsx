import { useState } from 'react';
import { Button, DotLoading, InfiniteScroll, List } from 'antd-mobile';
import { listEnd } from '@/components/list-end';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Enrolment } from '@contract/enrolment';
import { EmptyState } from '@/components/empty-state';
import { UserContent, langOf } from '@/components/user-content';
import { confirm, toast } from '@/lib/feedback';
import { timeRange } from '@/lib/format';
import { useOnline } from '@/lib/online';
import { awaitingFirstAnswer } from '@/lib/query-client';
import {
  exportRecords,
  recordPagesQuery,
  useCancelRecord,
  useRefreshRecords,
  type RecordFilters,
} from '../api/records';
import { BulkEnrol } from './bulk-enrol';
import { RecordFiltersBar } from './record-filters';
import { EnrolmentStatusTag, LoadFailed, RecordsShell } from './shell';

const LIVE = new Set(['pending', 'approved', 'waitlisted']);

/**
 * /enterprise/record: its members' sign-ups, filtered and scrolled for more; cancel a live one, export the filter
 * to Excel, enrol members in bulk. The saved pages show offline; changes need the network.
 */
export function RecordPage() {
  const { t } = useLingui();
  const online = useOnline();
  const [filters, setFilters] = useState<RecordFilters>({});
  const [enrolling, setEnrolling] = useState(false);
  const list = useInfiniteQuery(recordPagesQuery(filters));
  const rows = list.data?.pages.flatMap((p) => p.records) ?? [];
  const loading = awaitingFirstAnswer(list);
  const cancel = useCancelRecord();
  const refresh = useRefreshRecords();
  const exportExcel = async () => {
    try {
      await exportRecords(filters, t`sign-up-records.xlsx`);
    } catch {
      void toast(online ? t`The export failed` : t`Exporting needs the network`, 'error');
    }
  };

  return (
    <RecordsShell
      title={() => <Trans>Sign-up records</Trans>}
      updatedAt={list.dataUpdatedAt}
      data-testid="enterprise-record"
    >
      {() => (
        <>
          <div className="records-actions">
            <Button
              color="primary"
              disabled={!online}
              onClick={() => setEnrolling(true)}
              data-testid="enrol-open"
            >
              <Trans>Enrol members</Trans>
            </Button>
            <Button disabled={!online} onClick={() => void exportExcel()} data-testid="record-export">
              <Trans>Export to Excel</Trans>
            </Button>
          </div>
          <RecordFiltersBar value={filters} onChange={setFilters} />
          {loading ? (
            <DotLoading className="loading-dots" />
          ) : list.isError && !rows.length ? (
            <LoadFailed title={t`Could not load the sign-ups`} error={list.error} />
          ) : !rows.length ? (
            <EmptyState title={t`No sign-up matches`} data-testid="record-empty" />
          ) : (
            <List>
              {rows.map((r) => (
                <RecordRow
                  key={r.id}
                  record={r}
                  onCancel={() =>
                    void confirm(t`Cancel this sign-up?`).then((yes) => {
                      if (yes)
                        cancel.mutate(r.id, { onSuccess: () => void toast(t`Sign-up cancelled`, 'success') });
                    })
                  }
                />
              ))}
            </List>
          )}
          {!loading && rows.length > 0 && (
            <InfiniteScroll
              loadMore={async () => void (await list.fetchNextPage())}
              hasMore={list.hasNextPage && online}
            >
              {listEnd()}
            </InfiniteScroll>
          )}
          <BulkEnrol open={enrolling} onClose={() => setEnrolling(false)} onEnrolled={() => void refresh()} />
        </>
      )}
    </RecordsShell>
  );
}

function RecordRow({ record: r, onCancel }: { record: Enrolment; onCancel: () => void }) {
  const online = useOnline();
  return (
    <List.Item
      data-testid="record-row"
      extra={<EnrolmentStatusTag status={r.status} />}
      description={
        <>
          <div data-testid="record-member">
            <UserContent>{[r.name, r.phone].filter(Boolean).join(' · ')}</UserContent>
          </div>
          {r.session && (
            <div
              className="records-meta"
              translate="no"
              lang={langOf(r.session.title + (r.session.venue ?? ''))}
            >
              {[r.session.title, timeRange(r.session.startAt, r.session.endAt), r.session.venue]
                .filter(Boolean)
                .join(' · ')}
            </div>
          )}
          {LIVE.has(r.status) && (
            <Button size="small" disabled={!online} onClick={onCancel} data-testid="record-cancel">
              <Trans>Cancel sign-up</Trans>
            </Button>
          )}
        </>
      }
    >
      <UserContent>{r.course.title}</UserContent>
    </List.Item>
  );
}

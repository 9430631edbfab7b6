import { Button, DotLoading } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Arrivals } from '@contract/checkin';
import { BarChart } from '@/components/bar-chart';
import { EmptyState } from '@/components/empty-state';
import { FreshnessNote, OfflineEmpty } from '@/components/freshness-note';
import { PERMISSIONS } from '@contract/permissions';
import { Auth } from '@/components/auth-gates';
import { toast } from '@/lib/feedback';
import { useOnline } from '@/lib/online';
import { arrivalsQuery, exportArrivals } from '../api/checkin-admin';

/** The enterprises a chart shows at most (those with most arrivals); the export lists them all. */
const ENTERPRISES_SHOWN = 20;

/** Checked in of expected, in whole percent. */
const percent = (checkedIn: number, expected: number) => Math.round((checkedIn / expected) * 100);

/**
 * A session's arrivals as the server counts them (accepted check-ins not undone, at the server's time): per
 * 5 minutes with the empty buckets between, and by enterprise, checked in beside expected; a line of totals and
 * the export. Offline it shows the arrivals last read and how old they are; exporting needs a connection.
 */
export function ArrivalsChart({ sessionId }: { sessionId: string }) {
  const { t } = useLingui();
  const online = useOnline();
  const arrivals = useQuery(arrivalsQuery(sessionId));
  let content;
  if (arrivals.data) content = <ArrivalsCharts arrivals={arrivals.data} />;
  else if (arrivals.isError || (!online && arrivals.fetchStatus === 'paused'))
    content = online ? (
      <EmptyState
        title={<Trans>The arrivals cannot be loaded now</Trans>}
        description={<Trans>Refresh to try again.</Trans>}
        data-testid="arrivals-error"
      />
    ) : (
      <OfflineEmpty />
    );
  else content = <DotLoading className="loading-dots" />;
  return (
    <section className="arrivals" aria-label={t`Arrivals`} data-testid="arrivals">
      <div className="console-toolbar">
        <Auth value={PERMISSIONS.checkinExport}>
          <Button
            size="small"
            disabled={!online}
            onClick={() =>
              void exportArrivals(sessionId, t`arrivals.xlsx`).catch(() => toast(t`Export failed`, 'error'))
            }
            data-testid="export-arrivals"
          >
            <Trans>Export arrivals</Trans>
          </Button>
        </Auth>
      </div>
      <FreshnessNote updatedAt={arrivals.dataUpdatedAt} />
      {!online && arrivals.data && (
        <p className="hint" role="status">
          <Trans>
            You are offline: these are the arrivals as last read; exporting them needs a connection.
          </Trans>
        </p>
      )}
      {content}
    </section>
  );
}

function ArrivalsCharts({ arrivals }: { arrivals: Arrivals }) {
  const { t } = useLingui();
  const { buckets, byEnterprise, checkedIn, expected, bucketMinutes: minutes } = arrivals;
  // HH:mm; with the date when the arrivals span more than one day.
  const oneDay = buckets[0]?.at.slice(0, 10) === buckets.at(-1)?.at.slice(0, 10);
  const shown = byEnterprise.slice(0, ENTERPRISES_SHOWN);
  const total = byEnterprise.length;
  const rate = expected > 0 ? percent(checkedIn, expected) : null;
  return (
    <>
      <p className="hint" data-testid="arrivals-totals">
        {rate === null
          ? t`${checkedIn} checked in; no approved sign-ups`
          : t`${checkedIn} of ${expected} expected checked in (${rate}%)`}
      </p>
      {buckets.length ? (
        <BarChart
          categories={buckets.map((b) => (oneDay ? b.at.slice(11, 16) : b.at.slice(5, 16)))}
          series={[{ name: t`Arrivals`, data: buckets.map((b) => b.count) }]}
          label={t`Arrivals per ${minutes} minutes`}
          testId="arrivals-chart"
        />
      ) : (
        <EmptyState title={<Trans>No arrivals yet</Trans>} data-testid="arrivals-none" />
      )}
      {shown.length > 0 && (
        <BarChart
          categories={shown.map((g) => g.enterprise ?? t`Individual`)}
          series={[
            { name: t`Checked in`, data: shown.map((g) => g.checkedIn) },
            { name: t`Expected`, data: shown.map((g) => g.expected) },
          ]}
          label={t`Arrivals by enterprise`}
          testId="arrivals-by-enterprise"
        />
      )}
      {total > shown.length && (
        <p className="hint">
          <Trans>
            The {ENTERPRISES_SHOWN} enterprises with most arrivals are shown; the export lists all {total}.
          </Trans>
        </p>
      )}
    </>
  );
}

import { useLingui } from '@lingui/react/macro';
import type { Checkin } from '@contract/checkin';
import { BarChart } from '@/components/bar-chart';

/** Arrivals per 10 minutes. */
export function ArrivalsChart({ rows }: { rows: Checkin[] }) {
  const { t } = useLingui();
  const buckets = new Map<string, number>();
  for (const r of rows) {
    const at = r.serverTime ?? '';
    if (at) buckets.set(`${at.slice(11, 15)}0`, (buckets.get(`${at.slice(11, 15)}0`) ?? 0) + 1);
  }
  const keys = [...buckets.keys()].sort();
  return (
    <BarChart
      categories={keys}
      series={[{ name: t`Arrivals`, data: keys.map((k) => buckets.get(k) ?? 0) }]}
      label={t`Arrivals over time`}
      testId="arrivals-chart"
    />
  );
}

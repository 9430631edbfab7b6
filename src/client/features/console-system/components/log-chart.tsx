import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { BarChart } from '@/components/bar-chart';
import { ChoiceGroup } from '@/components/choice-group';
import { logSumQuery } from '../api/system-admin';

const RANGES = ['7', '30', '90'] as const;
type Range = (typeof RANGES)[number];

/**
 * The log's writes of each day by type (pig's /log/sum) over the last 7, 30 or 90 days: ECharts, loaded with
 * the first chart the console shows (the course statistics' BarChart).
 */
export function LogChart() {
  const { t } = useLingui();
  const [range, setRange] = useState<Range>('30');
  const days = Number(range);
  const sum = useQuery(logSumQuery(days));
  const data = sum.data ?? [];
  return (
    <section className="log-chart" aria-label={t`Entries per day`}>
      <ChoiceGroup
        aria-label={t`Range`}
        value={range}
        onChange={(v) => setRange(v ?? '30')}
        options={RANGES.map((n) => ({ label: t`Last ${n} days`, value: n }))}
        data-testid="log-chart-range"
      />
      <BarChart
        categories={data.map((d) => d.createTime.slice(5))}
        series={[
          { name: t`Normal`, data: data.map((d) => d['0']) },
          { name: t`Error`, data: data.map((d) => d['9']) },
        ]}
        label={t`Log entries per day by type, last ${days} days`}
        testId="log-chart"
      />
    </section>
  );
}

import { useEffect, useRef } from 'react';

export type BarSeries = { name: string; data: number[] };

/** A bar chart of the console (ECharts, loaded with the first chart shown), labelled for screen readers. */
export function BarChart({
  categories,
  series,
  label,
  testId,
}: {
  categories: string[];
  series: BarSeries[];
  label: string;
  testId: string;
}) {
  const el = useRef<HTMLDivElement>(null);
  // Redrawn when what it shows changes, not on every render that builds equal arrays.
  const shown = JSON.stringify([categories, series]);
  useEffect(() => {
    let live = true;
    let dispose: () => void = () => undefined;
    void import('@/lib/echarts-bars').then(({ init }) => {
      if (!live || !el.current) return;
      const [data, bars] = JSON.parse(shown) as [string[], BarSeries[]];
      const chart = init(el.current);
      chart.setOption({
        tooltip: { trigger: 'axis' },
        legend: bars.length > 1 ? {} : undefined,
        grid: { left: 40, right: 16, bottom: 40, top: bars.length > 1 ? 40 : 20 },
        xAxis: { type: 'category', data },
        yAxis: { type: 'value', minInterval: 1 },
        series: bars.map((b) => ({ ...b, type: 'bar' })),
      });
      dispose = () => chart.dispose();
    });
    return () => {
      live = false;
      dispose();
    };
  }, [shown]);
  return <div ref={el} className="stats-chart" role="img" aria-label={label} data-testid={testId} />;
}

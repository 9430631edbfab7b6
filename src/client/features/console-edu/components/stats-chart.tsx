import { useEffect, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { CourseStats } from '@contract/edu';

/** Per-lesson started / completed bars (ECharts core imports, loaded with this console page only). */
export function StatsChart({ stats }: { stats: CourseStats }) {
  const { t } = useLingui();
  const el = useRef<HTMLDivElement>(null);
  const labels = {
    started: t`Started`,
    completed: t`Completed`,
    enrolled: t`Signed up`,
    pending: t`Pending`,
    waitlisted: t`Waitlisted`,
  };
  useEffect(() => {
    let disposed = false;
    let dispose: () => void = () => undefined;
    void (async () => {
      const [echarts, charts, components, renderers] = await Promise.all([
        import('echarts/core'),
        import('echarts/charts'),
        import('echarts/components'),
        import('echarts/renderers'),
      ]);
      if (disposed || !el.current) return;
      echarts.use([
        charts.BarChart,
        components.GridComponent,
        components.TooltipComponent,
        components.LegendComponent,
        renderers.CanvasRenderer,
      ]);
      const chart = echarts.init(el.current);
      const lessons = stats.lessons.length > 0;
      chart.setOption({
        tooltip: { trigger: 'axis' },
        legend: {},
        grid: { left: 40, right: 16, bottom: 40, top: 40 },
        xAxis: {
          type: 'category',
          data: lessons
            ? stats.lessons.map((l) => l.title)
            : [labels.enrolled, labels.pending, labels.waitlisted],
        },
        yAxis: { type: 'value', minInterval: 1 },
        series: lessons
          ? [
              { name: labels.started, type: 'bar', data: stats.lessons.map((l) => l.started) },
              { name: labels.completed, type: 'bar', data: stats.lessons.map((l) => l.completed) },
            ]
          : [{ name: labels.enrolled, type: 'bar', data: [stats.enrolled, stats.pending, stats.waitlisted] }],
      });
      dispose = () => chart.dispose();
    })();
    return () => {
      disposed = true;
      dispose();
    };
    // labels change with the language, which re-renders the page anyway
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stats]);
  return (
    <div
      ref={el}
      className="stats-chart"
      role="img"
      aria-label={t`Study statistics chart`}
      data-testid="stats-chart"
    />
  );
}

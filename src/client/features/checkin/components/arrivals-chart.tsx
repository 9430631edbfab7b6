import { useEffect, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Checkin } from '@contract/checkin';

/** Arrivals per 10 minutes (ECharts core imports, loaded with this console page only). */
export function ArrivalsChart({ rows }: { rows: Checkin[] }) {
  const { t } = useLingui();
  const el = useRef<HTMLDivElement>(null);
  const label = t`Arrivals`;
  useEffect(() => {
    let dispose: () => void = () => undefined;
    let live = true;
    const buckets = new Map<string, number>();
    for (const r of rows) {
      const at = r.serverTime ?? '';
      const key = `${at.slice(11, 15)}0`;
      if (at) buckets.set(key, (buckets.get(key) ?? 0) + 1);
    }
    const keys = [...buckets.keys()].sort();
    void (async () => {
      const [echarts, charts, components, renderers] = await Promise.all([import('echarts/core'), import('echarts/charts'), import('echarts/components'), import('echarts/renderers')]);
      if (!live || !el.current) return;
      echarts.use([charts.BarChart, components.GridComponent, components.TooltipComponent, renderers.CanvasRenderer]);
      const chart = echarts.init(el.current);
      chart.setOption({ tooltip: { trigger: 'axis' }, grid: { left: 40, right: 16, bottom: 30, top: 20 }, xAxis: { type: 'category', data: keys }, yAxis: { type: 'value', minInterval: 1 }, series: [{ name: label, type: 'bar', data: keys.map((k) => buckets.get(k)) }] });
      dispose = () => chart.dispose();
    })();
    return () => {
      live = false;
      dispose();
    };
  }, [rows, label]);
  return <div ref={el} className="stats-chart" role="img" aria-label={t`Arrivals over time`} data-testid="arrivals-chart" />;
}

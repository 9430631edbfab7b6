import { useEffect, useRef } from 'react';
import type { EChartsCoreOption } from 'echarts/core';
import { useLingui } from '@lingui/react/macro';
import { BarChart } from '@/components/bar-chart';
import './widgets.css';

/**
 * ECharts when a chart is first drawn: the console's bar build (lib/echarts-bars.ts: core, bars, grid, legend,
 * tooltip, canvas) and the line chart besides, not every chart type.
 */
async function loadECharts() {
  const [bars, { LineChart }, echarts] = await Promise.all([
    import('@/lib/echarts-bars'),
    import('echarts/charts'),
    import('echarts/core'),
  ]);
  echarts.use([LineChart]);
  return bars.init;
}

/**
 * An ECharts chart of any option, redrawn when its option changes and resized with its box; still when the
 * user asks for reduced motion. The walls (visualizing-*) draw theirs with it, on ECharts' dark theme.
 */
export function EChart({
  option,
  label,
  dark,
}: {
  option: EChartsCoreOption;
  label: string;
  dark?: boolean;
}) {
  const el = useRef<HTMLDivElement>(null);
  const shown = JSON.stringify(option);
  useEffect(() => {
    let live = true;
    let dispose: () => void = () => undefined;
    void loadECharts().then((init) => {
      const box = el.current;
      if (!live || !box) return;
      const chart = init(box, dark ? 'dark' : undefined);
      // eslint-disable-next-line lingui/no-unlocalized-strings -- a media query
      const still = matchMedia('(prefers-reduced-motion: reduce)').matches;
      chart.setOption({
        backgroundColor: 'transparent',
        animation: !still,
        ...(JSON.parse(shown) as object),
      });
      const resize = new ResizeObserver(() => chart.resize());
      resize.observe(box);
      dispose = () => {
        resize.disconnect();
        chart.dispose();
      };
    });
    return () => {
      live = false;
      dispose();
    };
  }, [shown, dark]);
  return <div ref={el} className="gallery-chart" role="img" aria-label={label} />;
}

/** A chart's figures as a table only screen readers meet: the text alternative of the picture. */
export function HiddenTable({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: string[];
  rows: (string | number)[][];
}) {
  return (
    <table className="visually-hidden">
      <caption>{caption}</caption>
      <thead>
        <tr>
          {head.map((h) => (
            <th key={h} scope="col">
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(([first, ...rest]) => (
          <tr key={first}>
            <th scope="row">{first}</th>
            {rest.map((cell, i) => (
              <td key={i}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const LEARNERS = [32, 45, 41, 52, 60, 24, 18];
const COMPLETED = [40, 58, 49, 66, 71, 30, 21];

/** Chart: the console's BarChart component, and a line chart drawn with ECharts directly; each with its figures. */
export default function ChartDemo() {
  const { t, i18n } = useLingui();
  // A week from a Monday: only the weekday names are shown.
  const days = LEARNERS.map((_, i) => i18n.date(new Date(2024, 0, 1 + i), { weekday: 'short' }));
  const courses = [t`Workplace safety basics`, t`First aid`, t`Fire drills`];
  const enrolled = [48, 36, 25];
  const finished = [30, 31, 9];
  const busiest = days[LEARNERS.indexOf(Math.max(...LEARNERS))] ?? '';
  return (
    <div className="gallery-w-stack">
      <figure className="gallery-figure-chart">
        <BarChart
          testId="gallery-bar-chart"
          label={t`Bar chart: learners enrolled and finished per course`}
          categories={courses}
          series={[
            { name: t`Enrolled`, data: enrolled },
            { name: t`Finished`, data: finished },
          ]}
        />
        <figcaption>{t`First aid has the most finished learners; fire drills the fewest.`}</figcaption>
        <HiddenTable
          caption={t`Learners enrolled and finished per course`}
          head={[t`Course`, t`Enrolled`, t`Finished`]}
          rows={courses.map((c, i) => [c, enrolled[i] ?? 0, finished[i] ?? 0])}
        />
      </figure>
      <figure className="gallery-figure-chart">
        <EChart
          label={t`Line chart: learners who studied and lessons completed per day of the week`}
          option={{
            tooltip: { trigger: 'axis' },
            legend: {},
            grid: { left: 40, right: 16, bottom: 30, top: 40 },
            xAxis: { type: 'category', data: days },
            yAxis: { type: 'value', minInterval: 1 },
            series: [
              { name: t`Learners`, type: 'line', data: LEARNERS, smooth: true },
              { name: t`Lessons completed`, type: 'line', data: COMPLETED, smooth: true },
            ],
          }}
        />
        <figcaption>{t`Study peaks on ${busiest} and falls at the weekend.`}</figcaption>
        <HiddenTable
          caption={t`Learners and lessons completed per day`}
          head={[t`Day`, t`Learners`, t`Lessons completed`]}
          rows={days.map((d, i) => [d, LEARNERS[i] ?? 0, COMPLETED[i] ?? 0])}
        />
      </figure>
    </div>
  );
}

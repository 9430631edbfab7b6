import { useLingui } from '@lingui/react/macro';
import type { CourseStats } from '@contract/study';
import { BarChart } from '@/components/bar-chart';

/** Per-lesson started / completed bars; for a course without lessons, its sign-ups by status. */
export function StatsChart({ stats }: { stats: CourseStats }) {
  const { t } = useLingui();
  const lessons = stats.lessons.length > 0;
  return (
    <BarChart
      categories={lessons ? stats.lessons.map((l) => l.title) : [t`Signed up`, t`Pending`, t`Waitlisted`]}
      series={
        lessons
          ? [
              { name: t`Started`, data: stats.lessons.map((l) => l.started) },
              { name: t`Completed`, data: stats.lessons.map((l) => l.completed) },
            ]
          : [{ name: t`Signed up`, data: [stats.enrolled, stats.pending, stats.waitlisted] }]
      }
      label={t`Study statistics chart`}
      testId="stats-chart"
    />
  );
}

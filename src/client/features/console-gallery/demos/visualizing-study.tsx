import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { ACTIVITY_PERMISSIONS, type ActivityDay } from '@contract/dashboard';
import { dashboardActivityQuery } from '@/api/dashboard';
import { useAuths } from '@/lib/permissions';
import { EChart, HiddenTable } from './chart';
import { Wall } from '../wall';
import './widgets.css';

const DAYS = 14;

/** Two weeks of made-up activity up to today, shown when the real figures cannot be read. */
function sampleDays(): ActivityDay[] {
  const today = new Date();
  return Array.from({ length: DAYS }, (_, i) => {
    const day = new Date(today.getFullYear(), today.getMonth(), today.getDate() - (DAYS - 1 - i));
    const weekend = day.getDay() === 0 || day.getDay() === 6;
    const learners = (weekend ? 12 : 40) + ((i * 17) % 23);
    const date = [day.getFullYear(), day.getMonth() + 1, day.getDate()]
      .map((n) => String(n).padStart(2, '0'))
      .join('-');
    return {
      date,
      studyRecords: learners * 9,
      learners,
      lessonsCompleted: Math.round(learners * 1.3),
      examsSubmitted: (i * 5) % 9,
    };
  });
}

/**
 * Study wall: two weeks of study and exams, big on a dark screen. The figures are the console home's (GET
 * admin/dashboard/activity); without the permission, or offline, sample figures.
 */
export default function StudyWallDemo() {
  const { t, i18n } = useLingui();
  const allowed = useAuths(ACTIVITY_PERMISSIONS);
  const live = useQuery({ ...dashboardActivityQuery(DAYS), enabled: allowed });
  const [sample] = useState(sampleDays);
  const days = live.data ?? sample;
  const sum = (k: 'learners' | 'lessonsCompleted' | 'examsSubmitted') => days.reduce((n, d) => n + d[k], 0);
  const labels = days.map((d) => d.date.slice(5));
  return (
    <Wall
      title={<Trans>Study, last 14 days</Trans>}
      note={
        !live.data &&
        (live.isPending && allowed
          ? t`Reading the activity…`
          : t`Sample figures: the activity could not be read (no permission, or offline).`)
      }
    >
      <dl className="gallery-wall-figures">
        <div>
          <dt>{t`Learners a day (average)`}</dt>
          <dd>{i18n.number(Math.round(sum('learners') / Math.max(days.length, 1)))}</dd>
        </div>
        <div>
          <dt>{t`Lessons completed`}</dt>
          <dd>{i18n.number(sum('lessonsCompleted'))}</dd>
        </div>
        <div>
          <dt>{t`Exams submitted`}</dt>
          <dd>{i18n.number(sum('examsSubmitted'))}</dd>
        </div>
      </dl>
      <EChart
        dark
        label={t`Line chart of learners and lessons completed per day; the figures follow as a table`}
        option={{
          tooltip: { trigger: 'axis' },
          legend: {},
          grid: { left: 40, right: 16, bottom: 30, top: 40 },
          xAxis: { type: 'category', data: labels },
          yAxis: { type: 'value', minInterval: 1 },
          series: [
            {
              name: t`Learners`,
              type: 'line',
              data: days.map((d) => d.learners),
              color: '#5b8ff9',
              areaStyle: { opacity: 0.15 },
            },
            {
              name: t`Lessons completed`,
              type: 'line',
              data: days.map((d) => d.lessonsCompleted),
              color: '#5ad8a6',
            },
          ],
        }}
      />
      <HiddenTable
        caption={t`Learners, lessons completed and exams submitted per day`}
        head={[t`Day`, t`Learners`, t`Lessons completed`, t`Exams submitted`]}
        rows={days.map((d) => [d.date, d.learners, d.lessonsCompleted, d.examsSubmitted])}
      />
    </Wall>
  );
}

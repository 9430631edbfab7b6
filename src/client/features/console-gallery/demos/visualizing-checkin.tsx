import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { SESSIONS_PERMISSIONS } from '@contract/dashboard';
import { dashboardSessionsQuery } from '@/api/dashboard';
import { timeRange } from '@/lib/format';
import { useAuths } from '@/lib/permissions';
import { EChart } from './chart';
import { Wall } from '../wall';
import './widgets.css';
import { UserContent } from '@/components/user-content';

type Row = { id: string; title: string; time: string; expected: number; checkedIn: number };

/** Sample sessions, shown when the real ones cannot be read. */
function useSample(): Row[] {
  const { t } = useLingui();
  return [
    {
      id: 'a',
      title: t`Workplace safety basics · Morning`,
      time: '09:00–12:00',
      expected: 40,
      checkedIn: 37,
    },
    { id: 'b', title: t`First aid · Afternoon`, time: '14:00–17:00', expected: 32, checkedIn: 18 },
    { id: 'c', title: t`Fire drills · Evening`, time: '19:00–20:30', expected: 25, checkedIn: 0 },
  ];
}

/**
 * Check-in wall: today's sessions and their check-in, big on a dark screen. The figures are the console home's
 * (GET admin/dashboard/sessions, read again every 15 s); without the permission, or offline, sample figures.
 */
export default function CheckinWallDemo() {
  const { t, i18n } = useLingui();
  const allowed = useAuths(SESSIONS_PERMISSIONS);
  const live = useQuery({ ...dashboardSessionsQuery(), enabled: allowed });
  const sample = useSample();
  const rows: Row[] = live.data
    ? live.data.today.map((s) => ({
        id: s.id,
        title: `${s.courseTitle} · ${s.title}`,
        time: timeRange(s.startAt, s.endAt),
        expected: s.expected,
        checkedIn: s.checkedIn,
      }))
    : sample;
  const total = rows.reduce((n, r) => n + r.expected, 0);
  const arrived = rows.reduce((n, r) => n + r.checkedIn, 0);
  const rate = i18n.number(total ? arrived / total : 0, { style: 'percent' });
  return (
    <Wall
      title={<Trans>Check-in today</Trans>}
      note={
        !live.data &&
        (live.isPending && allowed
          ? t`Reading today's sessions…`
          : t`Sample figures: today's sessions could not be read (no permission, or offline).`)
      }
    >
      <dl className="gallery-wall-figures">
        <div>
          <dt>{t`Sessions`}</dt>
          <dd>{i18n.number(rows.length)}</dd>
        </div>
        <div>
          <dt>{t`Expected learners`}</dt>
          <dd>{i18n.number(total)}</dd>
        </div>
        <div>
          <dt>{t`Checked-in learners`}</dt>
          <dd>{i18n.number(arrived)}</dd>
        </div>
        <div>
          <dt>{t`Check-in rate`}</dt>
          <dd>{rate}</dd>
        </div>
      </dl>
      {rows.length === 0 ? (
        <p>{t`No sessions today.`}</p>
      ) : (
        <ul className="gallery-wall-sessions">
          {rows.map((r) => {
            const { checkedIn, expected } = r;
            return (
              <li key={r.id}>
                <UserContent>{r.title}</UserContent>
                <span>{r.time}</span>
                <progress
                  max={Math.max(expected, checkedIn, 1)}
                  value={checkedIn}
                  aria-label={t`Checked in: ${checkedIn} of ${expected}`}
                />
                <span aria-hidden="true">
                  {checkedIn} / {expected}
                </span>
              </li>
            );
          })}
        </ul>
      )}
      {rows.length > 0 && (
        <EChart
          dark
          label={t`Bar chart of checked in and expected per session: the figures of the list above`}
          option={{
            tooltip: { trigger: 'axis' },
            legend: {},
            grid: { left: 40, right: 16, bottom: 30, top: 40 },
            xAxis: { type: 'category', data: rows.map((r) => r.time) },
            yAxis: { type: 'value', minInterval: 1 },
            series: [
              {
                name: t`Expected learners`,
                type: 'bar',
                data: rows.map((r) => r.expected),
                color: '#5b8ff9',
              },
              {
                name: t`Checked-in learners`,
                type: 'bar',
                data: rows.map((r) => r.checkedIn),
                color: '#5ad8a6',
              },
            ],
          }}
        />
      )}
    </Wall>
  );
}

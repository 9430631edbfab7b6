import { Button } from 'antd-mobile';
import { useId, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { DISPLAY_TIME_ZONE } from '@contract/constants';
import type { Schedule } from '@contract/dashboard';
import { Drawer } from '@/components/drawer';
import { FreshnessNote } from '@/components/freshness-note';
import { toast } from '@/lib/feedback';
import { useOnline } from '@/lib/online';
import { scheduleQuery, useDeleteSchedule, useSaveSchedule, type ScheduleFields } from '../api/schedule';
import {
  dateOf,
  firstDayOf,
  intlLocaleOf,
  monthOf,
  monthWeeks,
  sameDateIn,
  todayIn,
  type IsoWeekday,
} from '../model/month-grid';
import { DayEntries } from './day-entries';
import { MonthGrid } from './month-grid';
import { ScheduleForm } from './schedule-form';

/** The grid of the month `day` is in, and the days it shows: the range its entries are read for. */
function monthView(day: string, firstDay: IsoWeekday) {
  const month = monthOf(day);
  const weeks = monthWeeks(month, firstDay);
  return { weeks, from: weeks[0]?.[0] ?? day, to: weeks.at(-1)?.[6] ?? day, prefix: day.slice(0, 7) };
}

/**
 * The home's calendar of pig's schedule (日程): the caller's own entries in a month grid, the chosen day's listed
 * beside it, with add, edit and delete. Anyone who opens the console has one (the server asks no permission: each
 * person reads and writes only their own). Offline it reads the months seen before, with their age.
 */
export function ScheduleCalendar() {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const titleId = useId();
  const dayHeading = useRef<HTMLHeadingElement>(null);
  const locale = intlLocaleOf(i18n.locale, navigator.languages);
  const firstDay = firstDayOf(locale);
  const today = todayIn(DISPLAY_TIME_ZONE);
  // The active day is the grid's one tab stop, and its month is the one shown; the chosen day's are listed.
  const [active, setActive] = useState(today);
  const [chosen, setChosen] = useState(today);
  const [editing, setEditing] = useState<Schedule | 'new' | null>(null);
  const shown = useMemo(() => monthView(active, firstDay), [active, firstDay]);
  const ofChosen = useMemo(() => monthView(chosen, firstDay), [chosen, firstDay]);
  const month = useQuery(scheduleQuery(shown.from, shown.to));
  // The same query as the grid's while the chosen day is in the month shown (it is, when chosen): after paging
  // away it keeps reading the chosen month's saved answer.
  const chosenMonth = useQuery(scheduleQuery(ofChosen.from, ofChosen.to));
  const save = useSaveSchedule();
  const remove = useDeleteSchedule();

  const counts = useMemo(() => {
    if (!month.data) return undefined;
    const n = new Map<string, number>();
    for (const e of month.data) n.set(e.scheduleDate, (n.get(e.scheduleDate) ?? 0) + 1);
    return n;
  }, [month.data]);
  const formats = useMemo(
    () => ({
      month: new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', timeZone: 'UTC' }),
      date: new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }),
    }),
    [locale],
  );
  const monthTitle = formats.month.format(dateOf(active));
  const chosenDate = formats.date.format(dateOf(chosen));

  const choose = (day: string) => (setActive(day), setChosen(day));
  const submit = (fields: ScheduleFields) =>
    save.mutate(
      { ...fields, id: editing === 'new' ? undefined : editing?.id },
      {
        onSuccess: () => {
          setEditing(null);
          setChosen(fields.scheduleDate);
          setActive(fields.scheduleDate);
          void toast(t`Saved`, 'success');
        },
      },
    );
  const del = (entry: Schedule) =>
    remove.mutate(entry.id, {
      onSuccess: () => {
        dayHeading.current?.focus();
        void toast(t`Deleted`, 'success');
      },
    });

  return (
    <section
      className="dashboard-block calendar-block"
      aria-labelledby="dashboard-schedule"
      data-testid="dashboard-schedule"
    >
      <h2 id="dashboard-schedule">{t({ message: 'Schedule', context: 'calendar' })}</h2>
      <FreshnessNote updatedAt={month.dataUpdatedAt} />
      <div className="calendar-layout">
        <div className="calendar-month">
          <div className="calendar-nav">
            <Button
              size="small"
              onClick={() => setActive(sameDateIn(active, -1))}
              data-testid="calendar-prev"
            >
              <span aria-hidden="true">‹ </span>
              <Trans>Previous month</Trans>
            </Button>
            <h3 id={titleId} aria-live="polite" data-testid="calendar-month">
              {monthTitle}
            </h3>
            <Button size="small" onClick={() => setActive(sameDateIn(active, 1))} data-testid="calendar-next">
              <Trans>Next month</Trans>
              <span aria-hidden="true"> ›</span>
            </Button>
            <Button size="small" onClick={() => choose(today)} data-testid="calendar-today">
              <Trans>Today</Trans>
            </Button>
          </div>
          <MonthGrid
            weeks={shown.weeks}
            month={shown.prefix}
            labelledBy={titleId}
            locale={locale}
            firstDay={firstDay}
            today={today}
            active={active}
            chosen={chosen}
            counts={counts}
            onActive={setActive}
            onChoose={choose}
          />
          {!month.data && !online && (
            <p className="calendar-offline" data-testid="calendar-month-offline">
              <Trans>This month was not read on this device before going offline.</Trans>
            </p>
          )}
        </div>
        <DayEntries
          title={t`Entries on ${chosenDate}`}
          headingRef={dayHeading}
          entries={chosenMonth.data?.filter((e) => e.scheduleDate === chosen)}
          loading={chosenMonth.isPending && online}
          online={online}
          deleting={remove.isPending}
          onAdd={() => setEditing('new')}
          onEdit={setEditing}
          onDelete={del}
        />
      </div>
      <Drawer
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? t`New entry` : t`Edit entry`}
        data-testid="schedule-drawer"
      >
        {editing !== null && (
          <ScheduleForm
            key={editing === 'new' ? 'new' : editing.id}
            entry={editing === 'new' ? undefined : editing}
            day={chosen}
            busy={save.isPending}
            onSubmit={submit}
          />
        )}
      </Drawer>
    </section>
  );
}

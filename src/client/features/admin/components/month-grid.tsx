import { useEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import { plural } from '@lingui/core/macro';
import { dateOf, dayForKey, weekdays, type IsoWeekday } from '../model/month-grid';

/** A day of 2026's first week with each weekday (5 January was a Monday), for the weekdays' names. */
const dayOfWeekday = (w: IsoWeekday) => new Date(Date.UTC(2026, 0, 4 + w));

/**
 * The month as WAI-ARIA's date grid: one tab stop (the active day); arrows, Home, End, Page Up and Page Down move
 * it (into the months around too), Enter or Space or a click choose a day. Every day is named in full with its
 * entries ("6 December 2026, 2 entries"); today is aria-current, the chosen day aria-selected.
 */
export function MonthGrid({
  weeks,
  month,
  labelledBy,
  locale,
  firstDay,
  today,
  active,
  chosen,
  counts,
  onActive,
  onChoose,
}: {
  weeks: string[][];
  /** yyyy-MM of the month shown: days of the months around are drawn quieter. */
  month: string;
  labelledBy: string;
  /** Intl's locale: weekday names and dates. */
  locale: string;
  firstDay: IsoWeekday;
  today: string;
  active: string;
  chosen: string;
  /** Entries per day; undefined while the days' entries are not known. */
  counts: Map<string, number> | undefined;
  onActive: (day: string) => void;
  onChoose: (day: string) => void;
}) {
  const grid = useRef<HTMLTableElement>(null);
  // Set by a key of the grid: the active day's cell takes the focus once it is drawn (maybe in another month).
  const focusActive = useRef(false);
  const formats = useMemo(
    () => ({
      short: new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }),
      long: new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }),
      date: new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }),
    }),
    [locale],
  );

  useEffect(() => {
    if (!focusActive.current) return;
    focusActive.current = false;
    [...(grid.current?.querySelectorAll('td') ?? [])].find((cell) => cell.tabIndex === 0)?.focus();
  }, [active]);

  const onKeyDown = (e: KeyboardEvent<HTMLTableElement>) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onChoose(active);
      return;
    }
    const next = dayForKey(active, e.key, e.shiftKey, firstDay);
    if (!next) return;
    e.preventDefault(); // the page does not scroll under the arrows
    focusActive.current = true;
    onActive(next);
  };

  const nameOf = (day: string) => {
    const date = formats.date.format(dateOf(day));
    const n = counts?.get(day) ?? 0;
    return n ? plural(n, { one: `${date}, # entry`, other: `${date}, # entries` }) : date;
  };

  return (
    <table
      ref={grid}
      role="grid"
      className="calendar-grid"
      aria-labelledby={labelledBy}
      onKeyDown={onKeyDown}
      data-testid="calendar-grid"
    >
      <thead>
        <tr>
          {weekdays(firstDay).map((w) => (
            <th key={w} scope="col" abbr={formats.long.format(dayOfWeekday(w))}>
              {formats.short.format(dayOfWeekday(w))}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]}>
            {week.map((day) => {
              const n = counts?.get(day) ?? 0;
              return (
                <td
                  key={day}
                  role="gridcell"
                  data-day={day}
                  tabIndex={day === active ? 0 : -1}
                  aria-selected={day === chosen}
                  aria-current={day === today ? 'date' : undefined}
                  className={day.startsWith(month) ? undefined : 'calendar-other-month'}
                  onClick={() => onChoose(day)}
                >
                  <span className="visually-hidden">{nameOf(day)}</span>
                  <span className="calendar-date" aria-hidden="true">
                    {Number(day.slice(8))}
                  </span>
                  <span className="calendar-count" aria-hidden="true" data-testid="calendar-count">
                    {n || ''}
                  </span>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

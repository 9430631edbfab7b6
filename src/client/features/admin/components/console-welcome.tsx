import { useEffect, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { UserContent } from '@/components/user-content';
import { useUser } from '@/lib/session';
import { ActivityBlock, SessionsBlock, WorkQueue } from './dashboard-blocks';
import { QuickLinks } from './quick-links';
import { ScheduleCalendar } from './schedule-calendar';

/** The spec's greeting bands: the greeting changes at 6, 9, 12, 14, 17, 19 and 22 o'clock (pig-ui's eight). */
export const GREETING_BANDS = [
  [6, 'small-hours'],
  [9, 'early-morning'],
  [12, 'morning'],
  [14, 'noon'],
  [17, 'afternoon'],
  [19, 'dusk'],
  [22, 'evening'],
  [24, 'late-night'],
] as const;
export type GreetingBand = (typeof GREETING_BANDS)[number][1];

/** The band of a local hour (0–23): the first whose end lies after it. */
export function greetingBand(hour: number): GreetingBand {
  return (GREETING_BANDS.find(([end]) => hour < end) ?? GREETING_BANDS[7])[1];
}

/** The local hour, renewed when the next hour begins: a console stays open across a band's end. */
function useHour(): number {
  const [hour, setHour] = useState(() => new Date().getHours());
  useEffect(() => {
    const now = new Date();
    const next = new Date(now.getFullYear(), now.getMonth(), now.getDate(), now.getHours() + 1);
    const timer = setTimeout(() => setHour(new Date().getHours()), next.getTime() - now.getTime() + 50);
    return () => clearTimeout(timer);
  }, [hour]);
  return hour;
}

// English has fewer words for the parts of a day than Chinese: some bands share theirs, told apart by context.
export function Greeting({ name, hour }: { name: string; hour: number }) {
  const who = <UserContent>{name}</UserContent>;
  switch (greetingBand(hour)) {
    case 'small-hours':
      return <Trans>Good early morning, {who}</Trans>;
    case 'early-morning':
      return <Trans context="06:00-09:00">Good morning, {who}</Trans>;
    case 'morning':
      return <Trans context="09:00-12:00">Good morning, {who}</Trans>;
    case 'noon':
      return <Trans>Good day, {who}</Trans>;
    case 'afternoon':
      return <Trans>Good afternoon, {who}</Trans>;
    case 'dusk':
      return <Trans context="17:00-19:00">Good evening, {who}</Trans>;
    case 'evening':
      return <Trans context="19:00-22:00">Good evening, {who}</Trans>;
    case 'late-night':
      return <Trans context="22:00-24:00">Good evening, {who}</Trans>;
  }
}

/**
 * /admin itself, the staff's dashboard: a greeting, the work waiting (counts linked to the filtered lists), the
 * person's own schedule in a month calendar, today's and this week's sessions with live check-in progress, the
 * last 30 days' activity, and favourite pages.
 * Each block shows only what the user's permissions allow (the server answers the same) and, offline, what it
 * last read with its age.
 */
export function ConsoleWelcome() {
  const user = useUser();
  const hour = useHour();
  return (
    <div className="dashboard" data-testid="dashboard">
      <h1 className="console-page-title" data-testid="greeting">
        <Greeting name={user?.userName ?? ''} hour={hour} />
      </h1>
      <div className="dashboard-grid">
        <WorkQueue />
        <ScheduleCalendar />
        <SessionsBlock />
        <ActivityBlock />
        <QuickLinks />
      </div>
    </div>
  );
}

import { Trans } from '@lingui/react/macro';
import { UserContent } from '@/components/user-content';
import { useUser } from '@/lib/session';
import { ActivityBlock, SessionsBlock, WorkQueue } from './dashboard-blocks';
import { QuickLinks } from './quick-links';

/** The part of the day a greeting names, by the local hour. */
export function partOfDay(hour: number): 'morning' | 'noon' | 'afternoon' | 'evening' {
  if (hour >= 5 && hour < 11) return 'morning';
  if (hour >= 11 && hour < 13) return 'noon';
  if (hour >= 13 && hour < 18) return 'afternoon';
  return 'evening';
}

function Greeting({ name }: { name: string }) {
  const who = <UserContent>{name}</UserContent>;
  switch (partOfDay(new Date().getHours())) {
    case 'morning':
      return <Trans>Good morning, {who}</Trans>;
    case 'noon':
      return <Trans>Good day, {who}</Trans>;
    case 'afternoon':
      return <Trans>Good afternoon, {who}</Trans>;
    case 'evening':
      return <Trans>Good evening, {who}</Trans>;
  }
}

/**
 * /admin itself, the staff's dashboard: a greeting, the work waiting (counts linked to the filtered lists),
 * today's and this week's sessions with live check-in progress, the last 30 days' activity, and favourite pages.
 * Each block shows only what the user's permissions allow (the server answers the same) and, offline, what it
 * last read with its age.
 */
export function ConsoleWelcome() {
  const user = useUser();
  return (
    <div className="dashboard" data-testid="dashboard">
      <h1 className="console-page-title" data-testid="greeting">
        <Greeting name={user?.userName ?? ''} />
      </h1>
      <div className="dashboard-grid">
        <WorkQueue />
        <SessionsBlock />
        <ActivityBlock />
        <QuickLinks />
      </div>
    </div>
  );
}

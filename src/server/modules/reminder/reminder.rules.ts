import { REMINDER_DEFAULT_LEADS, REMINDER_LATE_MINUTES, textTime } from '@contract/reminder-rules';
import type { NewJob, Recipient } from './reminder.repo';

/**
 * Which reminders are due, as jobs: one per person and channel, each with a key that names it for good. A key
 * holds the time of what it reminds of, so a session moved after its reminder went gets one for its new time.
 */

const MINUTE = 60_000;
/** The planner writes a job this long before it is due, so every process's runner finds it on time. */
export const PLAN_AHEAD_MS = 5 * MINUTE;
/** A text that fails is tried again after 1, 2, 4, 8 minutes; the fifth failure is final. */
export const MAX_ATTEMPTS = 5;
export const retryDelayMs = (attempts: number) => 2 ** Math.max(0, attempts - 1) * MINUTE;

const epochMinute = (d: Date) => Math.floor(d.getTime() / MINUTE);

type Target = {
  tenantId: number;
  kind: 'session' | 'exam' | 'manual';
  refId: number;
  at: Date;
  lead: number;
};

/** A notice for everyone, and a text for those who asked for texts and have a number (quiet hours moved). */
export function jobsFor(t: Target, due: Date, people: readonly Recipient[], batch = ''): NewJob[] {
  const base = `${t.kind}:${t.refId}:${epochMinute(t.at)}:${t.lead}${batch ? `:${batch}` : ''}`;
  const jobs: NewJob[] = [];
  const textAt = textTime(due);
  for (const p of people) {
    const common = {
      tenantId: t.tenantId,
      kind: t.kind,
      refId: t.refId,
      userId: p.userId,
      leadMinutes: t.lead,
    };
    jobs.push({ ...common, channel: 'notice', dueAt: due, dedupeKey: `${base}:${p.userId}:notice` });
    // A text the quiet hours would hold past the start is not sent: the notice has said it.
    if (p.smsReminders && p.phone && textAt < t.at)
      jobs.push({ ...common, channel: 'sms', dueAt: textAt, dedupeKey: `${base}:${p.userId}:sms` });
  }
  return jobs;
}

/** Whether a reminder `lead` minutes before `at` is to be planned at `now`: due soon, and not long missed. */
export function plannable(at: Date, lead: number, now: Date): Date | null {
  const due = new Date(at.getTime() - lead * MINUTE);
  const soon = due.getTime() <= now.getTime() + PLAN_AHEAD_MS;
  const missed = now.getTime() > due.getTime() + REMINDER_LATE_MINUTES * MINUTE;
  return soon && !missed && now < at ? due : null;
}

/** A session's leads: its course's choice, or a day and an hour; none when the course turned reminders off. */
export const sessionLeads = (s: {
  enabled: boolean | null;
  leadMinutes: number[] | null;
}): readonly number[] => (s.enabled === false ? [] : (s.leadMinutes ?? REMINDER_DEFAULT_LEADS));

/** How far ahead the planner looks: the longest lead staff may choose, and a little. */
export const horizonOf = (now: Date, longestLead: number) =>
  new Date(now.getTime() + longestLead * MINUTE + PLAN_AHEAD_MS);

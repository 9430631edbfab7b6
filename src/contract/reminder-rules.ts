/**
 * Calendars and reminders: the rules the server's planner, the .ics files and the person settings share. China
 * has one zone, UTC+8 all year, so the association's clock is UTC plus eight hours everywhere.
 */

/** The zone of every date in a calendar file (its VTIMEZONE is written with it). */
export const CALENDAR_ZONE = 'Asia/Shanghai';
const ZONE_OFFSET_MS = 8 * 3_600_000;
const HOUR_MS = 3_600_000;

/** How many minutes before a session reminders go out when staff set nothing for its course: a day and an hour. */
export const REMINDER_DEFAULT_LEADS: readonly number[] = [1440, 60];
/** The leads staff may choose from (minutes before a session). */
export const REMINDER_LEAD_CHOICES: readonly number[] = [10080, 2880, 1440, 180, 60, 30];
/** An open exam reminds a learner who has not submitted this many minutes before its window closes. */
export const EXAM_CLOSING_LEAD = 1440;
/** Texts are not sent between these hours (China's clock): one due then goes at QUIET_HOURS.end. */
export const QUIET_HOURS = { start: 22, end: 8 } as const;
/** A reminder that could not go out within this many minutes of its time is not sent late: it is marked missed. */
export const REMINDER_LATE_MINUTES = 30;
/** The learner's calendar alarms: a day and an hour before (each can be turned off). */
export const ALARM_MINUTES = { day: 1440, hour: 60 } as const;

/** The hour of the day (0–23) on China's clock. */
const chinaHour = (at: Date) => new Date(at.getTime() + ZONE_OFFSET_MS).getUTCHours();

/**
 * When a text due at `due` may be sent: `due` itself, or the next QUIET_HOURS.end (08:00) when `due` falls in the
 * quiet hours (22:00–08:00, China's clock). The boundaries: 22:00:00 is quiet, 08:00:00 is not.
 */
export function textTime(due: Date): Date {
  const hour = chinaHour(due);
  if (hour < QUIET_HOURS.start && hour >= QUIET_HOURS.end) return due;
  const local = new Date(due.getTime() + ZONE_OFFSET_MS);
  const morning = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), QUIET_HOURS.end);
  const sameDay = hour < QUIET_HOURS.end;
  return new Date(morning - ZONE_OFFSET_MS + (sameDay ? 0 : 24 * HOUR_MS));
}

/** The private feed's path for a token, and the token's shape (base64url of 24 random bytes). */
export const calendarFeedPath = (token: string) => `/api/edu/calendar/${token}.ics`;
/** The query that asks a feed for staff's view: every session of the association's published courses. */
export const STAFF_FEED = 'staff';
export const FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;
/** A session's or an exam's calendar file for the signed-in learner. */
export const calendarFilePath = (kind: 'session' | 'exam', id: string) =>
  `/api/edu/calendar/${kind}/${id}.ics`;

/** How many courses a learner may follow (their sign-up deadlines go in the feed), so a feed stays bounded. */
export const FOLLOW_MAX = 100;
/** Where a followed course's sign-up deadline sits in a calendar: this many minutes up to the deadline. */
export const DEADLINE_ENTRY_MINUTES = 30;

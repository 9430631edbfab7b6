import ical, { ICalAlarmRelatesTo, ICalAlarmType, ICalEventStatus } from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import { CALENDAR_ZONE } from '@contract/reminder-rules';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * iCalendar files (RFC 5545) through ical-generator: every date in Asia/Shanghai with its VTIMEZONE (from
 * timezones-ical-library), DTSTAMP in UTC. An entry's DTSTAMP is when what it says last changed, not when the
 * file was made, so the same facts give the same bytes and a feed's ETag holds until something changes.
 */

export type CalendarEntry = {
  /** Stable per thing and learner, so a calendar replaces its copy instead of adding another. */
  uid: string;
  /** Grows with every change (seconds since the thing was created, at its last change). */
  sequence: number;
  start: Date;
  end: Date;
  changedAt: Date;
  summary: string;
  description: string;
  location: string;
  url: string;
  status: 'confirmed' | 'tentative' | 'cancelled';
  /** Minutes before the start (or, with `alarmsBeforeEnd`, before the end) each alarm rings. */
  alarms: readonly number[];
  alarmsBeforeEnd?: boolean;
};

const STATUS = {
  confirmed: ICalEventStatus.CONFIRMED,
  tentative: ICalEventStatus.TENTATIVE,
  cancelled: ICalEventStatus.CANCELLED,
} as const;

const inZone = (d: Date) => dayjs(d).tz(CALENDAR_ZONE);

/** The SEQUENCE of an entry first written at `created` and last changed at `changed`. */
export const sequenceOf = (created: Date, changed: Date) =>
  Math.max(0, Math.floor((changed.getTime() - created.getTime()) / 1000));

/** A calendar of these entries, named `name` (what a subscribed feed is called in the calendar app). */
export function renderCalendar(
  name: string,
  entries: readonly CalendarEntry[],
  refreshMinutes?: number,
): string {
  const calendar = ical({
    name,
    prodId: { company: 'peixun', product: 'calendar', language: 'ZH' },
    // No zone of its own (so DTSTAMP stays UTC); the generator writes the VTIMEZONE of the entries' zone.
    timezone: { name: null, generator: (zone) => tzlib_get_ical_block(zone)[0] ?? null },
    ...(refreshMinutes ? { ttl: refreshMinutes * 60 } : {}),
  });
  for (const e of entries) {
    const event = calendar.createEvent({
      id: e.uid,
      sequence: e.sequence,
      start: inZone(e.start),
      end: inZone(e.end),
      timezone: CALENDAR_ZONE,
      stamp: dayjs.utc(e.changedAt),
      lastModified: dayjs.utc(e.changedAt),
      summary: e.summary,
      description: e.description,
      location: e.location || null,
      url: e.url,
      status: STATUS[e.status],
    });
    if (e.status !== 'cancelled')
      for (const minutes of e.alarms)
        event
          .createAlarm({ type: ICalAlarmType.display, trigger: minutes * 60, description: e.summary })
          // Set apart: the alarm's constructor leaves `relatesTo` out (ical-generator 11).
          .relatesTo(e.alarmsBeforeEnd ? ICalAlarmRelatesTo.end : null);
  }
  return calendar.toString();
}

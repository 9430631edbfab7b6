import { z } from 'zod';
import { idString } from './envelope';
import { FEED_TOKEN_PATTERN, STAFF_FEED } from './reminder-rules';

/** Calendars and reminders: a learner's calendar files and private feed, and staff's reminder controls. */

/** GET /edu/calendar/{session|exam}/{id}.ics: the id before the extension. */
export const calendarFileParamsSchema = z.object({ id: idString });
/** A calendar link's signature (GET /edu/calendar/{session|exam}/{id}.ics opened without a token). */
export const calendarLinkQuerySchema = z.object({
  expires: z.string().max(12).optional(),
  signature: z.string().max(64).optional(),
  u: z.string().max(20).optional(),
  'TENANT-ID': z.string().max(20).optional(),
});
/** GET /edu/calendar/{token}.ics: the private feed (its token, or anything else, which answers 404). */
export const calendarFeedParamsSchema = z.object({ token: z.string().regex(FEED_TOKEN_PATTERN) });
export const calendarFeedQuerySchema = z.object({ [STAFF_FEED]: z.literal('1').optional() });

/** A learner's calendar and reminder settings (person settings). */
const calendarSettingsSchema = z.object({
  /** The calendar entries' alarms: a day before, an hour before. */
  alarmDay: z.boolean(),
  alarmHour: z.boolean(),
  /** Reminders also by text message (off until the learner turns them on). */
  smsReminders: z.boolean(),
});
export type CalendarSettings = z.infer<typeof calendarSettingsSchema>;
export const calendarSettingsBodySchema = calendarSettingsSchema.partial().strict();

/** GET /edu/calendar/mine: the settings, the feed's addresses and whether texts can reach the learner. */
export const myCalendarSchema = calendarSettingsSchema.extend({
  /** https://…/api/edu/calendar/{token}.ics, and the same as webcal:// (which calendar apps subscribe to). */
  feedUrl: z.string(),
  webcalUrl: z.string(),
  /** Staff who manage courses: the feed of every session of the association's published courses. */
  staffWebcalUrl: z.string().nullable(),
  /** Whether the account has a mobile number a text can go to. */
  hasPhone: z.boolean(),
});
export type MyCalendar = z.infer<typeof myCalendarSchema>;

/** PUT and DELETE /edu/calendar/follow/{courseId}: follow a course (its sign-up deadline in the feed), or stop. */
export const followParamsSchema = z.object({ courseId: idString });
/** GET /edu/calendar/follow: the courses the learner follows, live and published, by their deadline. */
const followedCourseSchema = z.object({
  courseId: idString,
  title: z.string(),
  enrolEndAt: z.string().nullable(),
  /** Whether the learner has signed up (then the deadline is no longer in the feed). */
  signedUp: z.boolean(),
});
export type FollowedCourse = z.infer<typeof followedCourseSchema>;
export const followListSchema = z.array(followedCourseSchema);

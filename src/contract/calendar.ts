import { z } from 'zod';
import { idString, pageQuerySchema } from './envelope';
import { FEED_TOKEN_PATTERN, REMINDER_LEAD_CHOICES } from './reminder-rules';

/** Calendars and reminders: a learner's calendar files and private feed, and staff's reminder controls. */

/** GET /edu/calendar/{session|exam}/{id}.ics: the id before the extension. */
export const calendarFileParamsSchema = z.object({ id: idString });
/** GET /edu/calendar/{token}.ics: the private feed (its token, or anything else, which answers 404). */
export const calendarFeedParamsSchema = z.object({ token: z.string().regex(FEED_TOKEN_PATTERN) });

/** A learner's calendar and reminder settings (person settings). */
export const calendarSettingsSchema = z.object({
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
  /** Whether the account has a mobile number a text can go to. */
  hasPhone: z.boolean(),
});
export type MyCalendar = z.infer<typeof myCalendarSchema>;

/** A course's reminder settings (staff): whether reminders go out and how many minutes before a session. */
export const courseReminderSchema = z.object({
  courseId: idString,
  enabled: z.boolean(),
  leadMinutes: z
    .array(
      z
        .number()
        .int()
        .refine((m) => REMINDER_LEAD_CHOICES.includes(m)),
    )
    .max(REMINDER_LEAD_CHOICES.length)
    .refine((a) => new Set(a).size === a.length),
});
export type CourseReminder = z.infer<typeof courseReminderSchema>;
export const courseReminderQuerySchema = z.object({ courseId: idString });

/** POST /edu/reminder/session/{id}/preview and …/send: who gets what if staff remind a session's people now. */
export const remindNowParamsSchema = z.object({ id: idString });
export const remindNowCountSchema = z.object({
  /** Approved sign-ups of the session: each gets a notice. */
  notices: z.number().int(),
  /** Of them, those who asked for texts and have a mobile number. */
  texts: z.number().int(),
  /** Those who asked for texts but have no mobile number. */
  noPhone: z.number().int(),
});
export type RemindNowCount = z.infer<typeof remindNowCountSchema>;

export const REMINDER_STATUSES = ['queued', 'sent', 'failed', 'skipped'] as const;
export const REMINDER_CHANNELS = ['notice', 'sms'] as const;
export const REMINDER_KINDS = ['session', 'exam', 'manual'] as const;
/** Console › Messages › Reminders: one job's outcome. */
export const reminderJobSchema = z.object({
  id: idString,
  kind: z.enum(REMINDER_KINDS),
  channel: z.enum(REMINDER_CHANNELS),
  status: z.enum(REMINDER_STATUSES),
  refId: idString,
  refTitle: z.string(),
  userId: idString,
  name: z.string(),
  leadMinutes: z.number().int(),
  dueAt: z.string(),
  sentAt: z.string().nullable(),
  attempts: z.number().int(),
  error: z.string().nullable(),
});
export type ReminderJob = z.infer<typeof reminderJobSchema>;
export const reminderPageQuerySchema = pageQuerySchema.extend({
  status: z.enum(REMINDER_STATUSES).optional(),
  channel: z.enum(REMINDER_CHANNELS).optional(),
});

import { z } from 'zod';
import { idString, pageQuerySchema } from './envelope';
import { REMINDER_LEAD_CHOICES } from './reminder-rules';

/** Reminders, staff's side: a course's settings, "remind the signed-up now" and the outcomes of the jobs. */

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

const REMINDER_STATUSES = ['queued', 'sent', 'failed', 'skipped'] as const;
const REMINDER_CHANNELS = ['notice', 'sms'] as const;
const REMINDER_KINDS = ['session', 'exam', 'manual'] as const;
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

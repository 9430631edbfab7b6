import { z } from 'zod';
import { idString, pageQuerySchema, patchOf } from './envelope';
import { PERMISSIONS, type Permission } from './permissions';

/**
 * The console's home (GET /admin/dashboard/*), pig's role widgets (/admin/role/widget*) and pig's schedule
 * (/admin/schedule*). Ids as strings, times as yyyy-MM-dd HH:mm:ss and days as yyyy-MM-dd, in Asia/Shanghai.
 */

// ---- What waits for staff: one item per kind of work, each with the console list that shows exactly it ----

/**
 * enrolmentReview: sign-ups pending approval; enterpriseReview: enterprises pending review; invoiceRequest: invoice
 * requests not issued or rejected yet; feedbackOpen: feedback without a reply; examMarking: attempts whose
 * fill-in answers wait for marking (pending_review); examLate: submits after the deadline and grace, to accept or
 * reject (late_review). The two exam kinds come one item per exam, since an exam's results page lists one exam.
 */
export const QUEUE_KEYS = [
  'enrolmentReview',
  'enterpriseReview',
  'invoiceRequest',
  'feedbackOpen',
  'examMarking',
  'examLate',
] as const;
export type QueueKey = (typeof QUEUE_KEYS)[number];

/** Who sees an item: the holder of any of its permissions (the route answers 403 to a caller who sees none). */
export const QUEUE_PERMISSIONS = {
  enrolmentReview: [PERMISSIONS.enrolmentReview],
  enterpriseReview: [PERMISSIONS.enterpriseReview],
  invoiceRequest: [PERMISSIONS.enterpriseInvoice],
  feedbackOpen: [PERMISSIONS.feedbackReply, PERMISSIONS.feedbackView],
  examMarking: [PERMISSIONS.examReview],
  examLate: [PERMISSIONS.examReview],
} as const satisfies Record<QueueKey, readonly Permission[]>;

const queueItemSchema = z.object({
  key: z.enum(QUEUE_KEYS),
  count: z.number().int().min(0),
  /** The console page with the filter whose list is exactly these rows (its total is `count`). */
  link: z.string(),
  /** The exam of an examMarking / examLate item, else null. */
  exam: z.object({ id: idString, title: z.string() }).nullable(),
});
export type QueueItem = z.infer<typeof queueItemSchema>;
export const dashboardQueueSchema = z.array(queueItemSchema);
/** At most this many exam items (the exams waiting longest first). */
export const QUEUE_EXAMS_MAX = 50;

// ---- Today's and this week's class sessions ----

export const SESSIONS_PERMISSIONS = [PERMISSIONS.checkinView, PERMISSIONS.checkinManage] as const;

const dashboardSessionSchema = z.object({
  id: idString,
  courseId: idString,
  courseTitle: z.string(),
  title: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  venue: z.string(),
  address: z.string(),
  capacity: z.number().int(),
  /** Approved sign-ups of the session. */
  expected: z.number().int(),
  /** Accepted check-ins staff have not undone. */
  checkedIn: z.number().int(),
  /** The session's check-in page in the console. */
  link: z.string(),
});
export type DashboardSession = z.infer<typeof dashboardSessionSchema>;
export const dashboardSessionsSchema = z.object({
  /** Today, and this week's Monday and Sunday (yyyy-MM-dd). */
  date: z.string(),
  weekFrom: z.string(),
  weekTo: z.string(),
  /** Sessions under way at some time today / this week (the week's include today's), by start. */
  today: z.array(dashboardSessionSchema),
  week: z.array(dashboardSessionSchema),
});
export type DashboardSessions = z.infer<typeof dashboardSessionsSchema>;
/** At most this many sessions in a week's list. */
export const SESSIONS_MAX = 500;

// ---- Study and exam activity per day ----

/** Any console permission about courses, sign-ups or exams reads the activity chart. */
export const ACTIVITY_PERMISSIONS = [
  PERMISSIONS.courseAdd,
  PERMISSIONS.courseEdit,
  PERMISSIONS.courseDel,
  PERMISSIONS.enrolmentView,
  PERMISSIONS.enrolmentReview,
  PERMISSIONS.examAdd,
  PERMISSIONS.examEdit,
  PERMISSIONS.examView,
  PERMISSIONS.examReview,
] as const;
const ACTIVITY_DAYS_MAX = 90;
export const activityQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(ACTIVITY_DAYS_MAX).default(30),
});
const activityDaySchema = z.object({
  date: z.string(),
  /** Progress records the players wrote (one per heartbeat a learner's player reported). */
  studyRecords: z.number().int(),
  /** Learners who studied (wrote at least one record). */
  learners: z.number().int(),
  /** Lessons completed for the first time. */
  lessonsCompleted: z.number().int(),
  /** Exam attempts submitted (by the learner, or ended at the deadline). */
  examsSubmitted: z.number().int(),
});
export type ActivityDay = z.infer<typeof activityDaySchema>;
/** The last `days` days up to today, oldest first, every day present (zeros for a day without any). */
export const dashboardActivitySchema = z.array(activityDaySchema);

// ---- pig's role widgets: what a role's home shows ----

const WIDGET_KEY = /^[A-Za-z0-9_-]{1,64}$/;
/** pig's comma string of widget keys ('' for none). */
const widgetKeys = z
  .string()
  .max(2000)
  .refine((v) => v === '' || v.split(',').every((k) => WIDGET_KEY.test(k)), 'key,key,…');
/** pig-ui's grid: column spans, and each column's widget keys. */
const layoutSchema = z.object({
  layout: z.array(z.number().int().min(1).max(24)).min(1).max(4),
  copmsList: z.array(z.array(z.string().regex(WIDGET_KEY)).max(50)).max(4),
});
/** The layout as pig stores it: JSON text of the grid (checked here, since every holder's home parses it). */
const layoutConfig = z
  .string()
  .max(20_000)
  .refine((v) => {
    try {
      return layoutSchema.safeParse(JSON.parse(v)).success;
    } catch {
      return false;
    }
  }, '{"layout":[…],"copmsList":[[…]]}');

export const roleWidgetSchema = z.object({
  id: idString,
  roleId: idString,
  widgetKeys: z.string(),
  layoutConfig: z.string().nullable(),
  createBy: z.string().nullable(),
  updateBy: z.string().nullable(),
  createTime: z.string().nullable(),
  updateTime: z.string().nullable(),
  delFlag: z.string(),
});
export type RoleWidget = z.infer<typeof roleWidgetSchema>;
/** PUT /admin/role/widget (sys_role_edit): saves the role's row, or creates it. pig-ui sends roleId as a number. */
export const roleWidgetInputSchema = z.object({
  roleId: z.union([idString, z.number().int().positive().max(Number.MAX_SAFE_INTEGER)]).transform(String),
  widgetKeys,
  layoutConfig: layoutConfig.nullish(),
});
export const roleWidgetParamSchema = z.object({ roleId: idString });

// ---- pig's schedule: a person's own diary on the home's calendar ----

const SCHEDULE_STATES = ['0', '1', '3'] as const;
/** The state of an ended entry: the calendar's list leaves it out. */
export const SCHEDULE_ENDED = '3';
/** A list's range may span at most this many days. */
const SCHEDULE_RANGE_MAX_DAYS = 100;

const isDay = (v: string) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === v;
};
const day = z.string().refine(isDay, 'yyyy-MM-dd');
const clock = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, 'HH:mm:ss')
  .transform((v) => (v.length === 5 ? `${v}:00` : v));

export const scheduleSchema = z.object({
  id: idString,
  title: z.string(),
  scheduleType: z.string(),
  scheduleState: z.string(),
  content: z.string(),
  scheduleDate: z.string(),
  scheduleTime: z.string().nullable(),
  createBy: z.string().nullable(),
  createTime: z.string().nullable(),
  updateBy: z.string().nullable(),
  updateTime: z.string().nullable(),
});
export type Schedule = z.infer<typeof scheduleSchema>;

/** POST /admin/schedule (pig-ui's form also sends `id: ''`, which is ignored). */
export const scheduleInputSchema = z.object({
  title: z.string().trim().min(1).max(255),
  scheduleType: z
    .string()
    .regex(/^[A-Za-z0-9_]{1,32}$/)
    .default('record'),
  scheduleState: z.enum(SCHEDULE_STATES).default('0'),
  content: z.string().max(20_000).default(''),
  scheduleDate: day,
  /** '' or null: no time. */
  scheduleTime: z.union([clock, z.literal('').transform(() => null)]).nullish(),
});
export type ScheduleInput = z.output<typeof scheduleInputSchema>;
/** PUT /admin/schedule: the fields named (the calendar's switch sends `{id, scheduleState: '3'}`). */
export const scheduleUpdateSchema = patchOf(scheduleInputSchema).extend({ id: idString });
export type ScheduleUpdate = z.output<typeof scheduleUpdateSchema>;

/** GET /admin/schedule/page: by title, type and day (`date` is what pig-ui's day view sets). */
export const schedulePageQuerySchema = pageQuerySchema.extend({
  title: z.string().max(255).optional(),
  scheduleType: z.string().max(32).optional(),
  scheduleDate: day.optional(),
  date: day.optional(),
});
/** GET /admin/schedule/list: the entries of [startDate, endDate] not ended; this week (Monday–Sunday) by default. */
export const scheduleListQuerySchema = z
  .object({ startDate: day.optional(), endDate: day.optional() })
  .refine(
    (q) =>
      !q.startDate ||
      !q.endDate ||
      (q.startDate <= q.endDate &&
        (Date.parse(q.endDate) - Date.parse(q.startDate)) / 86_400_000 < SCHEDULE_RANGE_MAX_DAYS),
    { message: `startDate ≤ endDate, at most ${SCHEDULE_RANGE_MAX_DAYS} days`, path: ['endDate'] },
  );

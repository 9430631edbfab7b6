import type { z } from 'zod';
import {
  QUEUE_EXAMS_MAX,
  QUEUE_KEYS,
  QUEUE_PERMISSIONS,
  SESSIONS_MAX,
  type ActivityDay,
  type DashboardSession,
  type DashboardSessions,
  type QueueItem,
  type QueueKey,
} from '@contract/dashboard';
import type { enrolmentPageQuerySchema } from '@contract/enrolment';
import type { enterprisePageQuerySchema, InvoiceRequestStatus } from '@contract/enterprise';
import type { feedbackAdminQuerySchema } from '@contract/feedback';
import type { attemptPageQuerySchema } from '@contract/exam-attempts';
import type { Permission } from '@contract/permissions';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { formatTime, parseTime } from '../../lib/wire';
import { checkedInPerSession } from '../checkin';
import { sessionsBetween } from '../course';
import { approvedPerSession, enrolmentCount } from '../enrolment';
import { enterpriseCount, requestCount } from '../enterprise';
import { attemptsSubmittedPerDay, attemptsWaitingByExam } from '../exam';
import { inboxCount } from '../feedback';
import { lessonsCompletedPerDay, studyPerDay } from '../study';

/**
 * The console's home: what waits for the caller, this week's sessions, and the study and exam activity. Each
 * figure is read through the door of the module that owns it (a queue count by the very function its console list
 * takes its total from, so the two agree); each block is a fixed number of statements whatever the tenant holds
 * (counted in the database, never a statement per row).
 */

const canAny = async (actor: Actor, permissions: readonly Permission[]) => {
  for (const p of permissions) if (await actor.can(p)) return true;
  return false;
};

/** A console page with its list's filters in the address (the page hands them to its list call as they are). */
const consoleLink = (path: string, filter: Record<string, string>) =>
  `${path}?${new URLSearchParams(filter).toString()}`;

/**
 * Each filter is typed by the query schema of the list the page calls, so a renamed filter fails to compile.
 * The invoice requests are a tab of the enterprises' page that keeps its filter in the page for now: `tab` and
 * `invoiceStatus` name it (the enterprises' own list ignores both).
 */
const LINKS = {
  enrolmentReview: consoleLink('/admin/edu/enrolment', {
    status: 'pending',
  } satisfies Partial<z.input<typeof enrolmentPageQuerySchema>>),
  enterpriseReview: consoleLink('/admin/edu/enterprise', {
    status: 'pending',
  } satisfies Partial<z.input<typeof enterprisePageQuerySchema>>),
  invoiceRequest: consoleLink('/admin/edu/enterprise', {
    tab: 'invoices',
    invoiceStatus: 'requested' satisfies InvoiceRequestStatus,
  }),
  feedbackOpen: consoleLink('/admin/edu/feedback', {
    status: 'open',
  } satisfies Partial<z.input<typeof feedbackAdminQuerySchema>>),
} as const;

const EXAM_STATUS = { examMarking: 'pending_review', examLate: 'late_review' } as const;
const examLink = (key: keyof typeof EXAM_STATUS, examId?: string) =>
  consoleLink('/admin/edu/examResult', {
    ...(examId ? { examId } : {}),
    status: EXAM_STATUS[key],
  } satisfies Partial<z.input<typeof attemptPageQuerySchema>>);

/** The simple kinds' counts, each by its list's own count with the filter its link opens. */
const COUNTS = {
  enrolmentReview: (db: Db, tenantId: number) => enrolmentCount(db, tenantId, { status: 'pending' }),
  enterpriseReview: (db: Db, tenantId: number) => enterpriseCount(db, tenantId, { status: 'pending' }),
  invoiceRequest: (db: Db, tenantId: number) => requestCount(db, tenantId, { status: 'requested' }),
  feedbackOpen: (db: Db, tenantId: number) => inboxCount(db, tenantId, { status: 'open' }),
} satisfies Record<keyof typeof LINKS, (db: Db, tenantId: number) => Promise<number>>;

/**
 * The work waiting for the caller, of the kinds their permissions allow (the others are absent): a statement per
 * simple kind and one for the exams at most, five, run at once, whatever the tenant holds. The simple kinds are
 * always there (0 when nothing waits); the exam kinds come one item per exam with attempts waiting, or one item
 * of 0 when no exam has any.
 */
export async function queue(db: Db, actor: Actor): Promise<QueueItem[]> {
  const may = new Set<QueueKey>();
  for (const key of QUEUE_KEYS) if (await canAny(actor, QUEUE_PERMISSIONS[key])) may.add(key);
  const exams = may.has('examMarking') || may.has('examLate');
  const simple = (['enrolmentReview', 'enterpriseReview', 'invoiceRequest', 'feedbackOpen'] as const).filter(
    (key) => may.has(key),
  );
  const [counts, waiting] = await Promise.all([
    Promise.all(simple.map((key) => COUNTS[key](db, actor.tenantId))),
    exams ? attemptsWaitingByExam(db, actor.tenantId, Object.values(EXAM_STATUS), QUEUE_EXAMS_MAX) : [],
  ]);
  const items: QueueItem[] = simple.map((key, i) => ({
    key,
    count: counts[i] ?? 0,
    link: LINKS[key],
    exam: null,
  }));
  if (!exams) return items;
  for (const key of ['examMarking', 'examLate'] as const) {
    const rows = waiting.filter((w) => w.status === EXAM_STATUS[key]);
    if (!rows.length) items.push({ key, count: 0, link: examLink(key), exam: null });
    for (const w of rows) {
      const examId = String(w.examId);
      items.push({
        key,
        count: Number(w.n),
        link: examLink(key, examId),
        exam: { id: examId, title: w.title },
      });
    }
  }
  return items;
}

// ---- Days in the display zone ----

/** The display zone's calendar day of an instant (yyyy-MM-dd). */
const dayOf = (at: Date) => formatTime(at)?.slice(0, 10) ?? '';
/** The day `n` days after `day` (yyyy-MM-dd), by the calendar. */
const plusDays = (day: string, n: number) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
};
/** The instant a day of the display zone starts. */
const startOf = (day: string) => parseTime(`${day} 00:00`);
/** Monday of the week of `day` (weeks run Monday to Sunday). */
const mondayOf = (day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return plusDays(day, -((new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7));
};

type SessionRow = Awaited<ReturnType<typeof sessionsBetween>>[number] & {
  expected: number;
  checkedIn: number;
};
const sessionView = (s: SessionRow): DashboardSession => ({
  id: String(s.id),
  courseId: String(s.courseId),
  courseTitle: s.courseTitle,
  title: s.title,
  startAt: formatTime(s.startAt) ?? '',
  endAt: formatTime(s.endAt) ?? '',
  venue: s.venue,
  address: s.address,
  capacity: s.capacity,
  expected: s.expected,
  checkedIn: s.checkedIn,
  link: consoleLink('/admin/edu/checkin', { sessionId: String(s.id) }),
});

/**
 * The sessions under way at some time this week (Monday to Sunday, in the display zone), and those of today
 * among them, with their expected (approved sign-ups) and checked-in people: three statements, the sessions then
 * one count of each kind for all of them (the sessions alone when there is none).
 */
export async function sessions(db: Db, tenantId: number, now = new Date()): Promise<DashboardSessions> {
  const date = dayOf(now);
  const weekFrom = mondayOf(date);
  const weekTo = plusDays(weekFrom, 6);
  const found = await sessionsBetween(
    db,
    tenantId,
    startOf(weekFrom),
    startOf(plusDays(weekTo, 1)),
    SESSIONS_MAX,
  );
  const ids = found.map((s) => s.id);
  const [expected, checkedIn] = await Promise.all([
    approvedPerSession(db, tenantId, ids),
    checkedInPerSession(db, tenantId, ids),
  ]);
  const rows = found.map((s) => ({
    ...s,
    expected: expected.get(s.id) ?? 0,
    checkedIn: checkedIn.get(s.id) ?? 0,
  }));
  const [todayStart, todayEnd] = [startOf(date), startOf(plusDays(date, 1))];
  const today = rows.filter((s) => s.startAt < todayEnd && s.endAt > todayStart).map(sessionView);
  return { date, weekFrom, weekTo, today, week: rows.map(sessionView) };
}

/**
 * Per day of the last `days` days up to today (the display zone's days), oldest first: progress records and the
 * learners who wrote them, lessons completed (modules/study), exam attempts submitted (modules/exam); a day
 * without any is there with zeros. Three statements, run at once.
 */
export async function activity(db: Db, tenantId: number, days: number, now = new Date()) {
  const today = dayOf(now);
  const first = plusDays(today, 1 - days);
  const byDay = new Map<string, ActivityDay>();
  for (let i = 0; i < days; i++) {
    const date = plusDays(first, i);
    byDay.set(date, { date, studyRecords: 0, learners: 0, lessonsCompleted: 0, examsSubmitted: 0 });
  }
  const [from, to] = [startOf(first), startOf(plusDays(today, 1))];
  const [study, lessons, exams] = await Promise.all([
    studyPerDay(db, tenantId, from, to),
    lessonsCompletedPerDay(db, tenantId, from, to),
    attemptsSubmittedPerDay(db, tenantId, from, to),
  ]);
  for (const r of study) {
    const d = byDay.get(r.day);
    if (d) Object.assign(d, { studyRecords: Number(r.records), learners: Number(r.learners) });
  }
  for (const r of lessons) {
    const d = byDay.get(r.day);
    if (d) d.lessonsCompleted = Number(r.n);
  }
  for (const r of exams) {
    const d = byDay.get(r.day);
    if (d) d.examsSubmitted = Number(r.n);
  }
  return [...byDay.values()];
}

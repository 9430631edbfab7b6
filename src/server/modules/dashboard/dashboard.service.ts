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
import * as repo from './dashboard.repo';

/** The console's home: what waits for the caller, this week's sessions, and the study and exam activity. */

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

/**
 * The work waiting for the caller, of the kinds their permissions allow (the others are absent): two statements
 * at most, whatever the tenant holds. The simple kinds are always there (0 when nothing waits); the exam kinds come
 * one item per exam with attempts waiting, or one item of 0 when no exam has any.
 */
export async function queue(db: Db, actor: Actor): Promise<QueueItem[]> {
  const may = new Set<QueueKey>();
  for (const key of QUEUE_KEYS) if (await canAny(actor, QUEUE_PERMISSIONS[key])) may.add(key);
  const exams = may.has('examMarking') || may.has('examLate');
  const [counts, waiting] = await Promise.all([
    repo.queueCounts(db, actor.tenantId, {
      enrolmentReview: may.has('enrolmentReview'),
      enterpriseReview: may.has('enterpriseReview'),
      invoiceRequest: may.has('invoiceRequest'),
      feedbackOpen: may.has('feedbackOpen'),
    }),
    exams ? repo.examsWaiting(db, actor.tenantId, QUEUE_EXAMS_MAX) : [],
  ]);
  const items: QueueItem[] = [];
  for (const key of ['enrolmentReview', 'enterpriseReview', 'invoiceRequest', 'feedbackOpen'] as const)
    if (may.has(key)) items.push({ key, count: counts.get(key) ?? 0, link: LINKS[key], exam: null });
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

type SessionRow = Awaited<ReturnType<typeof repo.sessionsBetween>>[number];
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
 * among them, with their expected and checked-in people: one statement.
 */
export async function sessions(db: Db, tenantId: number, now = new Date()): Promise<DashboardSessions> {
  const date = dayOf(now);
  const weekFrom = mondayOf(date);
  const weekTo = plusDays(weekFrom, 6);
  const rows = await repo.sessionsBetween(
    db,
    tenantId,
    startOf(weekFrom),
    startOf(plusDays(weekTo, 1)),
    SESSIONS_MAX,
  );
  const [todayStart, todayEnd] = [startOf(date), startOf(plusDays(date, 1))];
  const today = rows.filter((s) => s.startAt < todayEnd && s.endAt > todayStart).map(sessionView);
  return { date, weekFrom, weekTo, today, week: rows.map(sessionView) };
}

/**
 * Per day of the last `days` days up to today (the display zone's days), oldest first: progress records and the
 * learners who wrote them, lessons completed, exam attempts submitted; a day without any is there with zeros.
 * Three statements.
 */
export async function activity(db: Db, tenantId: number, days: number, now = new Date()) {
  const today = dayOf(now);
  const first = plusDays(today, 1 - days);
  const byDay = new Map<string, ActivityDay>();
  for (let i = 0; i < days; i++) {
    const date = plusDays(first, i);
    byDay.set(date, { date, studyRecords: 0, learners: 0, lessonsCompleted: 0, examsSubmitted: 0 });
  }
  const { study, lessons, exams } = await repo.activityBetween(
    db,
    tenantId,
    startOf(first),
    startOf(plusDays(today, 1)),
  );
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

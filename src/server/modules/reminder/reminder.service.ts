import type { CourseReminder, RemindNowCount, ReminderJob } from '@contract/reminder';
import { EXAM_CLOSING_LEAD, REMINDER_DEFAULT_LEADS, REMINDER_LEAD_CHOICES } from '@contract/reminder-rules';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { DomainError } from '../../lib/domain-error';
import { message, type Lang, type MessageKey } from '../../lib/messages';
import { formatTime, page } from '../../lib/wire';
import * as repo from './reminder.repo';
import * as staffRepo from './staff.repo';
import { horizonOf, jobsFor, plannable, sessionLeads } from './reminder.rules';
import { sendJob, type SendDeps } from './send.service';

/**
 * Reminders: the planner (which are due soon, as jobs), the runner (claims due jobs and sends them), and staff's
 * controls — a course's settings, "remind the signed-up now" with its count first, and the jobs' outcomes.
 */

const LONGEST_LEAD = Math.max(...REMINDER_LEAD_CHOICES);
/** Jobs one claim takes; the runner claims again while claims come back full. */
const CLAIM_SIZE = 20;

/** Writes the jobs of every reminder due within PLAN_AHEAD_MS (every tenant's). Returns how many were new. */
export async function planReminders(db: Db, now = new Date()): Promise<number> {
  let written = 0;
  for (const s of await repo.upcomingSessions(db, now, horizonOf(now, LONGEST_LEAD)))
    for (const lead of sessionLeads(s)) {
      const due = plannable(s.startAt, lead, now);
      if (!due) continue;
      const people = await repo.sessionRecipients(db, s.tenantId, s.sessionId);
      const target = {
        tenantId: s.tenantId,
        kind: 'session',
        refId: s.sessionId,
        at: s.startAt,
        lead,
      } as const;
      written += await repo.insertJobs(db, jobsFor(target, due, people));
    }
  for (const e of await repo.closingExams(db, now, horizonOf(now, EXAM_CLOSING_LEAD))) {
    const { closeAt } = e;
    const due = closeAt && plannable(closeAt, EXAM_CLOSING_LEAD, now);
    if (!closeAt || !due) continue;
    const people = await repo.examRecipients(db, e.tenantId, e);
    const target = {
      tenantId: e.tenantId,
      kind: 'exam',
      refId: e.examId,
      at: closeAt,
      lead: EXAM_CLOSING_LEAD,
    } as const;
    written += await repo.insertJobs(db, jobsFor(target, due, people));
  }
  return written;
}

/** Claims and sends the jobs due by `now` until none are left. Returns how many were taken. */
export async function sendDue(db: Db, deps: SendDeps, now = new Date()): Promise<number> {
  let taken = 0;
  for (;;) {
    const jobs = await repo.claimDue(db, now, new Date(now.getTime() + deps.leaseMs), CLAIM_SIZE);
    for (const job of jobs) await sendJob(db, deps, job, now);
    taken += jobs.length;
    if (jobs.length < CLAIM_SIZE) return taken;
  }
}

// Staff's side (the routes hold the permission: edu_course_edit).

export async function courseSettings(db: Db, actor: Actor, courseId: number): Promise<CourseReminder> {
  if (!(await staffRepo.courseExists(db, actor.tenantId, courseId)))
    throw new DomainError('courseNotFound', {}, 404);
  const row = await staffRepo.courseSettings(db, actor.tenantId, courseId);
  return {
    courseId: String(courseId),
    enabled: row?.enabled ?? true,
    leadMinutes: [...(row?.leadMinutes ?? REMINDER_DEFAULT_LEADS)],
  };
}

export async function saveCourseSettings(
  db: Db,
  actor: Actor,
  input: CourseReminder,
): Promise<CourseReminder> {
  const courseId = Number(input.courseId);
  if (!(await staffRepo.courseExists(db, actor.tenantId, courseId)))
    throw new DomainError('courseNotFound', {}, 404);
  await staffRepo.saveCourseSettings(db, {
    tenantId: actor.tenantId,
    courseId,
    enabled: input.enabled,
    leadMinutes: [...input.leadMinutes].sort((a, b) => b - a),
    updateBy: actor.username,
  });
  return courseSettings(db, actor, courseId);
}

async function sessionPeople(db: Db, actor: Actor, sessionId: number) {
  const session = await repo.sessionFacts(db, actor.tenantId, sessionId);
  if (!session) throw new DomainError('calendarSessionNotFound', {}, 404);
  return { session, people: await repo.sessionRecipients(db, actor.tenantId, sessionId) };
}

const countOf = (people: repo.Recipient[]): RemindNowCount => ({
  notices: people.length,
  texts: people.filter((p) => p.smsReminders && p.phone).length,
  noPhone: people.filter((p) => p.smsReminders && !p.phone).length,
});

/** GET /edu/reminder/session/{id}/preview: who would get what if staff remind the session's people now. */
export async function previewRemindNow(db: Db, actor: Actor, sessionId: number): Promise<RemindNowCount> {
  return countOf((await sessionPeople(db, actor, sessionId)).people);
}

/**
 * POST /edu/reminder/session/{id}/send: a reminder to each approved sign-up now (a notice, and a text to those who
 * asked for texts, held to 08:00 in the quiet hours). The notices go before the answer; texts follow.
 */
export async function remindNow(
  db: Db,
  deps: SendDeps,
  actor: Actor,
  sessionId: number,
  now = new Date(),
): Promise<RemindNowCount> {
  const { session, people } = await sessionPeople(db, actor, sessionId);
  if (session.startAt <= now) throw new DomainError('reminderSkippedPast');
  const target = {
    tenantId: actor.tenantId,
    kind: 'manual',
    refId: sessionId,
    at: session.startAt,
    lead: 0,
  } as const;
  const jobs = jobsFor(target, now, people, String(now.getTime())).map((j) => ({
    ...j,
    createBy: actor.username,
  }));
  await repo.insertJobs(db, jobs);
  await sendDue(db, deps, now);
  return countOf(people);
}

/** GET /edu/reminder/page: the tenant's reminders and how each ended, newest first. */
export async function jobPage(
  db: Db,
  actor: Actor,
  lang: Lang,
  q: { current: number; size: number; status?: string; channel?: string },
) {
  const { rows, total } = await staffRepo.jobPage(db, actor.tenantId, q);
  const records: ReminderJob[] = rows.map(({ job, refTitle, name }) => ({
    id: String(job.id),
    kind: job.kind as ReminderJob['kind'],
    channel: job.channel as ReminderJob['channel'],
    status: job.status as ReminderJob['status'],
    refId: String(job.refId),
    refTitle,
    userId: String(job.userId),
    name,
    leadMinutes: job.leadMinutes,
    dueAt: formatTime(job.dueAt) ?? '',
    sentAt: formatTime(job.sentAt),
    attempts: job.attempts,
    error: job.error ? (isKey(job.error) ? message(lang, job.error) : job.error) : null,
  }));
  return page(records, total, q.current, q.size);
}

const isKey = (text: string): text is MessageKey => /^(reminder|calendar)[A-Z]\w+$/.test(text);

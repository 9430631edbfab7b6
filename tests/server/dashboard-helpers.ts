import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { QueueItem } from '@contract/dashboard';
import type { Page } from '@contract/envelope';
import { eduCourse, eduExamAttempt, eduSession } from '../../src/server/db/schema';
import { call, newLearner, offlineCourse } from './edu-helpers';
import { menuId, staffWithRoles } from './access-helpers';
import { insertExam } from './exam-helpers';
import { enterpriseWithMembers, freshCreditCode } from './enterprise-helpers';

/** Helpers of the dashboard tests: statement counts, roles of a few permissions, this week's data. */

type Headers = Record<string, string>;

/**
 * Counts the statements the database is sent while `work` runs (the driver's `query`: PGlite's thread or
 * PostgreSQL's pool), with their text.
 */
export async function statementsOf<T>(app: FastifyInstance, work: () => Promise<T>) {
  type Query = (...args: unknown[]) => unknown;
  const client = (app.database.db as unknown as { $client: { query: Query } }).$client;
  const original = client.query;
  const texts: string[] = [];
  client.query = function (this: unknown, ...args: unknown[]) {
    const q = args[0];
    texts.push(typeof q === 'string' ? q : ((q as { text?: string }).text ?? ''));
    return original.apply(this, args);
  };
  try {
    return { result: await work(), texts };
  } finally {
    client.query = original;
  }
}

let roles = 0;
/** A staff member whose one role grants exactly these buttons (by permission string). */
export async function staffWith(app: FastifyInstance, admin: Headers, permissions: string[], tenantId = 1) {
  const n = ++roles;
  const role = await call<{ roleId: string }>(app, 'POST', '/api/admin/role', admin, {
    roleName: `Dashboard ${n}`,
    roleCode: `DASHBOARD_${n}`,
  });
  const menus = await Promise.all(permissions.map((permission) => menuId(app, { permission })));
  await call(app, 'PUT', '/api/admin/role/menu', admin, {
    roleId: role.body.data.roleId,
    menuIds: menus.join(','),
  });
  const staff = await staffWithRoles(app, `dash_staff${n}`, [role.body.data.roleId], tenantId);
  return { ...staff, roleId: role.body.data.roleId };
}

export const queueOf = async (app: FastifyInstance, headers: Headers) =>
  (await call<QueueItem[]>(app, 'GET', '/api/admin/dashboard/queue', headers)).body.data;
export const countOf = (items: QueueItem[], key: QueueItem['key'], examId?: string) =>
  items.find((i) => i.key === key && (examId === undefined || i.exam?.id === examId))?.count ?? 0;

/** The API list each console page of the queue's links calls, with the page's filters as the page sends them. */
const LISTS: Record<string, string> = {
  '/admin/edu/enrolment': '/api/edu/enrolment/page',
  '/admin/edu/enterprise': '/api/edu/enterprise/page',
  '/admin/edu/feedback': '/api/edu/feedback/page',
  '/admin/edu/examResult': '/api/edu/exam/attempt/page',
};

/** Each item's count is the total of the list its link opens (the invoice tab: its own list and status). */
export async function expectLinksAgree(app: FastifyInstance, headers: Headers, items: QueueItem[]) {
  for (const item of items) {
    if (item.key.startsWith('exam') && !item.exam) continue; // nothing waits: no exam to open
    const url = new URL(item.link, 'http://console');
    const query = new URLSearchParams(url.searchParams);
    let list = LISTS[url.pathname];
    if (query.get('tab') === 'invoices') {
      list = '/api/edu/invoice/page';
      query.set('status', query.get('invoiceStatus') ?? '');
      query.delete('invoiceStatus');
      query.delete('tab');
    }
    const page = await call<Page<unknown>>(app, 'GET', `${list}?${query.toString()}`, headers);
    expect(page.body.data.total, item.link).toBe(String(item.count));
  }
}

/**
 * A classroom session under way now (so today and this week, whatever the hour) with `signedUp` approved
 * learners, its check-in window open.
 */
export async function sessionNow(app: FastifyInstance, admin: Headers, tag: string, signedUp: number) {
  const { courseId, sessionId } = await offlineCourse(app, admin, { capacity: 10 });
  const enrolments: string[] = [];
  for (let i = 0; i < signedUp; i++) {
    const l = await newLearner(app, `${tag}_${i}`);
    const e = await call<{ id: string }>(app, 'POST', '/api/edu/enrolment', l.headers, {
      courseId,
      sessionId,
    });
    enrolments.push(e.body.data.id);
  }
  // Moved to now once signed up (a session under way takes no more sign-ups).
  const now = Date.now();
  await app.database.db
    .update(eduSession)
    .set({
      startAt: new Date(now - 1800_000),
      endAt: new Date(now + 1800_000),
      checkinStartAt: new Date(now - 3600_000),
      checkinEndAt: new Date(now + 3600_000),
    })
    .where(eq(eduSession.id, Number(sessionId)));
  return { courseId, sessionId, enrolments };
}

let checkins = 0;
/** Staff check one of a session's sign-ups in by hand: the check-in's id. */
export async function checkIn(app: FastifyInstance, admin: Headers, sessionId: string, enrolmentId: string) {
  const res = await call<{ outcome: string; checkin: { id: string } }>(
    app,
    'POST',
    '/api/edu/checkin',
    admin,
    {
      clientId: `dash-${++checkins}-${Date.now()}`,
      method: 'manual',
      sessionId,
      enrolmentId,
      deviceId: 'dashboard',
      deviceTime: Date.now(),
    },
  );
  expect(res.body.data.outcome).toBe('accepted');
  return res.body.data.checkin.id;
}

/** A published exam on the course, and attempts in the given states submitted at the given times. */
export async function examWithAttempts(
  app: FastifyInstance,
  courseId: string,
  title: string,
  attempts: { status: string; submittedAt: Date; userId: number }[],
  tenantId = 1,
) {
  const exam = await insertExam(app, courseId, [], { title }, tenantId);
  if (attempts.length)
    await app.database.db.insert(eduExamAttempt).values(
      attempts.map((a, i) => ({
        tenantId,
        examId: exam.id,
        courseId: Number(courseId),
        userId: a.userId,
        attemptNo: i + 1,
        seed: 1,
        questions: [],
        totalScore: 1,
        status: a.status,
        startedAt: new Date(a.submittedAt.getTime() - 600_000),
        deadline: new Date(a.submittedAt.getTime() + 600_000),
        submittedAt: a.submittedAt,
      })),
    );
  return String(exam.id);
}

/** An approved enterprise asks for an invoice of its member's sign-up to a paid course (invoice-request.test.ts). */
export async function askInvoice(app: FastifyInstance, admin: Headers, tag: string) {
  const ent = await enterpriseWithMembers(app, tag, { members: 1 });
  const paid = await offlineCourse(app, admin, { capacity: 5 });
  await app.database.db
    .update(eduCourse)
    .set({ fee: 5000 })
    .where(eq(eduCourse.id, Number(paid.courseId)));
  await call(app, 'POST', '/api/edu/enterprise/enrol', ent.headers, {
    ...paid,
    userIds: [String(ent.members[0]!.userId)],
  });
  const profile = await call<{ id: string }>(app, 'POST', '/api/edu/enterprise/invoice', ent.headers, {
    type: 'normal',
    title: '发票抬头',
    taxNo: freshCreditCode(),
  });
  const billable = await call<{ enrolmentId: string }[]>(
    app,
    'GET',
    '/api/edu/enterprise/invoice/billable',
    ent.headers,
  );
  const asked = await call(app, 'POST', '/api/edu/enterprise/invoice/request', ent.headers, {
    profileId: profile.body.data.id,
    enrolmentIds: billable.body.data.map((b) => b.enrolmentId),
  });
  expect(asked.body).toMatchObject({ code: 0 });
}

import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityDay, DashboardSessions, QueueItem } from '@contract/dashboard';
import { eduSession } from '../../src/server/db/schema';
import { buildTestApp } from './helpers';
import { adminHeaders, call, DAY, newLearner, offlineCourse, onlineCourse } from './edu-helpers';
import { registerEnterprise } from './enterprise-helpers';
import {
  askInvoice,
  checkIn,
  countOf,
  examWithAttempts,
  expectLinksAgree,
  queueOf,
  sessionNow,
  staffWith,
  statementsOf,
} from './dashboard-helpers';

/** The console home's blocks: their figures against data made here, who sees what, tenants, statements. */
let app: FastifyInstance;
let admin: Record<string, string>;
let admin2: Record<string, string>;

beforeAll(async () => {
  app = await buildTestApp({ CAPTCHA: 'off' });
  admin = await adminHeaders(app);
  admin2 = await adminHeaders(app, 'admin2', '2');
});
afterAll(() => app.close());

const sessionsOf = async (headers: Record<string, string>) =>
  (await call<DashboardSessions>(app, 'GET', '/api/admin/dashboard/sessions', headers)).body.data;
const activityOf = async (headers: Record<string, string>, days = 30) =>
  (await call<ActivityDay[]>(app, 'GET', `/api/admin/dashboard/activity?days=${days}`, headers)).body.data;
const shanghaiDay = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 10);

describe('the queue', () => {
  it('counts what waits, each figure the total of the list its link opens', async () => {
    const before = await queueOf(app, admin);
    const tenant2Before = await queueOf(app, admin2);
    expect(before.map((i) => i.key)).toEqual(
      expect.arrayContaining(['enrolmentReview', 'enterpriseReview', 'invoiceRequest', 'feedbackOpen']),
    );

    // A sign-up to a course that needs approval; an enterprise registering; an invoice asked; a feedback sent.
    const review = await offlineCourse(app, admin, { capacity: 5, needsApproval: true });
    const learner = await newLearner(app, 'dash_q_learner');
    const signUp = await call(app, 'POST', '/api/edu/enrolment', learner.headers, review);
    expect(signUp.body).toMatchObject({ code: 0, data: { status: 'pending' } });
    await registerEnterprise(app, 7301);
    await askInvoice(app, admin, 'dash_inv');
    const sent = await call(app, 'POST', '/api/edu/feedback', learner.headers, {
      category: 'other',
      content: 'Hi',
    });
    expect(sent.body.code).toBe(0);

    // Two exams with attempts waiting, one with a late submit too; a graded attempt waits for nobody.
    const now = new Date();
    const u = learner.userId;
    const examA = await examWithAttempts(app, review.courseId, 'Dash exam A', [
      { status: 'pending_review', submittedAt: now, userId: u },
      { status: 'pending_review', submittedAt: now, userId: u },
      { status: 'late_review', submittedAt: now, userId: u },
      { status: 'graded', submittedAt: now, userId: u },
    ]);
    const examB = await examWithAttempts(app, review.courseId, 'Dash exam B', [
      { status: 'pending_review', submittedAt: now, userId: u },
    ]);

    const after = await queueOf(app, admin);
    for (const key of ['enrolmentReview', 'enterpriseReview', 'invoiceRequest', 'feedbackOpen'] as const)
      expect(countOf(after, key), key).toBe(countOf(before, key) + 1);
    expect(countOf(after, 'examMarking', examA)).toBe(2);
    expect(countOf(after, 'examMarking', examB)).toBe(1);
    expect(countOf(after, 'examLate', examA)).toBe(1);
    expect(after.find((i) => i.key === 'examLate' && i.exam?.id === examB)).toBeUndefined();
    expect(after.find((i) => i.exam?.id === examA)).toMatchObject({
      link: `/admin/edu/examResult?examId=${examA}&status=pending_review`,
      exam: { title: 'Dash exam A' },
    });
    expect(after.find((i) => i.key === 'enrolmentReview')?.link).toBe('/admin/edu/enrolment?status=pending');
    expect(after.find((i) => i.key === 'feedbackOpen')?.link).toBe('/admin/edu/feedback?status=open');
    expect(after.find((i) => i.key === 'enterpriseReview')?.link).toBe(
      '/admin/edu/enterprise?status=pending',
    );
    await expectLinksAgree(app, admin, after);

    // Tenant 2 sees none of it.
    expect(await queueOf(app, admin2)).toEqual(tenant2Before);
  });

  it('answers only the kinds the caller may see, and 403 to a learner', async () => {
    const feedbackOnly = await staffWith(app, admin, ['edu_feedback_view']);
    expect((await queueOf(app, feedbackOnly.headers)).map((i) => i.key)).toEqual(['feedbackOpen']);
    const reviewer = await staffWith(app, admin, ['edu_exam_review', 'edu_enterprise_invoice']);
    const keys = new Set((await queueOf(app, reviewer.headers)).map((i) => i.key));
    expect([...keys].sort()).toEqual(['examLate', 'examMarking', 'invoiceRequest']);
    const learner = await newLearner(app, 'dash_q_403');
    for (const block of ['queue', 'sessions', 'activity']) {
      const res = await call(app, 'GET', `/api/admin/dashboard/${block}`, learner.headers);
      expect(res.status, block).toBe(403);
      expect(res.body.code).toBe(1);
    }
  });
});

describe("this week's sessions", () => {
  it('lists today’s and this week’s sessions with their sign-ups and check-ins', async () => {
    const s = await sessionNow(app, admin, 'dash_s', 3);
    await checkIn(app, admin, s.sessionId, s.enrolments[0]!);
    const undone = await checkIn(app, admin, s.sessionId, s.enrolments[1]!);
    await call(app, 'PUT', `/api/edu/checkin/undo/${undone}`, admin);
    await checkIn(app, admin, s.sessionId, s.enrolments[2]!);
    // A session of next week and a deleted one of today are not in the lists.
    const later = await offlineCourse(app, admin, { capacity: 5, sessionStartsIn: 8 * DAY });
    const gone = await sessionNow(app, admin, 'dash_gone', 0);
    await app.database.db
      .update(eduSession)
      .set({ delFlag: '1' })
      .where(eq(eduSession.id, Number(gone.sessionId)));

    const data = await sessionsOf(admin);
    expect(data.date).toBe(shanghaiDay(Date.now()));
    expect(new Date(`${data.weekFrom}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(data.weekFrom <= data.date && data.date <= data.weekTo).toBe(true);
    const mine = data.today.find((x) => x.id === s.sessionId);
    expect(mine).toMatchObject({
      courseId: s.courseId,
      courseTitle: 'Race course',
      title: 'S1',
      venue: 'Room 1',
      capacity: 10,
      expected: 3,
      checkedIn: 2,
      link: `/admin/edu/checkin?sessionId=${s.sessionId}`,
    });
    expect(data.week.map((x) => x.id)).toContain(s.sessionId);
    for (const id of [later.sessionId, gone.sessionId]) {
      expect(data.week.map((x) => x.id)).not.toContain(id);
      expect(data.today.map((x) => x.id)).not.toContain(id);
    }
    // Tenant 2's list has nothing of tenant 1's; a check-in viewer reads it, a queue-only role does not.
    expect((await sessionsOf(admin2)).week.map((x) => x.id)).not.toContain(s.sessionId);
    const viewer = await staffWith(app, admin, ['edu_checkin_view']);
    expect((await sessionsOf(viewer.headers)).today.map((x) => x.id)).toContain(s.sessionId);
    const feedbackOnly = await staffWith(app, admin, ['edu_feedback_reply']);
    expect((await call(app, 'GET', '/api/admin/dashboard/sessions', feedbackOnly.headers)).status).toBe(403);
  });
});

describe('activity', () => {
  it('counts study records, completions and submits per day, every day present', async () => {
    const before = await activityOf(admin);
    expect(before).toHaveLength(30);
    expect(before.at(-1)?.date).toBe(shanghaiDay(Date.now()));
    expect(before[0]?.date).toBe(shanghaiDay(Date.now() - 29 * DAY));

    const online = await onlineCourse(app, admin, [4]);
    const l = await newLearner(app, 'dash_act');
    await call(app, 'POST', '/api/edu/enrolment', l.headers, { courseId: online.courseId });
    for (const [i, intervals] of [[[0, 2]], [[2, 4]]].entries())
      await call(app, 'POST', '/api/edu/progress', l.headers, {
        clientId: `dash-act-${i}-${Date.now()}`,
        lessonId: online.lessons[0],
        position: 4,
        intervals,
      });
    const threeDaysAgo = new Date(Date.now() - 3 * DAY);
    await examWithAttempts(app, online.courseId, 'Dash activity exam', [
      { status: 'graded', submittedAt: new Date(), userId: l.userId },
      { status: 'graded', submittedAt: threeDaysAgo, userId: l.userId },
      { status: 'in_progress', submittedAt: threeDaysAgo, userId: l.userId },
    ]);

    const after = await activityOf(admin);
    const delta = (i: number, k: keyof Omit<ActivityDay, 'date'>) => after[i]![k] - before[i]![k];
    expect([delta(29, 'studyRecords'), delta(29, 'learners'), delta(29, 'lessonsCompleted')]).toEqual([
      2, 1, 1,
    ]);
    expect(delta(29, 'examsSubmitted')).toBe(1);
    expect(after.find((d) => d.date === shanghaiDay(threeDaysAgo.getTime()))!.examsSubmitted).toBe(
      before.find((d) => d.date === shanghaiDay(threeDaysAgo.getTime()))!.examsSubmitted + 1,
    );
    // Tenant 2's chart did not move; the range is 1 to 90 days.
    expect((await activityOf(admin2)).at(-1)).toMatchObject({ studyRecords: 0, examsSubmitted: 0 });
    expect(await activityOf(admin, 1)).toHaveLength(1);
    for (const days of [0, 91, 'x'])
      expect((await call(app, 'GET', `/api/admin/dashboard/activity?days=${days}`, admin)).status).toBe(400);
    const examViewer = await staffWith(app, admin, ['edu_exam_view']);
    expect(await activityOf(examViewer.headers, 7)).toHaveLength(7);
    const checkinOnly = await staffWith(app, admin, ['edu_checkin_view']);
    expect((await call(app, 'GET', '/api/admin/dashboard/activity', checkinOnly.headers)).status).toBe(403);
  });
});

describe('statements', () => {
  /** The statements of one call that read the training tables (the guards' own lookups aside). */
  const dashboardStatements = async (block: string) => {
    const { result, texts } = await statementsOf(app, () =>
      call<QueueItem[]>(app, 'GET', `/api/admin/dashboard/${block}`, admin),
    );
    expect(result.status).toBe(200);
    return texts.filter((t) => t.includes('edu_')).length;
  };

  it('is a fixed number per block, however many rows there are (no statement per row)', async () => {
    const before = {
      queue: await dashboardStatements('queue'),
      sessions: await dashboardStatements('sessions'),
      activity: await dashboardStatements('activity?days=90'),
    };
    expect(before).toEqual({ queue: 5, sessions: 3, activity: 3 });

    // More of everything: sessions with sign-ups and check-ins, exams with attempts waiting.
    for (const tag of ['dash_n1', 'dash_n2']) {
      const s = await sessionNow(app, admin, tag, 2);
      await checkIn(app, admin, s.sessionId, s.enrolments[0]!);
      const u = (await newLearner(app, `${tag}_x`)).userId;
      await examWithAttempts(app, s.courseId, `${tag} exam`, [
        { status: 'pending_review', submittedAt: new Date(), userId: u },
        { status: 'late_review', submittedAt: new Date(), userId: u },
      ]);
    }
    expect(await dashboardStatements('queue')).toEqual(before.queue);
    expect(await dashboardStatements('sessions')).toEqual(before.sessions);
    expect(await dashboardStatements('activity?days=90')).toEqual(before.activity);
  });
});
